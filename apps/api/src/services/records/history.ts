import {
  type ContactHistoryEntry,
  type EmailHistoryEntry,
  type FormHistoryEntry,
  historyTypesOf,
  type ImportHistoryEntry,
  type MergeHistoryEntry,
  type RecordHistory,
  type RecordHistoryType,
  type SessionHistoryEntry,
} from "@foyer/domain";
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  contactMerges,
  contacts,
  eventSessions,
  formSubmissions,
  forms,
  imports,
  mailMessages,
  modules,
  sessionParticipants,
  users,
} from "../../db/schema/index.js";
import { historyEntryOf } from "../mail/history.js";
import type { RecordRef } from "./store.js";

/*
 * A record's history/{historyType} pages (spec 1 §2): what the record was part of, read from where
 * it is kept rather than copied. A contact's forms are the event's form submissions made by its
 * sign-in or holding its email among the answers; contacts merged into it bring their emails,
 * sign-ins and imports along (contact_merges), so a merge loses none of them. Its emails are the
 * event's messages to one of those addresses (ignoring case) or sign-ins (issue 19 item 5).
 */

export const HISTORY_NOT_FOUND = "This history does not exist.";

/** How many items one history page lists at most, newest first. */
export const HISTORY_LIMIT = 200;

/** The contact's own email, sign-in and import, and those of the contacts merged into it. */
export async function contactIdentities(db: Db, contact: typeof contacts.$inferSelect) {
  const merged = await db
    .select({
      email: contactMerges.mergedEmail,
      userId: contactMerges.mergedUserId,
      importId: contactMerges.mergedImportId,
    })
    .from(contactMerges)
    .where(eq(contactMerges.survivorId, contact.id));
  const unique = (values: (string | null)[]) => [
    ...new Set(values.filter((value): value is string => !!value)),
  ];
  return {
    emails: unique(
      [contact.email, ...merged.map((row) => row.email)].map((email) => email?.toLowerCase() ?? null),
    ),
    userIds: unique([contact.userId, ...merged.map((row) => row.userId)]),
    mergedImportIds: unique(merged.map((row) => row.importId)),
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function importsHistory(db: Db, ref: RecordRef): Promise<ImportHistoryEntry[]> {
  const own = ref.record.row.importId;
  const merged =
    ref.record.type === "contact" ? (await contactIdentities(db, ref.record.row)).mergedImportIds : [];
  const ids = [...new Set([own, ...merged].filter((id): id is string => !!id))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ run: imports, moduleName: modules.name, fname: users.fname, lname: users.lname })
    .from(imports)
    .innerJoin(modules, eq(modules.id, imports.moduleId))
    .leftJoin(users, eq(users.id, imports.userId))
    .where(and(inArray(imports.id, ids), eq(imports.eventId, ref.event.id)))
    .orderBy(desc(imports.createdAt));
  return rows.map(({ run, moduleName, fname, lname }) => ({
    id: run.id,
    fileName: run.fileName || "(unnamed file)",
    moduleName,
    status: run.status,
    userName: run.userId ? `${fname ?? ""} ${lname ?? ""}`.trim() : null,
    createdAt: run.createdAt.toISOString(),
    finishedAt: iso(run.finishedAt),
    relation: run.id === own ? "created" : "created-merged",
  }));
}

const sqlList = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

async function formsHistory(db: Db, ref: RecordRef): Promise<FormHistoryEntry[]> {
  if (ref.record.type !== "contact") return [];
  const { emails, userIds } = await contactIdentities(db, ref.record.row);
  if (emails.length === 0 && userIds.length === 0) return [];
  const byUser: SQL = userIds.length > 0 ? inArray(formSubmissions.userId, userIds) : sql`false`;
  const byUserEmail: SQL =
    emails.length > 0 ? sql`lower(${users.email}) in (${sqlList(emails)})` : sql`false`;
  // An answer that is exactly one of the emails (an intake form's email field, say).
  const byAnswer: SQL =
    emails.length > 0
      ? sql`exists (select 1 from jsonb_each(${formSubmissions.values}) as answer
            where jsonb_typeof(answer.value) = 'string' and lower(answer.value #>> '{}') in (${sqlList(emails)}))`
      : sql`false`;
  const rows = await db
    .select({
      id: formSubmissions.id,
      formId: forms.id,
      formName: forms.name,
      formKind: forms.kind,
      status: formSubmissions.status,
      createdAt: formSubmissions.createdAt,
      submittedAt: formSubmissions.submittedAt,
      viaUser: sql<boolean>`coalesce(${or(byUser, byUserEmail)}, false)`,
    })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .leftJoin(users, eq(users.id, formSubmissions.userId))
    .where(and(eq(forms.eventId, ref.event.id), or(byUser, byUserEmail, byAnswer)))
    .orderBy(
      desc(sql`coalesce(${formSubmissions.submittedAt}, ${formSubmissions.createdAt})`),
      desc(formSubmissions.id),
    )
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    submissionId: row.id,
    formId: row.formId,
    formName: row.formName,
    formKind: row.formKind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    matchedBy: row.viaUser ? "user" : "email",
  }));
}

