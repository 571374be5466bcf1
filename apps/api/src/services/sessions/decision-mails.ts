import { randomUUID } from "node:crypto";
import {
  type DecisionDraftsResult,
  type DecisionMailDetail,
  type DecisionMailPatch,
  type DecisionMailQuery,
  type DecisionMailSummary,
  decisionMailMessages,
  type SessionDecision,
} from "@foyer/domain";
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  contacts,
  decisionMails,
  eventSessions,
  mailMessages,
  sessionParticipants,
} from "../../db/schema/index.js";
import { firstNameOf } from "../mail/default-templates.js";
import { resolveTemplate } from "../mail/template-source.js";
import type { EventRow } from "../permissions/event-access.js";
import { containsPattern } from "../records/filters.js";
import { absent, clash, invalid } from "../refusal.js";

/*
 * Session decisions' outbox (issue 19 item 3): drafts written from the event's accepted or
 * rejected template, one per speaker and session, kept with their placeholders so an edit can
 * still say {first_name}. Organizers review and edit them here; decision-sending.ts sends them.
 */

/** The mail kind of a decision. */
export const decisionKind = (decision: SessionDecision) =>
  decision === "accepted" ? ("session-accepted" as const) : ("session-rejected" as const);

/** Ids per query: well under the database's bind-parameter limit. */
export const CHUNK = 1000;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let first = 0; first < items.length; first += size) out.push(items.slice(first, first + size));
  return out;
}

type DraftRow = typeof decisionMails.$inferInsert;

/**
 * Drafts of `decision` for the sessions' speakers. A person whose mail for the session was sent
 * gets no new draft; a draft of the same decision is kept as it is (an edit survives); a draft of
 * the other decision, or a discarded one, is written again from the template.
 */
export async function writeDrafts(
  db: Db,
  event: EventRow,
  userId: string,
  decision: SessionDecision,
  sessionIds: readonly string[],
): Promise<DecisionDraftsResult> {
  const wanted = [...new Set(sessionIds)];
  const found: string[] = [];
  for (const ids of chunks(wanted)) {
    const rows = await db
      .select({ id: eventSessions.id })
      .from(eventSessions)
      .where(and(eq(eventSessions.eventId, event.id), inArray(eventSessions.id, ids)));
    found.push(...rows.map((row) => row.id));
  }
  if (found.length !== wanted.length) throw invalid(decisionMailMessages.sessionsMissing);

  const template = await resolveTemplate(db, decisionKind(decision), {
    orgId: event.orgId,
    eventId: event.id,
  });
  const result: DecisionDraftsResult = { written: 0, kept: 0, alreadySent: 0, noAddress: 0, noSpeakers: 0 };
  for (const ids of chunks(found)) {
    const [speakers, existing] = await Promise.all([
      db
        .selectDistinct({
          sessionId: sessionParticipants.sessionId,
          contactId: contacts.id,
          fname: contacts.fname,
          lname: contacts.lname,
          email: contacts.email,
        })
        .from(sessionParticipants)
        .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
        .where(and(inArray(sessionParticipants.sessionId, ids), eq(sessionParticipants.role, "speaker"))),
      db
        .select({
          id: decisionMails.id,
          sessionId: decisionMails.sessionId,
          contactId: decisionMails.contactId,
          status: decisionMails.status,
          decision: decisionMails.decision,
        })
        .from(decisionMails)
        .where(inArray(decisionMails.sessionId, ids)),
    ]);
    const withSpeakers = new Set(speakers.map((speaker) => speaker.sessionId));
    result.noSpeakers += ids.filter((id) => !withSpeakers.has(id)).length;
    const rowOf = new Map(existing.map((row) => [`${row.sessionId} ${row.contactId}`, row]));
    const inserts: DraftRow[] = [];
    const rewrites: string[] = [];
    for (const speaker of speakers) {
      const address = speaker.email?.trim();
      if (!address) {
        result.noAddress++;
        continue;
      }
      const row = rowOf.get(`${speaker.sessionId} ${speaker.contactId}`);
      if (row?.status === "sent") result.alreadySent++;
      else if (row?.status === "draft" && row.decision === decision) result.kept++;
      else if (row) rewrites.push(row.id);
      else {
        inserts.push({
          id: randomUUID(),
          orgId: event.orgId,
          eventId: event.id,
          sessionId: speaker.sessionId,
          contactId: speaker.contactId,
          decision,
          toAddress: address,
          toName: `${speaker.fname} ${speaker.lname}`.trim(),
          subject: template.subject,
          body: template.body,
          createdBy: userId,
        });
      }
    }
    for (const batch of chunks(inserts, 500)) {
      // Another organizer writing the same drafts at once: theirs stands, ours is not counted.
      const made = await db
        .insert(decisionMails)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: decisionMails.id });
      result.written += made.length;
    }
    for (const batch of chunks(rewrites, 500)) {
      const made = await db
        .update(decisionMails)
        .set({
          decision,
          subject: template.subject,
          body: template.body,
          status: "draft",
          editedBy: null,
          createdBy: userId,
          updatedAt: new Date(),
        })
        .where(and(inArray(decisionMails.id, batch), ne(decisionMails.status, "sent")))
        .returning({ id: decisionMails.id });
      result.written += made.length;
      result.alreadySent += batch.length - made.length;
    }
  }
  return result;
}

