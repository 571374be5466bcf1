import { type MailMessage, type MailStatus, type MailSummary, mailboxMessages } from "@foyer/domain";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailMessages, users } from "../../db/schema/index.js";
import { absent, clash } from "../refusal.js";
import { showAddress } from "./address.js";
import { type MailKind, mailKinds } from "./default-templates.js";

/*
 * Reading the outbox (issue 19 item 1 "a mailbox page: list, open, links clickable"): platform
 * admins only, since it holds every person's reset and invitation links. The route answers 403
 * to anyone else. The event's and organization's histories (history.ts) read it through the same
 * functions, each within its own scope.
 */

export type MailRow = typeof mailMessages.$inferSelect;

/** Whether the user is a platform admin ("isFoyerAdmin"), who alone reads the outbox. */
export async function canReadMailbox(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ admin: users.isFoyerAdmin }).from(users).where(eq(users.id, userId));
  return Boolean(row?.admin);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What a template is for ("Password reset"); a template no longer in the registry is its own name. */
export function templateLabelOf(template: string): string {
  const kinds: Record<string, MailKind> = mailKinds;
  return Object.hasOwn(kinds, template) ? (kinds[template]?.label ?? template) : template;
}

export function summaryOf(row: MailRow): MailSummary {
  return {
    id: row.id,
    toAddress: row.toAddress,
    toName: row.toName,
    subject: row.subject,
    template: row.template,
    templateLabel: templateLabelOf(row.template),
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

/** `%`, `_` and `\` in a search are themselves, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface MailFilter {
  page: number;
  pageSize: number;
  q: string;
  status?: MailStatus | undefined;
  template?: string | undefined;
}

/** One page of messages within `scope` (none: all), newest first; `q` matches addresses and names. */
export async function pageOfMail(
  db: Db,
  query: MailFilter,
  scope?: SQL,
): Promise<{ rows: MailRow[]; total: number }> {
  const filters: SQL[] = scope ? [scope] : [];
  if (query.q) {
    const pattern = likeText(query.q);
    filters.push(or(ilike(mailMessages.toAddress, pattern), ilike(mailMessages.toName, pattern)) as SQL);
  }
  if (query.status) filters.push(eq(mailMessages.status, query.status));
  if (query.template) filters.push(eq(mailMessages.template, query.template));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One page of the outbox, newest first. */
export async function listMail(
  db: Db,
  query: MailFilter,
): Promise<{ messages: MailSummary[]; total: number }> {
  const { rows, total } = await pageOfMail(db, query);
  return { messages: rows.map(summaryOf), total };
}

/** A stored message as the API shows it, both parts. */
export function messageOf(row: MailRow): MailMessage {
  return {
    ...summaryOf(row),
    from: showAddress({ name: row.fromName, address: row.fromAddress }),
    orgId: row.orgId,
    eventId: row.eventId,
    text: row.textBody,
    html: row.htmlBody,
    serverResponse: row.serverResponse,
    failureReason: row.failureReason,
    lastAttemptAt: iso(row.lastAttemptAt),
  };
}

/** One message within `scope` (none: any), or null. */
export async function findMail(db: Db, messageId: string, scope?: SQL): Promise<MailRow | null> {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(scope ? and(eq(mailMessages.id, messageId), scope) : eq(mailMessages.id, messageId));
  return row ?? null;
}

/** One message with both parts, or null. */
export async function readMail(db: Db, messageId: string): Promise<MailMessage | null> {
  const row = await findMail(db, messageId);
  return row ? messageOf(row) : null;
}

/**
 * A message the server accepted that the provider later reported bounced (issue 19 item 5): a
 * platform admin records it with the report's words. Only `sent` messages: one never sent cannot
 * bounce, and a bounce is not undone.
 */
export async function markBounced(db: Db, messageId: string, reason: string): Promise<MailMessage> {
  const [row] = await db
    .update(mailMessages)
    .set({ status: "bounced", failureReason: `Reported bounced: ${reason}`, leaseUntil: null })
    .where(and(eq(mailMessages.id, messageId), eq(mailMessages.status, "sent")))
    .returning();
  if (row) return messageOf(row);
  if (!(await findMail(db, messageId))) throw absent(mailboxMessages.notFound);
  throw clash(mailboxMessages.bounceOnlySent);
}

/** The distinct templates within `scope`, for a history's filter. */
export async function templatesOf(db: Db, scope: SQL): Promise<{ template: string; label: string }[]> {
  const rows = await db
    .selectDistinct({ template: mailMessages.template })
    .from(mailMessages)
    .where(scope)
    .orderBy(sql`1`);
  return rows.map(({ template }) => ({ template, label: templateLabelOf(template) }));
}
