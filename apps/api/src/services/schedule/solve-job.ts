import { randomUUID } from "node:crypto";
import { type Requirement, type SolveBody, type SolveOutcome, scheduleMessages } from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import {
  eventSessions,
  events,
  jobs,
  scheduleDraftPlacements,
  scheduleDrafts,
  sessionSettingItems,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { type JobRow, LeaseLost, leaseUntil, requeueUnfinished, runLeased } from "../../jobs/leased-jobs.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { EventRow } from "../permissions/event-access.js";
import { requireEventPermission } from "../permissions/permissions.js";
import { absent, isRefusal } from "../refusal.js";
import { conflictFacts, findConflicts, livePlacements, type Placed } from "./conflicts.js";
import { draftPlacements } from "./drafts.js";
import { agendaSettingsOf } from "./settings.js";
import { type Placement, Solver, type SolverSession } from "./solver.js";
import { gridOrigin, openRooms } from "./solver-input.js";

/*
 * The scheduler as a job (issue 25 item 6; docs/agenda.md "Automatic scheduling"), on the pattern
 * of the event clone: the call stores a `jobs` row and queues it; a worker claims it with a lease,
 * reads the draft, runs the solver (solver.ts, no database) and writes its placements into the
 * draft in one transaction that raises the draft's version, so an editor who loaded the draft
 * before hears 409 on their next change. Had the draft changed while the solver ran, it runs again
 * on the new draft (a few times at most), so nobody's change is overwritten.
 */

/** The queue name of scheduler runs (the `jobs.kind` of their rows). */
export const SOLVE_JOB = "schedule-solve";

/** What the queue carries: the job row holds the rest. */
export interface SolveJobData {
  jobId: string;
}

/** What a run's job row asks for (`jobs.request`). */
export interface SolveRequest {
  eventId: string;
  draftId: string;
  keepPlaced: boolean;
}

/** What the scheduler job needs, built once per API process. */
export interface ScheduleRuntime {
  db: Db;
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  leaseSeconds: number;
  workerId: string;
  /** Progress is written at most this often, in ms. */
  progressEveryMs: number;
  /** Runs after the solver and before its placements are written (the tests change the draft there). */
  beforeWrite?: (request: SolveRequest) => void | Promise<void>;
}

export interface ScheduleRuntimeOptions {
  /** @default 45 */
  leaseSeconds?: number;
  beforeWrite?: ScheduleRuntime["beforeWrite"];
}

export function createScheduleRuntime(
  deps: Pick<ScheduleRuntime, "db" | "queue" | "log">,
  options: ScheduleRuntimeOptions = {},
): ScheduleRuntime {
  return {
    ...deps,
    leaseSeconds: options.leaseSeconds ?? 45,
    workerId: `${process.pid}-${randomUUID().slice(0, 8)}`,
    progressEveryMs: 250,
    ...(options.beforeWrite ? { beforeWrite: options.beforeWrite } : {}),
  };
}

const WRITE: Requirement = [{ module: "agenda", action: "update" }];
/** How often the run starts over on a draft changed under it before it gives up. */
const ATTEMPTS = 3;

/** POST …/schedule/drafts/{draftId}/solve: the draft must be the event's; the job is queued. */
export async function startSolve(
  rt: ScheduleRuntime,
  event: EventRow,
  userId: string,
  draftId: string,
  body: SolveBody,
): Promise<{ jobId: string }> {
  const [draft] = await rt.db
    .select({ id: scheduleDrafts.id })
    .from(scheduleDrafts)
    .where(and(eq(scheduleDrafts.id, draftId), eq(scheduleDrafts.eventId, event.id)));
  if (!draft) throw absent(scheduleMessages.draftNotFound);
  const jobId = randomUUID();
  const request: SolveRequest = { eventId: event.id, draftId, keepPlaced: body.keepPlaced };
  await rt.db.insert(jobs).values({
    id: jobId,
    kind: SOLVE_JOB,
    userId,
    orgId: event.orgId,
    request: request as unknown as Record<string, unknown>,
  });
  try {
    const queueJobId = await rt.queue.send(SOLVE_JOB, { jobId } satisfies SolveJobData);
    await rt.db.update(jobs).set({ queueJobId }).where(eq(jobs.id, jobId));
  } catch (error) {
    await rt.db
      .update(jobs)
      .set({ status: "error", error: scheduleMessages.solveFailed, finishedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    throw error;
  }
  return { jobId };
}

/** The job handler: runs the scheduler, or waits while another live worker runs it. */
export async function runSolveJob(rt: ScheduleRuntime, data: SolveJobData): Promise<void> {
  await runLeased(rt, data.jobId, "Scheduler", (row) => new SolveRun(rt, row).run());
}

/** At start and at every sweep, runs a dead process left unfinished are queued again (they start over). */
export function recoverSolveJobs(rt: ScheduleRuntime, options = { atStart: true }): Promise<string[]> {
  return requeueUnfinished(rt, SOLVE_JOB, "scheduler runs", options);
}

/** What the solver reads of the draft, and the version it read. */
interface DraftState {
  version: number;
  placements: Placed[];
  sessions: SolverSession[];
  facts: Awaited<ReturnType<typeof conflictFacts>>;
}

const isPlaced = (one: Placed) => one.startsAt !== null && one.endsAt !== null && one.roomId !== null;

class SolveRun {
  private lastWrite = 0;
  private operation = "Starting";
  private readonly request: SolveRequest;

  constructor(
    private readonly rt: ScheduleRuntime,
    private readonly row: JobRow,
  ) {
    this.request = row.request as unknown as SolveRequest;
  }

  async run(): Promise<void> {
    try {
      const [event] = await this.rt.db.select().from(events).where(eq(events.id, this.request.eventId));
      if (!event) return this.end("error", scheduleMessages.draftNotFound);
      // Checked again: the caller's permission may have gone since the job was queued.
      await requireEventPermission(this.rt.db, this.row.userId, event.id, WRITE);
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const outcome = await this.attempt(event);
        if (outcome) return this.end("completed", outcome);
      }
      return this.end("error", scheduleMessages.draftChangedWhileSolving);
    } catch (error) {
      if (error instanceof LeaseLost) throw error;
      if (isRefusal(error)) return this.end("error", error.message);
      this.rt.log.error({ err: error, jobId: this.row.id }, "scheduler run failed");
      return this.end("error", scheduleMessages.solveFailed);
    }
  }

  /** One run on the draft as it is now; null when the draft changed before the placements were written. */
  private async attempt(event: EventRow): Promise<SolveOutcome | null> {
    await this.progress(0.02, "Reading the draft", true);
    const state = await this.read(event);
    if (!state) throw absent(scheduleMessages.draftNotFound);
    const settings = await agendaSettingsOf(this.rt.db, event);
    const rooms = [...state.facts.rooms.entries()].map(([id, room]) => ({ id, ...room }));
    const solver = new Solver({
      rooms: openRooms(
        { dateFrom: event.dateFrom, dateTo: event.dateTo, timezone: event.timezone },
        settings,
        rooms,
      ),
      sessions: state.sessions,
      windows: state.facts.windows,
      names: new Map([...state.facts.people.values()].flatMap((people) => [...people.entries()])),
      origin: gridOrigin({ dateFrom: event.dateFrom, dateTo: event.dateTo, timezone: event.timezone }),
      step: settings.slotStep * 60_000,
    });
    const steps = solver.run();
    let step = steps.next();
    while (!step.done) {
      await this.progress(0.05 + step.value * 0.85, "Placing sessions", false);
      step = steps.next();
    }
    const result = step.value;
    await this.progress(0.92, "Writing the placements", true);
    await this.rt.beforeWrite?.(this.request);
    const movable = state.sessions.filter((one) => one.movable);
    const written = await this.write(state.version, movable, result.placements);
    if (!written) return null;
    const after = state.placements.map((one) => {
      const placement = result.placements.get(one.sessionId);
      if (placement)
        return {
          ...one,
          startsAt: new Date(placement.start),
          endsAt: new Date(placement.end),
          roomId: placement.roomId,
        };
      return movable.some((session) => session.id === one.sessionId) && isPlaced(one)
        ? { ...one, startsAt: null, endsAt: null, roomId: null }
        : one;
    });
    return {
      placed: result.placements.size,
      unplaced: result.unplaced,
      conflictsLeft: findConflicts(after, state.facts).length,
    };
  }

  private async read(event: EventRow): Promise<DraftState | null> {
    const { db } = this.rt;
    const [draft] = await db
      .select({ version: scheduleDrafts.version })
      .from(scheduleDrafts)
      .where(and(eq(scheduleDrafts.id, this.request.draftId), eq(scheduleDrafts.eventId, event.id)));
    if (!draft) return null;
    const placements = await draftPlacements(db, event, this.request.draftId);
    const live = new Map((await livePlacements(db, event.id)).map((one) => [one.sessionId, one]));
    const details = new Map(
      (
        await db
          .select({ id: eventSessions.id, statusId: eventSessions.statusId, trackId: eventSessions.trackId })
          .from(eventSessions)
          .where(eq(eventSessions.eventId, event.id))
      ).map((row) => [row.id, row]),
    );
    const accepted = new Set(
      (
        await db
          .select({ id: sessionSettingItems.id })
          .from(sessionSettingItems)
          .where(
            and(
              eq(sessionSettingItems.eventId, event.id),
              eq(sessionSettingItems.kind, "statuses"),
              eq(sessionSettingItems.countsAsAccepted, true),
            ),
          )
      ).map((row) => row.id),
    );
    const facts = await conflictFacts(db, event, [...details.keys()]);
    const settings = await agendaSettingsOf(db, event);
    const sessions = placements.map((one): SolverSession => {
      const detail = details.get(one.sessionId);
      const liveOne = live.get(one.sessionId);
      const timed = one.startsAt && one.endsAt ? one : liveOne?.startsAt && liveOne.endsAt ? liveOne : null;
      const duration = timed
        ? +(timed.endsAt as Date) - +(timed.startsAt as Date)
        : settings.slotStep * 60_000;
      // Subsessions sit inside their session: placed by hand, never by the scheduler.
      const candidate = one.parentId === null && accepted.has(detail?.statusId ?? "");
      return {
        id: one.sessionId,
        parentId: one.parentId,
        duration,
        plenum: one.plenum,
        audience: one.expectedAudience,
        trackId: detail?.trackId ?? null,
        people: [...(facts.people.get(one.sessionId)?.keys() ?? [])],
        placed:
          one.startsAt && one.endsAt ? { start: +one.startsAt, end: +one.endsAt, roomId: one.roomId } : null,
        movable: candidate && (!this.request.keepPlaced || !isPlaced(one)),
      };
    });
    return { version: draft.version, placements, sessions, facts };
  }

  /** The placements into the draft, if it is still at `version`; raises the version. */
  private async write(
    version: number,
    movable: SolverSession[],
    placements: Map<string, Placement>,
  ): Promise<boolean> {
    return inTransaction(this.rt.db, async (tx) => {
      const [draft] = await tx
        .select({ version: scheduleDrafts.version })
        .from(scheduleDrafts)
        .where(eq(scheduleDrafts.id, this.request.draftId))
        .for("update");
      if (!draft) throw absent(scheduleMessages.draftNotFound);
      if (draft.version !== version) return false;
      const rows = movable.map((session) => {
        const placement = placements.get(session.id);
        return {
          draftId: this.request.draftId,
          sessionId: session.id,
          startsAt: placement ? new Date(placement.start) : null,
          endsAt: placement ? new Date(placement.end) : null,
          roomId: placement?.roomId ?? null,
        };
      });
      for (let at = 0; at < rows.length; at += 500) {
        await tx
          .insert(scheduleDraftPlacements)
          .values(rows.slice(at, at + 500))
          .onConflictDoUpdate({
            target: [scheduleDraftPlacements.draftId, scheduleDraftPlacements.sessionId],
            set: {
              startsAt: sql`excluded.starts_at`,
              endsAt: sql`excluded.ends_at`,
              roomId: sql`excluded.room_id`,
            },
          });
      }
      await tx
        .update(scheduleDrafts)
        .set({ version: version + 1, updatedAt: new Date() })
        .where(eq(scheduleDrafts.id, this.request.draftId));
      return true;
    });
  }

  /** Progress and lease renewal, at most every `progressEveryMs` unless `force`. */
  private async progress(fraction: number, operation: string, force: boolean): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastWrite < this.rt.progressEveryMs) return;
    this.lastWrite = now;
    this.operation = operation;
    const updated = await this.rt.db
      .update(jobs)
      .set({ progress: fraction, latestOperation: operation, leaseUntil: leaseUntil(this.rt) })
      .where(and(eq(jobs.id, this.row.id), eq(jobs.leaseOwner, this.rt.workerId)))
      .returning({ id: jobs.id });
    if (updated.length === 0) throw new LeaseLost();
  }

  private async end(status: "completed" | "error", outcome: SolveOutcome | string): Promise<void> {
    const done = typeof outcome !== "string";
    const updated = await this.rt.db
      .update(jobs)
      .set({
        status,
        progress: done ? 1 : undefined,
        latestOperation: done ? "Done" : `Stopped while ${this.operation.toLowerCase()}`,
        remainingSeconds: null,
        ...(done ? { result: outcome as unknown as Record<string, unknown> } : { error: outcome }),
        finishedAt: sql`now()`,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(and(eq(jobs.id, this.row.id), eq(jobs.leaseOwner, this.rt.workerId)))
      .returning({ id: jobs.id });
    if (updated.length === 0) throw new LeaseLost();
  }
}
