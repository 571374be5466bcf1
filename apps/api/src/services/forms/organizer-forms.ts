import { randomUUID } from "node:crypto";
import {
  canLinkType,
  contactLinkMessages,
  type EditedBy,
  type FieldType,
  FORM_NOT_FOUND,
  type FormKind,
  type FormStep,
  type FormUpdate,
  fieldTypes,
  isTimeZoneName,
  type OrganizerForm,
  type OrganizerFormSummary,
  type OrganizerSubmission,
  SUBMISSION_NOT_FOUND,
  type SubmissionCounts,
  type SubmissionPage,
  type SubmissionStatus,
} from "@foyer/domain";
import { and, count, desc, eq, inArray, notExists, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { contacts, formSubmissions, forms, users } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { checkContactLinks } from "./contact-link.js";
import { toDefinition } from "./forms.js";

/*
 * The organizer's side of participant forms: list, create, edit and delete an event's forms, and
 * read what participants sent. Access to the event is checked by the caller (permissions.ts).
 */

/** Spec-wide "not found" wording for a form (the domain holds it so nothing repeats it). */
export { FORM_NOT_FOUND, SUBMISSION_NOT_FOUND };
export const FORM_HAS_SUBMISSIONS =
  "This form has submissions, so it cannot be deleted. Close it instead to stop new submissions.";
export const ANONYMOUS = "Anonymous";

export const MAX_STEPS = 50;
export const MAX_FIELDS = 200;

// ---------------------------------------------------------------------------------------------
// The form definition schema (steps and fields). It belongs in @foyer/domain next to FormField;
// it lives here until domain (kept zod-free for the embed bundle) gets a server-only entry.

/** Step and field ids end up in submission values and URLs (/step/{stepId}): keep them plain. */
const ID_PATTERN = /^[a-z][a-z0-9_-]*$/;

const idOf = (what: "Step" | "Field") =>
  z
    .string({ error: `${what} id is required` })
    .min(1, `${what} id is required`)
    .max(64, `${what} id must be at most 64 characters`)
    .regex(ID_PATTERN, `${what} id must start with a letter and use only a-z, 0-9, - and _`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: an empty value is left out of the stored definition. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? undefined : value))
    .optional();

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const limit = (label: string) =>
  z.number({ error: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`);

const fieldOption = z
  .object({ value: requiredText("Option value", 100), label: requiredText("Option label", 200) })
  .strict();

/** Settings that only some field types have; anything else on a field is refused. */
const settingsByType = {
  options: { label: "Options", types: ["radioList", "dropdown"] },
  multiple: { label: "Multiple", types: ["dropdown", "countries"] },
  decimals: { label: "Decimals", types: ["number"] },
  min: { label: "Minimum", types: ["number", "currency", "percent"] },
  max: { label: "Maximum", types: ["number", "currency", "percent"] },
  maxLength: { label: "Maximum length", types: ["text", "textarea"] },
  timezone: { label: "Time zone", types: ["datetime"] },
  maxFiles: { label: "Maximum files", types: ["file", "image"] },
} as const satisfies Record<string, { label: string; types: readonly FieldType[] }>;

export const formFieldSchema = z
  .object({
    id: idOf("Field"),
    type: z.enum(fieldTypes, { error: `Field type must be one of: ${fieldTypes.join(", ")}` }),
    label: requiredText("Label", 200),
    description: optionalText("Help text", 1000),
    required: flag("Required"),
    placeholder: optionalText("Placeholder", 200),
    options: z.array(fieldOption).max(100, "A field has at most 100 options").optional(),
    multiple: flag("Multiple").optional(),
    decimals: wholeNumber("Decimals", 0, 6).optional(),
    min: limit("Minimum").optional(),
    max: limit("Maximum").optional(),
    maxLength: wholeNumber("Maximum length", 1, 10_000).optional(),
    timezone: z.string().max(64).refine(isTimeZoneName, "Unknown time zone").optional(),
    maxFiles: wholeNumber("Maximum files", 1, 50).optional(),
    // Checked against the event's contacts module when the form is saved (form-contact-link.ts).
    contactField: z
      .string({ error: "Contact field must be a field id" })
      .min(1, "Contact field must be a field id")
      .max(200, "Contact field must be a field id")
      .optional(),
  })
  .strict()
  .superRefine((field, ctx) => {
    for (const [key, setting] of Object.entries(settingsByType)) {
      const types: readonly FieldType[] = setting.types;
      if (field[key as keyof typeof settingsByType] !== undefined && !types.includes(field.type)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${setting.label} only applies to ${types.join(", ")} fields`,
        });
      }
    }
    if ((field.type === "radioList" || field.type === "dropdown") && !field.options?.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Add at least one option" });
    }
    const seen = new Set<string>();
    field.options?.forEach((option, index) => {
      if (seen.has(option.value)) {
        ctx.addIssue({
          code: "custom",
          path: ["options", index, "value"],
          message: `Option value "${option.value}" is used twice`,
        });
      }
      seen.add(option.value);
    });
    if (field.contactField !== undefined && !canLinkType(field.type)) {
      ctx.addIssue({ code: "custom", path: ["contactField"], message: contactLinkMessages.notLinkable });
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      ctx.addIssue({ code: "custom", path: ["max"], message: "Maximum must not be less than the minimum" });
    }
  });

