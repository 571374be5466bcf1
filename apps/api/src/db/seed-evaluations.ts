import type { Db } from "./client.js";
import {
  evaluationCriteria,
  evaluationPlanEvaluators,
  evaluationPlans,
  eventCriteria,
  sessionEvaluations,
} from "./schema/index.js";
import { DEMO_SESSIONS } from "./seed-sessions.js";

/** The Summit's evaluation plan and its criteria (fixed ids, like the rest of the demo). */
export const DEMO_EVALUATION = {
  plan: { id: "e7a1c0de-0001-4a00-8000-000000000001", name: "Program committee" },
  criteria: [
    { id: "e7a1c0de-0002-4a00-8000-000000000001", name: "Relevance", maxScore: 5 },
    { id: "e7a1c0de-0002-4a00-8000-000000000002", name: "Clarity", maxScore: 5 },
    { id: "e7a1c0de-0002-4a00-8000-000000000003", name: "Speaker expertise", maxScore: 5 },
  ],
} as const;

/**
 * The Summit's "Program committee" plan over all its sessions, evaluated by the demo reviewer
 * (reviewer@foyer.demo, on the team with no other role), who has scored the keynote already.
 */
export async function seedDemoEvaluations(
  tx: Db,
  summit: { id: string; orgId: string },
  reviewerId: string,
): Promise<void> {
  const { plan, criteria } = DEMO_EVALUATION;
  await tx.insert(evaluationPlans).values({
    id: plan.id,
    orgId: summit.orgId,
    eventId: summit.id,
    name: plan.name,
    instructions:
      "Score each proposal from 0 to 5 on every criterion.\nAdd a comment for the speaker where it helps.",
  });
  await tx
    .insert(evaluationCriteria)
    .values(criteria.map((criterion, position) => ({ ...criterion, planId: plan.id, position })));
  // The Summit's criteria library (issue 25 item 7): the plan's criteria, so a new plan starts with them.
  await tx.insert(eventCriteria).values(
    criteria.map((criterion, position) => ({
      id: criterion.id.replace("-0002-", "-0003-"),
      orgId: summit.orgId,
      eventId: summit.id,
      name: criterion.name,
      maxScore: criterion.maxScore,
      position,
    })),
  );
  await tx
    .insert(evaluationPlanEvaluators)
    .values({ planId: plan.id, userId: reviewerId, eventId: summit.id });
  await tx.insert(sessionEvaluations).values({
    planId: plan.id,
    sessionId: DEMO_SESSIONS.keynote.id,
    userId: reviewerId,
    scores: Object.fromEntries(criteria.map((criterion, index) => [criterion.id, 5 - index])),
    comment: "A strong opening; trim the history part.",
  });
}
