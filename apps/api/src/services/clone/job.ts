import { randomUUID } from "node:crypto";
import {
  type CloneStarted,
  cloneRequestBody,
  cloneShiftDays,
  DAY_OFF_ID,
  type DayGroup,
  eventSlugOf,
  ORG_CREATE_EVENTS,
  type ParsedCloneRequest,
  shiftDayGroups,
} from "@foyer/domain";
import { and, asc, eq, getTableColumns, inArray, isTable, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import * as schema from "../../db/schema/index.js";
import { eventDayGroups, events, eventUsers, jobs, modules } from "../../db/schema/index.js";
import { type JobRow, LeaseLost, leaseUntil, requeueUnfinished, runLeased } from "../../jobs/leased-jobs.js";
import type { JobContext } from "../../jobs/queue.js";
import { freeSlug } from "../organizations/events.js";
import { requireOrgPermission } from "../organizations/organizations.js";
import { DEFAULT_MODULES } from "../records/modules.js";
import { invalid, isRefusal } from "../refusal.js";
import { settleSearchIndexes } from "../search/search.js";
import { type CloneSource, readableBy, requireCloneSource } from "./access.js";
import { type CloneContext, copyTable, countRows, IdMap } from "./copier.js";
import { makePlan } from "./plan.js";
import { CLONE_JOB, type CloneJobData, type CloneRuntime } from "./runtime.js";
import { CLONE_TABLES } from "./tables.js";

/*
 * The event clone job (issue 5 item 5, docs/cloning.md). POST /event/clone checks the request and
 * queues a job. On PostgreSQL the job copies the event inside ONE transaction, so a failure
 * anywhere leaves nothing behind: no event, no half of its content; its progress is written from
 * outside the transaction for GET /jobs/progress/{jobId}, its completion inside it, so "completed"
 * and the new event appear together or not at all.
 *
 * PGlite has one connection, and a transaction holds it: a 100,000-contact clone in one
 * transaction froze every request for 40 s (issue 23 item 1). There the clone is written batch by
 * batch into an event that stays a draft until the end; the job row names that event
 * (`result.partialEventId`) before anything is written, and a failure, or the next run after a
 * crash, deletes it (everything of an event goes with it), so the outcome is the same: the whole
 * clone or nothing.
 */

/** On PGlite, rows copied between two merges of the search indexes' pending lists. */
const SETTLE_EVERY_ROWS = 2_000;

export const CROSS_ORG_CLONE = "The event to clone must belong to the organization it is cloned into";
export const UNKNOWN_RECORD_MODULE = "includeAllRecords must list modules of the event to clone";

/** The request's checks that need the database; the same at the call and when the job runs. */
export async function checkCloneRequest(
  db: Db,
  userId: string,
  request: ParsedCloneRequest,
): Promise<CloneSource> {
  const source = await requireCloneSource(db, userId, request.eventSourceId);
  await requireOrgPermission(db, userId, request.cloneToOrgId, ORG_CREATE_EVENTS);
  // Only platform admins see other organizations' events in the picker (spec 2 §6).
  if (!source.isFoyerAdmin && source.event.orgId !== request.cloneToOrgId) throw invalid(CROSS_ORG_CLONE);
  if (request.includeAllRecords.length > 0) {
    const known = await db
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.eventId, source.event.id), inArray(modules.id, request.includeAllRecords)));
    if (known.length !== new Set(request.includeAllRecords).size) {
      throw invalid(`includeAllRecords: ${UNKNOWN_RECORD_MODULE}`, [
        { path: "includeAllRecords", message: UNKNOWN_RECORD_MODULE },
      ]);
    }
  }
  return source;
}