export const formStepSchema = z
  .object({
    id: idOf("Step"),
    // Optional: a step without a title shows participants no heading (issue 22).
    title: z
      .string({ error: "Step title must be text" })
      .trim()
      .max(200, "Step title must be at most 200 characters")
      .default(""),
    description: optionalText("Step description", 2000),
    fields: z.array(formFieldSchema, { error: "Fields must be a list" }).max(MAX_FIELDS),
  })
  .strict();

/** A form's steps: 1–50 steps, at most 200 fields in all, every step and field id unique. */
export const formStepsSchema = z
  .array(formStepSchema, { error: "Steps must be a list" })
  .min(1, "A form needs at least one step")
  .max(MAX_STEPS, `A form has at most ${MAX_STEPS} steps`)
  .superRefine((steps, ctx) => {
    const total = steps.reduce((sum, step) => sum + step.fields.length, 0);
    if (total > MAX_FIELDS) {
      ctx.addIssue({ code: "custom", path: [], message: `A form has at most ${MAX_FIELDS} fields` });
    }
    const stepIds = new Set<string>();
    const fieldIds = new Set<string>();
    steps.forEach((step, stepIndex) => {
      if (stepIds.has(step.id)) {
        ctx.addIssue({
          code: "custom",
          path: [stepIndex, "id"],
          message: `Step id "${step.id}" is used twice`,
        });
      }
      stepIds.add(step.id);
      step.fields.forEach((field, fieldIndex) => {
        if (fieldIds.has(field.id)) {
          ctx.addIssue({
            code: "custom",
            path: [stepIndex, "fields", fieldIndex, "id"],
            message: `Field id "${field.id}" is used twice`,
          });
        }
        fieldIds.add(field.id);
      });
    });
  });

// ---------------------------------------------------------------------------------------------
// Answers

type FormRow = typeof forms.$inferSelect;
type UserRow = Pick<typeof users.$inferSelect, "id" | "fname" | "lname" | "email">;

const editorColumns = { id: users.id, fname: users.fname, lname: users.lname, email: users.email };

const nameOf = (user: UserRow) => `${user.fname} ${user.lname}`.trim() || user.email;
const editedBy = (user: UserRow | null): EditedBy | null =>
  user ? { id: user.id, name: nameOf(user) } : null;

async function countsOf(db: Db, formIds: string[]): Promise<Map<string, SubmissionCounts>> {
  const counts = new Map<string, SubmissionCounts>(formIds.map((id) => [id, { draft: 0, submitted: 0 }]));
  if (formIds.length === 0) return counts;
  const rows = await db
    .select({ formId: formSubmissions.formId, status: formSubmissions.status, n: count() })
    .from(formSubmissions)
    .where(inArray(formSubmissions.formId, formIds))
    .groupBy(formSubmissions.formId, formSubmissions.status);
  for (const row of rows) {
    const entry = counts.get(row.formId);
    if (entry) entry[row.status] = row.n;
  }
  return counts;
}

