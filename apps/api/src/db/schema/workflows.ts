import type { WorkflowAction, WorkflowCondition, WorkflowStep } from "@foyer/domain";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

/**
 * Workflows of an event (issue 21 item 4; services/workflows): a trigger (one webhook event type),
 * conditions on the record's fields, and actions run in order. `updated_by`: whoever last saved
 * it; the changes its actions make are audited in that person's name.
 */
export const workflows = pgTable(
  "workflows",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    trigger: text("trigger").notNull(),
    conditions: jsonb("conditions").$type<WorkflowCondition[]>().notNull().default([]),
    actions: jsonb("actions").$type<WorkflowAction[]>().notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("workflows_event_trigger_idx").on(table.eventId, table.trigger)],
);

/**
 * One run of a workflow: the news that started it (`payload`, the webhook event's data), each
 * action's outcome in `steps` as it happens (a run taken over after a crash resumes after the
 * last one), and why it failed or was stopped. `depth`: how many runs in a row led to it.
 */
export const workflowRuns = pgTable(
  "workflow_runs",
  {
    id: text("id").primaryKey(),
    workflowId: text("workflow_id")
      .notNull()
      .references(() => workflows.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    trigger: text("trigger").notNull(),
    recordType: text("record_type").notNull(),
    recordId: text("record_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    depth: integer("depth").notNull().default(1),
    /** queued, running, succeeded, failed (an action failed), stopped (a loop). */
    status: text("status").notNull().default("queued"),
    steps: jsonb("steps").$type<WorkflowStep[]>().notNull().default([]),
    error: text("error"),
    /** While a worker runs it; a run whose lease ran out is taken over by the recovery sweep. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("workflow_runs_workflow_idx").on(table.workflowId, table.createdAt),
    index("workflow_runs_status_idx").on(table.status),
  ],
);
