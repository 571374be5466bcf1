import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { participantOf } from "../services/portal-sessions.js";
import { listMyTasks, setMyTaskDone } from "../services/portal-tasks.js";

const portalParams = z.object({
  portalSlug: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});
const taskParams = portalParams.extend({ taskId: z.string().min(1).max(200) });

/**
 * The participant's own tasks (spec 1 §2 "Portal": /tasks; issue 6). Each call resolves the
 * participant first: 401 signed out, 404 unknown portal, 403 not a member; then only the tasks
 * assigned to their own contact exist (another's is 404).
 */
export async function portalTaskRoutes(app: FastifyInstance, ctx: AuthContext) {
  const auth = { preValidation: requireAuth(ctx) };
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, "tasks");
  const base = "/portal/:portalSlug/:portalId/me/tasks";

  app.get(base, auth, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await listMyTasks(ctx.db, await who(request, params)) };
  });

  // Marking done twice, or reopening an open task, changes nothing and answers the task as it is.
  app.put(`${base}/:taskId/done`, auth, async (request) => {
    const params = parse(taskParams, request.params, "params");
    return { payload: await setMyTaskDone(ctx.db, await who(request, params), params.taskId, true) };
  });

  app.delete(`${base}/:taskId/done`, auth, async (request) => {
    const params = parse(taskParams, request.params, "params");
    return { payload: await setMyTaskDone(ctx.db, await who(request, params), params.taskId, false) };
  });
}
