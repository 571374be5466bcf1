import type { EvaluationPlan } from "@foyer/domain";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { firstNameOf } from "../mail/default-templates.js";
import type { Mailer } from "../mail/outbox.js";
import type { EventRow } from "../permissions/event-access.js";

/*
 * "An evaluator is told of a new assignment" (issue 19 item 2). Evaluators are assigned to a
 * plan, which covers its sessions: each person newly on a plan's evaluators gets one mail, however
 * many sessions the plan covers; someone already on it gets nothing when the plan is saved again.
 */

/** What telling evaluators needs: the outbox, and a log for a mail that could not be stored. */
export interface EvaluatorMailContext {
  db: Db;
  mail: Mailer;
  log: { warn(obj: object, msg: string): void };
}

/** The review list of a plan in the admin (spec 1 §2 "review/{planId}"). */
export const reviewPath = (eventId: string, planId: string) =>
  `/event-light/${encodeURIComponent(eventId)}/sessions/review/${encodeURIComponent(planId)}`;

/**
 * Mails the plan's evaluators not in `before`; call it after the plan's transaction committed.
 * Never throws: the plan is saved whatever becomes of the mail.
 */
export async function mailNewEvaluators(
  ctx: EvaluatorMailContext,
  event: EventRow,
  plan: EvaluationPlan,
  before: ReadonlySet<string>,
): Promise<void> {
  const added = plan.evaluators.filter((evaluator) => !before.has(evaluator.userId));
  if (added.length === 0) return;
  try {
    const people = await ctx.db
      .select({ id: users.id, email: users.email, fname: users.fname, lname: users.lname })
      .from(users)
      .where(
        inArray(
          users.id,
          added.map((evaluator) => evaluator.userId),
        ),
      );
    const link = `${ctx.mail.publicUrl}${reviewPath(event.id, plan.id)}`;
    for (const person of people) {
      await ctx.mail.send({
        kind: "evaluator-assignment",
        to: { address: person.email, name: `${person.fname} ${person.lname}` },
        values: {
          first_name: firstNameOf(person.fname),
          event_name: event.name,
          plan_name: plan.name,
          session_count: String(plan.sessionCount),
          link,
        },
        orgId: event.orgId,
        eventId: event.id,
        userId: person.id,
      });
    }
  } catch (error) {
    ctx.log.warn({ err: error, planId: plan.id }, "the evaluators' mail could not be put in the outbox");
  }
}
