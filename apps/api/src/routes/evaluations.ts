import {
  deletedId,
  envelope,
  evaluationBody,
  evaluationPlan,
  eventIdParams,
  idParams,
  monitorView,
  myEvaluationPlan,
  planBody,
  planEvaluator,
  type Requirement,
  reviewItem,
  reviewList,
  sessionEvaluation,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import type { Mailer } from "../services/mail/outbox.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import * as views from "../services/sessions/evaluation-views.js";
import * as plans from "../services/sessions/evaluations.js";

const planParams = idParams("eventId", "planId");
const reviewParams = idParams("eventId", "planId", "sessionId");

/** Spec 1 §6: evaluation plans are their own module. */
const READ: Requirement = [{ module: "evaluationPlans", action: "read" }];
const WRITE: Requirement = [{ module: "evaluationPlans", action: "update" }];

/**
 * Evaluation plans (spec 1 §2 "evaluation") at `/events/{eventId}/evaluation-plans…`: the plans
 * for those who read or manage evaluationPlans; `my-evaluations` and the review calls for the
 * plan's own evaluators, members of the event whatever their role's permissions. An unknown
 * event, plan or session answers 404; someone outside the event 403 before anything is read.
 */
export async function evaluationRoutes(app: ApiApp, ctx: AuthContext & { mail: Mailer }) {
  app.addHook("preValidation", requireAuth(ctx));

  const eventOf = (request: FastifyRequest, eventId: string, requirement: Requirement | null) =>
    requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);

  app.get(
    "/events/:eventId/evaluation-plans",
    {
      schema: {
        summary: "The event's evaluation plans",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(evaluationPlan)) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await plans.listPlans(ctx.db, event) };
    },
  );

  app.post(
    "/events/:eventId/evaluation-plans",
    {
      schema: {
        summary: "Create an evaluation plan: its criteria and evaluators",
        params: eventIdParams,
        body: planBody,
        response: answers({ 201: envelope(evaluationPlan) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return reply.code(201).send({ payload: await plans.createPlan(ctx, event, request.body) });
    },
  );

  app.get(
    "/events/:eventId/evaluation-plans/:planId",
    {
      schema: {
        summary: "An evaluation plan",
        params: planParams,
        response: answers({ 200: envelope(evaluationPlan) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await plans.getPlan(ctx.db, event, request.params.planId) };
    },
  );

  app.put(
    "/events/:eventId/evaluation-plans/:planId",
    {
      schema: {
        summary: "Replace an evaluation plan; scores of kept criteria stay",
        params: planParams,
        body: planBody,
        response: answers({ 200: envelope(evaluationPlan) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await plans.updatePlan(ctx, event, request.params.planId, request.body) };
    },
  );

  app.delete(
    "/events/:eventId/evaluation-plans/:planId",
    {
      schema: {
        summary: "Delete an evaluation plan and its evaluations",
        params: planParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await plans.deletePlan(ctx.db, event, request.params.planId) };
    },
  );

  // The plan editor's list of people to pick: needs no right to manage the team itself.
  app.get(
    "/events/:eventId/evaluators",
    {
      schema: {
        summary: "The team members a plan may name as evaluators",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(planEvaluator)) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await plans.candidateEvaluators(ctx.db, event) };
    },
  );

  app.get(
    "/events/:eventId/evaluation-plans/:planId/monitor",
    {
      schema: {
        summary: "A plan's progress and average scores, per evaluator and session",
        params: planParams,
        response: answers({ 200: envelope(monitorView) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await views.monitor(ctx.db, event, request.params.planId) };
    },
  );

  app.get(
    "/events/:eventId/my-evaluations",
    {
      schema: {
        summary: "The plans the signed-in user evaluates, with their progress",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(myEvaluationPlan)) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, null);
      return { payload: await views.myPlans(ctx.db, event, authOf(request).userId) };
    },
  );

  app.get(
    "/events/:eventId/evaluation-plans/:planId/review",
    {
      schema: {
        summary: "A plan's sessions to evaluate, with the evaluator's totals",
        params: planParams,
        response: answers({ 200: envelope(reviewList) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, null);
      const { planId } = request.params;
      return { payload: await views.reviewList(ctx.db, event, planId, authOf(request).userId) };
    },
  );

  app.get(
    "/events/:eventId/evaluation-plans/:planId/review/:sessionId",
    {
      schema: {
        summary: "A session to evaluate, with the evaluator's scores so far",
        params: reviewParams,
        response: answers({ 200: envelope(reviewItem) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, null);
      const { planId, sessionId } = request.params;
      return { payload: await views.reviewItem(ctx.db, event, planId, sessionId, authOf(request).userId) };
    },
  );

  app.put(
    "/events/:eventId/evaluation-plans/:planId/review/:sessionId",
    {
      schema: {
        summary: "Save the evaluator's scores and comment for a session",
        params: reviewParams,
        body: evaluationBody,
        response: answers({ 200: envelope(sessionEvaluation) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, null);
      const { planId, sessionId } = request.params;
      const userId = authOf(request).userId;
      const plan = await plans.requireEvaluator(ctx.db, event.id, planId, userId);
      return { payload: await plans.saveEvaluation(ctx.db, plan, sessionId, userId, request.body) };
    },
  );
}
