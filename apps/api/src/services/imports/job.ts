import {
  createRowReader,
  emptyCounters,
  type ImportCounters,
  type RowOutcome,
  SummaryErrorCollector,
} from "@foyer/domain";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { events, imports, modules, uploads } from "../../db/schema/index.js";
import {
  type Lease,
  LeaseLost,
  leasedRows,
  leaseUntil,
  type Recoverable,
  renewLease,
  requeueDead,
  runWithLease,
} from "../../jobs/leased-jobs.js";
import type { JobContext } from "../../jobs/queue.js";
import { indexImportedContacts } from "../search/search.js";
import { emitWebhookEvent } from "../webhooks/emit.js";
import { detectEncoding, type FileEncoding, isImportFileError, readCsvSlices } from "./csv-file.js";
import { groupSources, rowGroups } from "./field-groups.js";
import { RecordForecast } from "./forecast.js";
import { auditMatched, knownContacts, matchedBefore } from "./import-audit.js";
import {
  addCounted,
  emptyRecordCounters,
  eventHasOtherContacts,
  type LoadRow,
  type LoadTarget,
  loadBatch,
  newSeenExisting,
  type RecordCounters,
  RunContacts,
} from "./load.js";
import { IMPORT_JOB, type ImportJobData, type ImportRuntime } from "./runtime.js";

/**
 * The import job (issue 4 "Server pipeline", "No duplicates, no loss"). It claims the import with a
 * lease, reads the stored file and checks every row, then, unless it only validates or rows have
 * errors the request did not agree to skip, writes the valid rows in batches, each batch in its
 * own transaction together with the import's progress and counters. So whatever happens, the
 * import row says exactly what was kept: a failed batch rolls back alone, the batches before it
 * stay, and a retried job resumes after the last committed batch (`written_rows`).
 */

type ImportRow = typeof imports.$inferSelect;
type EventRow = typeof events.$inferSelect;

const FINAL = ["finished", "failed", "reverted"] as const;
const count = (value: number) => value.toLocaleString("en-US");

