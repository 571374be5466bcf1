import { evaluationBody, planBody, type Requirement } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import * as views from "../services/evaluation-views.js";
import * as plans from "../services/evaluations.js";
import { requireEventPermission } from "../services/permissions.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const planParams = eventParams.extend({ planId: id });
const reviewParams = planParams.extend({ sessionId: id });

/** Spec 1 §6: evaluation plans are their own module. */
const READ: Requirement = [{ module: "evaluationPlans", action: "read" }];
const WRITE: Requirement = [{ module: "evaluationPlans", action: "update" }];

/**
 * Evaluation plans (spec 1 §2 "evaluation") at `/events/{eventId}/evaluation-plans…`: the plans
 * for those who read or manage evaluationPlans; `my-evaluations` and the review calls for the
 * plan's own evaluators, members of the event whatever their role's permissions. An unknown
 * event, plan or session answers 404; someone outside the event 403 before anything is read.
 */
export async function evaluationRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const eventOf = (request: FastifyRequest, requirement: Requirement | null) => {
    const { eventId } = parse(eventParams, request.params, "params");
    return requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);
  };

  app.get("/events/:eventId/evaluation-plans", async (request) => {
    const event = await eventOf(request, READ);
    return { payload: await plans.listPlans(ctx.db, event) };
  });

  app.post("/events/:eventId/evaluation-plans", async (request, reply) => {
    const event = await eventOf(request, WRITE);
    const body = parse(planBody, request.body);
    return reply.code(201).send({ payload: await plans.createPlan(ctx.db, event, body) });
  });

  app.get("/events/:eventId/evaluation-plans/:planId", async (request) => {
    const event = await eventOf(request, READ);
    const { planId } = parse(planParams, request.params, "params");
    return { payload: await plans.getPlan(ctx.db, event, planId) };
  });

  app.put("/events/:eventId/evaluation-plans/:planId", async (request) => {
    const event = await eventOf(request, WRITE);
    const { planId } = parse(planParams, request.params, "params");
    const body = parse(planBody, request.body);
    return { payload: await plans.updatePlan(ctx.db, event, planId, body) };
  });

  app.delete("/events/:eventId/evaluation-plans/:planId", async (request) => {
    const event = await eventOf(request, WRITE);
    const { planId } = parse(planParams, request.params, "params");
    return { payload: await plans.deletePlan(ctx.db, event, planId) };
  });

  // The plan editor's list of people to pick: needs no right to manage the team itself.
  app.get("/events/:eventId/evaluators", async (request) => {
    const event = await eventOf(request, WRITE);
    return { payload: await plans.candidateEvaluators(ctx.db, event) };
  });

  app.get("/events/:eventId/evaluation-plans/:planId/monitor", async (request) => {
    const event = await eventOf(request, READ);
    const { planId } = parse(planParams, request.params, "params");
    return { payload: await views.monitor(ctx.db, event, planId) };
  });

  app.get("/events/:eventId/my-evaluations", async (request) => {
    const event = await eventOf(request, null);
    return { payload: await views.myPlans(ctx.db, event, authOf(request).userId) };
  });

  app.get("/events/:eventId/evaluation-plans/:planId/review", async (request) => {
    const event = await eventOf(request, null);
    const { planId } = parse(planParams, request.params, "params");
    return { payload: await views.reviewList(ctx.db, event, planId, authOf(request).userId) };
  });

  app.get("/events/:eventId/evaluation-plans/:planId/review/:sessionId", async (request) => {
    const event = await eventOf(request, null);
    const { planId, sessionId } = parse(reviewParams, request.params, "params");
    return { payload: await views.reviewItem(ctx.db, event, planId, sessionId, authOf(request).userId) };
  });

  app.put("/events/:eventId/evaluation-plans/:planId/review/:sessionId", async (request) => {
    const event = await eventOf(request, null);
    const { planId, sessionId } = parse(reviewParams, request.params, "params");
    const userId = authOf(request).userId;
    const plan = await plans.requireEvaluator(ctx.db, event.id, planId, userId);
    const body = parse(evaluationBody, request.body);
    return { payload: await plans.saveEvaluation(ctx.db, plan, sessionId, userId, body) };
  });
}
