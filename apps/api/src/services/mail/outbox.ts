import { randomUUID } from "node:crypto";
import type { MailDelivery, MailStatus } from "@foyer/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailMessages } from "../../db/schema/index.js";
import { mailbox } from "./address.js";
import { type MailKind, type MailTemplateKey, mailKinds } from "./default-templates.js";
import { MAIL_JOB, type MailJobData, type MailRuntime, mailDeliveryOf } from "./runtime.js";
import { type MailTemplate, renderMail, type TemplateValues } from "./template.js";
import { templateResolver } from "./template-source.js";

/*
 * Putting a message in the outbox (issue 19 item 1). It is rendered whole from its template and
 * stored first, then queued: whatever happens to the delivery, the outbox says what was meant to
 * be sent and what became of it. Without SMTP_URL it is stored as `held` and never queued. `send`
 * is for news already committed: the job reads the stored row. `stage` stores the message in the
 * transaction that makes the news (the message is kept exactly when the news is) and queues it
 * once that transaction committed; a crash in between leaves it `queued`, and the next start
 * queues it again.
 */

export interface MailRequest {
  kind: MailTemplateKey;
  to: { address: string; name?: string | null | undefined };
  /** The kind's placeholders; `{link}` values are URLs. */
  values: TemplateValues;
  /**
   * The words to send, when a person wrote them for this message (an edited decision email);
   * otherwise the kind's template for the message's event and organization.
   */
  template?: MailTemplate;
  orgId?: string | null;
  eventId?: string | null;
  userId?: string | null;
}

export interface QueuedMail {
  id: string;
  status: MailStatus;
  /** Why it was refused (an address that is not valid): kept in the outbox as `failed`. */
  reason?: string;
}

/** A message stored in a transaction that has not committed yet. */
export interface StagedMail extends QueuedMail {
  /** Queues its delivery: call it once, after the transaction committed. */
  release(): Promise<void>;
}

/** What flows that send mail hold: the outbox, and where links point. */
export interface Mailer {
  /** Renders the kind's template with the values and queues the message (or holds it). */
  send(request: MailRequest): Promise<QueuedMail>;
  /** Renders and stores the message through `tx` (the news's transaction); `release` queues it. */
  stage(tx: Db, request: MailRequest): Promise<StagedMail>;
  /** Many messages at once (a mailing): stored 500 to an insert, then queued; answers in order. */
  sendMany(requests: readonly MailRequest[]): Promise<QueuedMail[]>;
  /** PUBLIC_URL, where every link in a message starts. */
  readonly publicUrl: string;
  readonly delivery: MailDelivery;
}

export function createMailer(rt: MailRuntime): Mailer {
  return {
    send: (request) => queueMail(rt, request),
    stage: (tx, request) => stageMail(rt, tx, request),
    sendMany: (requests) => queueMails(rt, requests),
    publicUrl: rt.publicUrl,
    get delivery() {
      return mailDeliveryOf(rt);
    },
  };
}

/** The retry policy every delivery job carries (MailRetry). */
export const retryOptions = (rt: MailRuntime) => ({
  retryLimit: rt.retry.limit,
  retryDelaySeconds: rt.retry.delaySeconds,
  retryBackoff: true,
});

type MessageValues = typeof mailMessages.$inferInsert & { id: string; status: MailStatus };

/** The stored form of a request: rendered whole, its address checked (refused: `failed` with why). */
function messageOf(rt: MailRuntime, request: MailRequest, template: MailTemplate): MessageValues {
  const kind: MailKind = mailKinds[request.kind];
  const rendered = renderMail(template, request.values, kind.links);
  const to = mailbox(request.to.address, request.to.name);
  const refused = "problem" in to ? to.problem : null;
  return {
    id: randomUUID(),
    orgId: request.orgId ?? null,
    eventId: request.eventId ?? null,
    userId: request.userId ?? null,
    toAddress: "problem" in to ? request.to.address.slice(0, 320) : to.address,
    toName: "problem" in to ? "" : to.name,
    fromAddress: rt.from.address,
    fromName: rt.from.name,
    template: request.kind,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    status: refused ? "failed" : rt.transport ? "queued" : "held",
    failureReason: refused,
  };
}

export async function queueMail(rt: MailRuntime, request: MailRequest): Promise<QueuedMail> {
  const { release, ...queued } = await stageMail(rt, rt.db, request);
  await release();
  return queued;
}

async function stageMail(rt: MailRuntime, tx: Db, request: MailRequest): Promise<StagedMail> {
  const message = messageOf(
    rt,
    request,
    request.template ?? (await templateResolver(tx)(request.kind, request)),
  );
  await tx.insert(mailMessages).values(message);
  const { id, status } = message;
  if (message.failureReason) {
    rt.log.warn({ messageId: id, kind: request.kind }, `mail refused: ${message.failureReason}`);
    return { id, status, reason: message.failureReason, release: async () => {} };
  }
  return { id, status, release: async () => (status === "queued" ? sendJob(rt, id) : undefined) };
}

/** Rows per insert of a mailing. */
const BATCH = 500;

/**
 * Many messages at once (a mailing): stored 500 to an insert, then each queued. The queue's job
 * ids are not noted, so after a crash pg-boss may run a message's job twice: the claim sends it
 * once all the same.
 */
export async function queueMails(rt: MailRuntime, requests: readonly MailRequest[]): Promise<QueuedMail[]> {
  const answers: QueuedMail[] = [];
  const templateOf = templateResolver(rt.db);
  for (let first = 0; first < requests.length; first += BATCH) {
    const batch: MessageValues[] = [];
    for (const request of requests.slice(first, first + BATCH)) {
      batch.push(messageOf(rt, request, request.template ?? (await templateOf(request.kind, request))));
    }
    await rt.db.insert(mailMessages).values(batch);
    for (const message of batch) {
      if (message.status === "queued") {
        await rt.queue.send(MAIL_JOB, { messageId: message.id } satisfies MailJobData, retryOptions(rt));
      }
      answers.push({
        id: message.id,
        status: message.status,
        ...(message.failureReason ? { reason: message.failureReason } : {}),
      });
    }
  }
  return answers;
}

/** Queues the delivery of a stored message and notes the job's id (recovery asks the queue about it). */
export async function sendJob(rt: MailRuntime, messageId: string): Promise<void> {
  try {
    const queueJobId = await rt.queue.send(MAIL_JOB, { messageId } satisfies MailJobData, retryOptions(rt));
    await rt.db.update(mailMessages).set({ queueJobId }).where(eq(mailMessages.id, messageId));
  } catch (error) {
    // The message stays queued in the outbox; the next start queues it again.
    rt.log.error({ err: error, messageId }, "mail delivery could not be queued");
    await rt.db
      .update(mailMessages)
      .set({ failureReason: "Could not be queued; it is queued again at the next start" })
      .where(eq(mailMessages.id, messageId));
  }
}
