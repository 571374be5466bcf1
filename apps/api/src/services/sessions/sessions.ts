import { randomUUID } from "node:crypto";
import {
  type AuditChange,
  type AuditEntry,
  changedFields,
  DEFAULT_SESSION_SORT,
  type DeletedSession,
  type SessionCreateBody,
  type SessionDetail,
  type SessionPage,
  type SessionPutBody,
  type SessionRef,
  type SessionSort,
  type SessionSortKey,
  type SessionSummary,
  sessionRefKinds,
  sessionSettingInfo,
  timeProblem,
} from "@foyer/domain";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  auditLog,
  contacts,
  eventSessions,
  sessionParticipants,
  sessionPersonas,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { listAudit, recordAudit } from "../audit/audit.js";
import type { EventRow } from "../permissions/event-access.js";
import { containsPattern } from "../records/records.js";
import { absent, invalid, orAbsent } from "../refusal.js";
import { emitWebhookEvent } from "../webhooks/emit.js";
import { filesOf, participantsOf } from "./content.js";
import {
  SESSION_NOT_FOUND,
  type SessionRow,
  type SettingItemRow,
  sessionRow,
  settingItemsOf,
} from "./core.js";
import { checkPersonaIds, personaAuditValue, personaIdsOf, personaRefs, setPersonas } from "./personas.js";
import { templateRow } from "./session-templates.js";

/*
 * An event's sessions (spec 1 §2 "sessions/{sessionId}": details, participants, file-content,
 * subsessions, audit). Every change writes an audit entry (entity 'session') in the transaction
 * that makes it, with each field's value before and after; setting references are audited by
 * name ('Room: Hall A → Hall B'), times as ISO instants.
 */

export const PARENT_NOT_FOUND = "The parent session does not exist in this event.";
export const NO_NESTED_SUBSESSIONS = "A subsession cannot have subsessions of its own.";

/** The editable fields of a session (the details form). */
export type SessionFields = SessionPutBody;

export interface SessionQuery {
  page: number;
  pageSize: number;
  sort: SessionSort;
  q: string;
  /** Only the sessions for this persona (an item id). */
  persona?: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function refOf(items: Map<string, SettingItemRow>, id: string | null): SessionRef | null {
  const item = id ? items.get(id) : undefined;
  return item ? { id: item.id, name: item.name, colour: item.colour } : null;
}

/**
 * Each setting a body names must be an item of that kind in this event: 400 naming the field
 * otherwise ('roomId: This room does not exist in this event').
 */
export function checkSettingRefs(
  items: Map<string, SettingItemRow>,
  body: Partial<Record<string, unknown>>,
): void {
  for (const kind of sessionRefKinds) {
    const { field, one } = sessionSettingInfo[kind];
    const id = body[field];
    if (typeof id !== "string") continue;
    const item = items.get(id);
    if (!item || item.kind !== kind) {
      const message = `This ${one} does not exist in this event`;
      throw invalid(`${field}: ${message}`, [{ path: field, message }]);
    }
  }
}

/** The audit's view of a session: its fields by label, settings by name (personas when known). */
export function auditSnapshot(
  row: SessionRow,
  items: Map<string, SettingItemRow>,
  personaIds?: readonly string[],
): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {
    Title: row.title,
    Description: row.description,
    Starts: iso(row.startsAt),
    Ends: iso(row.endsAt),
    Plenum: row.plenum,
    "Expected audience": row.expectedAudience,
  };
  for (const kind of sessionRefKinds) {
    const { field, label } = sessionSettingInfo[kind];
    snapshot[label] = refOf(items, row[field])?.name ?? null;
  }
  if (personaIds) snapshot[sessionSettingInfo.personas.label] = personaAuditValue(items, personaIds);
  return snapshot;
}

/** Names of each session's speakers, in their order. */
async function speakersOf(db: Db, sessionIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (sessionIds.length === 0) return names;
  const rows = await db
    .select({ sessionId: sessionParticipants.sessionId, fname: contacts.fname, lname: contacts.lname })
    .from(sessionParticipants)
    .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
    .where(and(inArray(sessionParticipants.sessionId, sessionIds), eq(sessionParticipants.role, "speaker")))
    .orderBy(asc(sessionParticipants.position), asc(sessionParticipants.createdAt), asc(contacts.id));
  for (const row of rows) {
    const list = names.get(row.sessionId) ?? [];
    list.push(`${row.fname} ${row.lname}`.trim());
    names.set(row.sessionId, list);
  }
  return names;
}

async function subsessionCountsOf(db: Db, sessionIds: string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ parentId: eventSessions.parentId, n: count() })
    .from(eventSessions)
    .where(inArray(eventSessions.parentId, sessionIds))
    .groupBy(eventSessions.parentId);
  return new Map(rows.map((row) => [row.parentId ?? "", Number(row.n)]));
}

