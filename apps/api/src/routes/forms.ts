import { formKinds } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { optionalAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import * as forms from "../services/forms.js";

const id = z.string().min(1).max(200);
const formParams = z.object({ kind: z.enum(formKinds), slug: id, formId: id });
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

/** Spec 1 §2 "Forms": what the intake, submission, application and follow-up pages call. */
export async function formRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", optionalAuth(ctx));

  app.get("/forms/:kind/:slug/:formId", async (request) => {
    const params = parse(formParams, request.params, "params");
    return { payload: await forms.getForm(ctx.db, params.kind, params.slug, params.formId) };
  });

  app.post("/forms/:formId/submissions", async (request, reply) => {
    const { formId } = parse(z.object({ formId: id }), request.params, "params");
    const body = parse(submissionBody, request.body);
    const created = await forms.createSubmission(ctx.db, formId, participantOf(request), body);
    return reply.code(201).send({ payload: { ...created.submission, edit_token: created.editToken } });
  });

  app.get("/forms/:formId/submissions/mine", async (request) => {
    const { formId } = parse(z.object({ formId: id }), request.params, "params");
    const userId = request.auth?.userId;
    return { payload: userId ? await forms.listMySubmissions(ctx.db, formId, userId) : [] };
  });

  app.get("/forms/:formId/submissions/:submissionId", async (request) => {
    const params = parse(z.object({ formId: id, submissionId: id }), request.params, "params");
    return {
      payload: await forms.getSubmission(ctx.db, params.formId, params.submissionId, participantOf(request)),
    };
  });

  app.put("/forms/:formId/submissions/:submissionId", async (request) => {
    const params = parse(z.object({ formId: id, submissionId: id }), request.params, "params");
    const body = parse(submissionBody, request.body);
    return {
      payload: await forms.updateSubmission(
        ctx.db,
        params.formId,
        params.submissionId,
        participantOf(request),
        body,
      ),
    };
  });
}
