import type { MailMessage, MailStatus, MailSummary } from "@foyer/domain";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailMessages, users } from "../../db/schema/index.js";
import { showAddress } from "./address.js";

/*
 * Reading the outbox (issue 19 item 1 "a mailbox page: list, open, links clickable"): platform
 * admins only, since it holds every person's reset and invitation links. The route answers 403
 * to anyone else.
 */

type Row = typeof mailMessages.$inferSelect;

/** Whether the user is a platform admin ("isFoyerAdmin"), who alone reads the outbox. */
export async function canReadMailbox(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ admin: users.isFoyerAdmin }).from(users).where(eq(users.id, userId));
  return Boolean(row?.admin);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function summaryOf(row: Row): MailSummary {
  return {
    id: row.id,
    toAddress: row.toAddress,
    toName: row.toName,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

/** `%`, `_` and `\` in a search are themselves, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of the outbox, newest first; `q` matches addresses and names containing it. */
export async function listMail(
  db: Db,
  query: { page: number; pageSize: number; q: string; status?: MailStatus | undefined },
): Promise<{ messages: MailSummary[]; total: number }> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likeText(query.q);
    filters.push(or(ilike(mailMessages.toAddress, pattern), ilike(mailMessages.toName, pattern)) as SQL);
  }
  if (query.status) filters.push(eq(mailMessages.status, query.status));
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
  return { messages: rows.map(summaryOf), total: total?.total ?? 0 };
}

/** One message with both parts, or null. */
export async function readMail(db: Db, messageId: string): Promise<MailMessage | null> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
  if (!row) return null;
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
