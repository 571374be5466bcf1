import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { FileStorage } from "../uploads/storage.js";

/** The queue name of module imports. */
export const IMPORT_JOB = "module-import";

export interface ImportJobData {
  importId: string;
}

/** What the import services and their job need, built once per API process. */
export interface ImportRuntime {
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Rows written per transaction. @default 10000 */
  batchSize: number;
  /** How long a worker's claim on an import lasts without news from it, in seconds. @default 45 */
  leaseSeconds: number;
  /** This process's name in `imports.lease_owner`. */
  workerId: string;
  /** Runs before each batch is written (tests make one throw to see a failure midway). */
  beforeBatch?: (batch: {
    importId: string;
    index: number;
    firstRow: number;
    lastRow: number;
  }) => void | Promise<void>;
}

export interface ImportOptions {
  /** @default 10000 */
  batchSize?: number;
  /** @default 45 */
  leaseSeconds?: number;
  beforeBatch?: ImportRuntime["beforeBatch"];
}

export function createImportRuntime(
  deps: Pick<ImportRuntime, "db" | "storage" | "queue" | "log">,
  options: ImportOptions = {},
): ImportRuntime {
  return {
    ...deps,
    batchSize: options.batchSize ?? 10_000,
    leaseSeconds: options.leaseSeconds ?? 45,
    workerId: `${process.pid}-${randomUUID().slice(0, 8)}`,
    ...(options.beforeBatch ? { beforeBatch: options.beforeBatch } : {}),
  };
}
