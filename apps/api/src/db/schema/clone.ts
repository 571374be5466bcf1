import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { events, organizations } from "./organizations.js";
import { users } from "./people.js";

export type JobStatus = "pending" | "processing" | "completed" | "error";

/**
 * Long-running work a user started and follows with GET /jobs/progress/{jobId} (spec 1 §3 "Job
 * progress: status, payload"; spec 2 §3 "Clone job"). `kind` names the work ("event-clone");
 * `request` is what was asked, `result` what came of it. Only the user who started a job (or a
 * platform admin) reads it. The lease stops two workers from running one job at once.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The organization the work is for (a clone's target): decides 403 or 404 for others. */
    orgId: text("org_id").references(() => organizations.id, { onDelete: "cascade" }),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    /** 0 to 1. */
    progress: real("progress").notNull().default(0),
    /** The estimate while it runs; null when not known yet. */
    remainingSeconds: integer("remaining_seconds"),
    latestOperation: text("latest_operation").notNull().default(""),
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    /** The queue's id of the job that runs it. */
    queueJobId: text("queue_job_id"),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("jobs_status_idx").on(table.status), index("jobs_user_idx").on(table.userId)],
);

/**
 * An event's day labels (spec 2 §3 "Day group": id, name, color, days): which of its days are
 * load-in, show and load-out days. Day Off (id 0) is never stored: an unlabelled day is a day off.
 */
export const eventDayGroups = pgTable(
  "event_day_groups",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    groupId: integer("group_id").notNull(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    /** `YYYY-MM-DD` days within the event's dates, sorted. */
    days: jsonb("days").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.groupId] })],
);
