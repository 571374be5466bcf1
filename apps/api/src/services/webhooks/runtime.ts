import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { LookupAll } from "../integrations/connectors/outbound-guard.js";
import type { SecretBox } from "../integrations/secrets.js";
import type { Mailer } from "../mail/outbox.js";

/** The queue name of a delivery's first attempt; later attempts are found by the poller. */
export const WEBHOOK_JOB = "webhook-delivery";

export interface WebhookJobData {
  deliveryId: string;
}

/**
 * Waits between attempts, in seconds (issue 21 "retried with exponential backoff for about a
 * day"): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; after the last, the delivery has failed.
 */
export const DEFAULT_WEBHOOK_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

/** Webhook settings (the server's Config `webhooks`, plus test hooks). */
export interface WebhookOptions {
  /** FOYER_WEBHOOK_ALLOW_HOSTS: hosts reached although not https or on a private network. */
  allowHosts?: readonly string[];
  /** Waits between attempts, in seconds. @default DEFAULT_WEBHOOK_SCHEDULE */
  schedule?: readonly number[];
  /** How long a receiver has to answer, in ms. @default 10000 */
  timeoutMs?: number;
  /** Deliveries failed for good in a row that pause the subscription. @default 5 */
  pauseAfter?: number;
  /** How often due retries are looked for, in ms. @default 5000 */
  pollMs?: number;
  /** How names are resolved (tests stand in a DNS answer). */
  lookup?: LookupAll;
}

/** What the webhook services and the delivery job need, built once per API process. */
export interface WebhookRuntime {
  db: Db;
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  secrets: SecretBox;
  /** The notice to the admins when a subscription is paused. */
  mailer: Mailer;
  publicUrl: string;
  allowHosts: readonly string[];
  schedule: readonly number[];
  timeoutMs: number;
  pauseAfter: number;
  pollMs: number;
  lookup: LookupAll | undefined;
  /** How long an attempt holds its delivery, in seconds: longer than the timeout. */
  leaseSeconds: number;
}

const runtimes = new WeakMap<Db, WebhookRuntime>();

export function createWebhookRuntime(
  deps: Pick<WebhookRuntime, "db" | "queue" | "log" | "secrets" | "mailer" | "publicUrl">,
  options: WebhookOptions = {},
): WebhookRuntime {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const rt: WebhookRuntime = {
    ...deps,
    allowHosts: (options.allowHosts ?? []).map((host) => host.trim().toLowerCase()).filter(Boolean),
    schedule: options.schedule ?? DEFAULT_WEBHOOK_SCHEDULE,
    timeoutMs,
    pauseAfter: options.pauseAfter ?? 5,
    pollMs: options.pollMs ?? 5000,
    lookup: options.lookup,
    leaseSeconds: Math.ceil(timeoutMs / 1000) + 30,
  };
  runtimes.set(deps.db, rt);
  return rt;
}

/** The runtime of the app that owns `db` (services that write news hold only the database). */
export function webhookRuntimeOf(db: Db): WebhookRuntime | undefined {
  return runtimes.get(db);
}
