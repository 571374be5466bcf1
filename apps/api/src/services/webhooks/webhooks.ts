import { randomBytes, randomUUID } from "node:crypto";
import {
  type CreatedWebhook,
  MAX_WEBHOOKS_PER_EVENT,
  WEBHOOK_SECRET_PREFIX,
  type WebhookCreateBody,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookSource,
  type WebhookSummary,
  type WebhookUpdateBody,
  webhookMessages,
} from "@foyer/domain";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { webhookDeliveries, webhooks } from "../../db/schema/index.js";
import { absent, clash, invalid } from "../refusal.js";
import { WEBHOOK_JOB, type WebhookRuntime } from "./runtime.js";
import { targetProblem } from "./targets.js";

/*
 * Webhook subscriptions (issue 21 item 2; routes/webhooks.ts): made with a URL and event types,
 * answered once with their `whsec_` secret, listed, changed, paused, deleted, and their delivery
 * log with a replay. An event's subscriptions hear of that event; an organization's own
 * (`eventId` null) hear of every event of the organization.
 */

/** Whose subscriptions: an event's (`eventId`), or the organization's own (`eventId` null). */
export interface WebhookScope {
  orgId: string;
  eventId: string | null;
}

export const eventScope = (event: { id: string; orgId: string }): WebhookScope => ({
  orgId: event.orgId,
  eventId: event.id,
});

const inScope = (scope: WebhookScope): SQL =>
  scope.eventId === null
    ? (and(eq(webhooks.orgId, scope.orgId), isNull(webhooks.eventId)) as SQL)
    : eq(webhooks.eventId, scope.eventId);

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function webhookSummaryOf(row: WebhookRow): WebhookSummary {
  return {
    id: row.id,
    eventId: row.eventId,
    url: row.url,
    source: row.source === "zapier" ? "zapier" : "manual",
    events: row.events,
    status: row.status === "paused" ? "paused" : "active",
    pausedReason: row.pausedReason,
    failureStreak: row.failureStreak,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.eventType,
    status: row.status === "delivered" || row.status === "failed" ? row.status : "pending",
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastResponse: row.lastResponse,
    lastDurationMs: row.lastDurationMs,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    payload: row.payload,
  };
}

/** `whsec_` and 32 random bytes in base64 (Standard Webhooks' secret format). */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;

async function checkTarget(rt: WebhookRuntime, url: string): Promise<void> {
  const problem = await targetProblem(rt, url);
  if (problem) throw invalid(`URL: ${problem}`, [{ path: "url", message: problem }]);
}

export async function listWebhooks(rt: WebhookRuntime, scope: WebhookScope): Promise<WebhookSummary[]> {
  const rows = await rt.db
    .select()
    .from(webhooks)
    .where(inScope(scope))
    .orderBy(webhooks.createdAt, webhooks.id);
  return rows.map(webhookSummaryOf);
}

export async function findWebhook(
  rt: WebhookRuntime,
  scope: WebhookScope,
  webhookId: string,
): Promise<WebhookRow> {
  const [row] = await rt.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), inScope(scope)));
  if (!row) throw absent(webhookMessages.notFound);
  return row;
}

export async function getWebhook(rt: WebhookRuntime, scope: WebhookScope, webhookId: string) {
  return webhookSummaryOf(await findWebhook(rt, scope, webhookId));
}

export async function createWebhook(
  rt: WebhookRuntime,
  scope: WebhookScope,
  userId: string,
  body: WebhookCreateBody,
  source: WebhookSource = "manual",
): Promise<CreatedWebhook> {
  await checkTarget(rt, body.url);
  const [existing] = await rt.db.select({ n: count() }).from(webhooks).where(inScope(scope));
  if ((existing?.n ?? 0) >= MAX_WEBHOOKS_PER_EVENT)
    throw clash(scope.eventId === null ? webhookMessages.tooManyForOrg : webhookMessages.tooMany);
  const secret = newWebhookSecret();
  const [row] = await rt.db
    .insert(webhooks)
    .values({
      id: randomUUID(),
      orgId: scope.orgId,
      eventId: scope.eventId,
      url: body.url,
      events: body.events,
      source,
      secretSealed: rt.secrets.seal(secret),
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error("The webhook was not stored");
  return { id: row.id, secret, webhook: webhookSummaryOf(row) };
}

export async function updateWebhook(
  rt: WebhookRuntime,
  scope: WebhookScope,
  webhookId: string,
  body: WebhookUpdateBody,
): Promise<WebhookSummary> {
  const row = await findWebhook(rt, scope, webhookId);
  if (body.url !== undefined && body.url !== row.url) await checkTarget(rt, body.url);
  const resume = body.active === true && row.status !== "active";
  const [updated] = await rt.db
    .update(webhooks)
    .set({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(body.active !== undefined ? { status: body.active ? "active" : "paused", pausedReason: null } : {}),
      ...(resume ? { failureStreak: 0 } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(webhooks.id, row.id))
    .returning();
  if (!updated) throw absent(webhookMessages.notFound);
  return webhookSummaryOf(updated);
}

export async function deleteWebhook(rt: WebhookRuntime, scope: WebhookScope, webhookId: string) {
  const row = await findWebhook(rt, scope, webhookId);
  await rt.db.delete(webhooks).where(eq(webhooks.id, row.id));
  return { id: row.id };
}

/** The subscription's deliveries, newest first. */
export async function listDeliveries(
  rt: WebhookRuntime,
  scope: WebhookScope,
  webhookId: string,
  paging: { page: number; pageSize: number },
): Promise<WebhookDeliveryPage> {
  const row = await findWebhook(rt, scope, webhookId);
  const [total] = await rt.db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, row.id));
  const rows = await rt.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, row.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return { items: rows.map(deliveryOf), total: total?.n ?? 0, page: paging.page, pageSize: paging.pageSize };
}

/**
 * Sends a delivery again now, with the same `webhook-id` (receivers tell a replay from a new
 * message by it): its attempts start over. 409 while the subscription is paused.
 */
export async function replayDelivery(
  rt: WebhookRuntime,
  scope: WebhookScope,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const hook = await findWebhook(rt, scope, webhookId);
  if (hook.status !== "active") throw clash("This webhook is paused: resume it to send deliveries again.");
  const [row] = await rt.db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null, leaseUntil: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, hook.id)))
    .returning();
  if (!row) throw absent(webhookMessages.deliveryNotFound);
  await rt.queue.send(WEBHOOK_JOB, { deliveryId: row.id });
  return deliveryOf(row);
}
