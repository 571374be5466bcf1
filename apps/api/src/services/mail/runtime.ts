import type { MailDelivery } from "@foyer/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";
import { DEFAULT_MAIL_FROM, type MailAddress, showAddress } from "./address.js";
import { type MailTransport, smtpTransport } from "./transport.js";

/** The queue name of mail delivery. */
export const MAIL_JOB = "mail-delivery";

/** What the queue carries: the outbox row holds the message. */
export interface MailJobData {
  messageId: string;
}

/** How a failed delivery is tried again: bounded, with the wait doubling each time. */
export interface MailRetry {
  /** Tries after the first. @default 4 */
  limit: number;
  /** Wait before the first retry, in seconds; then twice as long each time. @default 30 */
  delaySeconds: number;
}

/** Outgoing mail settings (the server's Config `mail`, plus test hooks). */
export interface MailOptions {
  /** null or absent: every message is held in the outbox. */
  smtpUrl?: string | null;
  from?: MailAddress;
  retry?: Partial<MailRetry>;
  /** How long a worker's claim on a message lasts, in seconds. @default 120 */
  leaseSeconds?: number;
}

/** What the outbox and its delivery job need, built once per API process. */
export interface MailRuntime {
  db: Db;
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** null: no SMTP_URL, messages are held. */
  transport: MailTransport | null;
  from: MailAddress;
  /** Links in messages start here (PUBLIC_URL). */
  publicUrl: string;
  retry: MailRetry;
  leaseSeconds: number;
}

export function createMailRuntime(
  deps: Pick<MailRuntime, "db" | "queue" | "log" | "publicUrl">,
  options: MailOptions = {},
): MailRuntime {
  return {
    ...deps,
    transport: options.smtpUrl ? smtpTransport(options.smtpUrl) : null,
    from: options.from ?? DEFAULT_MAIL_FROM,
    retry: { limit: options.retry?.limit ?? 4, delaySeconds: options.retry?.delaySeconds ?? 30 },
    leaseSeconds: options.leaseSeconds ?? 120,
  };
}

/** How this server delivers mail, for the mailbox page. */
export function mailDeliveryOf(rt: MailRuntime): MailDelivery {
  return { mode: rt.transport ? "smtp" : "held", from: showAddress(rt.from) };
}
