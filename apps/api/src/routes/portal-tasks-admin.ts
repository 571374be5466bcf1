import {
  deletedId,
  envelope,
  idParams,
  organizerPortalTask,
  portalTaskAssignBody,
  portalTaskAssignee,
  portalTaskAssignResult,
  portalTaskBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { organizerPortalOf } from "../services/portal/admin.js";
import * as tasks from "../services/portal/tasks-admin.js";

const portalParams = idParams("eventId", "portalId");
const taskParams = idParams("eventId", "portalId", "taskId");
const assigneeParams = idParams("eventId", "portalId", "taskId", "contactId");

/**
 * The organizer's portal tasks (spec 1 §2 `portals/tasks`; issue 6 "tasks (create, assign to
 * people or groups)"). Permission module `portalTasks` (spec 1 §6): read to see, update for every
 * change (create, edit, delete, assign, unassign; spec 1 §6 has no separate create or delete action). The portal must be one of the event's (404).
 */
export async function portalTaskAdminRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals/:portalId/tasks";
  const portalOf = (
    request: FastifyRequest,
    params: { eventId: string; portalId: string },
    action: "read" | "update",
  ) =>
    organizerPortalOf(ctx.db, authOf(request).userId, params.eventId, params.portalId, "portalTasks", action);

  app.get(
    base,
    {
      schema: {
        summary: "The portal's tasks with how many assignees each has and how many are done",
        params: portalParams,
        response: answers({ 200: envelope(z.array(organizerPortalTask)) }),
      },
    },
    async (request) => ({
      payload: await tasks.listTasks(ctx.db, await portalOf(request, request.params, "read")),
    }),
  );

  app.post(
    base,
    {
      schema: {
        summary: "Add a task to the portal",
        params: portalParams,
        body: portalTaskBody,
        response: answers({ 201: envelope(organizerPortalTask) }),
      },
    },
    async (request, reply) => {
      const op = await portalOf(request, request.params, "update");
      return reply
        .code(201)
        .send({ payload: await tasks.createTask(ctx.db, op, request.body, authOf(request).userId) });
    },
  );

  app.put(
    `${base}/:taskId`,
    {
      schema: {
        summary: "Replace a task's fields (its assignees and their done state stay)",
        params: taskParams,
        body: portalTaskBody,
        response: answers({ 200: envelope(organizerPortalTask) }),
      },
    },
    async (request) => {
      const op = await portalOf(request, request.params, "update");
      return { payload: await tasks.updateTask(ctx.db, op, request.params.taskId, request.body) };
    },
  );

  app.delete(
    `${base}/:taskId`,
    {
      schema: {
        summary: "Delete a task and its assignments",
        params: taskParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const op = await portalOf(request, request.params, "update");
      return { payload: await tasks.deleteTask(ctx.db, op, request.params.taskId) };
    },
  );

  app.get(
    `${base}/:taskId/assignees`,
    {
      schema: {
        summary: "Who a task is assigned to, by name, with their done state",
        params: taskParams,
        response: answers({ 200: envelope(z.array(portalTaskAssignee)) }),
      },
    },
    async (request) => {
      const op = await portalOf(request, request.params, "read");
      return { payload: await tasks.listAssignees(ctx.db, op, request.params.taskId) };
    },
  );

  app.post(
    `${base}/:taskId/assignees`,
    {
      schema: {
        summary: "Assign a task to picked contacts or to a group (expanded now)",
        params: taskParams,
        body: portalTaskAssignBody,
        response: answers({ 200: envelope(portalTaskAssignResult) }),
      },
    },
    async (request) => {
      const op = await portalOf(request, request.params, "update");
      return { payload: await tasks.assignTask(ctx.db, op, request.params.taskId, request.body) };
    },
  );

  app.delete(
    `${base}/:taskId/assignees/:contactId`,
    {
      schema: {
        summary: "Take a task off one contact",
        params: assigneeParams,
        response: answers({ 200: envelope(z.array(portalTaskAssignee)) }),
      },
    },
    async (request) => {
      const op = await portalOf(request, request.params, "update");
      const { taskId, contactId } = request.params;
      return { payload: await tasks.unassignTask(ctx.db, op, taskId, contactId) };
    },
  );
}
