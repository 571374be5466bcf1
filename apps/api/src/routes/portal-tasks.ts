import { envelope, idParams, portalTask, portalTaskList } from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { participantOf } from "../services/portal/sessions.js";
import { listMyTasks, setMyTaskDone } from "../services/portal/tasks.js";

const portalParams = idParams("portalSlug", "portalId");
const taskParams = idParams("portalSlug", "portalId", "taskId");

/**
 * The participant's own tasks (spec 1 §2 "Portal": /tasks; issue 6). Each call resolves the
 * participant first: 401 signed out, 404 unknown portal, 403 not a member; then only the tasks
 * assigned to their own contact exist (another's is 404).
 */
export async function portalTaskRoutes(app: ApiApp, ctx: AuthContext) {
  const preValidation = requireAuth(ctx);
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, "tasks");
  const base = "/portal/:portalSlug/:portalId/me/tasks";

  app.get(
    base,
    {
      preValidation,
      schema: {
        summary: "The tasks assigned to the participant: open ones by due date, then the done ones",
        params: portalParams,
        response: answers({ 200: envelope(portalTaskList) }),
      },
    },
    async (request) => ({ payload: await listMyTasks(ctx.db, await who(request, request.params)) }),
  );

  // Marking done twice, or reopening an open task, changes nothing and answers the task as it is.
  app.put(
    `${base}/:taskId/done`,
    {
      preValidation,
      schema: {
        summary: "Mark one of the participant's tasks done",
        params: taskParams,
        response: answers({ 200: envelope(portalTask) }),
      },
    },
    async (request) => {
      const { params } = request;
      return { payload: await setMyTaskDone(ctx.db, await who(request, params), params.taskId, true) };
    },
  );

  app.delete(
    `${base}/:taskId/done`,
    {
      preValidation,
      schema: {
        summary: "Reopen one of the participant's tasks",
        params: taskParams,
        response: answers({ 200: envelope(portalTask) }),
      },
    },
    async (request) => {
      const { params } = request;
      return { payload: await setMyTaskDone(ctx.db, await who(request, params), params.taskId, false) };
    },
  );
}
