import { type FormKind, formKinds, meetsRequirement, messages, type PermissionAction } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { forbidden } from "../http/errors.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { contactFieldsOf } from "../services/form-contact-link.js";
import * as organizerForms from "../services/organizer-forms.js";
import {
  eventAccess,
  formPermissionModule,
  requireEventPermission,
  requireFormPermission,
  requirementOf,
} from "../services/permissions.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const formParams = z.object({ eventId: id, formId: id });
const submissionParams = z.object({ eventId: id, formId: id, submissionId: id });

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
export async function organizerFormRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The event of the path, once the signed-in user may `action` the form of the path. */
  const formEventOf = (request: FastifyRequest, action: PermissionAction) => {
    const { eventId, formId } = parse(formParams, request.params, "params");
    return requireFormPermission(ctx.db, authOf(request).userId, eventId, formId, action);
  };

  app.get("/events/:eventId/forms", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const { event, profile } = await eventAccess(ctx.db, authOf(request).userId, eventId);
    if (!profile) throw forbidden(messages.noAccess);
    const { kind } = parse(listQuery, request.query, "query");
    // The kinds asked for (all without ?kind) that the member may read; none of them is a 403.
    const readable = (kind.length > 0 ? kind : formKinds).filter((one) =>
      meetsRequirement(profile, requirementOf([formPermissionModule(one)], "read")),
    );
    if (readable.length === 0) throw forbidden(messages.noPermission);
    return { payload: await organizerForms.listForms(ctx.db, event, readable) };
  });

  app.post("/events/:eventId/forms", async (request, reply) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const userId = authOf(request).userId;
    await requireEventPermission(ctx.db, userId, eventId, null);
    const body = parse(createBody, request.body);
    const requirement = requirementOf([formPermissionModule(body.kind)], "update");
    const event = await requireEventPermission(ctx.db, userId, eventId, requirement);
    const created = await organizerForms.createForm(ctx.db, event, userId, body);
    return reply.code(201).send({ payload: created });
  });

  // The contact fields a question may save its answers to: for whoever may edit some form here.
  app.get("/events/:eventId/forms/contact-fields", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const requirement = requirementOf(formKinds.map(formPermissionModule), "update");
    const event = await requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);
    return { payload: await contactFieldsOf(ctx.db, event.id) };
  });

  app.get("/events/:eventId/forms/:formId", async (request) => {
    const event = await formEventOf(request, "read");
    const { formId } = parse(formParams, request.params, "params");
    return { payload: await organizerForms.getForm(ctx.db, event, formId) };
  });

  app.put("/events/:eventId/forms/:formId", async (request) => {
    const event = await formEventOf(request, "update");
    const { formId } = parse(formParams, request.params, "params");
    const body = parse(updateBody, request.body);
    return {
      payload: await organizerForms.updateForm(ctx.db, event, formId, authOf(request).userId, body),
    };
  });

  app.delete("/events/:eventId/forms/:formId", async (request) => {
    const event = await formEventOf(request, "update");
    const { formId } = parse(formParams, request.params, "params");
    return { payload: await organizerForms.deleteForm(ctx.db, event, formId) };
  });

  app.get("/events/:eventId/forms/:formId/submissions", async (request) => {
    const event = await formEventOf(request, "read");
    const { formId } = parse(formParams, request.params, "params");
    const query = parse(submissionsQuery, request.query, "query");
    return { payload: await organizerForms.listSubmissions(ctx.db, event, formId, query) };
  });

  app.get("/events/:eventId/forms/:formId/submissions/:submissionId", async (request) => {
    const event = await formEventOf(request, "read");
    const { formId, submissionId } = parse(submissionParams, request.params, "params");
    return { payload: await organizerForms.getSubmission(ctx.db, event, formId, submissionId) };
  });
}
