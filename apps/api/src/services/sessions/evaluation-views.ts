import {
  type EvaluationCriterion,
  type MonitorSession,
  type MonitorView,
  type MyEvaluationPlan,
  participantRoleLabels,
  participantRoles,
  type ReviewItem,
  type ReviewList,
  scoreTotal,
} from "@foyer/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  contacts,
  evaluationPlanEvaluators,
  evaluationPlans,
  sessionParticipants,
} from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { settingItemsOf } from "./core.js";
import {
  criteriaOf,
  describePlan,
  evaluationsIn,
  findPlan,
  type PlanRow,
  planSessions,
  requireCovered,
  requireEvaluator,
} from "./evaluations.js";

/* What evaluators and the plan's managers read: progress, the sessions to score, the figures. */

/** Only the plan's criteria count (scores of a criterion since removed are left out). */
function countedTotal(criteria: readonly EvaluationCriterion[], scores: Record<string, number>): number {
  return scoreTotal(Object.fromEntries(criteria.map((item) => [item.id, scores[item.id] ?? 0])));
}

const planHead = (plan: PlanRow, criteria: EvaluationCriterion[]) => ({
  id: plan.id,
  name: plan.name,
  instructions: plan.instructions,
  criteria,
});

/** GET …/my-evaluations: the event's plans the user evaluates, each with their progress. */
export async function myPlans(db: Db, event: EventRow, userId: string): Promise<MyEvaluationPlan[]> {
  const plans = await db
    .select({ plan: evaluationPlans })
    .from(evaluationPlanEvaluators)
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, evaluationPlanEvaluators.planId))
    .where(and(eq(evaluationPlanEvaluators.userId, userId), eq(evaluationPlanEvaluators.eventId, event.id)))
    .orderBy(sql`lower(${evaluationPlans.name})`);
  return Promise.all(
    plans.map(async ({ plan }) => {
      const [sessions, mine] = await Promise.all([
        planSessions(db, plan),
        evaluationsIn(db, plan.id, userId),
      ]);
      const covered = new Set(sessions.map((session) => session.id));
      return {
        id: plan.id,
        name: plan.name,
        instructions: plan.instructions,
        total: sessions.length,
        done: mine.filter((row) => covered.has(row.sessionId)).length,
      };
    }),
  );
}

/** GET …/evaluation-plans/{planId}/review: the plan's sessions with the evaluator's totals. */
export async function reviewList(
  db: Db,
  event: EventRow,
  planId: string,
  userId: string,
): Promise<ReviewList> {
  const plan = await requireEvaluator(db, event.id, planId, userId);
  const [criteria, sessions, mine, items] = await Promise.all([
    criteriaOf(db, [plan.id]).then((byPlan) => byPlan.get(plan.id) ?? []),
    planSessions(db, plan),
    evaluationsIn(db, plan.id, userId),
    settingItemsOf(db, event.id),
  ]);
  const scores = new Map(mine.map((row) => [row.sessionId, row.scores]));
  const nameOf = (id: string | null) => (id ? (items.get(id)?.name ?? null) : null);
  return {
    plan: planHead(plan, criteria),
    sessions: sessions.map((session) => {
      const given = scores.get(session.id);
      return {
        id: session.id,
        title: session.title,
        track: nameOf(session.trackId),
        format: nameOf(session.formatId),
        total: given ? countedTotal(criteria, given) : null,
      };
    }),
  };
}

/** GET …/review/{sessionId}: the session to score, the evaluator's scores so far, its neighbours. */
export async function reviewItem(
  db: Db,
  event: EventRow,
  planId: string,
  sessionId: string,
  userId: string,
): Promise<ReviewItem> {
  const plan = await requireEvaluator(db, event.id, planId, userId);
  await requireCovered(db, plan, sessionId);
  const [criteria, sessions, mine, items, people] = await Promise.all([
    criteriaOf(db, [plan.id]).then((byPlan) => byPlan.get(plan.id) ?? []),
    planSessions(db, plan),
    evaluationsIn(db, plan.id, userId),
    settingItemsOf(db, event.id),
    db
      .select({ role: sessionParticipants.role, fname: contacts.fname, lname: contacts.lname })
      .from(sessionParticipants)
      .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
      .where(eq(sessionParticipants.sessionId, sessionId))
      .orderBy(asc(sessionParticipants.position)),
  ]);
  const index = sessions.findIndex((session) => session.id === sessionId);
  const session = sessions[index];
  if (!session) throw new Error("A covered session is missing from the plan's list");
  const nameOf = (id: string | null) => (id ? (items.get(id)?.name ?? null) : null);
  const own = mine.find((row) => row.sessionId === sessionId);
  const rank = (role: string) => participantRoles.indexOf(role as (typeof participantRoles)[number]);
  return {
    plan: planHead(plan, criteria),
    session: {
      id: session.id,
      title: session.title,
      description: session.description,
      track: nameOf(session.trackId),
      format: nameOf(session.formatId),
      level: nameOf(session.levelId),
      language: nameOf(session.languageId),
      status: nameOf(session.statusId),
      people: [...people]
        .sort((a, b) => rank(a.role) - rank(b.role))
        .map((row) => ({
          role: participantRoleLabels[row.role].one,
          name: `${row.fname} ${row.lname}`.trim(),
        })),
    },
    evaluation: own
      ? { scores: own.scores, comment: own.comment, updatedAt: own.updatedAt.toISOString() }
      : null,
    previousId: sessions[index - 1]?.id ?? null,
    nextId: sessions[index + 1]?.id ?? null,
  };
}

const average = (values: readonly number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/** GET …/evaluation-plans/{planId}/monitor: each evaluator's progress, each session's averages. */
export async function monitor(db: Db, event: EventRow, planId: string): Promise<MonitorView> {
  const row = await findPlan(db, event.id, planId);
  const [plan, sessions] = await Promise.all([describePlan(db, row), planSessions(db, row)]);
  const covered = new Set(sessions.map((session) => session.id));
  const evaluations = (await evaluationsIn(db, planId)).filter((item) => covered.has(item.sessionId));
  const bySession = new Map<string, Record<string, number>[]>();
  const doneBy = new Map<string, number>();
  for (const item of evaluations) {
    bySession.set(item.sessionId, [...(bySession.get(item.sessionId) ?? []), item.scores]);
    doneBy.set(item.userId, (doneBy.get(item.userId) ?? 0) + 1);
  }
  return {
    plan,
    evaluators: plan.evaluators.map((evaluator) => ({
      ...evaluator,
      done: doneBy.get(evaluator.userId) ?? 0,
    })),
    sessions: sessions.map((session): MonitorSession => {
      const given = bySession.get(session.id) ?? [];
      const averages: Record<string, number> = {};
      for (const criterion of plan.criteria) {
        const scored = given.flatMap((scores) => {
          const score = scores[criterion.id];
          return score === undefined ? [] : [score];
        });
        const value = average(scored);
        if (value !== null) averages[criterion.id] = value;
      }
      return {
        id: session.id,
        title: session.title,
        evaluations: given.length,
        averages,
        averageTotal: average(given.map((scores) => countedTotal(plan.criteria, scores))),
      };
    }),
  };
}
