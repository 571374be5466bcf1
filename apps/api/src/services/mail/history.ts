import {
  type EmailHistoryEntry,
  type EmailHistoryPage,
  HISTORY_REQUIREMENT,
  type MailMessage,
} from "@foyer/domain";
import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailMessages } from "../../db/schema/index.js";
import { requireOrgPermission } from "../organizations/organizations.js";
import { requireEventPermission } from "../permissions/permissions.js";
import {
  findMail,
  type MailFilter,
  type MailRow,
  messageOf,
  pageOfMail,
  summaryOf,
  templatesOf,
} from "./mailbox.js";

/*
 * What each person was sent (issue 19 item 5): the event's emails (`mail_messages.event_id`) and
 * the organization's (`org_id`, its events' among them), for whoever holds read on history or on
 * emails there (spec 1 §6). A message is read within its scope only: another event's message is
 * 404, whatever its id.
 *
 * Unlike the platform outbox, these pages hide the secret part of single-use links: a link that
 * lets its holder choose the recipient's password must not pass to everyone who reads history.
 */

/** http(s) URLs in a text or an HTML part (an href and the anchor's text alike). */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/**
 * A run of at least 32 URL-safe characters: a link token (ours are 32, base64url). Percent
 * escapes are matched on their own first, so `%2F` is never the start of a run.
 */
const TOKEN_PATTERN = /%[0-9A-Fa-f]{2}|[A-Za-z0-9_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The text with every token in its links replaced by "hidden" (ids such as UUIDs stay). */
export function hideLinkSecrets(text: string): string {
  return text.replace(URL_PATTERN, (url) =>
    url.replace(TOKEN_PATTERN, (run) => (run.startsWith("%") || UUID.test(run) ? run : "hidden")),
  );
}

export function historyEntryOf(row: MailRow): EmailHistoryEntry {
  return { ...summaryOf(row), failureReason: row.failureReason };
}

/** A message as history shows it: its links' secrets hidden in both parts. */
function historyMessageOf(row: MailRow): MailMessage {
  const message = messageOf(row);
  return { ...message, text: hideLinkSecrets(message.text), html: hideLinkSecrets(message.html) };
}

async function historyPage(db: Db, query: MailFilter, scope: SQL): Promise<EmailHistoryPage> {
  const [{ rows, total }, templates] = await Promise.all([
    pageOfMail(db, query, scope),
    templatesOf(db, scope),
  ]);
  return {
    messages: rows.map(historyEntryOf),
    total,
    page: query.page,
    pageSize: query.pageSize,
    templates,
  };
}

/** GET /event/{eventId}/history/emails: the event's emails, newest first. */
export async function eventEmailHistory(
  db: Db,
  userId: string,
  eventId: string,
  query: MailFilter,
): Promise<EmailHistoryPage> {
  const event = await requireEventPermission(db, userId, eventId, HISTORY_REQUIREMENT);
  return historyPage(db, query, eq(mailMessages.eventId, event.id));
}

/** GET /event/{eventId}/history/emails/{messageId}: null for a message that is not the event's. */
export async function eventEmail(
  db: Db,
  userId: string,
  eventId: string,
  messageId: string,
): Promise<MailMessage | null> {
  const event = await requireEventPermission(db, userId, eventId, HISTORY_REQUIREMENT);
  const row = await findMail(db, messageId, eq(mailMessages.eventId, event.id));
  return row ? historyMessageOf(row) : null;
}

/** GET /organizations/{orgId}/history/emails: the organization's emails and its events'. */
export async function orgEmailHistory(
  db: Db,
  userId: string,
  orgId: string,
  query: MailFilter,
): Promise<EmailHistoryPage> {
  const { organization } = await requireOrgPermission(db, userId, orgId, HISTORY_REQUIREMENT);
  return historyPage(db, query, eq(mailMessages.orgId, organization.id));
}

/** GET /organizations/{orgId}/history/emails/{messageId}: null for another organization's message. */
export async function orgEmail(
  db: Db,
  userId: string,
  orgId: string,
  messageId: string,
): Promise<MailMessage | null> {
  const { organization } = await requireOrgPermission(db, userId, orgId, HISTORY_REQUIREMENT);
  const row = await findMail(db, messageId, eq(mailMessages.orgId, organization.id));
  return row ? historyMessageOf(row) : null;
}
