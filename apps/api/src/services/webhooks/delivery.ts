import { createHmac } from "node:crypto";
import { WEBHOOK_SECRET_PREFIX } from "@foyer/domain";
import { and, eq, exists, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  events,
  eventUsers,
  organizations,
  orgUsers,
  users,
  webhookDeliveries,
  webhooks,
} from "../../db/schema/index.js";
import { firstNameOf } from "../mail/default-templates.js";
import type { WebhookJobData, WebhookRuntime } from "./runtime.js";
import { targetProblem } from "./targets.js";

/*
 * Delivering webhooks (issue 21 item 2). A delivery's first attempt is a queued job; the poller
 * of each process finds the retries that are due. Each attempt claims the delivery with a lease
 * (two workers never send it at once), checks the address again (a name that resolves to a
 * private address since the webhook was saved is refused: DNS rebinding), POSTs the body with the
 * Standard Webhooks headers, and records the answer. A 2xx answer delivers it; anything else (or
 * no answer within the timeout) is tried again after the schedule's next wait, until the schedule
 * runs out: then it has failed, and after `pauseAfter` failed deliveries in a row the webhook is
 * paused and the event's and organization's admins are told by email.
 */

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How much of a receiver's answer the log keeps. */
export const RESPONSE_EXCERPT_CHARS = 1000;

/** `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the `whsec_` secret's bytes as the key. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

const leaseEnd = (rt: WebhookRuntime) => sql`now() + make_interval(secs => ${rt.leaseSeconds}::int)`;

const isDue = and(
  eq(webhookDeliveries.status, "pending"),
  lte(webhookDeliveries.nextAttemptAt, sql`now()`),
  or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, sql`now()`)),
  exists(
    // Deliveries of a paused webhook wait until it is resumed.
    sql`(select 1 from ${webhooks} where ${webhooks.id} = ${webhookDeliveries.webhookId} and ${webhooks.status} = 'active')`,
  ),
);

async function claim(rt: WebhookRuntime, deliveryId: string): Promise<DeliveryRow | null> {
  const [row] = await rt.db
    .update(webhookDeliveries)
    .set({
      leaseUntil: leaseEnd(rt),
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), isDue))
    .returning();
  return row ?? null;
}

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  response: string;
  durationMs: number;
}

/** The start of an answer's body as text, read no further than needed. */
async function excerptOf(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < RESPONSE_EXCERPT_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, RESPONSE_EXCERPT_CHARS);
}

