import { portalTaskAssignBody, portalTaskBody } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { organizerPortalOf } from "../services/portal-admin.js";
import * as tasks from "../services/portal-tasks-admin.js";

const id = z.string().min(1).max(200);
const portalParams = z.object({ eventId: id, portalId: id });
const taskParams = portalParams.extend({ taskId: id });
const assigneeParams = taskParams.extend({ contactId: id });

/**
 * The organizer's portal tasks (spec 1 §2 `portals/tasks`; issue 6 "tasks (create, assign to
 * people or groups)"). Permission module `portalTasks` (spec 1 §6): read to see, update for every
 * change (create, edit, delete, assign, unassign; spec 1 §6 has no separate create or delete action). The portal must be one of the event's (404).
 */
export async function portalTaskAdminRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals/:portalId/tasks";
  const portalOf = (
    request: FastifyRequest,
    params: z.infer<typeof portalParams>,
    action: "read" | "update",
  ) =>
    organizerPortalOf(ctx.db, authOf(request).userId, params.eventId, params.portalId, "portalTasks", action);

  app.get(base, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await tasks.listTasks(ctx.db, await portalOf(request, params, "read")) };
  });

  app.post(base, async (request, reply) => {
    const params = parse(portalParams, request.params, "params");
    const op = await portalOf(request, params, "update");
    const body = parse(portalTaskBody, request.body);
    return reply
      .code(201)
      .send({ payload: await tasks.createTask(ctx.db, op, body, authOf(request).userId) });
  });

  app.put(`${base}/:taskId`, async (request) => {
    const params = parse(taskParams, request.params, "params");
    const op = await portalOf(request, params, "update");
    const body = parse(portalTaskBody, request.body);
    return { payload: await tasks.updateTask(ctx.db, op, params.taskId, body) };
  });

  app.delete(`${base}/:taskId`, async (request) => {
    const params = parse(taskParams, request.params, "params");
    const op = await portalOf(request, params, "update");
    return { payload: await tasks.deleteTask(ctx.db, op, params.taskId) };
  });

  app.get(`${base}/:taskId/assignees`, async (request) => {
    const params = parse(taskParams, request.params, "params");
    const op = await portalOf(request, params, "read");
    return { payload: await tasks.listAssignees(ctx.db, op, params.taskId) };
  });

  app.post(`${base}/:taskId/assignees`, async (request) => {
    const params = parse(taskParams, request.params, "params");
    const op = await portalOf(request, params, "update");
    const body = parse(portalTaskAssignBody, request.body);
    return { payload: await tasks.assignTask(ctx.db, op, params.taskId, body) };
  });

  app.delete(`${base}/:taskId/assignees/:contactId`, async (request) => {
    const params = parse(assigneeParams, request.params, "params");
    const op = await portalOf(request, params, "update");
    return { payload: await tasks.unassignTask(ctx.db, op, params.taskId, params.contactId) };
  });
}
