import { meetsRequirement, ORG_SETTINGS_UPDATE, type SyncCounts, sourceInfo } from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import {
  integrationConnections,
  integrationEventMappings,
  integrationSyncRuns,
  jobs,
} from "../../db/schema/index.js";
import { type JobRow, LeaseLost, leaseUntil } from "../../jobs/leased-jobs.js";
import { orgAccess } from "../permissions/permissions.js";
import { emitWebhookEvent } from "../webhooks/emit.js";
import { type ConnectionRow, credentialsOf } from "./connections.js";
import { ConnectorError, type SourceEvent, type SourceSpeaker } from "./connector.js";
import { importedFields } from "./event-fields.js";
import { defaultWindow, rangeOf } from "./external-events.js";
import { collect, fetchAhead } from "./look-ahead.js";
import type { MappingRow } from "./mappings.js";
import type { IntegrationRuntime, SyncRequest } from "./runtime.js";
import { type ReadyEvent, type SyncScope, writeEvents } from "./sync-event.js";

/*
 * One run of a sync job (issue 24 "Sync"; spec 1 §4 "Sync job"). The platform's events are read a
 * page at a time; each chosen one is written with its speakers in ONE transaction, so whatever
 * stops the run, Foyer holds whole events only, and the job's result names them. The speakers of
 * the next few events are fetched while one is written (`rt.lookAhead`).
 */

/** The run stopped early; `message` says what was kept. */
class Stopped extends Error {
  override readonly name = "Stopped";
}

/** A transaction takes at most this many events, or as many as bring this many speakers. */
const BATCH_EVENTS = 50;
const BATCH_SPEAKERS = 2000;

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;
const quoted = (name: string) => `“${name}”`;

export class SyncRun {
  private readonly eventIds: string[] = [];
  private readonly problems: string[] = [];
  private counts: SyncCounts = { eventsCreated: 0, eventsUpdated: 0, speakersCreated: 0, speakersUpdated: 0 };
  private total = 0;
  private handled = 0;
  private operation = "Starting";
  private lastWrite = 0;
  private readonly started = Date.now();
  private readonly request: SyncRequest;
  /** The platform synced from, once the connection is read. */
  private source: string | null = null;

  constructor(
    private readonly rt: IntegrationRuntime,
    private readonly job: JobRow,
  ) {
    this.request = job.request as unknown as SyncRequest;
  }