/** The event's emails to the contact: its addresses (any case) or its sign-ins, newest first. */
async function emailsHistory(db: Db, ref: RecordRef): Promise<EmailHistoryEntry[]> {
  if (ref.record.type !== "contact") return [];
  const { emails, userIds } = await contactIdentities(db, ref.record.row);
  if (emails.length === 0 && userIds.length === 0) return [];
  const byAddress: SQL =
    emails.length > 0 ? sql`lower(${mailMessages.toAddress}) in (${sqlList(emails)})` : sql`false`;
  const byUser: SQL = userIds.length > 0 ? inArray(mailMessages.userId, userIds) : sql`false`;
  const rows = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.eventId, ref.event.id), or(byAddress, byUser)))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(HISTORY_LIMIT);
  return rows.map(historyEntryOf);
}

async function mergesHistory(db: Db, ref: RecordRef): Promise<MergeHistoryEntry[]> {
  const rows = await db
    .select({ merge: contactMerges, fname: users.fname, lname: users.lname })
    .from(contactMerges)
    .leftJoin(users, eq(users.id, contactMerges.userId))
    .where(and(eq(contactMerges.survivorId, ref.record.row.id), eq(contactMerges.eventId, ref.event.id)))
    .orderBy(desc(contactMerges.createdAt), desc(contactMerges.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ merge, fname, lname }) => ({
    id: merge.id,
    mergedId: merge.mergedId,
    name: merge.mergedName,
    email: merge.mergedEmail,
    userName: merge.userId ? `${fname ?? ""} ${lname ?? ""}`.trim() : null,
    at: merge.createdAt.toISOString(),
  }));
}

async function contactsHistory(db: Db, ref: RecordRef): Promise<ContactHistoryEntry[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.eventId, ref.event.id), eq(contacts.accountId, ref.record.row.id)))
    .orderBy(asc(sql`lower(${contacts.fname} || ' ' || ${contacts.lname})`), asc(contacts.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.fname} ${row.lname}`.trim(),
    email: row.email,
    title: row.title,
  }));
}

/** The sessions a contact takes part in, one item per role, in agenda order. */
async function sessionsHistory(db: Db, ref: RecordRef): Promise<SessionHistoryEntry[]> {
  const rows = await db
    .select({
      sessionId: eventSessions.id,
      title: eventSessions.title,
      role: sessionParticipants.role,
      startsAt: eventSessions.startsAt,
    })
    .from(sessionParticipants)
    .innerJoin(eventSessions, eq(eventSessions.id, sessionParticipants.sessionId))
    .where(and(eq(sessionParticipants.contactId, ref.record.row.id), eq(eventSessions.eventId, ref.event.id)))
    .orderBy(
      sql`${eventSessions.startsAt} asc nulls last`,
      asc(eventSessions.title),
      asc(sessionParticipants.role),
    )
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, startsAt: iso(row.startsAt) }));
}

/**
 * GET /event/{eventId}/{type}/{recordId}/history/{historyType}. A type the record does not have
 * (a contact's 'contacts', any other word) is null: the route answers 404.
 */
export async function recordHistory(
  db: Db,
  ref: RecordRef,
  historyType: string,
): Promise<RecordHistory | null> {
  const available: readonly string[] = historyTypesOf(ref.record.type);
  if (!available.includes(historyType)) return null;
  switch (historyType as RecordHistoryType) {
    case "imports":
      return { type: "imports", items: await importsHistory(db, ref) };
    case "forms":
      return { type: "forms", items: await formsHistory(db, ref) };
    case "emails":
      return { type: "emails", items: await emailsHistory(db, ref) };
    case "merges":
      return { type: "merges", items: await mergesHistory(db, ref) };
    case "contacts":
      return { type: "contacts", items: await contactsHistory(db, ref) };
    case "sessions":
      return { type: "sessions", items: await sessionsHistory(db, ref) };
  }
  return null;
}
