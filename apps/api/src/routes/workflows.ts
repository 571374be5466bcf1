import {
  deletedId,
  envelope,
  eventIdParams,
  pageQuery,
  type Requirement,
  workflowBody,
  workflowDryRun,
  workflowDryRunBody,
  workflowParams,
  workflowRunPage,
  workflowSummary,
  workflowUpdateBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import type { WorkflowRuntime } from "../services/workflows/runtime.js";
import {
  createWorkflow,
  deleteWorkflow,
  dryRun,
  getWorkflow,
  listRuns,
  listWorkflows,
  updateWorkflow,
} from "../services/workflows/workflows.js";

/**
 * An event's workflows (issue 21 item 4; spec 1 §2 `workflows`, `workflows/builder`): whoever may
 * change the event's settings (spec 1 §6 "update on settings") makes, changes and deletes them;
 * read on settings shows them, their run log and dry runs (which change nothing). See
 * docs/workflows.md.
 */
const READ: Requirement = [{ module: "settings", action: "read" }];
const UPDATE: Requirement = [{ module: "settings", action: "update" }];

export async function workflowRoutes(app: ApiApp, ctx: AuthContext & { workflows: WorkflowRuntime }) {
  app.addHook("preValidation", requireAuth(ctx));
  const rt = ctx.workflows;
  const eventOf = (request: FastifyRequest, requirement: Requirement) =>
    requireEventPermission(
      ctx.db,
      authOf(request).userId,
      String((request.params as { eventId: string }).eventId),
      requirement,
    );
  const base = "/events/:eventId/workflows";

  app.get(
    base,
    {
      schema: {
        summary: "The event's workflows, each with its last run",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(workflowSummary)) }),
      },
    },
    async (request) => ({ payload: await listWorkflows(rt, await eventOf(request, READ)) }),
  );

  app.post(
    base,
    {
      schema: {
        summary:
          "Make a workflow: a trigger (a webhook event type), conditions on the record, ordered actions",
        params: eventIdParams,
        body: workflowBody,
        response: answers({ 201: envelope(workflowSummary) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, UPDATE);
      const made = await createWorkflow(rt, event, authOf(request).userId, request.body);
      return reply.code(201).send({ payload: made });
    },
  );

  app.post(
    `${base}/dry-run`,
    {
      schema: {
        summary: "What a workflow (as the builder holds it) would do for one record, without doing it",
        params: eventIdParams,
        body: workflowDryRunBody,
        response: answers({ 200: envelope(workflowDryRun) }),
      },
    },
    async (request) => ({ payload: await dryRun(rt, await eventOf(request, READ), request.body) }),
  );

  app.get(
    `${base}/:workflowId`,
    {
      schema: {
        summary: "One workflow",
        params: workflowParams,
        response: answers({ 200: envelope(workflowSummary) }),
      },
    },
    async (request) => ({
      payload: await getWorkflow(rt, await eventOf(request, READ), request.params.workflowId),
    }),
  );

  app.put(
    `${base}/:workflowId`,
    {
      schema: {
        summary: "Change a workflow: the fields sent (`{enabled}` alone turns it on or off)",
        params: workflowParams,
        body: workflowUpdateBody,
        response: answers({ 200: envelope(workflowSummary) }),
      },
    },
    async (request) => ({
      payload: await updateWorkflow(
        rt,
        await eventOf(request, UPDATE),
        authOf(request).userId,
        request.params.workflowId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${base}/:workflowId`,
    {
      schema: {
        summary: "Delete a workflow and its run log",
        params: workflowParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => ({
      payload: await deleteWorkflow(
        rt,
        await eventOf(request, UPDATE),
        authOf(request).userId,
        request.params.workflowId,
      ),
    }),
  );

  app.get(
    `${base}/:workflowId/runs`,
    {
      schema: {
        summary: "A workflow's run log, newest first: the record, each action's outcome, the error",
        params: workflowParams,
        querystring: pageQuery,
        response: answers({ 200: envelope(workflowRunPage) }),
      },
    },
    async (request) => ({
      payload: await listRuns(rt, await eventOf(request, READ), request.params.workflowId, request.query),
    }),
  );
}
