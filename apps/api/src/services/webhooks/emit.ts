import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@foyer/domain";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, webhookDeliveries, webhooks } from "../../db/schema/index.js";
import { queueWorkflowRuns } from "../workflows/trigger.js";
import { WEBHOOK_JOB, webhookRuntimeOf } from "./runtime.js";

/*
 * News for the webhooks (issue 21 item 2): a service that wrote something calls this once its
 * transaction has committed. A delivery is stored for each active webhook that subscribes to the
 * type, the event's own and its organization's (which hear of every event), and its first attempt
 * queued; the event's workflows of that trigger start too (workflows/trigger.ts). It never fails
 * or holds up the write: whatever goes wrong is logged.
 */

/** The body every delivery sends: `{type, timestamp, data}` (Standard Webhooks' shape). */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  eventId: string;
  data: Record<string, unknown>;
}

export async function emitWebhookEvent(
  db: Db,
  eventId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  await queueWorkflowRuns(db, eventId, type, data);
  const rt = webhookRuntimeOf(db);
  if (!rt) return;
  try {
    const subscribed = await db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          or(
            eq(webhooks.eventId, eventId),
            and(
              isNull(webhooks.eventId),
              sql`${webhooks.orgId} = (select ${events.orgId} from ${events} where ${events.id} = ${eventId})`,
            ),
          ),
          eq(webhooks.status, "active"),
          sql`${webhooks.events} @> ${JSON.stringify([type])}::jsonb`,
        ),
      );
    if (subscribed.length === 0) return;
    const payload: WebhookPayload = { type, timestamp: new Date().toISOString(), eventId, data };
    const rows = subscribed.map((hook) => ({
      id: `msg_${randomUUID().replaceAll("-", "")}`,
      webhookId: hook.id,
      eventType: type,
      payload: payload as unknown as Record<string, unknown>,
      nextAttemptAt: sql`now()`,
    }));
    await db.insert(webhookDeliveries).values(rows);
    for (const row of rows) await rt.queue.send(WEBHOOK_JOB, { deliveryId: row.id });
  } catch (error) {
    rt.log.error({ err: error, eventId, type }, "webhook event not queued");
  }
}