function toOrganizerForm(
  form: FormRow,
  event: EventRow,
  counts: SubmissionCounts,
  editor: UserRow | null,
): OrganizerForm {
  return {
    ...toDefinition({ form, event }),
    submissions: counts,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
    updated_by: editedBy(editor),
  };
}

// ---------------------------------------------------------------------------------------------
// Forms

/** GET /events/{eventId}/forms?kind=: the event's forms, optionally of some kinds, by name. */
export async function listForms(
  db: Db,
  event: EventRow,
  kinds: readonly FormKind[] = [],
): Promise<OrganizerFormSummary[]> {
  const where: SQL[] = [eq(forms.eventId, event.id)];
  if (kinds.length > 0) where.push(inArray(forms.kind, [...kinds]));
  const rows = await db
    .select({ form: forms, editor: editorColumns })
    .from(forms)
    .leftJoin(users, eq(users.id, forms.updatedBy))
    .where(and(...where))
    .orderBy(forms.name, forms.createdAt);
  const counts = await countsOf(
    db,
    rows.map(({ form }) => form.id),
  );
  return rows.map(({ form, editor }) => ({
    id: form.id,
    kind: form.kind,
    name: form.name,
    slug: form.slug,
    isOpen: form.isOpen,
    requiresLogin: form.requiresLogin,
    stepCount: form.steps.length,
    fieldCount: form.steps.reduce((sum, step) => sum + step.fields.length, 0),
    submissions: counts.get(form.id) ?? { draft: 0, submitted: 0 },
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
    updated_by: editedBy(editor),
  }));
}

/** GET /events/{eventId}/forms/{formId}. A form of another event answers 404, like a missing one. */
export async function getForm(db: Db, event: EventRow, formId: string): Promise<OrganizerForm> {
  const [row] = await db
    .select({ form: forms, editor: editorColumns })
    .from(forms)
    .leftJoin(users, eq(users.id, forms.updatedBy))
    .where(and(eq(forms.id, formId), eq(forms.eventId, event.id)));
  if (!row) throw absent(FORM_NOT_FOUND);
  const counts = (await countsOf(db, [formId])).get(formId) ?? { draft: 0, submitted: 0 };
  return toOrganizerForm(row.form, event, counts, row.editor);
}

export interface NewForm {
  kind: FormKind;
  name: string;
  /** Application and follow-up forms only; intake and submission forms use the event's slug. */
  slug?: string | undefined;
  description?: string | undefined;
}

/**
 * POST /events/{eventId}/forms: a form with one empty step. It starts closed, so nobody fills in
 * a half-built form; the organizer opens it when it is ready.
 */
export async function createForm(db: Db, event: EventRow, userId: string, input: NewForm) {
  const ownSlug = input.kind === "application" || input.kind === "followup";
  if (ownSlug && !input.slug) {
    throw invalid("slug: Application and follow-up forms need a slug", [
      { path: "slug", message: "Application and follow-up forms need a slug" },
    ]);
  }
  if (!ownSlug && input.slug && input.slug !== event.slug) {
    const message = "Intake and submission forms use the event's slug; leave slug out";
    throw invalid(`slug: ${message}`, [{ path: "slug", message }]);
  }
  const now = new Date();
  // Untitled: participants see no "Step 1" heading (issue 22).
  const steps: FormStep[] = [{ id: "step-1", title: "", fields: [] }];
  const id = randomUUID();
  await db.insert(forms).values({
    id,
    eventId: event.id,
    kind: input.kind,
    slug: ownSlug && input.slug ? input.slug : event.slug,
    name: input.name,
    description: input.description ?? "",
    isOpen: false,
    steps,
    createdAt: now,
    updatedAt: now,
    updatedBy: userId,
  });
  return getForm(db, event, id);
}

/**
 * PUT /events/{eventId}/forms/{formId}: the whole editable definition at once; a question linked
 * to a contact field must name a field of this event's contacts module that can hold its answer.
 */
