import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { mailMessages } from "../../db/schema/index.js";
import type { JobContext } from "../../jobs/queue.js";
import { sendJob } from "./outbox.js";
import { MAIL_JOB, type MailJobData, type MailRuntime } from "./runtime.js";
import { MailDeliveryError } from "./transport.js";

/*
 * The delivery job (issue 19 item 1): one message per job. It claims the message with a lease
 * (two workers never send it at once), counts the attempt, and hands it to the SMTP transport.
 * Sent: the server's answer is kept. The recipient refused for good (a 5xx reply to RCPT TO):
 * `bounced` with the server's words. Refused otherwise for good, or out of tries: `failed` with
 * the reason. Otherwise the job throws and the queue runs it again after a growing wait.
 */

type MessageRow = typeof mailMessages.$inferSelect;

const leaseUntil = (rt: MailRuntime) => sql`now() + make_interval(secs => ${rt.leaseSeconds}::int)`;

/** Takes a queued message for this attempt: the row, or null when there is nothing to send. */
async function claim(rt: MailRuntime, messageId: string): Promise<MessageRow | null> {
  const [row] = await rt.db
    .update(mailMessages)
    .set({
      leaseUntil: leaseUntil(rt),
      attempts: sql`${mailMessages.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(
      and(
        eq(mailMessages.id, messageId),
        eq(mailMessages.status, "queued"),
        or(isNull(mailMessages.leaseUntil), lt(mailMessages.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The job handler. A message already sent, failed, held, or being sent elsewhere is left alone. */
export async function runMailJob(rt: MailRuntime, data: MailJobData, _job?: JobContext): Promise<void> {
  const row = await claim(rt, data.messageId);
  if (!row) return;
  const done = (set: PgUpdateSetSource<typeof mailMessages>) =>
    rt.db
      .update(mailMessages)
      .set({ ...set, leaseUntil: null })
      .where(eq(mailMessages.id, row.id));
  if (!rt.transport) {
    // Queued while SMTP_URL was set, delivered after it was removed: kept for the mailbox.
    await done({ status: "held" });
    return;
  }
  try {
    const sent = await rt.transport.send({
      from: { name: row.fromName, address: row.fromAddress },
      to: { name: row.toName, address: row.toAddress },
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      outboxId: row.id,
    });
    await done({ status: "sent", serverResponse: sent.response, failureReason: null, sentAt: sql`now()` });
  } catch (error) {
    const failure =
      error instanceof MailDeliveryError
        ? error
        : new MailDeliveryError(error instanceof Error ? error.message : String(error), false);
    const final = failure.permanent || row.attempts > rt.retry.limit;
    const status = failure.bounced ? "bounced" : final ? "failed" : "queued";
    await done({ status, failureReason: failure.message });
    rt.log.warn(
      { messageId: row.id, attempt: row.attempts, final },
      `mail delivery failed: ${failure.message}`,
    );
    // The queue runs the job again after its backoff; a final failure is recorded, not retried.
    if (!final) throw failure;
  }
}

/**
 * Messages a dead process left behind are queued again (issue 23 item 1). At start, every queued
 * message whose job is gone (the in-process queue forgets its jobs; with pg-boss, a job no longer
 * pending) and whose lease ran out. At every later sweep, only those whose lease ran out: a worker
 * died while sending (pg-boss keeps such a job `active` until it expires), so the message's job is
 * sent again at once. The claim by lease keeps one sender per message either way; reading only
 * expired leases keeps a sweep cheap while a mailing of thousands waits in the queue.
 */
export async function recoverMail(rt: MailRuntime, options: { atStart: boolean }): Promise<number> {
  const leaseRanOut = and(isNotNull(mailMessages.leaseUntil), lt(mailMessages.leaseUntil, sql`now()`));
  const stuck = await rt.db
    .select({
      id: mailMessages.id,
      queueJobId: mailMessages.queueJobId,
      leaseRanOut: sql<boolean>`coalesce(${leaseRanOut}, false)`,
      leaseLive: sql<boolean>`coalesce(${mailMessages.leaseUntil} >= now(), false)`,
    })
    .from(mailMessages)
    .where(and(eq(mailMessages.status, "queued"), options.atStart ? undefined : leaseRanOut));
  // At start on the embedded database the process that held any lease is gone (one process owns it).
  const force = options.atStart && rt.queue.kind === "in-process";
  let requeued = 0;
  for (const row of stuck) {
    if (options.atStart && rt.queue.kind === "pg-boss" && !row.leaseRanOut) {
      const jobLive = row.queueJobId !== null && (await rt.queue.isPending(MAIL_JOB, row.queueJobId));
      if (row.leaseLive || jobLive) continue;
    }
    // Released only if no worker claimed it since it was read.
    const released = await rt.db
      .update(mailMessages)
      .set({ leaseUntil: null })
      .where(
        and(
          eq(mailMessages.id, row.id),
          eq(mailMessages.status, "queued"),
          force ? undefined : or(isNull(mailMessages.leaseUntil), lt(mailMessages.leaseUntil, sql`now()`)),
        ),
      )
      .returning({ id: mailMessages.id });
    if (released.length === 0) continue;
    await sendJob(rt, row.id);
    requeued++;
  }
  if (requeued > 0) rt.log.info({ messages: requeued }, "queued mail queued again");
  return requeued;
}
