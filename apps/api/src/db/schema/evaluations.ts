import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";
import { eventSessions, sessionSettingItems } from "./sessions.js";

/**
 * An event's evaluation plans (spec 1 §2 "evaluation"): the criteria its sessions are scored on,
 * by the team members in evaluation_plan_evaluators. It covers the event's top-level sessions, or
 * those of one status; deleting that status leaves the plan covering every session.
 */
export const evaluationPlans = pgTable(
  "evaluation_plans",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    instructions: text("instructions").notNull().default(""),
    statusId: text("status_id").references(() => sessionSettingItems.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("evaluation_plans_event_idx").on(table.eventId),
    index("evaluation_plans_status_idx").on(table.statusId),
  ],
);

/** What a plan's sessions are scored on, in order: a whole number from 0 to max_score. */
export const evaluationCriteria = pgTable(
  "evaluation_criteria",
  {
    id: text("id").primaryKey(),
    planId: text("plan_id")
      .notNull()
      .references(() => evaluationPlans.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    maxScore: integer("max_score").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("evaluation_criteria_plan_idx").on(table.planId, table.position)],
);

/** A plan's evaluators: members of the event's team. Leaving the team ends it (the service). */
export const evaluationPlanEvaluators = pgTable(
  "evaluation_plan_evaluators",
  {
    planId: text("plan_id")
      .notNull()
      .references(() => evaluationPlans.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.userId] }),
    // The event profile's evaluator role: is this member assigned in any of the event's plans?
    index("evaluation_plan_evaluators_user_event_idx").on(table.userId, table.eventId),
  ],
);

/**
 * An evaluator's scores of one session in one plan, keyed by criterion id; a criterion removed
 * from the plan drops out of the figures (the service reads only the plan's criteria).
 */
export const sessionEvaluations = pgTable(
  "session_evaluations",
  {
    planId: text("plan_id")
      .notNull()
      .references(() => evaluationPlans.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.sessionId, table.userId] }),
    index("session_evaluations_session_idx").on(table.sessionId),
    index("session_evaluations_user_idx").on(table.userId),
  ],
);
