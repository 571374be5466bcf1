import {
  createdSubmission,
  entityId,
  envelope,
  formDefinition,
  formKinds,
  formSubmission,
  idParams,
  uploadGrant,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { optionalAuth } from "../http/authenticate.js";
import { type ApiApp, answers, optionalBearer } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import * as forms from "../services/forms/forms.js";
import type { Mailer } from "../services/mail/outbox.js";
import { formTarget, type Throttle } from "../services/throttle.js";
import type { UploadGrants } from "../services/uploads/grants.js";

const formParams = z.object({ kind: z.enum(formKinds), slug: entityId, formId: entityId });
const formIdParams = idParams("formId");
const submissionParams = idParams("formId", "submissionId");
const submissionBody = z
  .object({
    values: z.record(z.string().max(200), z.unknown()),
    status: z.enum(["draft", "submitted"]),
  })
  .strict();

function participantOf(request: FastifyRequest): forms.Participant {
  const token = request.headers["x-foyer-edit-token"];
  return { userId: request.auth?.userId ?? null, editToken: typeof token === "string" ? token : undefined };
}

/**
 * Spec 1 §2 "Forms": what the intake, submission, application and follow-up pages call. Open to
 * everyone; a bearer token, when sent, must be valid and names the participant (a form that
 * requires sign-in then accepts the submission).
 */
export async function formRoutes(
  app: ApiApp,
  ctx: AuthContext & { mail: Mailer; throttle: Throttle; uploadGrants: UploadGrants },
) {
  app.addHook("preValidation", optionalAuth(ctx));

  /** Anonymous saves and sends count per address and per form (issue 23 item 3). */
  const countAnonymous = async (request: FastifyRequest, formId: string) => {
    if (!request.auth)
      await ctx.throttle.hit("form-submission", { ip: request.ip, target: formTarget(formId) });
  };

  app.get(
    "/forms/:kind/:slug/:formId",
    {
      schema: {
        summary: "A published form as participants see it",
        security: optionalBearer,
        params: formParams,
        response: answers({ 200: envelope(formDefinition) }),
      },
    },
    async (request) => {
      const { kind, slug, formId } = request.params;
      return { payload: await forms.getForm(ctx.db, kind, slug, formId) };
    },
  );

  app.post(
    "/forms/:formId/submissions",
    {
      schema: {
        summary: "Save a draft or send a submission; an anonymous one gets an edit token",
        security: optionalBearer,
        params: formIdParams,
        body: submissionBody,
        response: answers({ 201: envelope(createdSubmission) }),
      },
    },
    async (request, reply) => {
      await countAnonymous(request, request.params.formId);
      const created = await forms.createSubmission(
        ctx,
        request.params.formId,
        participantOf(request),
        request.body,
      );
      return reply.code(201).send({ payload: { ...created.submission, edit_token: created.editToken } });
    },
  );

  app.post(
    "/forms/:formId/upload-grants",
    {
      schema: {
        summary: "A short-lived grant that lets a visitor filling in the form upload its files",
        security: optionalBearer,
        params: formIdParams,
        response: answers({ 201: envelope(uploadGrant) }),
      },
    },
    async (request, reply) =>
      reply.code(201).send({ payload: await ctx.uploadGrants.issue(ctx.db, request.params.formId) }),
  );

  app.get(
    "/forms/:formId/submissions/mine",
    {
      schema: {
        summary: "The signed-in participant's submissions of a form (none without a token)",
        security: optionalBearer,
        params: formIdParams,
        response: answers({ 200: envelope(z.array(formSubmission)) }),
      },
    },
    async (request) => {
      const userId = request.auth?.userId;
      return { payload: userId ? await forms.listMySubmissions(ctx.db, request.params.formId, userId) : [] };
    },
  );

  app.get(
    "/forms/:formId/submissions/:submissionId",
    {
      schema: {
        summary: "One of the participant's own submissions (by token or x-foyer-edit-token)",
        security: optionalBearer,
        params: submissionParams,
        response: answers({ 200: envelope(formSubmission) }),
      },
    },
    async (request) => {
      const { formId, submissionId } = request.params;
      return { payload: await forms.getSubmission(ctx.db, formId, submissionId, participantOf(request)) };
    },
  );

  app.put(
    "/forms/:formId/submissions/:submissionId",
    {
      schema: {
        summary: "Save a draft again, send it, or edit a sent submission",
        security: optionalBearer,
        params: submissionParams,
        body: submissionBody,
        response: answers({ 200: envelope(formSubmission) }),
      },
    },
    async (request) => {
      await countAnonymous(request, request.params.formId);
      const { formId, submissionId } = request.params;
      return {
        payload: await forms.updateSubmission(
          ctx,
          formId,
          submissionId,
          participantOf(request),
          request.body,
        ),
      };
    },
  );
}
