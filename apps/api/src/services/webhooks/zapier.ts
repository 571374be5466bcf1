import {
  type PermissionModule,
  type RecordInput,
  type SessionCreateBody,
  type WebhookEventType,
  webhookMessages,
  type ZapierEvent,
  type ZapierHook,
  type ZapierMe,
  type ZapierSample,
  type ZapierSubscribeBody,
  type ZapierSubscribed,
} from "@foyer/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  contacts,
  eventSessions,
  events,
  formSubmissions,
  forms,
  organizations,
  webhookDeliveries,
  webhooks,
} from "../../db/schema/index.js";
import type { ApiTokenPrincipal } from "../auth/api-tokens.js";
import { submissionNews } from "../forms/forms.js";
import type { EventRow } from "../permissions/event-access.js";
import { requireEventPermission, requirementOf } from "../permissions/permissions.js";
import { createRecord } from "../records/create.js";
import { contactNews, recordDetail } from "../records/detail.js";
import { contactsModuleOf, findRecord } from "../records/store.js";
import { absent } from "../refusal.js";
import { createSession, sessionNews } from "../sessions/sessions.js";
import type { WebhookPayload } from "./emit.js";
import type { WebhookRuntime } from "./runtime.js";
import { createWebhook, deleteWebhook, eventScope, findWebhook } from "./webhooks.js";

/*
 * Zapier (issue 21 item 3; routes/zapier.ts). A Foyer integration on Zapier's platform connects
 * with an organization API token. Its authentication test is `zapierMe`. A Zap's REST-hook trigger
 * subscribes Zapier's URL to one event type of one event: that is a webhook subscription (source
 * `zapier`) like any other, its address checked by the same outbound guard, its deliveries signed,
 * retried and logged the same way. The trigger's sample list is recent records of the event shaped
 * as the deliveries are, newest first. The actions create a contact and a session through the same
 * services as the admin, so they are validated and checked against the token's scopes the same way.
 */

/** What the token must be able to read to hear of a type: the news shows that module's records. */
const TRIGGER_MODULES: Record<WebhookEventType, readonly PermissionModule[]> = {
  "contact.created": ["contacts"],
  "contact.updated": ["contacts"],
  "session.created": ["sessions"],
  "session.updated": ["sessions"],
  "session.scheduled": ["sessions"],
  "submission.created": ["sessionForms", "applications", "portal"],
  "import.finished": ["contacts"],
  "integration.synced": ["settings"],
  "schedule.released": ["schedules"],
};

/** How many samples the Zap editor gets. */
export const ZAPIER_SAMPLES = 3;

const readRequirement = (type: WebhookEventType) => requirementOf(TRIGGER_MODULES[type], "read");

/** GET /zapier/me, the authentication test: the token's organization, for the connection's label. */
export async function zapierMe(db: Db, token: ApiTokenPrincipal): Promise<ZapierMe> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, token.orgId));
  if (!organization) throw absent("This organization does not exist.");
  return {
    orgId: organization.id,
    orgName: organization.name,
    tokenId: token.id,
    tokenName: token.name,
    scopes: token.scopes,
  };
}

/** GET /zapier/events: the organization's events (drafts left out), soonest last. */
export async function zapierEvents(db: Db, token: ApiTokenPrincipal): Promise<ZapierEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.orgId, token.orgId), eq(events.isDraft, false)))
    .orderBy(desc(events.dateFrom), events.name);
  return rows.map((row) => ({ id: row.id, name: row.name, dateFrom: row.dateFrom, dateTo: row.dateTo }));
}

const hookOf = (row: {
  id: string;
  eventId: string | null;
  events: string[];
  url: string;
  createdAt: string;
}): ZapierHook => ({
  id: row.id,
  eventId: row.eventId ?? "",
  event: row.events[0] ?? "",
  hookUrl: row.url,
  createdAt: row.createdAt,
});

/** POST /zapier/events/{eventId}/hooks: a Zap is turned on; 403 when the token may not read the type's records. */
export async function subscribeZap(
  rt: WebhookRuntime,
  token: ApiTokenPrincipal,
  eventId: string,
  body: ZapierSubscribeBody,
): Promise<ZapierSubscribed> {
  const event = await requireEventPermission(rt.db, token.id, eventId, readRequirement(body.event));
  const created = await createWebhook(
    rt,
    eventScope(event),
    token.id,
    { url: body.hookUrl, events: [body.event] },
    "zapier",
  );
  return { ...hookOf(created.webhook), secret: created.secret };
}

/** DELETE /zapier/events/{eventId}/hooks/{hookId}: a Zap is turned off. Only Zapier's own subscriptions. */
export async function unsubscribeZap(
  rt: WebhookRuntime,
  token: ApiTokenPrincipal,
  eventId: string,
  hookId: string,
): Promise<{ id: string }> {
  const event = await requireEventPermission(rt.db, token.id, eventId, null);
  const scope = eventScope(event);
  const row = await findWebhook(rt, scope, hookId);
  if (row.source !== "zapier") throw absent(webhookMessages.notFound);
  return deleteWebhook(rt, scope, row.id);
}

