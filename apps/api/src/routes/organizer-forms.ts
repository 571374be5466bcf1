import {
  deletedId,
  envelope,
  eventIdParams,
  type FormKind,
  formContactField,
  formKinds,
  idParams,
  meetsRequirement,
  messages,
  organizerForm,
  organizerFormSummary,
  organizerSubmission,
  type PermissionAction,
  submissionPage,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { forbidden } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { contactFieldsOf } from "../services/forms/contact-link.js";
import * as organizerForms from "../services/forms/organizer-forms.js";
import {
  eventAccess,
  formPermissionModule,
  requireEventPermission,
  requireFormPermission,
  requirementOf,
} from "../services/permissions/permissions.js";

const formParams = idParams("eventId", "formId");
const submissionParams = idParams("eventId", "formId", "submissionId");

const kindList = `intake, submission, application or followup`;
const isFormKind = (value: string): value is FormKind => (formKinds as readonly string[]).includes(value);
/** `?kind=intake,followup`: one kind or several, comma-separated (the portals page lists two). */
const listQuery = z.object({
  kind: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((kind) => kind.trim()) : []))
    .refine((kinds) => kinds.every(isFormKind), `Form kind must be ${kindList}`)
    .transform((kinds) => kinds.filter(isFormKind)),
});

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(200, "Name must be at most 200 characters");

const createBody = z
  .object({
    kind: z.enum(formKinds, { error: `Form kind must be ${kindList}` }),
    name,
    slug: z
      .string({ error: "Slug must be text" })
      .trim()
      .toLowerCase()
      .max(100, "Slug must be at most 100 characters")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may use only a-z, 0-9 and single hyphens")
      .optional(),
    description: z.string().trim().max(5000, "Description must be at most 5000 characters").optional(),
  })
  .strict();

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const updateBody = z
  .object({
    name,
    description: z
      .string({ error: "Description must be text" })
      .trim()
      .max(5000, "Description must be at most 5000 characters"),
    requiresLogin: flag("Sign-in required"),
    allowSignup: flag("Allow sign-up"),
    singleSubmission: flag("One submission per person"),
    isOpen: flag("Open"),
    confirmationMessage: z
      .string({ error: "Confirmation message must be text" })
      .trim()
      .max(2000, "Confirmation message must be at most 2000 characters"),
    steps: organizerForms.formStepsSchema,
  })
  .strict()
  // Only a signed-in participant can be recognised the second time.
  .refine((body) => !body.singleSubmission || body.requiresLogin, {
    path: ["singleSubmission"],
    message: "One submission per person needs sign-in: turn on Sign-in required",
  });

const submissionsQuery = z.object({
  status: z.enum(["draft", "submitted"], { error: "Status must be draft or submitted" }).optional(),
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page starts at 1").default(1),
  // Spec 2 §2.3 "Paginator": default page size 50.
  pageSize: z.coerce
    .number()
    .int("Page size must be a whole number")
    .min(1, "Page size must be between 1 and 200")
    .max(200, "Page size must be between 1 and 200")
    .default(50),
});

/**
 * The organizer's forms of an event (spec 1 §2 "Event area": sessions/forms, applications,
 * portals/forms and their submissions). Every call needs a session and, by the form's kind, read
 * (to see) or update (to change) on sessionForms, applications or portal (spec 1 §6).
 */
