import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { jobProgress } from "../services/clone/jobs.js";

const jobParams = z.object({
  jobId: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
});

/** GET /jobs/progress/{jobId} (spec 1 §7, spec 2 §7 "Clone job status"): status and payload. */
export async function jobRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/jobs/progress/:jobId", async (request) => {
    const { jobId } = parse(jobParams, request.params, "params");
    return { payload: await jobProgress(ctx.db, authOf(request).userId, jobId) };
  });
}