export async function updateForm(
  db: Db,
  event: EventRow,
  formId: string,
  userId: string,
  changes: FormUpdate,
): Promise<OrganizerForm> {
  await checkContactLinks(db, event.id, changes.steps);
  const updated = await db
    .update(forms)
    .set({ ...changes, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(forms.id, formId), eq(forms.eventId, event.id)))
    .returning({ id: forms.id });
  if (updated.length === 0) throw absent(FORM_NOT_FOUND);
  return getForm(db, event, formId);
}

/**
 * DELETE /events/{eventId}/forms/{formId}: only while nobody has submitted it (drafts go with
 * it). One statement, so a submission arriving meanwhile cannot be deleted with the form.
 */
export async function deleteForm(db: Db, event: EventRow, formId: string): Promise<{ id: string }> {
  const submitted = db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formId, forms.id), eq(formSubmissions.status, "submitted")));
  const deleted = await db
    .delete(forms)
    .where(and(eq(forms.id, formId), eq(forms.eventId, event.id), notExists(submitted)))
    .returning({ id: forms.id });
  if (deleted[0]) return deleted[0];
  await getForm(db, event, formId); // 404 when it is not there at all
  throw clash(FORM_HAS_SUBMISSIONS);
}

// ---------------------------------------------------------------------------------------------
// Submissions

const participantColumns = { id: users.id, fname: users.fname, lname: users.lname, email: users.email };
const contactColumns = {
  id: contacts.id,
  fname: contacts.fname,
  lname: contacts.lname,
  email: contacts.email,
};
type ContactRow = { id: string; fname: string; lname: string; email: string | null };

/** The submission, who sent it, and the contact it created or matched (issue 22). */
function toOrganizerSubmission(
  row: typeof formSubmissions.$inferSelect,
  user: UserRow | null,
  contact: ContactRow | null,
): OrganizerSubmission {
  const linked = contact
    ? { id: contact.id, name: `${contact.fname} ${contact.lname}`.trim() || contact.email || contact.id }
    : null;
  return {
    id: row.id,
    form_id: row.formId,
    status: row.status,
    values: row.values,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    participant: user
      ? { id: user.id, name: nameOf(user), email: user.email, contact: linked }
      : { id: null, name: linked?.name ?? ANONYMOUS, email: contact?.email ?? null, contact: linked },
  };
}

export interface SubmissionQuery {
  status?: SubmissionStatus | undefined;
  page: number;
  pageSize: number;
}

/** GET /events/{eventId}/forms/{formId}/submissions: newest activity first, a page at a time. */
export async function listSubmissions(
  db: Db,
  event: EventRow,
  formId: string,
  query: SubmissionQuery,
): Promise<SubmissionPage> {
  await getForm(db, event, formId);
  const where: SQL[] = [eq(formSubmissions.formId, formId)];
  if (query.status) where.push(eq(formSubmissions.status, query.status));
  const [total] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .where(and(...where));
  const rows = await db
    .select({ submission: formSubmissions, user: participantColumns, contact: contactColumns })
    .from(formSubmissions)
    .leftJoin(users, eq(users.id, formSubmissions.userId))
    .leftJoin(contacts, eq(contacts.id, formSubmissions.contactId))
    .where(and(...where))
    .orderBy(desc(formSubmissions.updatedAt), formSubmissions.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ submission, user, contact }) => toOrganizerSubmission(submission, user, contact)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /events/{eventId}/forms/{formId}/submissions/{submissionId}. */
export async function getSubmission(
  db: Db,
  event: EventRow,
  formId: string,
  submissionId: string,
): Promise<OrganizerSubmission> {
  await getForm(db, event, formId);
  const [row] = await db
    .select({ submission: formSubmissions, user: participantColumns, contact: contactColumns })
    .from(formSubmissions)
    .leftJoin(users, eq(users.id, formSubmissions.userId))
    .leftJoin(contacts, eq(contacts.id, formSubmissions.contactId))
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.formId, formId)));
  if (!row) throw absent(SUBMISSION_NOT_FOUND);
  return toOrganizerSubmission(row.submission, row.user, row.contact);
}