/** POST /event/clone: checks the request, stores the job and queues it. */
export async function startClone(
  rt: CloneRuntime,
  userId: string,
  request: ParsedCloneRequest,
): Promise<CloneStarted> {
  await checkCloneRequest(rt.db, userId, request);
  const jobId = randomUUID();
  await rt.db.insert(jobs).values({
    id: jobId,
    kind: CLONE_JOB,
    userId,
    orgId: request.cloneToOrgId,
    request: request as unknown as Record<string, unknown>,
  });
  try {
    const queueJobId = await rt.queue.send(CLONE_JOB, { jobId } satisfies CloneJobData);
    await rt.db.update(jobs).set({ queueJobId }).where(eq(jobs.id, jobId));
  } catch (error) {
    await rt.db
      .update(jobs)
      .set({ status: "error", error: "The clone could not be queued.", finishedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    throw error;
  }
  return { jobId, job_id: jobId };
}

/** The job handler: runs the clone, or waits while another live worker runs it. */
export async function runCloneJob(rt: CloneRuntime, data: CloneJobData, _job?: JobContext): Promise<void> {
  await runLeased(rt, data.jobId, "Clone", async (row) => {
    await new CloneRun(rt, row).run();
    // The copied people, sessions and content went into the search indexes' pending lists.
    await settleSearchIndexes(rt.db).catch((error: unknown) =>
      rt.log.error({ err: error, jobId: data.jobId }, "search index of the clone was not settled"),
    );
  });
}

class CloneRun {
  private total = 0;
  private done = 0;
  private operation = "Starting";
  private lastWrite = 0;
  private unsettled = 0;
  private readonly started = Date.now();

  constructor(
    private readonly rt: CloneRuntime,
    private readonly row: JobRow,
  ) {}

  async run(): Promise<void> {
    const parsed = cloneRequestBody.safeParse(this.row.request);
    if (!parsed.success) return this.fail("The stored clone request is not valid any more.");
    const request = parsed.data;
    let source: CloneSource;
    try {
      // Checked again: permissions may have changed since the job was queued.
      source = await checkCloneRequest(this.rt.db, this.row.userId, request);
    } catch (error) {
      if (isRefusal(error)) return this.fail(error.message);
      throw error;
    }
    for (let attempt = 0; ; attempt++) {
      try {
        await this.copy(request, source, attempt);
        return;
      } catch (error) {
        if (error instanceof LeaseLost) throw error;
        // Someone took the chosen slug meanwhile: everything rolled back; try again.
        if (isUniqueViolation(error) && attempt < 3) continue;
        this.rt.log.error({ err: error, jobId: this.row.id, step: this.operation }, "event clone failed");
        return this.fail(`The clone stopped while ${this.operation.toLowerCase()}; nothing was created.`);
      }
    }
  }

  private async copy(request: ParsedCloneRequest, source: CloneSource, attempt: number): Promise<void> {
    if (this.rt.databaseKind === "postgres") {
      await this.rt.db.transaction((tx) => this.copyInto(tx, request, source, attempt));
      return;
    }
    this.operation = "Removing an unfinished copy";
    await this.dropPartialEvent();
    try {
      await this.copyInto(this.rt.db, request, source, attempt);
    } catch (error) {
      if (!(error instanceof LeaseLost)) await this.dropPartialEvent();
      throw error;
    }
  }

  /** PGlite: the event a stopped or failed run left behind, deleted with everything in it. */
  private async dropPartialEvent(): Promise<void> {
    const [row] = await this.rt.db.select({ result: jobs.result }).from(jobs).where(eq(jobs.id, this.row.id));
    const partial = row?.result?.partialEventId;
    if (typeof partial !== "string") return;
    const [draft] = await this.rt.db
      .delete(events)
      .where(and(eq(events.id, partial), eq(events.isDraft, true)))
      .returning({ id: events.id });
    // Rows that name their event without a foreign key to it (contacts, say) go too.
    if (draft) {
      for (const column of EVENT_ID_COLUMNS) {
        await this.rt.db.delete(column.table).where(eq(column, partial));
      }
    }
    await this.rt.db.update(jobs).set({ result: null }).where(eq(jobs.id, this.row.id));
  }

  /**
   * Copies the event through `tx`: the clone's transaction on PostgreSQL; the database itself on
   * PGlite, where the new event is a draft until the last step.
   */
  private async copyInto(
    tx: Db,
    request: ParsedCloneRequest,
    source: CloneSource,
    attempt: number,
  ): Promise<void> {
    const { rt } = this;
    const userId = this.row.userId;
    const stepwise = rt.databaseKind !== "postgres";
    this.done = 0;
    this.operation = "Creating the event";
    const base = eventSlugOf(request.newEventName);
    const slug = attempt < 2 ? await freeSlug(tx, base) : `${base}-${randomUUID().slice(0, 8)}`;
    const eventId = randomUUID();
    const orgId = request.cloneToOrgId;
    if (stepwise) await this.holdLease({ result: { partialEventId: eventId } });
    await tx.insert(events).values({
      id: eventId,
      orgId,
      name: request.newEventName,
      slug,
      dateFrom: request.newEventStartDate,
      dateTo: request.newEventEndDate,
      timezone: source.event.timezone,
      currency: source.event.currency,
      // The details page's texts and logo go with the clone (the logo's file is shared, as every
      // file is); a clone starts unpublished and in the lists.
      description: source.event.description,
      venue: source.event.venue,
      logoImageUrl: source.event.logoImageUrl,
      isDraft: stepwise,
    });
    await tx.insert(eventUsers).values({ eventId, userId, isAdmin: true });
    const plan = await makePlan(tx, {
      sourceEventId: source.event.id,
      sourceOrgId: source.event.orgId,
      request,
      readable: readableBy(source.profile),
      clonerId: userId,
    });
    const ids = new IdMap();
    ids.set("events", source.event.id, eventId);
    const ctx: CloneContext = {
      tx,
      source: {
        id: source.event.id,
        orgId: source.event.orgId,
        timezone: source.event.timezone,
        slug: source.event.slug,
      },
      target: { id: eventId, orgId, slug },
      shiftDays: cloneShiftDays(source.event.dateFrom, request.newEventStartDate),
      now: new Date(),
      ids,
      plan,
      memo: { fieldTypes: new Map(), formSteps: new Map() },
    };
    this.total = 0;
    for (const spec of CLONE_TABLES) this.total += await countRows(spec, ctx);
    for (const spec of CLONE_TABLES) {
      this.operation = spec.label;
      await this.progress(true);
      await copyTable(spec, ctx, {
        batchSize: rt.batchSize,
        onRows: async (handled) => {
          this.done += handled;
          // Requests that do not need the database answer between inserts (issue 23 item 2).
          await new Promise((resolve) => setImmediate(resolve));
          await rt.onRows?.();
          if (stepwise) await this.settleNowAndThen(handled);
          await this.progress(false);
        },
      });
    }
    this.operation = "Labelling the days";
    await addMissingDefaultModules(tx, { id: eventId, orgId });
    await writeDayGroups(tx, eventId, await this.dayGroups(tx, request, source, ctx.shiftDays));
    this.operation = "Finishing";
    if (stepwise) {
      await rt.db.transaction(async (last) => {
        await last.update(events).set({ isDraft: false }).where(eq(events.id, eventId));
        await this.complete(last, eventId);
      });
    } else {
      await this.complete(tx, eventId);
    }
  }

  /**
   * PGlite: the copied rows' search entries gather in the GIN indexes' pending lists, and the
   * insert that overflows one merges it inline, holding the only connection for seconds. Merged
   * every few thousand rows instead, each merge is short.
   */
  private async settleNowAndThen(handled: number): Promise<void> {
    this.unsettled += handled;
    if (this.unsettled < SETTLE_EVERY_ROWS) return;
    this.unsettled = 0;
    await settleSearchIndexes(this.rt.db);
  }

  /** The job's end, written only while this worker holds it. */
  private async complete(tx: Db, eventId: string): Promise<void> {
    const finished = await tx
      .update(jobs)
      .set({
        status: "completed",
        progress: 1,
        remainingSeconds: 0,
        latestOperation: "Completed",
        result: { newEventId: eventId },
        finishedAt: sql`now()`,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(and(eq(jobs.id, this.row.id), eq(jobs.leaseOwner, this.rt.workerId)))
      .returning({ id: jobs.id });
    if (finished.length === 0) throw new LeaseLost();
  }

  /** The request's labels, or (when it sends none) the source's moved by the shift. */
  private async dayGroups(
    tx: Db,
    request: ParsedCloneRequest,
    source: CloneSource,
    shiftDays: number,
  ): Promise<DayGroup[]> {
    if (request.dayGroups) return request.dayGroups.filter((group) => group.id !== DAY_OFF_ID);
    const rows = await tx
      .select()
      .from(eventDayGroups)
      .where(eq(eventDayGroups.eventId, source.event.id))
      .orderBy(asc(eventDayGroups.position));
    return shiftDayGroups(
      rows.map((row) => ({ id: row.groupId, name: row.name, color: row.color, days: row.days })),
      shiftDays,
      { dateFrom: request.newEventStartDate, dateTo: request.newEventEndDate },
    );
  }

  /** Progress and lease renewal, at most every `progressEveryMs` unless `force`. */
  private async progress(force: boolean): Promise<void> {
    const { rt } = this;
    const now = Date.now();
    if (!force && now - this.lastWrite < rt.progressEveryMs) return;
    this.lastWrite = now;
    const fraction = this.total === 0 ? 0 : Math.min(0.99, this.done / this.total);
    const elapsed = (now - this.started) / 1000;
    const remainingSeconds =
      this.done > 0 && this.total > 0
        ? Math.max(0, Math.round((elapsed / this.done) * (this.total - this.done)))
        : null;
    await this.holdLease({ progress: fraction, remainingSeconds, latestOperation: this.operation });
  }

  /** Writes to the job's row with its lease renewed; LeaseLost when another worker holds it. */
  private async holdLease(values: Partial<JobRow>): Promise<void> {
    const updated = await this.rt.db
      .update(jobs)
      .set({ ...values, leaseUntil: leaseUntil(this.rt) })
      .where(and(eq(jobs.id, this.row.id), eq(jobs.leaseOwner, this.rt.workerId)))
      .returning({ id: jobs.id });
    if (updated.length === 0) throw new LeaseLost();
  }

  private async fail(message: string): Promise<void> {
    const updated = await this.rt.db
      .update(jobs)
      .set({
        status: "error",
        error: message,
        latestOperation: "Failed",
        remainingSeconds: null,
        finishedAt: sql`now()`,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(and(eq(jobs.id, this.row.id), eq(jobs.leaseOwner, this.rt.workerId)))
      .returning({ id: jobs.id });
    if (updated.length === 0) throw new LeaseLost();
  }
}

/** Every `event_id` column of the schema. */
const EVENT_ID_COLUMNS = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => isTable(value))
  .flatMap((table) => Object.values(getTableColumns(table)).filter((column) => column.name === "event_id"));

/** Every event has contacts, sponsors and exhibitors: a source without one still gives the clone one. */
async function addMissingDefaultModules(tx: Db, event: { id: string; orgId: string }): Promise<void> {
  const present = new Set(
    (await tx.select({ slug: modules.slug }).from(modules).where(eq(modules.eventId, event.id))).map(
      (row) => row.slug,
    ),
  );
  const missing = DEFAULT_MODULES.filter((module) => !present.has(module.slug));
  if (missing.length === 0) return;
  await tx
    .insert(modules)
    .values(
      missing.map((module) => ({ id: randomUUID(), orgId: event.orgId, eventId: event.id, ...module })),
    );
}

async function writeDayGroups(tx: Db, eventId: string, groups: DayGroup[]): Promise<void> {
  if (groups.length === 0) return;
  await tx.insert(eventDayGroups).values(
    groups.map((group, position) => ({
      eventId,
      groupId: group.id,
      name: group.name,
      color: group.color,
      days: [...group.days].sort(),
      position,
    })),
  );
}

/**
 * At start, clones a stopped process left unfinished are queued again; their transaction rolled
 * back, so they start over.
 */
export function recoverCloneJobs(rt: CloneRuntime, options = { atStart: true }): Promise<string[]> {
  return requeueUnfinished(rt, CLONE_JOB, "event clones", options);
}