async function send(rt: WebhookRuntime, url: string, secret: string, row: DeliveryRow): Promise<Outcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const problem = await targetProblem(rt, url);
  if (problem)
    return { ok: false, statusCode: null, response: `Not sent: ${problem}`, durationMs: elapsed() };
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const signal = AbortSignal.timeout(rt.timeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      signal,
      headers: {
        "content-type": "application/json",
        "user-agent": "Foyer-Webhooks/1",
        "webhook-id": row.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(secret, row.id, timestamp, body),
      },
      body,
    });
    const excerpt = await Promise.race([
      excerptOf(response),
      new Promise<string>((resolve) => signal.addEventListener("abort", () => resolve(""), { once: true })),
    ]);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, response: excerpt, durationMs: elapsed() };
  } catch (error) {
    const reason = signal.aborted
      ? `No answer within ${rt.timeoutMs / 1000} s (timeout)`
      : `Could not connect: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
    return { ok: false, statusCode: null, response: reason, durationMs: elapsed() };
  }
}

/** One attempt at a delivery, when it is due and no other worker holds it. */
export async function attemptDelivery(rt: WebhookRuntime, deliveryId: string): Promise<void> {
  const row = await claim(rt, deliveryId);
  if (!row) return;
  const [hook] = await rt.db.select().from(webhooks).where(eq(webhooks.id, row.webhookId));
  if (!hook) return;
  const outcome = await send(rt, hook.url, rt.secrets.open(hook.secretSealed), row);
  const wait = rt.schedule[row.attempts - 1];
  const final = !outcome.ok && wait === undefined;
  const set: PgUpdateSetSource<typeof webhookDeliveries> = {
    leaseUntil: null,
    lastStatusCode: outcome.statusCode,
    lastResponse: outcome.response,
    lastDurationMs: outcome.durationMs,
  };
  if (outcome.ok) {
    Object.assign(set, { status: "delivered", deliveredAt: sql`now()`, nextAttemptAt: null });
  } else if (final) {
    Object.assign(set, { status: "failed", nextAttemptAt: null });
  } else {
    Object.assign(set, { nextAttemptAt: sql`now() + make_interval(secs => ${wait}::double precision)` });
  }
  await rt.db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, row.id));
  if (outcome.ok) {
    if (hook.failureStreak > 0)
      await rt.db.update(webhooks).set({ failureStreak: 0 }).where(eq(webhooks.id, hook.id));
    return;
  }
  rt.log.warn(
    { webhookId: hook.id, deliveryId: row.id, attempt: row.attempts, final, status: outcome.statusCode },
    `webhook delivery failed: ${outcome.response.slice(0, 200)}`,
  );
  if (final) await countFailure(rt, hook.id);
}

/** A delivery failed for good: the streak grows, and the webhook is paused when it is long enough. */
async function countFailure(rt: WebhookRuntime, webhookId: string): Promise<void> {
  const [hook] = await rt.db
    .update(webhooks)
    .set({ failureStreak: sql`${webhooks.failureStreak} + 1` })
    .where(eq(webhooks.id, webhookId))
    .returning();
  if (hook?.status !== "active" || hook.failureStreak < rt.pauseAfter) return;
  const reason = `Paused by Foyer: the last ${hook.failureStreak} deliveries failed.`;
  const [paused] = await rt.db
    .update(webhooks)
    .set({ status: "paused", pausedReason: reason, updatedAt: sql`now()` })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.status, "active")))
    .returning();
  if (!paused) return;
  rt.log.warn({ webhookId, eventId: paused.eventId }, "webhook paused after repeated failures");
  await noticeAdmins(rt, paused).catch((error: unknown) =>
    rt.log.error({ err: error, webhookId }, "the webhook-paused notice was not queued"),
  );
}

/**
 * The `webhook-paused` email to the event's admins and the organization's; for an organization's
 * own webhook, to the organization's admins, the organization named where the event would be.
 */
async function noticeAdmins(rt: WebhookRuntime, hook: typeof webhooks.$inferSelect): Promise<void> {
  const [event] = hook.eventId ? await rt.db.select().from(events).where(eq(events.id, hook.eventId)) : [];
  const [organization] = event
    ? []
    : await rt.db.select().from(organizations).where(eq(organizations.id, hook.orgId));
  if (!event && !organization) return;
  const person = { id: users.id, email: users.email, fname: users.fname };
  const admins = [
    ...(await rt.db
      .select(person)
      .from(orgUsers)
      .innerJoin(users, eq(users.id, orgUsers.userId))
      .where(and(eq(orgUsers.orgId, hook.orgId), eq(orgUsers.isAdmin, true)))),
    ...(event
      ? await rt.db
          .select(person)
          .from(eventUsers)
          .innerJoin(users, eq(users.id, eventUsers.userId))
          .where(and(eq(eventUsers.eventId, event.id), eq(eventUsers.isAdmin, true)))
      : []),
  ];
  const page = event
    ? `event-light/${encodeURIComponent(event.id)}/settings/integrations/${hook.source === "zapier" ? "zapier" : "webhooks"}`
    : `org-light/${encodeURIComponent(hook.orgId)}/settings/webhooks`;
  const seen = new Set<string>();
  await rt.mailer.sendMany(
    admins
      .filter((admin) => !seen.has(admin.id) && seen.add(admin.id))
      .map((admin) => ({
        kind: "webhook-paused" as const,
        to: { address: admin.email, name: admin.fname },
        values: {
          first_name: firstNameOf(admin.fname),
          event_name: event?.name ?? organization?.name ?? "",
          webhook_url: hook.url,
          failures: String(hook.failureStreak),
          link: `${rt.publicUrl}/${page}`,
        },
        orgId: hook.orgId,
        eventId: event?.id ?? null,
        userId: admin.id,
      })),
  );
}

/** The queued first attempt. */
export async function runWebhookJob(rt: WebhookRuntime, data: WebhookJobData): Promise<void> {
  await attemptDelivery(rt, data.deliveryId);
}

/** The retries that are due, attempted together (each claims its delivery). Answers how many. */
export async function runDueDeliveries(rt: WebhookRuntime, limit = 50): Promise<number> {
  const due = await rt.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(isDue)
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
  await Promise.all(
    due.map(({ id }) =>
      attemptDelivery(rt, id).catch((error: unknown) =>
        rt.log.error({ err: error, deliveryId: id }, "webhook delivery attempt failed"),
      ),
    ),
  );
  return due.length;
}

/** Looks for due retries every `pollMs` (one round at a time); `stop` waits for the round running. */
export function webhookPoller(rt: WebhookRuntime): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (busy || stopped) return;
    busy = true;
    running = runDueDeliveries(rt)
      .catch((error: unknown) => rt.log.error({ err: error }, "webhook poll failed"))
      .finally(() => {
        busy = false;
      });
  }, rt.pollMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
