import { randomUUID } from "node:crypto";
import { events, eventUsers, sessionSettingItems } from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { call, t, tokens } from "./sessions.js";

/*
 * What the agenda suites share (schedule-*.test.ts), on top of the sessions suite's setup: new
 * events of the demo organization with their own rooms and statuses, and sessions placed in them.
 */

export const scheduleBase = (eventId: string) => `/api/events/${eventId}/schedule`;
export const publicBase = (slug: string) => `/api/public/events/${slug}`;

export interface TestEvent {
  id: string;
  slug: string;
  rooms: Record<string, string>;
  statuses: { published: string; hidden: string };
  tracks: Record<string, string>;
}

/** A new event of the demo organization (the demo admin runs it), with rooms, a public and a hidden status. */
export async function newEvent(
  options: {
    timezone?: string;
    from?: string;
    to?: string;
    rooms?: [string, number | null][];
    isDraft?: boolean;
  } = {},
): Promise<TestEvent> {
  const db = t.database.db;
  const id = randomUUID();
  const slug = `agenda-${id.slice(0, 8)}`;
  await db.insert(events).values({
    id,
    orgId: DEMO.org.id,
    name: `Agenda test ${slug}`,
    slug,
    dateFrom: options.from ?? "2027-06-01",
    dateTo: options.to ?? "2027-06-02",
    timezone: options.timezone ?? "Europe/Berlin",
    isDraft: options.isDraft ?? false,
  });
  await db.insert(eventUsers).values({ eventId: id, userId: DEMO.admin.id, isAdmin: true });
  const item = async (kind: "rooms" | "statuses" | "tracks", name: string, extra: object = {}) => {
    const itemId = randomUUID();
    await db
      .insert(sessionSettingItems)
      .values({ id: itemId, orgId: DEMO.org.id, eventId: id, kind, name, ...extra });
    return itemId;
  };
  const rooms: Record<string, string> = {};
  for (const [name, capacity] of options.rooms ?? [
    ["Hall", 200],
    ["Studio", 20],
  ]) {
    rooms[name] = await item("rooms", name, { capacity });
  }
  return {
    id,
    slug,
    rooms,
    statuses: {
      published: await item("statuses", "Accepted", { isPublic: true, countsAsAccepted: true }),
      hidden: await item("statuses", "Submitted"),
    },
    tracks: { main: await item("tracks", "Main", { colour: "#112233" }) },
  };
}

/** A session of `event`, created through the API. */
export async function placedSession(
  event: TestEvent,
  body: {
    title: string;
    startsAt?: string | null;
    endsAt?: string | null;
    roomId?: string | null;
    statusId?: string | null;
    trackId?: string | null;
    description?: string;
  },
): Promise<string> {
  const response = await call("POST", `/api/events/${event.id}/sessions`, tokens.admin, {
    statusId: event.statuses.published,
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().payload.id;
}

/** An anonymous GET of a public export. */
export function publicGet(url: string, headers: Record<string, string> = {}, remoteAddress = "192.0.2.10") {
  return t.app.inject({ method: "GET", url, headers, remoteAddress });
}