/** The list's and "send all matching"'s conditions, within the event. */
export function decisionFilter(
  eventId: string,
  filter: Pick<DecisionMailQuery, "q" | "decision" | "sessionId" | "status">,
): SQL {
  const where: (SQL | undefined)[] = [eq(decisionMails.eventId, eventId)];
  if (filter.decision) where.push(eq(decisionMails.decision, filter.decision));
  if (filter.status) where.push(eq(decisionMails.status, filter.status));
  if (filter.sessionId) where.push(eq(decisionMails.sessionId, filter.sessionId));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // The search also finds session titles: the event's sessions whose title contains it.
    const titled = sql`${decisionMails.sessionId} in (select ${eventSessions.id} from ${eventSessions} where ${eventSessions.eventId} = ${eventId} and ${eventSessions.title} ilike ${pattern})`;
    where.push(or(ilike(decisionMails.toName, pattern), ilike(decisionMails.toAddress, pattern), titled));
  }
  return and(...where) as SQL;
}

const summaryColumns = {
  id: decisionMails.id,
  sessionId: decisionMails.sessionId,
  sessionTitle: eventSessions.title,
  contactId: decisionMails.contactId,
  toName: decisionMails.toName,
  toAddress: decisionMails.toAddress,
  decision: decisionMails.decision,
  subject: decisionMails.subject,
  body: decisionMails.body,
  status: decisionMails.status,
  editedBy: decisionMails.editedBy,
  messageId: decisionMails.messageId,
  delivery: mailMessages.status,
  failureReason: mailMessages.failureReason,
  createdAt: decisionMails.createdAt,
  sentAt: decisionMails.sentAt,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] | null;
};

function summaryOf(row: SummaryRow): DecisionMailSummary {
  return {
    id: row.id as string,
    sessionId: row.sessionId as string,
    sessionTitle: row.sessionTitle ?? "",
    contactId: row.contactId as string,
    toName: row.toName ?? "",
    toAddress: row.toAddress ?? "",
    decision: row.decision as SessionDecision,
    subject: row.subject ?? "",
    status: row.status ?? "draft",
    edited: row.editedBy !== null,
    messageId: row.messageId,
    delivery: row.delivery,
    failureReason: row.failureReason,
    createdAt: (row.createdAt as Date).toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(decisionMails)
    .innerJoin(eventSessions, eq(eventSessions.id, decisionMails.sessionId))
    .leftJoin(mailMessages, eq(mailMessages.id, decisionMails.messageId));

/** One page of the event's decision emails, newest first, then by session and name. */
export async function listDecisionMails(
  db: Db,
  eventId: string,
  query: Required<Pick<DecisionMailQuery, "page" | "pageSize">> & DecisionMailQuery,
): Promise<{ mails: DecisionMailSummary[]; total: number }> {
  const where = decisionFilter(eventId, query);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(decisionMails.createdAt), eventSessions.title, decisionMails.toName, decisionMails.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(decisionMails).where(where),
  ]);
  return { mails: rows.map(summaryOf), total: total?.total ?? 0 };
}

/** The person's placeholder values: their current first name, the session's title, the event's name. */
export function valuesOf(event: Pick<EventRow, "name">, fname: string | null, sessionTitle: string) {
  return { first_name: firstNameOf(fname), session_title: sessionTitle, event_name: event.name };
}

/** One decision email with its words and the person's values, or null. */
export async function readDecisionMail(
  db: Db,
  event: EventRow,
  mailId: string,
): Promise<DecisionMailDetail | null> {
  const [row] = await selectSummaries(db)
    .where(and(eq(decisionMails.id, mailId), eq(decisionMails.eventId, event.id)))
    .limit(1);
  if (!row) return null;
  const [person] = await db
    .select({ fname: contacts.fname })
    .from(contacts)
    .where(eq(contacts.id, row.contactId));
  return {
    ...summaryOf(row),
    body: row.body,
    values: valuesOf(event, person?.fname ?? null, row.sessionTitle),
  };
}

/** Refuses a change to a mail that is not a draft of this event (404, or 409 once sent or discarded). */
async function refuseChange(db: Db, eventId: string, mailId: string): Promise<never> {
  const [row] = await db
    .select({ status: decisionMails.status })
    .from(decisionMails)
    .where(and(eq(decisionMails.id, mailId), eq(decisionMails.eventId, eventId)));
  if (!row) throw absent(decisionMailMessages.notFound);
  throw clash(decisionMailMessages.notDraft);
}

/** Changes a draft of the event; anything else (sent, discarded, another event's) is refused. */
async function changeDraft(
  db: Db,
  eventId: string,
  mailId: string,
  set: Partial<typeof decisionMails.$inferInsert>,
): Promise<void> {
  const changed = await db
    .update(decisionMails)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(decisionMails.id, mailId),
        eq(decisionMails.eventId, eventId),
        eq(decisionMails.status, "draft"),
      ),
    )
    .returning({ id: decisionMails.id });
  if (changed.length === 0) await refuseChange(db, eventId, mailId);
}

/** New words for a draft; the contract has refused empty, over-long and unknown-placeholder text. */
export const editDecisionMail = (
  db: Db,
  event: EventRow,
  userId: string,
  mailId: string,
  patch: DecisionMailPatch,
) => changeDraft(db, event.id, mailId, { subject: patch.subject, body: patch.body, editedBy: userId });

/** Discards a draft: it stays in the list as discarded, and writing drafts again brings it back. */
export const discardDecisionMail = (db: Db, event: EventRow, mailId: string) =>
  changeDraft(db, event.id, mailId, { status: "discarded" });