/** Rows as list rows: their settings by name, speakers and subsession counts. */
async function summariesOf(
  db: Db,
  rows: SessionRow[],
  items: Map<string, SettingItemRow>,
): Promise<SessionSummary[]> {
  const ids = rows.map((row) => row.id);
  const [speakers, subsessions, personas] = await Promise.all([
    speakersOf(db, ids),
    subsessionCountsOf(db, ids),
    personaIdsOf(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    room: refOf(items, row.roomId),
    track: refOf(items, row.trackId),
    format: refOf(items, row.formatId),
    level: refOf(items, row.levelId),
    language: refOf(items, row.languageId),
    status: refOf(items, row.statusId),
    personas: personaRefs(items, personas.get(row.id)),
    speakers: speakers.get(row.id) ?? [],
    subsessionCount: subsessions.get(row.id) ?? 0,
    plenum: row.plenum,
    durationMinutes: row.durationMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Agenda order: earliest first, unscheduled last, then by title. */
const agendaOrder = (direction: "asc" | "desc"): SQL[] => [
  sql`${eventSessions.startsAt} ${direction === "asc" ? sql`asc` : sql`desc`} nulls last`,
  asc(sql`lower(${eventSessions.title})`),
  asc(eventSessions.id),
];

function orderOf(sort: SessionSort): SQL[] {
  const descending = sort.startsWith("-");
  const key = (descending ? sort.slice(1) : sort) as SessionSortKey;
  const direction = descending ? desc : asc;
  if (key === "startsAt") return agendaOrder(descending ? "desc" : "asc");
  if (key === "title") return [direction(sql`lower(${eventSessions.title})`), direction(eventSessions.id)];
  return [direction(eventSessions.createdAt), direction(eventSessions.id)];
}

/**
 * GET /events/{eventId}/sessions: one page of the event's sessions (subsessions are listed on
 * their session's page), searched by title and sorted.
 */
export async function listSessions(db: Db, event: EventRow, query: SessionQuery): Promise<SessionPage> {
  const where = and(
    eq(eventSessions.eventId, event.id),
    isNull(eventSessions.parentId),
    query.q ? sql`${eventSessions.title} ilike ${containsPattern(query.q)} escape '\\'` : undefined,
    query.persona
      ? inArray(
          eventSessions.id,
          db
            .select({ id: sessionPersonas.sessionId })
            .from(sessionPersonas)
            .where(eq(sessionPersonas.personaId, query.persona)),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(eventSessions).where(where);
  const rows = await db
    .select()
    .from(eventSessions)
    .where(where)
    .orderBy(...orderOf(query.sort ?? DEFAULT_SESSION_SORT))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const items = await settingItemsOf(db, event.id);
  return {
    sessions: await summariesOf(db, rows, items),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    timezone: event.timezone,
  };
}

/** GET /events/{eventId}/sessions/{sessionId}: the session with its participants, subsessions and files. */
export async function getSession(db: Db, event: EventRow, sessionId: string): Promise<SessionDetail> {
  const row = orAbsent(await sessionRow(db, event.id, sessionId), SESSION_NOT_FOUND);
  const items = await settingItemsOf(db, event.id);
  const children = await db
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.parentId, row.id), eq(eventSessions.eventId, event.id)))
    .orderBy(...agendaOrder("asc"));
  const [parent] = row.parentId
    ? await db
        .select({ id: eventSessions.id, title: eventSessions.title })
        .from(eventSessions)
        .where(eq(eventSessions.id, row.parentId))
    : [];
  const [[summary], subsessions, participants, files] = await Promise.all([
    summariesOf(db, [row], items),
    summariesOf(db, children, items),
    participantsOf(db, row.id),
    filesOf(db, row.id),
  ]);
  if (!summary) throw absent(SESSION_NOT_FOUND);
  return {
    ...summary,
    description: row.description,
    plenum: row.plenum,
    expectedAudience: row.expectedAudience,
    parent: parent ?? null,
    participants,
    subsessions,
    files,
    timezone: event.timezone,
  };
}

/** The session's times after a change, checked as a pair (a new end against the stored start). */
function checkTimesOf(startsAt: Date | null, endsAt: Date | null): void {
  const problem = timeProblem(iso(startsAt), iso(endsAt));
  if (problem) throw invalid(`${problem.path}: ${problem.message}`, [problem]);
}

const toDate = (value: string | null) => (value ? new Date(value) : null);

/** POST /events/{eventId}/sessions: a new session, or a subsession of `parentId`. */
export async function createSession(
  db: Db,
  event: EventRow,
  userId: string,
  request: SessionCreateBody,
): Promise<string> {
  const created = await inTransaction(db, async (tx) => {
    const { body, durationMinutes } = await withTemplate(tx, event, request);
    const items = await settingItemsOf(tx, event.id);
    checkSettingRefs(items, body);
    checkPersonaIds(items, body.personaIds);
    let parent: SessionRow | null = null;
    if (body.parentId) {
      parent = await tx
        .select()
        .from(eventSessions)
        .where(and(eq(eventSessions.id, body.parentId), eq(eventSessions.eventId, event.id)))
        .for("update")
        .then((rows) => rows[0] ?? null);
      if (!parent) throw absent(PARENT_NOT_FOUND);
      if (parent.parentId)
        throw invalid(NO_NESTED_SUBSESSIONS, [{ path: "parentId", message: NO_NESTED_SUBSESSIONS }]);
    }
    const [row] = await tx
      .insert(eventSessions)
      .values({
        id: randomUUID(),
        orgId: event.orgId,
        eventId: event.id,
        parentId: parent?.id ?? null,
        title: body.title,
        description: body.description,
        startsAt: toDate(body.startsAt),
        endsAt: toDate(body.endsAt),
        roomId: body.roomId,
        trackId: body.trackId,
        formatId: body.formatId,
        levelId: body.levelId,
        languageId: body.languageId,
        statusId: body.statusId,
        plenum: body.plenum,
        expectedAudience: body.expectedAudience,
        durationMinutes,
      })
      .returning();
    if (!row) throw new Error("The new session was not stored");
    await setPersonas(tx, row.id, body.personaIds);
    const audit = { orgId: event.orgId, eventId: event.id, entityType: "session" as const, userId };
    await recordAudit(tx, {
      ...audit,
      entityId: row.id,
      action: "create",
      // A new session that is not a plenum one says nothing about it.
      changes: changedFields({ Plenum: false }, auditSnapshot(row, items, body.personaIds)),
      note: parent ? `Subsession of “${parent.title}”` : null,
    });
    if (parent) {
      await recordAudit(tx, {
        ...audit,
        entityId: parent.id,
        action: "update",
        note: `Subsession “${row.title}” added`,
      });
    }
    return row;
  });
  await emitWebhookEvent(db, event.id, "session.created", sessionNews(created));
  return created.id;
}

/**
 * The body with what it leaves empty taken from its template (issue 25 item 7): format, track,
 * level, language and description; the template's length is kept for the agenda. 400 naming
 * `templateId` for a template that is not the event's.
 */
async function withTemplate(tx: Db, event: EventRow, body: SessionCreateBody) {
  if (!body.templateId) return { body, durationMinutes: null };
  const template = await templateRow(tx, event.id, body.templateId);
  if (!template) {
    const message = "This session template does not exist in this event";
    throw invalid(`templateId: ${message}`, [{ path: "templateId", message }]);
  }
  return {
    body: {
      ...body,
      description: body.description || (template.description ?? ""),
      formatId: body.formatId ?? template.formatId,
      trackId: body.trackId ?? template.trackId,
      levelId: body.levelId ?? template.levelId,
      languageId: body.languageId ?? template.languageId,
    },
    durationMinutes: template.durationMinutes,
  };
}

/** What a session's webhook events carry (docs/integrators.md "Webhooks"). */
export function sessionNews(row: SessionRow): Record<string, unknown> {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    roomId: row.roomId,
    trackId: row.trackId,
    formatId: row.formatId,
    levelId: row.levelId,
    languageId: row.languageId,
    statusId: row.statusId,
    plenum: row.plenum,
    expectedAudience: row.expectedAudience,
  };
}

/** Whether a change gives the session a time or a room, or moves it (`session.scheduled`). */
function placementChanged(before: SessionRow, after: SessionRow): boolean {
  const placed = after.startsAt !== null || after.roomId !== null;
  return (
    placed &&
    (before.startsAt?.getTime() !== after.startsAt?.getTime() ||
      before.endsAt?.getTime() !== after.endsAt?.getTime() ||
      before.roomId !== after.roomId)
  );
}

/**
 * PUT (every field) and PATCH (the fields sent) /events/{eventId}/sessions/{sessionId}. A save
 * that changes nothing writes nothing, not even the audit.
 */
export async function updateSession(
  db: Db,
  event: EventRow,
  /** Who made the change, for the audit (null: a workflow whose author is gone). */
  userId: string | null,
  sessionId: string,
  change: Partial<SessionFields>,
): Promise<void> {
  const updated = await inTransaction(
    db,
    async (tx): Promise<{ next: SessionRow; changed: string[]; scheduled: boolean } | null> => {
      const row = orAbsent(await sessionRow(tx, event.id, sessionId, true), SESSION_NOT_FOUND);
      const items = await settingItemsOf(tx, event.id);
      checkSettingRefs(items, change);
      checkPersonaIds(items, change.personaIds);
      const personasBefore = (await personaIdsOf(tx, [row.id])).get(row.id) ?? [];
      const personasAfter = change.personaIds ?? personasBefore;
      const next: SessionRow = { ...row };
      if (change.title !== undefined) next.title = change.title;
      if (change.description !== undefined) next.description = change.description;
      if (change.startsAt !== undefined) next.startsAt = toDate(change.startsAt);
      if (change.endsAt !== undefined) next.endsAt = toDate(change.endsAt);
      if (change.plenum !== undefined) next.plenum = change.plenum;
      if (change.expectedAudience !== undefined) next.expectedAudience = change.expectedAudience;
      for (const kind of sessionRefKinds) {
        const { field } = sessionSettingInfo[kind];
        const value = change[field];
        if (value !== undefined) next[field] = value;
      }
      checkTimesOf(next.startsAt, next.endsAt);
      const changes = changedFields(
        auditSnapshot(row, items, personasBefore),
        auditSnapshot(next, items, personasAfter),
      );
      if (changes.length === 0) return null;
      if (change.personaIds) await setPersonas(tx, row.id, change.personaIds);
      await tx
        .update(eventSessions)
        .set({
          title: next.title,
          description: next.description,
          startsAt: next.startsAt,
          endsAt: next.endsAt,
          roomId: next.roomId,
          trackId: next.trackId,
          formatId: next.formatId,
          levelId: next.levelId,
          languageId: next.languageId,
          statusId: next.statusId,
          plenum: next.plenum,
          expectedAudience: next.expectedAudience,
          updatedAt: new Date(),
        })
        .where(eq(eventSessions.id, row.id));
      await recordAudit(tx, {
        orgId: event.orgId,
        eventId: event.id,
        entityType: "session",
        entityId: row.id,
        action: "update",
        userId,
        changes,
      });
      return { next, changed: changes.map((entry) => entry.field), scheduled: placementChanged(row, next) };
    },
  );
  if (updated) {
    const news = { ...sessionNews(updated.next), changed: updated.changed };
    await emitWebhookEvent(db, event.id, "session.updated", news);
    if (updated.scheduled) await emitWebhookEvent(db, event.id, "session.scheduled", news);
  }
}

/**
 * DELETE /events/{eventId}/sessions/{sessionId}: the session and its subsessions (their
 * participants and file links go with them; the uploads stay). Each gets a delete entry that
 * keeps its last values, so its audit can still be read by id.
 */
export async function deleteSession(
  db: Db,
  event: EventRow,
  userId: string,
  sessionId: string,
): Promise<DeletedSession> {
  return inTransaction(db, async (tx) => {
    const row = orAbsent(await sessionRow(tx, event.id, sessionId, true), SESSION_NOT_FOUND);
    const items = await settingItemsOf(tx, event.id);
    const children = await tx.select().from(eventSessions).where(eq(eventSessions.parentId, row.id));
    const audit = { orgId: event.orgId, eventId: event.id, entityType: "session" as const, userId };
    const gone = (session: SessionRow): AuditChange[] =>
      changedFields(auditSnapshot(session, items), { Plenum: false });
    for (const child of children) {
      await recordAudit(tx, {
        ...audit,
        entityId: child.id,
        action: "delete",
        changes: gone(child),
        note: `Deleted with “${row.title}”`,
      });
    }
    await recordAudit(tx, { ...audit, entityId: row.id, action: "delete", changes: gone(row) });
    if (row.parentId) {
      await recordAudit(tx, {
        ...audit,
        entityId: row.parentId,
        action: "update",
        note: `Subsession “${row.title}” deleted`,
      });
    }
    await tx.delete(eventSessions).where(eq(eventSessions.id, row.id));
    return { id: row.id, subsessions: children.length };
  });
}

/**
 * GET /events/{eventId}/sessions/{sessionId}/audit, newest first. A deleted session's history
 * stays readable by its id, as long as it was this event's.
 */
export async function sessionAudit(db: Db, event: EventRow, sessionId: string): Promise<AuditEntry[]> {
  const [row] = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.eventId, event.id)));
  if (!row) {
    const [entry] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "session"),
          eq(auditLog.entityId, sessionId),
          eq(auditLog.eventId, event.id),
        ),
      )
      .limit(1);
    if (!entry) throw absent(SESSION_NOT_FOUND);
  }
  return listAudit(db, "session", sessionId);
}