  async run(): Promise<void> {
    try {
      await this.sync();
    } catch (error) {
      if (error instanceof LeaseLost) throw error;
      if (error instanceof Stopped) return this.end("error", error.message);
      this.rt.log.error({ err: error, jobId: this.job.id }, "integration sync failed");
      return this.end(
        "error",
        `${this.kept()} The sync stopped: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  private async sync(): Promise<void> {
    const { rt } = this;
    const [connection] = await rt.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, this.request.connectionId));
    if (!connection) throw new Stopped("The connection was removed; nothing was imported.");
    // Checked again: the member may have lost the right since the sync was asked for.
    const { profile } = await orgAccess(rt.db, this.job.userId, connection.orgId);
    if (!profile || !meetsRequirement(profile, ORG_SETTINGS_UPDATE)) {
      throw new Stopped("You may no longer change this organization's settings; nothing was imported.");
    }
    const mappings = new Map(
      (
        await rt.db
          .select()
          .from(integrationEventMappings)
          .where(
            and(
              eq(integrationEventMappings.connectionId, connection.id),
              eq(integrationEventMappings.selected, true),
            ),
          )
      ).map((row) => [row.externalEventId, row]),
    );
    this.total = mappings.size;
    this.source = connection.source;
    const label = sourceInfo[connection.source].label;
    const connector = rt.connectorFor(connection.source, credentialsOf(rt, connection));
    const window = defaultWindow();
    const scope: SyncScope = { orgId: connection.orgId, userId: this.job.userId, source: connection.source };
    const seen = new Set<string>();
    // Stops the speakers fetched ahead once the run stops early.
    const abort = new AbortController();
    async function* chosen(): AsyncGenerator<SourceEvent> {
      for await (const page of connector.events(rangeOf(window), abort.signal)) {
        for (const event of page) {
          if (!mappings.has(event.id) || seen.has(event.id)) continue;
          seen.add(event.id);
          yield event;
        }
      }
    }
    const speakersOf = (event: SourceEvent): Promise<SourceSpeaker[]> => {
      const mapping = mappings.get(event.id) as MappingRow;
      const leftOut = mapping.foyerEventId === null && importedFields(connection.source, event).problem;
      return leftOut || mapping.skippedFields.includes("speakers")
        ? Promise.resolve([])
        : collect(connector.speakers(event.id, abort.signal));
    };
    this.operation = `Reading events from ${label}`;
    await this.progress(true);
    // Events whose speakers have arrived, written together in one transaction (issue 24 "Speed").
    const ready: ReadyEvent[] = [];
    let readySpeakers = 0;
    const flush = async () => {
      if (ready.length > 0) await this.writeBatch(scope, ready.splice(0));
      readySpeakers = 0;
    };
    try {
      for await (const { item: event, result } of fetchAhead(chosen(), speakersOf, {
        ahead: rt.lookAhead,
        concurrency: rt.fetchConcurrency,
      })) {
        const mapping = mappings.get(event.id) as MappingRow;
        const fields = importedFields(connection.source, event);
        this.operation = `Importing ${quoted(fields.name)} (${this.handled + ready.length + 1} of ${this.total})`;
        // Also renews the lease while a slow platform is read (at most every progressEveryMs).
        await this.progress(false);
        if (mapping.foyerEventId === null && fields.problem) {
          this.problems.push(fields.problem);
          this.handled++;
          continue;
        }
        let speakers: SourceSpeaker[];
        try {
          speakers = await result;
        } catch (error) {
          // The events read whole before the platform failed are kept.
          await flush();
          throw error;
        }
        ready.push({ mapping, fields, speakers });
        readySpeakers += speakers.length;
        if (ready.length >= BATCH_EVENTS || readySpeakers >= BATCH_SPEAKERS) await flush();
      }
      await flush();
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      await flush();
      if (error.failure === "credentials") await this.markInvalid(connection, error.message);
      // The connector's words say what happened; "stopped answering" frames the ones that are about being down.
      const what =
        error.failure === "unavailable" ? `${label} stopped answering: ${error.message}` : error.message;
      throw new Stopped(`${this.kept()} ${what}`);
    } finally {
      abort.abort();
    }
    for (const [id, mapping] of mappings) {
      if (seen.has(id)) continue;
      const name = mapping.externalEventName || id;
      this.problems.push(
        `${quoted(name)} is not listed by ${label} between ${window.from} and ${window.to}; it was not synced.`,
      );
    }
    await this.end("completed", this.summary());
  }

  /** One transaction: the events whole, with their speakers, or none of them. */
  private async writeBatch(scope: SyncScope, batch: ReadyEvent[]): Promise<void> {
    let written: Awaited<ReturnType<typeof writeEvents>>;
    try {
      written = await this.rt.db.transaction((tx) => writeEvents(tx, scope, batch));
    } catch (error) {
      this.rt.log.error({ err: error, jobId: this.job.id }, "integration sync could not write its events");
      const first = quoted(batch[0]?.fields.name ?? "");
      const which = batch.length > 1 ? `${first} and the ${batch.length - 1} events read with it` : first;
      throw new Stopped(
        `${this.kept()} Writing ${which} failed, so these and the events after them were not imported.`,
      );
    }
    written.forEach((outcome, index) => {
      this.handled++;
      if (!outcome) {
        const name = quoted(batch[index]?.fields.name ?? "");
        this.problems.push(`${name}'s Foyer event was deleted during the sync; it was left out.`);
        return;
      }
      this.eventIds.push(outcome.eventId);
      if (outcome.action === "create") this.counts.eventsCreated++;
      if (outcome.action === "update") this.counts.eventsUpdated++;
      this.counts.speakersCreated += outcome.speakers.created;
      this.counts.speakersUpdated += outcome.speakers.updated;
    });
    await this.progress(false);
  }

  /** What was kept when the run stops early. */
  private kept(): string {
    return `Imported ${this.eventIds.length} of ${plural(this.total, "event")};`;
  }

  private summary(): string {
    const { counts } = this;
    const events = `${plural(this.eventIds.length, "event")} (${counts.eventsCreated} new, ${counts.eventsUpdated} updated)`;
    const speakers = `${counts.speakersCreated} new and ${counts.speakersUpdated} updated speakers`;
    const left = this.problems.length > 0 ? ` ${plural(this.problems.length, "event")} left out.` : "";
    return `Imported ${events} with ${speakers}.${left}`;
  }

  private result(): Record<string, unknown> {
    return { eventIds: this.eventIds, counts: this.counts, problems: this.problems };
  }

  private async markInvalid(connection: ConnectionRow, message: string): Promise<void> {
    await this.rt.db
      .update(integrationConnections)
      .set({ isConnected: false, lastError: message, checkedAt: sql`now()` })
      .where(eq(integrationConnections.id, connection.id));
  }

  /** Progress, counts so far and lease renewal, at most every `progressEveryMs` unless `force`. */
  private async progress(force: boolean): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastWrite < this.rt.progressEveryMs) return;
    this.lastWrite = now;
    const fraction = this.total === 0 ? 0 : Math.min(0.99, this.handled / this.total);
    const elapsed = (now - this.started) / 1000;
    const remainingSeconds =
      this.handled > 0
        ? Math.max(0, Math.round((elapsed / this.handled) * (this.total - this.handled)))
        : null;
    const updated = await this.rt.db
      .update(jobs)
      .set({
        progress: fraction,
        remainingSeconds,
        latestOperation: this.operation,
        result: this.result(),
        leaseUntil: leaseUntil(this.rt),
      })
      .where(and(eq(jobs.id, this.job.id), eq(jobs.leaseOwner, this.rt.workerId)))
      .returning({ id: jobs.id });
    if (updated.length === 0) throw new LeaseLost();
  }

  /** The job and its log entry end together. */
  private async end(status: "completed" | "error", message: string): Promise<void> {
    const { rt } = this;
    await rt.db.transaction(async (tx) => {
      const ended = await tx
        .update(jobs)
        .set({
          status,
          progress:
            status === "completed" ? 1 : this.total === 0 ? 0 : Math.min(0.99, this.handled / this.total),
          remainingSeconds: status === "completed" ? 0 : null,
          latestOperation: status === "completed" ? "Completed" : "Failed",
          result: this.result(),
          error: status === "error" ? message : null,
          finishedAt: sql`now()`,
          leaseOwner: null,
          leaseUntil: null,
        })
        .where(and(eq(jobs.id, this.job.id), eq(jobs.leaseOwner, rt.workerId)))
        .returning({ id: jobs.id });
      if (ended.length === 0) throw new LeaseLost();
      await tx
        .update(integrationSyncRuns)
        .set({
          status,
          counts: this.counts,
          eventIds: this.eventIds,
          problems: this.problems,
          message,
          finishedAt: sql`now()`,
        })
        .where(eq(integrationSyncRuns.id, this.request.runId));
    });
    await this.announce(status, message);
  }

  /** `integration.synced` to the webhooks of each event the run wrote (docs/integrators.md "Webhooks"). */
  private async announce(status: "completed" | "error", message: string): Promise<void> {
    const news = {
      runId: this.request.runId,
      connectionId: this.request.connectionId,
      source: this.source,
      status,
      counts: this.counts,
      problems: this.problems,
      message,
      finishedAt: new Date().toISOString(),
    };
    for (const eventId of new Set(this.eventIds))
      await emitWebhookEvent(this.rt.db, eventId, "integration.synced", news);
  }
}
