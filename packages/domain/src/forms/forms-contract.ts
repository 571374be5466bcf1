import { z } from "zod";
import { recordFieldDefinition } from "../records/record-detail.js";
import {
  type FieldOption,
  type FieldValue,
  type FormDefinition,
  type FormEventSummary,
  type FormField,
  type FormStep,
  fieldTypes,
  formKinds,
  type Submission,
  type UploadedFile,
} from "./definition.js";
import type {
  EditedBy,
  FormParticipant,
  OrganizerForm,
  OrganizerFormSummary,
  OrganizerSubmission,
  SubmissionCounts,
  SubmissionPage,
} from "./organizer.js";

/*
 * The answers of the forms routes (issue 18 "Route contracts"): participants' /forms/… and the
 * organizer's /events/{eventId}/forms/…. The types stay hand-written in definition.ts and
 * organizer.ts (kept zod-free for the embed bundle); these schemas are checked against them.
 */

const fieldOption = z.object({ value: z.string(), label: z.string() }) satisfies z.ZodType<FieldOption>;

/** A file a participant uploaded (POST /uploads answers it; file and image fields hold a list). */
export const uploadedFile = z
  .object({
    uploadId: z.string(),
    name: z.string(),
    size: z.number().int(),
    type: z.string(),
    url: z.string().describe("`/api/uploads/{uploadId}`"),
  })
  .meta({ id: "UploadedFile" }) satisfies z.ZodType<UploadedFile>;

export const formField = z
  .object({
    id: z.string(),
    type: z.enum(fieldTypes),
    label: z.string(),
    description: z.string().optional(),
    required: z.boolean(),
    placeholder: z.string().optional(),
    options: z.array(fieldOption).optional(),
    multiple: z.boolean().optional(),
    decimals: z.number().int().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    maxLength: z.number().int().optional(),
    timezone: z.string().optional(),
    maxFiles: z.number().int().optional(),
    contactField: z.string().optional(),
  })
  .meta({ id: "FormField" }) satisfies z.ZodType<FormField>;

export const formStep = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().optional(),
    fields: z.array(formField),
  })
  .meta({ id: "FormStep" }) satisfies z.ZodType<FormStep>;

const formEventSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  timezone: z.string(),
  date_from: z.string(),
  date_to: z.string(),
}) satisfies z.ZodType<FormEventSummary>;

/** A form as participants see it (GET /forms/{kind}/{slug}/{formId}). */
export const formDefinition = z
  .object({
    id: z.string(),
    kind: z.enum(formKinds),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    event: formEventSummary,
    requiresLogin: z.boolean(),
    allowSignup: z.boolean(),
    singleSubmission: z.boolean(),
    isOpen: z.boolean(),
    confirmationMessage: z.string(),
    steps: z.array(formStep),
  })
  .meta({ id: "FormDefinition" }) satisfies z.ZodType<FormDefinition>;

/** Spec 2 §3 "Form field result shapes". */
export const fieldValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.array(fieldOption),
  z.array(uploadedFile),
  z.object({ iso: z.string(), formatted: z.string() }),
  z.object({ photoUrl: z.string(), file: uploadedFile }),
  z.null(),
]) satisfies z.ZodType<FieldValue>;

export const formSubmission = z
  .object({
    id: z.string(),
    form_id: z.string(),
    status: z.enum(["draft", "submitted"]),
    values: z.record(z.string(), fieldValue),
    created_at: z.string(),
    updated_at: z.string(),
    submitted_at: z.string().nullable(),
  })
  .meta({ id: "FormSubmission" }) satisfies z.ZodType<Submission>;

/** POST /forms/{formId}/submissions: the submission and, for an anonymous one, its edit token. */
export const createdSubmission = formSubmission.extend({
  edit_token: z
    .string()
    .nullable()
    .describe("Send it as `x-foyer-edit-token` to read or edit an anonymous submission"),
});

const submissionCounts = z.object({
  draft: z.number().int(),
  submitted: z.number().int(),
}) satisfies z.ZodType<SubmissionCounts>;

const editedBy = z.object({ id: z.string(), name: z.string() }) satisfies z.ZodType<EditedBy>;

/** One row of GET /events/{eventId}/forms. */
export const organizerFormSummary = z.object({
  id: z.string(),
  kind: z.enum(formKinds),
  name: z.string(),
  slug: z.string(),
  isOpen: z.boolean(),
  requiresLogin: z.boolean(),
  stepCount: z.number().int(),
  fieldCount: z.number().int(),
  submissions: submissionCounts,
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: editedBy.nullable(),
}) satisfies z.ZodType<OrganizerFormSummary>;

/** A form in the organizer's editor (GET, POST and PUT /events/{eventId}/forms…). */
export const organizerForm = formDefinition
  .extend({
    submissions: submissionCounts,
    created_at: z.string(),
    updated_at: z.string(),
    updated_by: editedBy.nullable(),
  })
  .meta({ id: "OrganizerForm" }) satisfies z.ZodType<OrganizerForm>;

const formParticipant = z.object({
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  contact: z.object({ id: z.string(), name: z.string() }).nullable(),
}) satisfies z.ZodType<FormParticipant>;

export const organizerSubmission = formSubmission
  .extend({ participant: formParticipant })
  .meta({ id: "OrganizerSubmission" }) satisfies z.ZodType<OrganizerSubmission>;

/** GET /events/{eventId}/forms/{formId}/submissions. */
export const submissionPage = z.object({
  items: z.array(organizerSubmission),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<SubmissionPage>;

/** GET /events/{eventId}/forms/contact-fields: a contact field a question may save its answer to. */
export const formContactField = recordFieldDefinition;
