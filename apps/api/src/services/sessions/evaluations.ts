import { randomUUID } from "node:crypto";
import type { evaluationBody, planBody } from "@foyer/domain";
import {
  type EvaluationCriterion,
  type EvaluationPlan,
  evaluationMessages,
  type PlanEvaluator,
  type SessionEvaluation,
  scoreProblems,
} from "@foyer/domain";
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import {
  evaluationCriteria,
  evaluationPlanEvaluators,
  evaluationPlans,
  eventSessions,
  eventUsers,
  sessionEvaluations,
  sessionSettingItems,
  users,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, invalid, notPermitted } from "../refusal.js";
import { type EvaluatorMailContext, mailNewEvaluators } from "./evaluator-mail.js";

/*
 * Evaluation plans (packages/domain/src/sessions/evaluation-contract.ts): what a plan is, who
 * evaluates it and the sessions it covers. The routes check the caller's permission on the
 * event; the review calls check here that the caller is one of the plan's evaluators.
 */

export type PlanRow = typeof evaluationPlans.$inferSelect;
type ParsedPlanBody = z.output<typeof planBody>;

const displayName = (row: { fname: string; lname: string; email: string }) =>
  `${row.fname} ${row.lname}`.trim() || row.email;

/** A plan of this event, or 404 (another event's id reads the same as an unknown one). */
export async function findPlan(db: Db, eventId: string, planId: string): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(evaluationPlans)
    .where(and(eq(evaluationPlans.id, planId), eq(evaluationPlans.eventId, eventId)));
  if (!row) throw absent(evaluationMessages.planNotFound);
  return row;
}

/** The condition for the sessions a plan covers: the event's top-level ones, of its status if it has one. */
export function coveredSessions(plan: Pick<PlanRow, "eventId" | "statusId">): SQL {
  const scope = and(eq(eventSessions.eventId, plan.eventId), isNull(eventSessions.parentId)) as SQL;
  return plan.statusId ? (and(scope, eq(eventSessions.statusId, plan.statusId)) as SQL) : scope;
}

