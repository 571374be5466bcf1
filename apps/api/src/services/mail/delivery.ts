import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
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
 * At start, messages a stopped process left queued are queued again (the in-process queue forgets
 * its jobs). With pg-boss only those whose job is no longer pending and whose lease ran out.
 */
export async function recoverMail(rt: MailRuntime): Promise<number> {
  const stuck = await rt.db
    .select({
      id: mailMessages.id,
      queueJobId: mailMessages.queueJobId,
      leaseUntil: mailMessages.leaseUntil,
    })
    .from(mailMessages)
    .where(inArray(mailMessages.status, ["queued"]));
  let requeued = 0;
  for (const row of stuck) {
    if (rt.queue.kind === "pg-boss") {
      const leaseLive = row.leaseUntil !== null && row.leaseUntil.getTime() > Date.now();
      const jobLive = row.queueJobId !== null && (await rt.queue.isPending(MAIL_JOB, row.queueJobId));
      if (leaseLive || jobLive) continue;
    }
    await rt.db.update(mailMessages).set({ leaseUntil: null }).where(eq(mailMessages.id, row.id));
    await sendJob(rt, row.id);
    requeued++;
  }
  if (requeued > 0) rt.log.info({ messages: requeued }, "queued mail queued again");
  return requeued;
}