const sample = (
  event: EventRow,
  type: WebhookEventType,
  at: Date,
  data: Record<string, unknown>,
): ZapierSample => ({ type, timestamp: at.toISOString(), eventId: event.id, data });

async function contactSamples(db: Db, event: EventRow, type: "contact.created" | "contact.updated") {
  const module = await contactsModuleOf(db, event.id);
  if (!module) return [];
  const column = type === "contact.created" ? contacts.createdAt : contacts.updatedAt;
  const rows = await db
    .select({ id: contacts.id, at: column })
    .from(contacts)
    .where(eq(contacts.eventId, event.id))
    .orderBy(desc(column), desc(contacts.id))
    .limit(ZAPIER_SAMPLES);
  const samples: ZapierSample[] = [];
  for (const row of rows) {
    const record = await findRecord(db, "contact", event.id, row.id);
    if (!record) continue;
    const news = contactNews(await recordDetail(db, { event, module, record }));
    samples.push(sample(event, type, row.at, type === "contact.updated" ? { ...news, changed: [] } : news));
  }
  return samples;
}

async function sessionSamples(db: Db, event: EventRow, type: "session.created" | "session.updated") {
  const column = type === "session.created" ? eventSessions.createdAt : eventSessions.updatedAt;
  const rows = await db
    .select()
    .from(eventSessions)
    .where(eq(eventSessions.eventId, event.id))
    .orderBy(desc(column), desc(eventSessions.id))
    .limit(ZAPIER_SAMPLES);
  return rows.map((row) =>
    type === "session.created"
      ? sample(event, type, row.createdAt, sessionNews(row))
      : sample(event, type, row.updatedAt, { ...sessionNews(row), changed: [] }),
  );
}

async function submissionSamples(db: Db, event: EventRow) {
  const rows = await db
    .select({ form: { id: forms.id, name: forms.name }, submission: formSubmissions })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(and(eq(forms.eventId, event.id), eq(formSubmissions.status, "submitted")))
    .orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.id))
    .limit(ZAPIER_SAMPLES);
  return rows.map(({ form, submission }) =>
    sample(
      event,
      "submission.created",
      submission.submittedAt ?? submission.createdAt,
      submissionNews(form, submission),
    ),
  );
}

/** The news of a type that has no record of its own to read back: the bodies last sent for the event. */
async function sentSamples(db: Db, event: EventRow, type: WebhookEventType) {
  const rows = await db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(
      and(
        eq(webhooks.orgId, event.orgId),
        eq(webhookDeliveries.eventType, type),
        sql`${webhookDeliveries.payload}->>'eventId' = ${event.id}`,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(ZAPIER_SAMPLES * 10);
  // One piece of news goes to every subscription: each is listed once.
  const seen = new Set<string>();
  const samples: ZapierSample[] = [];
  for (const { payload } of rows) {
    const news = payload as unknown as WebhookPayload;
    const key = `${news.timestamp} ${JSON.stringify(news.data)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    samples.push({ type: news.type, timestamp: news.timestamp, eventId: news.eventId, data: news.data });
    if (samples.length === ZAPIER_SAMPLES) break;
  }
  return samples;
}

/**
 * GET /zapier/events/{eventId}/samples/{type}: the trigger's sample list (Zapier's performList),
 * newest first, each exactly the body a delivery of the type sends. Contacts, sessions and
 * submissions are read back from the event's records; the other types from the news last sent.
 */
export async function zapierSamples(
  db: Db,
  token: ApiTokenPrincipal,
  eventId: string,
  type: WebhookEventType,
): Promise<ZapierSample[]> {
  const event = await requireEventPermission(db, token.id, eventId, readRequirement(type));
  switch (type) {
    case "contact.created":
    case "contact.updated":
      return contactSamples(db, event, type);
    case "session.created":
    case "session.updated":
      return sessionSamples(db, event, type);
    case "submission.created":
      return submissionSamples(db, event);
    default:
      return sentSamples(db, event, type);
  }
}

/** The create-contact action: the new contact as its `contact.created` news carries it. */
export async function zapierCreateContact(
  db: Db,
  token: ApiTokenPrincipal,
  eventId: string,
  values: Readonly<Record<string, RecordInput>>,
): Promise<Record<string, unknown>> {
  return contactNews(await createRecord(db, token.id, eventId, "contact", undefined, values));
}

/** The create-session action: the new session as its `session.created` news carries it. */
export async function zapierCreateSession(
  db: Db,
  token: ApiTokenPrincipal,
  eventId: string,
  body: SessionCreateBody,
): Promise<Record<string, unknown>> {
  const event = await requireEventPermission(db, token.id, eventId, [
    { module: "sessions", action: "update" },
  ]);
  const id = await createSession(db, event, token.id, body);
  const [row] = await db.select().from(eventSessions).where(eq(eventSessions.id, id));
  if (!row) throw new Error("The new session was not stored");
  return sessionNews(row);
}
