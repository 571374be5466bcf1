import { randomBytes, randomUUID } from "node:crypto";
import type { IntegrationSource } from "@foyer/domain";
import type { FastifyBaseLogger } from "fastify";
import { DEFAULT_ON24_API_URL, DEFAULT_SWOOGO_API_URL } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { Connector } from "./connector.js";
import { type ConnectorOptions, connectorFor, cventEndpointProblem } from "./connectors/index.js";
import { type SecretBox, secretBox } from "./secrets.js";

/** The queue name of integration syncs (the `jobs.kind` of their rows). */
export const SYNC_JOB = "integration-sync";

/** What the queue carries: the job row holds the rest. */
export interface SyncJobData {
  jobId: string;
}

/** What a sync's job row asks for (`jobs.request`). */
export interface SyncRequest {
  connectionId: string;
  /** Its entry in the sync log. */
  runId: string;
}

/** The stand-in platforms this process talks to instead of the real ones (config `integrationsSandbox`). */
export interface SandboxInfo {
  /** Each source's demo keys, shown to whoever connects (they open nothing real). */
  credentials: Partial<Record<IntegrationSource, Record<string, string>>>;
}

/** What app.ts passes in: where the platforms are and how the credentials are sealed. */
export interface IntegrationOptions {
  /** The platforms' base URLs and the hosts outbound calls may reach (config.integrations). */
  connectors: Pick<ConnectorOptions, "urls" | "allowHosts"> &
    Partial<Pick<ConnectorOptions, "timeoutMs" | "retries" | "sleep">>;
  /** 32 bytes: FOYER_SECRETS_KEY, or the key file in the data directory. */
  secretsKey: Buffer;
  sandbox?: SandboxInfo | null;
  /** @default 45 */
  leaseSeconds?: number;
  /** @default 100 */
  lookAhead?: number;
}

/** What the integration services and their job need, built once per API process. */
export interface IntegrationRuntime {
  db: Db;
  databaseKind: "pglite" | "postgres";
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  secrets: SecretBox;
  connectorFor(source: IntegrationSource, credentials: Record<string, string>): Connector;
  /** Null when Foyer may call `endpoint` for Cvent, else why not (issue 24 "never a host a user typed"). */
  endpointProblem(endpoint: string): string | null;
  sandbox: SandboxInfo | null;
  leaseSeconds: number;
  /** This process's name in `jobs.lease_owner`. */
  workerId: string;
  /** Progress is written at most this often, in ms. @default 250 */
  progressEveryMs: number;
  /** How many events are read ahead of the one being written, their speakers fetched or queued. @default 100 */
  lookAhead: number;
  /** How many speaker lists are fetched from a platform at once. @default 4 */
  fetchConcurrency: number;
}

/** The real platforms, and a key that lives as long as the process (tests that never connect). */
export function defaultIntegrationOptions(): IntegrationOptions {
  return {
    connectors: {
      urls: { on24: DEFAULT_ON24_API_URL, swoogo: DEFAULT_SWOOGO_API_URL, cvent: "" },
      allowHosts: [],
    },
    secretsKey: randomBytes(32),
  };
}

export function createIntegrationRuntime(
  deps: Pick<IntegrationRuntime, "db" | "databaseKind" | "queue" | "log">,
  options: IntegrationOptions,
): IntegrationRuntime {
  const connectorOptions = options.connectors as ConnectorOptions;
  return {
    ...deps,
    secrets: secretBox(options.secretsKey),
    connectorFor: (source, credentials) => connectorFor(source, credentials, connectorOptions),
    endpointProblem: (endpoint) => cventEndpointProblem(endpoint, { urls: connectorOptions.urls }),
    sandbox: options.sandbox ?? null,
    leaseSeconds: options.leaseSeconds ?? 45,
    workerId: `${process.pid}-${randomUUID().slice(0, 8)}`,
    progressEveryMs: 250,
    lookAhead: options.lookAhead ?? 100,
    fetchConcurrency: 4,
  };
}
