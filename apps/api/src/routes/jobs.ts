import { envelope, jobProgress, jobProgressParams } from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { jobProgress as progressOf } from "../services/clone/jobs.js";

/** GET /jobs/progress/{jobId} (spec 1 §3 "Job progress: status, payload"; spec 2 §7 "Clone job status"): status and payload. */
export async function jobRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/jobs/progress/:jobId",
    {
      schema: {
        summary:
          "A job's status and progress (a clone's new event id; a sync's events, counts and problems; a scheduler run's placed and unplaced sessions)",
        params: jobProgressParams,
        response: answers({ 200: envelope(jobProgress) }),
      },
    },
    async (request) => {
      return { payload: await progressOf(ctx.db, authOf(request).userId, request.params.jobId) };
    },
  );
}
