import type { DecisionMailQuery, DecisionSendBody, DecisionSendResult } from "@foyer/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, decisionMails, eventSessions } from "../../db/schema/index.js";
import type { MailRequest, QueuedMail } from "../mail/outbox.js";
import type { EventRow } from "../permissions/event-access.js";
import { CHUNK, chunks, decisionFilter, decisionKind, valuesOf } from "./decision-mails.js";

/*
 * Sending decision emails (issue 19 item 3): "never sent automatically; a person's decision mail
 * is sent once". The chosen drafts are claimed in one UPDATE … WHERE status = 'draft' RETURNING:
 * a double click, a second tab or a second API process claims nothing the first took, so each
 * draft becomes one outbox message. Each is sent with its own words (`template`) and the
 * person's values; the outbox renders, stores and queues them 500 to an insert.
 */

/** What sending needs from the outbox: many messages at once (outbox.ts `queueMails`). */
export type QueueMails = (requests: readonly MailRequest[]) => Promise<QueuedMail[]>;

type Claimed = {
  id: string;
  sessionId: string;
  contactId: string;
  decision: "accepted" | "rejected";
  toAddress: string;
  toName: string;
  subject: string;
  body: string;
};

const claimedColumns = {
  id: decisionMails.id,
  sessionId: decisionMails.sessionId,
  contactId: decisionMails.contactId,
  decision: decisionMails.decision,
  toAddress: decisionMails.toAddress,
  toName: decisionMails.toName,
  subject: decisionMails.subject,
  body: decisionMails.body,
};

/** Marks the drafts matching `where` sent by `userId` and answers them: only this call has them. */
async function claim(db: Db, userId: string, where: SQL): Promise<Claimed[]> {
  return db
    .update(decisionMails)
    .set({ status: "sent", sentBy: userId, sentAt: new Date(), updatedAt: new Date() })
    .where(and(where, eq(decisionMails.status, "draft")))
    .returning(claimedColumns);
}

/** The sessions' titles and the people's first names and accounts, for the claimed drafts. */
async function peopleOf(db: Db, claimed: readonly Claimed[]) {
  const titles = new Map<string, string>();
  const people = new Map<string, { fname: string; userId: string | null }>();
  for (const ids of chunks([...new Set(claimed.map((row) => row.sessionId))])) {
    const rows = await db
      .select({ id: eventSessions.id, title: eventSessions.title })
      .from(eventSessions)
      .where(inArray(eventSessions.id, ids));
    for (const row of rows) titles.set(row.id, row.title);
  }
  for (const ids of chunks([...new Set(claimed.map((row) => row.contactId))])) {
    const rows = await db
      .select({ id: contacts.id, fname: contacts.fname, userId: contacts.userId })
      .from(contacts)
      .where(inArray(contacts.id, ids));
    for (const row of rows) people.set(row.id, { fname: row.fname, userId: row.userId });
  }
  return { titles, people };
}

/** Notes each draft's outbox message, 500 rows to an UPDATE … FROM (VALUES …). */
async function noteMessages(db: Db, pairs: readonly (readonly [string, string])[]): Promise<void> {
  for (const batch of chunks(pairs, 500)) {
    const values = sql.join(
      batch.map(([mailId, messageId]) => sql`(${mailId}, ${messageId})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${decisionMails} set message_id = v.message_id from (values ${values}) as v(id, message_id) where ${decisionMails.id} = v.id`,
    );
  }
}

/**
 * Sends the chosen drafts (ids) or every draft matching the filter. Answers how many were
 * queued, refused by the outbox (an address it cannot send to) and skipped (not drafts).
 */
export async function sendDecisionMails(
  db: Db,
  queueMails: QueueMails,
  event: EventRow,
  userId: string,
  body: DecisionSendBody,
): Promise<DecisionSendResult> {
  const claimed: Claimed[] = [];
  let asked = 0;
  if (body.ids) {
    const ids = [...new Set(body.ids)];
    asked = ids.length;
    for (const batch of chunks(ids, CHUNK)) {
      claimed.push(
        ...(await claim(
          db,
          userId,
          and(eq(decisionMails.eventId, event.id), inArray(decisionMails.id, batch)) as SQL,
        )),
      );
    }
  } else {
    const filter: DecisionMailQuery = { ...body.filter, status: "draft" };
    claimed.push(...(await claim(db, userId, decisionFilter(event.id, filter))));
    asked = claimed.length;
  }
  if (claimed.length === 0) return { queued: 0, refused: 0, skipped: asked };

  const { titles, people } = await peopleOf(db, claimed);
  const requests: MailRequest[] = claimed.map((row) => {
    const person = people.get(row.contactId);
    return {
      kind: decisionKind(row.decision),
      to: { address: row.toAddress, name: row.toName },
      template: { subject: row.subject, body: row.body },
      values: valuesOf(event, person?.fname ?? null, titles.get(row.sessionId) ?? ""),
      orgId: event.orgId,
      eventId: event.id,
      userId: person?.userId ?? null,
    };
  });
  const answers = await queueMails(requests);
  await noteMessages(
    db,
    answers.map((answer, index) => [(claimed[index] as Claimed).id, answer.id] as const),
  );
  const refused = answers.filter((answer) => answer.status === "failed").length;
  return { queued: answers.length - refused, refused, skipped: asked - claimed.length };
}
