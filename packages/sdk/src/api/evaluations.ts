import type {
  Envelope,
  EvaluationBody,
  EvaluationPlan,
  MonitorView,
  MyEvaluationPlan,
  PlanBody,
  PlanEvaluator,
  ReviewItem,
  ReviewList,
  SessionEvaluation,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * An event's evaluation plans (`/events/{eventId}/evaluation-plans…`, spec 1 §2 "evaluation").
 * The server checks read on evaluationPlans to list and monitor plans, update on evaluationPlans
 * to change them, and that the caller is one of a plan's evaluators for its review calls.
 */

export interface EvaluationsApi {
  /** GET …/evaluation-plans: every plan of the event, by name. */
  plans(options?: CallOptions): Promise<EvaluationPlan[]>;
  /** GET …/evaluation-plans/{planId} */
  plan(planId: string, options?: CallOptions): Promise<EvaluationPlan>;
  /** POST …/evaluation-plans: a new plan (400 with the field's sentence for a bad one). */
  create(body: PlanBody, options?: CallOptions): Promise<EvaluationPlan>;
  /** PUT …/evaluation-plans/{planId}: the whole plan; criteria sent with their id keep their scores. */
  update(planId: string, body: PlanBody, options?: CallOptions): Promise<EvaluationPlan>;
  /** DELETE …/evaluation-plans/{planId}: the plan and every evaluation made in it. */
  remove(planId: string, options?: CallOptions): Promise<{ id: string }>;
  /** GET …/my-evaluations: the plans the signed-in user evaluates, with their progress. */
  mine(options?: CallOptions): Promise<MyEvaluationPlan[]>;
  /** GET …/evaluation-plans/{planId}/review: the plan's sessions and the caller's totals. */
  reviewList(planId: string, options?: CallOptions): Promise<ReviewList>;
  /** GET …/evaluation-plans/{planId}/review/{sessionId}: one session to score. */
  reviewItem(planId: string, sessionId: string, options?: CallOptions): Promise<ReviewItem>;
  /** PUT …/evaluation-plans/{planId}/review/{sessionId}: the caller's scores and comment. */
  evaluate(
    planId: string,
    sessionId: string,
    body: EvaluationBody,
    options?: CallOptions,
  ): Promise<SessionEvaluation>;
  /** GET …/evaluation-plans/{planId}/monitor: progress per evaluator and averages per session. */
  monitor(planId: string, options?: CallOptions): Promise<MonitorView>;
  /** GET /events/{eventId}/evaluators: the event's team, to pick evaluators from (update on evaluationPlans). */
  candidates(options?: CallOptions): Promise<PlanEvaluator[]>;
}

const enc = encodeURIComponent;

/**
 * The evaluation calls of one event over the SDK's HTTP client (bearer token, one refresh and
 * retry on 401).
 * @example
 * const evaluations = createEvaluationsApi(sdk.http, eventId);
 * const plan = await evaluations.create({ name: "Committee", criteria: [{ name: "Relevance", maxScore: 5 }] });
 */
export function createEvaluationsApi(http: HttpClient, eventId: string): EvaluationsApi {
  const base = `events/${enc(eventId)}/evaluation-plans`;
  const plan = (planId: string) => `${base}/${enc(planId)}`;
  const review = (planId: string) => `${plan(planId)}/review`;
  return {
    plans: async (options = {}) =>
      payloadOf(await http.get<Envelope<EvaluationPlan[]>>(base, options), "GET evaluation plans"),
    plan: async (planId, options = {}) =>
      payloadOf(await http.get<Envelope<EvaluationPlan>>(plan(planId), options), "GET evaluation plan"),
    create: async (body, options = {}) =>
      payloadOf(
        await http.post<Envelope<EvaluationPlan>>(base, { ...options, json: body }),
        "POST evaluation plan",
      ),
    update: async (planId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<EvaluationPlan>>(plan(planId), { ...options, json: body }),
        "PUT evaluation plan",
      ),
    remove: async (planId, options = {}) =>
      payloadOf(await http.delete<Envelope<{ id: string }>>(plan(planId), options), "DELETE evaluation plan"),
    mine: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<MyEvaluationPlan[]>>(`events/${enc(eventId)}/my-evaluations`, options),
        "GET my evaluations",
      ),
    reviewList: async (planId, options = {}) =>
      payloadOf(await http.get<Envelope<ReviewList>>(review(planId), options), "GET review list"),
    reviewItem: async (planId, sessionId, options = {}) =>
      payloadOf(
        await http.get<Envelope<ReviewItem>>(`${review(planId)}/${enc(sessionId)}`, options),
        "GET review session",
      ),
    evaluate: async (planId, sessionId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<SessionEvaluation>>(`${review(planId)}/${enc(sessionId)}`, {
          ...options,
          json: body,
        }),
        "PUT evaluation",
      ),
    monitor: async (planId, options = {}) =>
      payloadOf(await http.get<Envelope<MonitorView>>(`${plan(planId)}/monitor`, options), "GET monitor"),
    candidates: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<PlanEvaluator[]>>(`events/${enc(eventId)}/evaluators`, options),
        "GET evaluators",
      ),
  };
}