export async function organizerFormRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The event of the path, once the signed-in user may `action` the form of the path. */
  const formEventOf = (
    request: FastifyRequest,
    { eventId, formId }: { eventId: string; formId: string },
    action: PermissionAction,
  ) => requireFormPermission(ctx.db, authOf(request).userId, eventId, formId, action);

  app.get(
    "/events/:eventId/forms",
    {
      schema: {
        summary: "The event's forms the member may read, by name; `?kind=` picks kinds",
        params: eventIdParams,
        querystring: listQuery,
        response: answers({ 200: envelope(z.array(organizerFormSummary)) }),
      },
    },
    async (request) => {
      const { event, profile } = await eventAccess(ctx.db, authOf(request).userId, request.params.eventId);
      if (!profile) throw forbidden(messages.noAccess);
      const { kind } = request.query;
      // The kinds asked for (all without ?kind) that the member may read; none of them is a 403.
      const readable = (kind.length > 0 ? kind : formKinds).filter((one) =>
        meetsRequirement(profile, requirementOf([formPermissionModule(one)], "read")),
      );
      if (readable.length === 0) throw forbidden(messages.noPermission);
      return { payload: await organizerForms.listForms(ctx.db, event, readable) };
    },
  );

  app.post(
    "/events/:eventId/forms",
    {
      schema: {
        summary: "Create a form with one empty step; it starts closed",
        params: eventIdParams,
        body: createBody,
        response: answers({ 201: envelope(organizerForm) }),
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const userId = authOf(request).userId;
      await requireEventPermission(ctx.db, userId, eventId, null);
      const requirement = requirementOf([formPermissionModule(request.body.kind)], "update");
      const event = await requireEventPermission(ctx.db, userId, eventId, requirement);
      const created = await organizerForms.createForm(ctx.db, event, userId, request.body);
      return reply.code(201).send({ payload: created });
    },
  );

  // The contact fields a question may save its answers to: for whoever may edit some form here.
  app.get(
    "/events/:eventId/forms/contact-fields",
    {
      schema: {
        summary: "The contact fields a form question may save its answer to",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(formContactField)) }),
      },
    },
    async (request) => {
      const requirement = requirementOf(formKinds.map(formPermissionModule), "update");
      const event = await requireEventPermission(
        ctx.db,
        authOf(request).userId,
        request.params.eventId,
        requirement,
      );
      return { payload: await contactFieldsOf(ctx.db, event.id) };
    },
  );

  app.get(
    "/events/:eventId/forms/:formId",
    {
      schema: {
        summary: "A form with its steps, submission counts and who last saved it",
        params: formParams,
        response: answers({ 200: envelope(organizerForm) }),
      },
    },
    async (request) => {
      const event = await formEventOf(request, request.params, "read");
      return { payload: await organizerForms.getForm(ctx.db, event, request.params.formId) };
    },
  );

  app.put(
    "/events/:eventId/forms/:formId",
    {
      schema: {
        summary: "Save a form's whole editable definition",
        params: formParams,
        body: updateBody,
        response: answers({ 200: envelope(organizerForm) }),
      },
    },
    async (request) => {
      const event = await formEventOf(request, request.params, "update");
      return {
        payload: await organizerForms.updateForm(
          ctx.db,
          event,
          request.params.formId,
          authOf(request).userId,
          request.body,
        ),
      };
    },
  );

  app.delete(
    "/events/:eventId/forms/:formId",
    {
      schema: {
        summary: "Delete a form nobody has submitted (its drafts go with it)",
        params: formParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const event = await formEventOf(request, request.params, "update");
      return { payload: await organizerForms.deleteForm(ctx.db, event, request.params.formId) };
    },
  );

  app.get(
    "/events/:eventId/forms/:formId/submissions",
    {
      schema: {
        summary: "A form's submissions, newest activity first, a page at a time",
        params: formParams,
        querystring: submissionsQuery,
        response: answers({ 200: envelope(submissionPage) }),
      },
    },
    async (request) => {
      const event = await formEventOf(request, request.params, "read");
      return {
        payload: await organizerForms.listSubmissions(ctx.db, event, request.params.formId, request.query),
      };
    },
  );

  app.get(
    "/events/:eventId/forms/:formId/submissions/:submissionId",
    {
      schema: {
        summary: "One submission with who sent it",
        params: submissionParams,
        response: answers({ 200: envelope(organizerSubmission) }),
      },
    },
    async (request) => {
      const event = await formEventOf(request, request.params, "read");
      const { formId, submissionId } = request.params;
      return { payload: await organizerForms.getSubmission(ctx.db, event, formId, submissionId) };
    },
  );
}