export async function criteriaOf(
  db: Db,
  planIds: readonly string[],
): Promise<Map<string, EvaluationCriterion[]>> {
  const byPlan = new Map<string, EvaluationCriterion[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select()
    .from(evaluationCriteria)
    .where(inArray(evaluationCriteria.planId, [...planIds]))
    .orderBy(asc(evaluationCriteria.position));
  for (const row of rows) {
    byPlan.get(row.planId)?.push({ id: row.id, name: row.name, maxScore: row.maxScore });
  }
  return byPlan;
}

async function evaluatorsOf(db: Db, planIds: readonly string[]): Promise<Map<string, PlanEvaluator[]>> {
  const byPlan = new Map<string, PlanEvaluator[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select({
      planId: evaluationPlanEvaluators.planId,
      userId: users.id,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
    })
    .from(evaluationPlanEvaluators)
    .innerJoin(users, eq(users.id, evaluationPlanEvaluators.userId))
    .where(inArray(evaluationPlanEvaluators.planId, [...planIds]));
  for (const row of rows) {
    byPlan.get(row.planId)?.push({ userId: row.userId, name: displayName(row), email: row.email });
  }
  for (const list of byPlan.values()) list.sort((a, b) => a.name.localeCompare(b.name, "en"));
  return byPlan;
}

/** The plans as their pages show them, in the order of `rows`. */
async function plansOf(db: Db, rows: readonly PlanRow[]): Promise<EvaluationPlan[]> {
  const ids = rows.map((row) => row.id);
  const statusIds = rows.flatMap((row) => (row.statusId ? [row.statusId] : []));
  const [criteria, evaluators, statuses, evaluations, sessionCount] = await Promise.all([
    criteriaOf(db, ids),
    evaluatorsOf(db, ids),
    statusIds.length
      ? db
          .select({ id: sessionSettingItems.id, name: sessionSettingItems.name })
          .from(sessionSettingItems)
          .where(inArray(sessionSettingItems.id, statusIds))
      : [],
    ids.length
      ? db
          .select({ planId: sessionEvaluations.planId, total: count() })
          .from(sessionEvaluations)
          .where(inArray(sessionEvaluations.planId, ids))
          .groupBy(sessionEvaluations.planId)
      : [],
    sessionCounts(db, ids),
  ]);
  const statusName = new Map(statuses.map((row) => [row.id, row.name]));
  const evaluationCount = new Map(evaluations.map((row) => [row.planId, Number(row.total)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    instructions: row.instructions,
    statusId: row.statusId,
    statusName: row.statusId ? (statusName.get(row.statusId) ?? null) : null,
    criteria: criteria.get(row.id) ?? [],
    evaluators: evaluators.get(row.id) ?? [],
    sessionCount: sessionCount.get(row.id) ?? 0,
    evaluationCount: evaluationCount.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * How many sessions each plan covers, by plan id: coveredSessions with the plan's own columns (a
 * plan without a status covers every one).
 */
async function sessionCounts(db: Db, planIds: readonly string[]): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: evaluationPlans.id, total: count(eventSessions.id) })
    .from(evaluationPlans)
    .leftJoin(
      eventSessions,
      and(
        eq(eventSessions.eventId, evaluationPlans.eventId),
        isNull(eventSessions.parentId),
        or(isNull(evaluationPlans.statusId), eq(eventSessions.statusId, evaluationPlans.statusId)),
      ),
    )
    .where(inArray(evaluationPlans.id, [...planIds]))
    .groupBy(evaluationPlans.id);
  return new Map(rows.map((row) => [row.planId, Number(row.total)]));
}

/** GET /events/{eventId}/evaluators: who may be picked as an evaluator, the event's team by name. */
export async function candidateEvaluators(db: Db, event: EventRow): Promise<PlanEvaluator[]> {
  const rows = await db
    .select({ userId: users.id, fname: users.fname, lname: users.lname, email: users.email })
    .from(eventUsers)
    .innerJoin(users, eq(users.id, eventUsers.userId))
    .where(eq(eventUsers.eventId, event.id));
  return rows
    .map((row) => ({ userId: row.userId, name: displayName(row), email: row.email }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.email.localeCompare(b.email));
}

/** GET …/evaluation-plans: every plan of the event, by name. */
export async function listPlans(db: Db, event: EventRow): Promise<EvaluationPlan[]> {
  const rows = await db
    .select()
    .from(evaluationPlans)
    .where(eq(evaluationPlans.eventId, event.id))
    .orderBy(sql`lower(${evaluationPlans.name})`, asc(evaluationPlans.createdAt));
  return plansOf(db, rows);
}

/** One plan as its pages show it. */
export async function describePlan(db: Db, row: PlanRow): Promise<EvaluationPlan> {
  const [plan] = await plansOf(db, [row]);
  return plan as EvaluationPlan;
}

/** GET …/evaluation-plans/{planId} */
export async function getPlan(db: Db, event: EventRow, planId: string): Promise<EvaluationPlan> {
  return describePlan(db, await findPlan(db, event.id, planId));
}

/** The body's status and evaluators must be the event's own; 400 with the field's sentence otherwise. */
async function checkReferences(db: Db, event: EventRow, body: ParsedPlanBody): Promise<void> {
  if (body.statusId) {
    const [status] = await db
      .select({ id: sessionSettingItems.id })
      .from(sessionSettingItems)
      .where(
        and(
          eq(sessionSettingItems.id, body.statusId),
          eq(sessionSettingItems.eventId, event.id),
          eq(sessionSettingItems.kind, "statuses"),
        ),
      );
    if (!status) {
      throw invalid(evaluationMessages.unknownStatus, [
        { path: "statusId", message: evaluationMessages.unknownStatus },
      ]);
    }
  }
  if (body.evaluatorIds.length === 0) return;
  const members = await db
    .select({ userId: eventUsers.userId })
    .from(eventUsers)
    .where(and(eq(eventUsers.eventId, event.id), inArray(eventUsers.userId, body.evaluatorIds)));
  if (members.length !== body.evaluatorIds.length) {
    throw invalid(evaluationMessages.notOnTeam, [
      { path: "evaluatorIds", message: evaluationMessages.notOnTeam },
    ]);
  }
}

/** Writes the plan's criteria and evaluators as the body lists them. */
async function writeParts(tx: Db, event: EventRow, planId: string, body: ParsedPlanBody): Promise<void> {
  const existing = new Set(
    (
      await tx
        .select({ id: evaluationCriteria.id })
        .from(evaluationCriteria)
        .where(eq(evaluationCriteria.planId, planId))
    ).map((row) => row.id),
  );
  const kept = body.criteria.flatMap((item) => (item.id ? [item.id] : []));
  const stray = kept.find((id) => !existing.has(id));
  if (stray) {
    throw invalid(evaluationMessages.unknownCriterion, [
      { path: "criteria", message: evaluationMessages.unknownCriterion },
    ]);
  }
  await tx.delete(evaluationCriteria).where(eq(evaluationCriteria.planId, planId));
  await tx.insert(evaluationCriteria).values(
    body.criteria.map((item, position) => ({
      id: item.id ?? randomUUID(),
      planId,
      name: item.name,
      maxScore: item.maxScore,
      position,
    })),
  );
  await tx.delete(evaluationPlanEvaluators).where(eq(evaluationPlanEvaluators.planId, planId));
  if (body.evaluatorIds.length > 0) {
    await tx
      .insert(evaluationPlanEvaluators)
      .values(body.evaluatorIds.map((userId) => ({ planId, userId, eventId: event.id })));
  }
}

/** POST …/evaluation-plans; each evaluator is told by mail. */
export async function createPlan(
  ctx: EvaluatorMailContext,
  event: EventRow,
  body: ParsedPlanBody,
): Promise<EvaluationPlan> {
  const { db } = ctx;
  await checkReferences(db, event, body);
  const id = randomUUID();
  await inTransaction(db, async (tx) => {
    await tx.insert(evaluationPlans).values({
      id,
      orgId: event.orgId,
      eventId: event.id,
      name: body.name,
      instructions: body.instructions,
      statusId: body.statusId,
    });
    await writeParts(tx, event, id, body);
  });
  const plan = await getPlan(db, event, id);
  await mailNewEvaluators(ctx, event, plan, new Set());
  return plan;
}

/**
 * PUT …/evaluation-plans/{planId}: the whole plan. A criterion sent with its id keeps the scores
 * given on it; one left out no longer counts (its scores stay in the rows, unread). Evaluators
 * new to the plan are told by mail; those it already had are not.
 */
export async function updatePlan(
  ctx: EvaluatorMailContext,
  event: EventRow,
  planId: string,
  body: ParsedPlanBody,
): Promise<EvaluationPlan> {
  const { db } = ctx;
  await findPlan(db, event.id, planId);
  await checkReferences(db, event, body);
  const before = await inTransaction(db, async (tx) => {
    const had = await tx
      .select({ userId: evaluationPlanEvaluators.userId })
      .from(evaluationPlanEvaluators)
      .where(eq(evaluationPlanEvaluators.planId, planId));
    await tx
      .update(evaluationPlans)
      .set({
        name: body.name,
        instructions: body.instructions,
        statusId: body.statusId,
        updatedAt: new Date(),
      })
      .where(eq(evaluationPlans.id, planId));
    await writeParts(tx, event, planId, body);
    return new Set(had.map((row) => row.userId));
  });
  const plan = await getPlan(db, event, planId);
  await mailNewEvaluators(ctx, event, plan, before);
  return plan;
}

/** DELETE …/evaluation-plans/{planId}: the plan, its criteria, evaluators and evaluations. */
export async function deletePlan(db: Db, event: EventRow, planId: string): Promise<{ id: string }> {
  await findPlan(db, event.id, planId);
  await db.delete(evaluationPlans).where(eq(evaluationPlans.id, planId));
  return { id: planId };
}

/** The plan, when `userId` is one of its evaluators; 403 otherwise (404 for an unknown plan). */
export async function requireEvaluator(
  db: Db,
  eventId: string,
  planId: string,
  userId: string,
): Promise<PlanRow> {
  const plan = await findPlan(db, eventId, planId);
  const [row] = await db
    .select({ userId: evaluationPlanEvaluators.userId })
    .from(evaluationPlanEvaluators)
    .where(and(eq(evaluationPlanEvaluators.planId, planId), eq(evaluationPlanEvaluators.userId, userId)));
  if (!row) throw notPermitted(evaluationMessages.notEvaluator);
  return plan;
}

/** The sessions a plan covers, in agenda order (unscheduled last, then by title). */
export function planSessions(db: Db, plan: PlanRow) {
  return db
    .select({
      id: eventSessions.id,
      title: eventSessions.title,
      description: eventSessions.description,
      trackId: eventSessions.trackId,
      formatId: eventSessions.formatId,
      levelId: eventSessions.levelId,
      languageId: eventSessions.languageId,
      statusId: eventSessions.statusId,
    })
    .from(eventSessions)
    .where(coveredSessions(plan))
    .orderBy(
      sql`${eventSessions.startsAt} asc nulls last`,
      sql`lower(${eventSessions.title})`,
      asc(eventSessions.id),
    );
}

/** The user's (or every evaluator's, without `userId`) evaluations in a plan. */
export function evaluationsIn(db: Db, planId: string, userId?: string) {
  const where = eq(sessionEvaluations.planId, planId);
  return db
    .select()
    .from(sessionEvaluations)
    .where(userId ? and(where, eq(sessionEvaluations.userId, userId)) : where);
}

/**
 * PUT …/review/{sessionId}: the evaluator's scores, checked against the plan's criteria now
 * (scores for every criterion, each in its range). Saving again replaces them.
 */
export async function saveEvaluation(
  db: Db,
  plan: PlanRow,
  sessionId: string,
  userId: string,
  body: z.output<typeof evaluationBody>,
): Promise<SessionEvaluation> {
  await requireCovered(db, plan, sessionId);
  const criteria = (await criteriaOf(db, [plan.id])).get(plan.id) ?? [];
  const problems = scoreProblems(criteria, body.scores);
  if (problems.length > 0) {
    throw invalid(
      problems[0] as string,
      problems.map((message) => ({ path: "scores", message })),
    );
  }
  const now = new Date();
  const [row] = await db
    .insert(sessionEvaluations)
    .values({
      planId: plan.id,
      sessionId,
      userId,
      scores: body.scores,
      comment: body.comment,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [sessionEvaluations.planId, sessionEvaluations.sessionId, sessionEvaluations.userId],
      set: { scores: body.scores, comment: body.comment, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("The evaluation was not saved");
  return { scores: row.scores, comment: row.comment, updatedAt: row.updatedAt.toISOString() };
}

/** 404 unless the session is one the plan covers now. */
export async function requireCovered(db: Db, plan: PlanRow, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(and(coveredSessions(plan), eq(eventSessions.id, sessionId)));
  if (!row) throw absent(evaluationMessages.sessionNotInPlan);
}