/** Takes the import for this worker: answers the row, or why not. */
async function claim(rt: ImportRuntime, importId: string): Promise<ImportRow | "done" | "busy"> {
  const [row] = await rt.db
    .update(imports)
    .set({
      leaseOwner: rt.workerId,
      leaseUntil: leaseUntil(rt),
      status: "processing",
      startedAt: sql`coalesce(${imports.startedAt}, now())`,
    })
    .where(
      and(
        eq(imports.id, importId),
        inArray(imports.status, ["pending", "processing"]),
        or(
          isNull(imports.leaseUntil),
          lt(imports.leaseUntil, sql`now()`),
          eq(imports.leaseOwner, rt.workerId),
        ),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await rt.db
    .select({ status: imports.status })
    .from(imports)
    .where(eq(imports.id, importId));
  return !current || (FINAL as readonly string[]).includes(current.status) ? "done" : "busy";
}

/** The import's lease, on its row in `imports`. */
const importLease = (rt: ImportRuntime, importId: string): Lease<ImportRow> => ({
  claim: () => claim(rt, importId),
  renew: () => renewLease(rt, imports, eq(imports.id, importId), imports.leaseOwner),
});

/** The job handler: runs the import, or waits while another live worker runs it. */
export async function runImportJob(rt: ImportRuntime, data: ImportJobData, _job?: JobContext): Promise<void> {
  await runWithLease(rt, importLease(rt, data.importId), `Import ${data.importId}`, async (claimed) => {
    await new ImportRun(rt, claimed).run();
    // A validate-only run writes nothing to index.
    if (!claimed.validateOnly) await indexSearch(rt, claimed);
  });
}

/**
 * The import's batches skip the search triggers (`foyer.bulk_write`); once it has ended, the
 * contacts it wrote join the global search in one statement. The import is already finished for
 * its user by then: a failure here is logged, never turned into a failed import.
 */
async function indexSearch(rt: ImportRuntime, row: ImportRow): Promise<void> {
  try {
    await indexImportedContacts(rt.db, row.eventId, row.createdAt);
  } catch (error) {
    rt.log.error({ err: error, importId: row.id }, "search index of the import failed");
  }
}

/**
 * Writes rows already read and checked exactly as the job's write pass does: batches of
 * `rt.batchSize`, each in its own transaction with the import's progress and counters, then the
 * import ends finished. The benchmark times the database load with it, apart from the file read.
 */
export async function writeCheckedRows(
  rt: ImportRuntime,
  importId: string,
  rows: readonly LoadRow[],
): Promise<void> {
  const claimed = await claim(rt, importId);
  if (typeof claimed === "string") throw new Error(`Import ${importId} could not be claimed (${claimed})`);
  await new ImportRun(rt, claimed).writeAll(rows);
}

/** The groups' targets: which group writes which table, and into which module. */
export async function loadTarget(db: Db, row: ImportRow): Promise<LoadTarget> {
  const [module] = await db.select().from(modules).where(eq(modules.id, row.moduleId));
  if (!module) throw new Error(`Module ${row.moduleId} is gone`);
  const sources = await groupSources(db, module);
  const chosen = new Set(row.fieldGroups.map((group) => group.id));
  const byKind = (kind: "contacts" | "accounts" | "custom") =>
    sources.find((source) => source.kind === kind && chosen.has(source.id)) ?? null;
  const accounts = byKind("accounts");
  const custom = byKind("custom");
  return {
    importId: row.id,
    orgId: module.orgId,
    eventId: module.eventId,
    groupIds: {
      contacts: byKind("contacts")?.id ?? null,
      accounts: accounts?.id ?? null,
      custom: custom?.id ?? null,
    },
    accountsModuleId: accounts?.module?.id ?? null,
    customModuleId: custom?.module?.id ?? null,
  };
}

const addRecords = (a: RecordCounters, b: RecordCounters): RecordCounters => ({
  contacts_created: a.contacts_created + b.contacts_created,
  existing_contacts: a.existing_contacts + b.existing_contacts,
  accounts_created: a.accounts_created + b.accounts_created,
  existing_accounts: a.existing_accounts + b.existing_accounts,
  custom_records_created: a.custom_records_created + b.custom_records_created,
  existing_custom_records: a.existing_custom_records + b.existing_custom_records,
});

function recordPart(counters: ImportCounters | null): RecordCounters {
  const base = emptyRecordCounters();
  if (!counters) return base;
  for (const key of Object.keys(base) as (keyof RecordCounters)[]) base[key] = counters[key] ?? 0;
  return base;
}

interface PassResult {
  rows: number;
  ok: number;
  errors: SummaryErrorCollector;
}

class ImportRun {
  private readonly db: Db;
  private encoding: FileEncoding = "utf-8";
  private event!: EventRow;
  private target!: LoadTarget;
  private storageKey = "";
  private size = 0;
  private lastProgress = 0;
  /** Record counters of the batches committed so far (a resumed run starts from the stored ones). */
  private records: RecordCounters;

  constructor(
    private readonly rt: ImportRuntime,
    private readonly row: ImportRow,
  ) {
    this.db = rt.db;
    this.records = recordPart(row.counters);
  }

  async run(): Promise<void> {
    const { row } = this;
    const [upload] = await this.db.select().from(uploads).where(eq(uploads.id, row.uploadId));
    const [event] = await this.db.select().from(events).where(eq(events.id, row.eventId));
    if (!upload || !event) return this.fail("The uploaded file is no longer available. Upload it again.");
    this.event = event;
    this.storageKey = upload.storageKey;
    this.size = upload.size;
    this.target = await loadTarget(this.db, row);
    try {
      await this.progress({ latestOperation: "Reading the file" });
      this.encoding = await detectEncoding(this.open);
      if (row.validateOnly) return await this.validateOnly();
      if (!row.skipInvalidRows) {
        const check = await this.pass({ write: false, phase: [0, 0.3] });
        if (check.errors.rowsWithErrors > 0) return await this.finish(check, this.records, false);
        return await this.finish(await this.pass({ write: true, phase: [0.3, 1] }), this.records, true);
      }
      return await this.finish(await this.pass({ write: true, phase: [0, 1] }), this.records, true);
    } catch (error) {
      if (error instanceof LeaseLost) throw error;
      if (isImportFileError(error)) return this.fail(this.stoppedMessage(error.message));
      if (error instanceof BatchFailed) {
        this.rt.log.error({ err: error.cause, importId: row.id }, "import batch failed");
        return this.fail(error.message);
      }
      throw error;
    }
  }

  private readonly open = () => this.rt.storage.open(this.storageKey);

  /** See writeCheckedRows. */
  async writeAll(rows: readonly LoadRow[]): Promise<void> {
    this.target = await loadTarget(this.db, this.row);
    const seen = newSeenExisting();
    const runContacts = this.row.writtenRows === 0 ? new RunContacts() : null;
    const size = this.rt.batchSize;
    for (let first = 0, index = 0; first < rows.length; first += size, index++) {
      const batch = rows.slice(first, first + size);
      const lastRow = first + batch.length;
      const at = { index, first: first + 1, lastRow, ok: lastRow, skipped: 0, rows: lastRow };
      await this.writeBatch(batch, at, seen, [0, 1], runContacts);
    }
    const result = { rows: rows.length, ok: rows.length, errors: new SummaryErrorCollector() };
    await this.finish(result, this.records, true);
  }

  private async validateOnly(): Promise<void> {
    const forecast = new RecordForecast(this.target);
    const result = await this.pass({ write: false, phase: [0, 0.9], forecast });
    await this.progress({ latestOperation: "Counting existing records", progress: 0.9 }, true);
    await this.finish(result, await forecast.count(this.db), false);
  }

  /** One read of the file: every row checked; valid ones written in batches when `write`. */
  private async pass(options: {
    write: boolean;
    phase: [number, number];
    forecast?: RecordForecast;
  }): Promise<PassResult> {
    const { row, rt } = this;
    const groups = rowGroups(row.fieldGroups);
    const errors = new SummaryErrorCollector();
    const seen = newSeenExisting();
    let read: ((cells: readonly string[]) => RowOutcome) | null = null;
    let rows = 0;
    let ok = 0;
    let batch: LoadRow[] = [];
    let batchIndex = 0;
    let batchFirst = 0;
    const [from, to] = options.phase;
    // Rows up to here were written by an earlier run of this job.
    const resumeAfter = options.write ? row.writtenRows : 0;
    // A run from the first row knows every contact the import has created (see EmailMatches).
    const runContacts = options.write && resumeAfter === 0 ? new RunContacts() : null;

    // The batch being written: the next one is read and checked meanwhile (on PostgreSQL the
    // database works in its own process). It settles to the error that stopped it, or null.
    let inflight: Promise<Error | null> | null = null;
    const settle = async () => {
      const failure = inflight ? await inflight : null;
      inflight = null;
      if (failure) throw failure;
    };

    const flush = async (lastRow: number) => {
      await settle();
      const batchRows = batch;
      const snapshot = {
        index: batchIndex++,
        first: batchFirst,
        lastRow,
        ok,
        skipped: errors.rowsWithErrors,
        rows,
      };
      batch = [];
      inflight = this.writeBatch(batchRows, snapshot, seen, options.phase, runContacts).then(
        () => null,
        (error: unknown) =>
          error instanceof LeaseLost
            ? error
            : new BatchFailed(this.batchFailedMessage(snapshot.first, lastRow), error),
      );
    };

    try {
      for await (const slice of readCsvSlices(
        this.open,
        { encoding: this.encoding, hasHeaders: row.hasHeaders },
        (columns) => {
          read = createRowReader(groups, columns, { event: this.event });
        },
        this.size,
      )) {
        const reader = read as unknown as (cells: readonly string[]) => RowOutcome;
        for (let index = 0; index < slice.rows.length; index++) {
          const number = slice.first + index;
          const outcome = reader(slice.rows[index] as string[]);
          rows++;
          if (!outcome.ok) {
            errors.add(number, outcome.problems);
            continue;
          }
          ok++;
          options.forecast?.add(outcome.groups);
          if (options.write && number > resumeAfter) {
            if (batch.length === 0) batchFirst = number;
            batch.push(outcome.groups);
            if (batch.length >= rt.batchSize) await flush(number);
          }
        }
        this.sizeFraction = slice.fraction;
        if (!options.write) {
          await this.progress({
            latestOperation: "Checking rows",
            currentRecord: rows,
            totalRecords: this.totalGuess(rows),
            progress: from + (to - from) * slice.fraction,
          });
        } else if (!inflight) {
          // Long stretches without a batch to write (invalid or already written rows) still say
          // they are alive; current_record stays at the rows written.
          await this.progress({
            latestOperation: "Importing rows",
            totalRecords: this.totalGuess(rows),
            progress: from + (to - from) * slice.fraction,
          });
        }
      }
      if (options.write && batch.length > 0) await flush(rows);
      await settle();
    } catch (error) {
      // Whatever stopped the read, the batch in flight finishes first, so the import says what it kept.
      const failure = inflight ? await inflight : null;
      throw failure ?? error;
    }
    return { rows, ok, errors };
  }

  /** One batch in its own transaction, with the import's progress and counters of that moment. */
  private async writeBatch(
    batchRows: LoadRow[],
    at: { index: number; first: number; lastRow: number; ok: number; skipped: number; rows: number },
    seen: ReturnType<typeof newSeenExisting>,
    [from, to]: [number, number],
    /** The contacts this run has created, when it began at the first row (see EmailMatches). */
    runContacts: RunContacts | null,
  ): Promise<void> {
    const { rt, row } = this;
    // A macrotask between batches: requests waiting for the embedded database's one connection
    // get it before the next batch (issue 23 item 2).
    await new Promise((resolve) => setImmediate(resolve));
    await rt.beforeBatch?.({ importId: row.id, index: at.index, firstRow: at.first, lastRow: at.lastRow });
    // `lookUp`: find the emails' matches in the database even if the run could answer them.
    const write = (lookUp: boolean) =>
      this.db.transaction(async (tx) => {
        // The batch and the import's own row commit together, so a crash can only lose both: the
        // import still says exactly what was kept, and waiting for each commit's disk flush buys nothing.
        // A batch's staged arrays are unnested in memory rather than spilled to temporary files.
        await tx.execute(
          sql`select set_config('synchronous_commit', 'off', true), set_config('work_mem', '64MB', true),
            set_config('foyer.bulk_write', 'on', true)`,
        );
        // An event holding only what this run has created needs no lookup of its emails.
        const runOnly =
          !lookUp && runContacts?.usable === true && !(await eventHasOtherContacts(tx, this.target));
        // The records the rows match, as they were: what the batch changes in them is audited.
        const matched = await matchedBefore(tx, this.target, batchRows, {
          contacts: !runOnly,
        });
        const loaded = await loadBatch(
          tx,
          this.target,
          batchRows,
          seen,
          runOnly && runContacts ? { run: runContacts } : { known: knownContacts(matched) },
        );
        await auditMatched(tx, this.target, matched, {
          userId: row.userId,
          fileName: row.fileName,
        });
        const records = addRecords(this.records, loaded.counters);
        const counters: ImportCounters = {
          ...emptyCounters(),
          ...records,
          rows_number: at.lastRow,
          rows_ok: at.ok,
          skipped_rows: at.skipped,
        };
        const total = this.totalGuess(at.rows);
        const updated = await tx
          .update(imports)
          .set({
            writtenRows: at.lastRow,
            currentRecord: at.lastRow,
            totalRecords: total,
            counters,
            progress: from + ((to - from) * at.rows) / Math.max(at.rows, total),
            latestOperation: "Importing rows",
            leaseUntil: leaseUntil(rt),
          })
          .where(and(eq(imports.id, row.id), eq(imports.leaseOwner, rt.workerId)))
          .returning({ id: imports.id });
        if (updated.length === 0) throw new LeaseLost();
        return { records, loaded };
      });
    let written: Awaited<ReturnType<typeof write>>;
    try {
      written = await write(false);
    } catch (error) {
      // Someone else committed a record with one of the batch's keys meanwhile (a unique index
      // refused the insert): the batch rolled back whole; written again, looking every key up in
      // the database, it matches that record.
      if (!isUniqueViolation(error)) throw error;
      written = await write(true);
    }
    const { records, loaded } = written;
    addCounted(seen, loaded);
    runContacts?.add(loaded.createdByEmail);
    // Committed: from here on this batch is kept whatever happens next.
    this.records = records;
    this.row.writtenRows = at.lastRow;
  }

  private sizeFraction = 0;

  /** Rows in the file: exact once read, estimated from the bytes read until then. */
  private totalGuess(rows: number): number {
    return this.sizeFraction > 0 ? Math.max(rows, Math.round(rows / this.sizeFraction)) : rows;
  }

  /** Progress and lease renewal, at most every 250 ms unless `force`. */
  private async progress(fields: Partial<typeof imports.$inferInsert>, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastProgress < 250 && fields.latestOperation === this.lastOperation) return;
    this.lastProgress = now;
    this.lastOperation = fields.latestOperation;
    const updated = await this.db
      .update(imports)
      .set({ ...fields, leaseUntil: leaseUntil(this.rt) })
      .where(and(eq(imports.id, this.row.id), eq(imports.leaseOwner, this.rt.workerId)))
      .returning({ id: imports.id });
    if (updated.length === 0) throw new LeaseLost();
  }

  private lastOperation: string | undefined;

  private async finish(result: PassResult, records: RecordCounters, imported: boolean): Promise<void> {
    const counters: ImportCounters = {
      ...emptyCounters(),
      ...records,
      rows_number: result.rows,
      rows_ok: result.ok,
      skipped_rows: result.errors.rowsWithErrors,
    };
    await this.end({
      status: "finished",
      counters,
      summaryErrors: result.errors.list(),
      imported,
      currentRecord: result.rows,
      totalRecords: result.rows,
      writtenRows: imported ? result.rows : this.row.writtenRows,
      progress: 1,
      latestOperation: "Finished",
    });
  }

  private async fail(message: string): Promise<void> {
    const written = this.row.writtenRows;
    await this.end({
      status: "failed",
      error: message,
      imported: written > 0,
      currentRecord: written,
      latestOperation: "Failed",
    });
  }

  private async end(fields: Partial<typeof imports.$inferInsert>): Promise<void> {
    const updated = await this.db
      .update(imports)
      .set({ ...fields, finishedAt: sql`now()`, leaseOwner: null, leaseUntil: null })
      .where(and(eq(imports.id, this.row.id), eq(imports.leaseOwner, this.rt.workerId)))
      .returning({ id: imports.id });
    if (updated.length === 0) throw new LeaseLost();
    await emitWebhookEvent(this.db, this.row.eventId, "import.finished", {
      id: this.row.id,
      fileName: this.row.fileName,
      status: fields.status,
      counters: fields.counters ?? null,
      error: fields.error ?? null,
    });
  }

  /** What was kept, in words, after the import stopped. */
  private keptSentence(): string {
    const written = this.row.writtenRows;
    if (written === 0) return "Nothing was imported.";
    return `Rows 1 to ${count(written)} were imported; nothing after row ${count(written)} was written. Import the file again to add the rest: records already imported are matched, not duplicated.`;
  }

  private batchFailedMessage(first: number, last: number): string {
    return `The import stopped while saving rows ${count(first)} to ${count(last)}. ${this.keptSentence()}`;
  }

  private stoppedMessage(reason: string): string {
    return this.row.writtenRows > 0 ? `${reason} ${this.keptSentence()}` : reason;
  }
}

/** A batch that could not be written; its message says what was kept. */
class BatchFailed extends Error {
  override readonly name = "BatchFailed";
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
  }
}

/** Unfinished imports, for the recovery sweep (requeueDead). */
const unfinishedImports = (db: Db): Recoverable => ({
  name: IMPORT_JOB,
  what: "imports",
  ...leasedRows(db, {
    table: imports,
    id: imports.id,
    leaseUntil: imports.leaseUntil,
    queueJobId: imports.jobId,
    queueJobKey: "jobId",
    unfinished: inArray(imports.status, ["pending", "processing"]),
  }),
  data: (importId) => ({ importId }) satisfies ImportJobData,
});

/**
 * Imports whose worker is gone (its lease ran out, or at start on the embedded database) are
 * queued again; the job resumes after the last committed batch (see requeueDead).
 */
export function recoverImports(
  rt: ImportRuntime,
  options: { atStart: boolean } = { atStart: true },
): Promise<string[]> {
  return requeueDead(rt, unfinishedImports(rt.db), options);
}
