import { randomUUID } from "node:crypto";
import type { AvailabilityBody } from "@foyer/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  contactAvailability,
  contacts,
  eventSessions,
  sessionParticipants,
  sessionSettingItems,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import type { EventRow } from "../permissions/event-access.js";
import { merged, type Span } from "./timeline.js";

/*
 * Speaker availability (issue 25 items 1 and 6; docs/agenda.md "Speaker availability"): windows
 * when a contact of the event can be scheduled. A person with none is always available. The
 * `speaker_unavailable` conflict, the scheduler and the agenda grid's shading read them.
 */

type Window = { startsAt: string; endsAt: string };
const asWindows = (spans: Span[]): Window[] =>
  spans.map((span) => ({
    startsAt: new Date(span.start).toISOString(),
    endsAt: new Date(span.end).toISOString(),
  }));

/** The windows of `contactIds` (of the event), merged and in time order; people without any are absent. */
export async function windowsOf(db: Db, eventId: string, contactIds: string[]): Promise<Map<string, Span[]>> {
  const found = new Map<string, Span[]>();
  if (contactIds.length === 0) return found;
  const rows = [];
  // Chunks keep the IN list far below PostgreSQL's parameter limit on big events.
  for (let at = 0; at < contactIds.length; at += 5_000) {
    rows.push(
      ...(await db
        .select()
        .from(contactAvailability)
        .where(
          and(
            eq(contactAvailability.eventId, eventId),
            inArray(contactAvailability.contactId, contactIds.slice(at, at + 5_000)),
          ),
        )),
    );
  }
  for (const row of rows) {
    const list = found.get(row.contactId) ?? [];
    list.push({ start: +row.startsAt, end: +row.endsAt });
    found.set(row.contactId, list);
  }
  for (const [contactId, list] of found) found.set(contactId, merged(list));
  return found;
}

/** GET …/contacts/{contactId}/availability. */
export async function availabilityOf(
  db: Db,
  eventId: string,
  contactId: string,
): Promise<{ windows: Window[] }> {
  return { windows: asWindows((await windowsOf(db, eventId, [contactId])).get(contactId) ?? []) };
}

/** PUT …/contacts/{contactId}/availability: the windows replace the stored ones (overlaps merged), audited. */
export async function replaceAvailability(
  db: Db,
  event: EventRow,
  userId: string,
  contactId: string,
  body: AvailabilityBody,
): Promise<{ windows: Window[] }> {
  const spans = merged(
    body.windows.map((one) => ({ start: Date.parse(one.startsAt), end: Date.parse(one.endsAt) })),
  );
  await inTransaction(db, async (tx) => {
    const before = (await windowsOf(tx, event.id, [contactId])).get(contactId) ?? [];
    await tx
      .delete(contactAvailability)
      .where(and(eq(contactAvailability.eventId, event.id), eq(contactAvailability.contactId, contactId)));
    if (spans.length > 0) {
      await tx.insert(contactAvailability).values(
        spans.map((span) => ({
          id: randomUUID(),
          orgId: event.orgId,
          eventId: event.id,
          contactId,
          startsAt: new Date(span.start),
          endsAt: new Date(span.end),
        })),
      );
    }
    const text = (list: Span[]) =>
      list.length === 0
        ? "always"
        : asWindows(list)
            .map((one) => `${one.startsAt} to ${one.endsAt}`)
            .join("; ");
    if (text(before) !== text(spans)) {
      await recordAudit(tx, {
        orgId: event.orgId,
        eventId: event.id,
        entityType: "contact",
        entityId: contactId,
        action: "update",
        userId,
        changes: [{ field: "Availability", before: text(before), after: text(spans) }],
      });
    }
  });
  return { windows: asWindows(spans) };
}

/** GET …/schedule/availability: the rooms' hours and the windows of the sessions' people who have any. */
export async function scheduleAvailability(db: Db, event: EventRow) {
  const rooms = await db
    .select({
      roomId: sessionSettingItems.id,
      opensAt: sessionSettingItems.opensAt,
      closesAt: sessionSettingItems.closesAt,
    })
    .from(sessionSettingItems)
    .where(and(eq(sessionSettingItems.eventId, event.id), eq(sessionSettingItems.kind, "rooms")))
    .orderBy(asc(sessionSettingItems.position), asc(sessionSettingItems.name));
  const rows = await db
    .select({
      contactId: contactAvailability.contactId,
      sessionId: sessionParticipants.sessionId,
      fname: contacts.fname,
      lname: contacts.lname,
    })
    .from(contactAvailability)
    .innerJoin(sessionParticipants, eq(sessionParticipants.contactId, contactAvailability.contactId))
    .innerJoin(eventSessions, eq(eventSessions.id, sessionParticipants.sessionId))
    .innerJoin(contacts, eq(contacts.id, contactAvailability.contactId))
    .where(and(eq(contactAvailability.eventId, event.id), eq(eventSessions.eventId, event.id)));
  const people = new Map<string, { contactId: string; name: string; sessionIds: Set<string> }>();
  for (const row of rows) {
    const person = people.get(row.contactId) ?? {
      contactId: row.contactId,
      name: personName(row),
      sessionIds: new Set<string>(),
    };
    person.sessionIds.add(row.sessionId);
    people.set(row.contactId, person);
  }
  const windows = await windowsOf(db, event.id, [...people.keys()]);
  return {
    rooms,
    people: [...people.values()]
      .sort((a, b) => a.name.localeCompare(b.name) || a.contactId.localeCompare(b.contactId))
      .map((person) => ({
        contactId: person.contactId,
        name: person.name,
        sessionIds: [...person.sessionIds].sort(),
        windows: asWindows(windows.get(person.contactId) ?? []),
      })),
  };
}

/** A person as the agenda names them. */
export const personName = (row: { fname: string; lname: string }) =>
  `${row.fname} ${row.lname}`.trim() || "A speaker";
