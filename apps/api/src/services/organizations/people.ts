import type {
  PeoplePage,
  PersonRow,
  RecordColumn,
  RecordFilter,
  RecordSort,
  SegmentKind,
} from "@foyer/domain";
import { and, count, eq, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  contacts,
  eventSessions,
  events,
  integrationSpeakerLinks,
  sessionParticipants,
} from "../../db/schema/index.js";
import { contactColumns, contactName, containsPattern, filtersWhere } from "../records/filters.js";
import { orderBy } from "../records/records.js";

/*
 * The organization's people and speakers (spec 1 §2 "Organization area": people, speakers and
 * their segments). People are the organization's contacts, in any of its events or in none;
 * speakers are the contacts who speak in a session of one of its events, or whom an integration
 * sync brought in as an event's speakers. Both lists search,
 * sort, page and filter like an event's contacts (services/records/records.ts, record-filters.ts).
 */

export interface PeopleListQuery {
  page: number;
  pageSize: number;
  sort: RecordSort;
  q: string;
  filters?: readonly RecordFilter[] | undefined;
}

/** The event's name: people filter by it like by their own columns. */
const eventName = sql`(select ${events.name} from ${events} where ${events.id} = ${contacts.eventId})`;

/** The built-in columns people filter by: the contact's own and the event's name (PEOPLE_FILTER_FIELDS). */
const peopleColumns = new Map<string, SQL | PgColumn>([...contactColumns, ["event", eventName]]);

/** The speaker rows of the contact in the organization's sessions. */
const speakingIn = (orgId: string) => sql`from ${sessionParticipants}
  inner join ${eventSessions} on ${eventSessions.id} = ${sessionParticipants.sessionId}
  where ${sessionParticipants.contactId} = ${contacts.id}
    and ${sessionParticipants.role} = 'speaker' and ${eventSessions.orgId} = ${orgId}`;

/** How many of the organization's sessions the contact speaks in (the speakers' "Sessions"). */
export const sessionsSpoken = (orgId: string) =>
  sql<number>`(select count(distinct ${sessionParticipants.sessionId})::int ${speakingIn(orgId)})`;

/** Which contacts a kind of list holds. */
function kindWhere(orgId: string, kind: SegmentKind): SQL | undefined {
  const ofOrg = eq(contacts.orgId, orgId);
  if (kind === "people") return ofOrg;
  // Speakers an integration sync brought into one of its events (issue 24) are speakers too.
  const imported = sql`exists (select 1 from ${integrationSpeakerLinks} where ${integrationSpeakerLinks.contactId} = ${contacts.id})`;
  return and(ofOrg, or(sql`exists (select 1 ${speakingIn(orgId)})`, imported));
}

/**
 * The WHERE of a people or speakers list: the kind, the search (name or email, literally) and
 * every filter. 400 for a filter of a field the lists do not have (a custom field, say).
 */
export function peopleWhere(
  orgId: string,
  kind: SegmentKind,
  q: string,
  filters: readonly RecordFilter[] | undefined,
): SQL | undefined {
  const pattern = q ? containsPattern(q) : null;
  const search = pattern
    ? or(
        sql`${contactName} ilike ${pattern} escape '\\'`,
        sql`${contacts.email} ilike ${pattern} escape '\\'`,
      )
    : undefined;
  return and(
    kindWhere(orgId, kind),
    search,
    filtersWhere({ columns: peopleColumns, tagged: contacts.id }, filters),
  );
}

/** How many people or speakers `filters` keep (a segment's count). */
export async function countPeople(
  db: Db,
  orgId: string,
  kind: SegmentKind,
  filters: readonly RecordFilter[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(peopleWhere(orgId, kind, "", filters));
  return row?.n ?? 0;
}

/** The lists' columns: the keys their layouts star (services/organizations/list-layouts.ts) and export. */
const personColumns: RecordColumn[] = [
  { id: "name", name: "Name" },
  { id: "email", name: "Email" },
  { id: "company", name: "Company" },
  { id: "title", name: "Title" },
  { id: "phone", name: "Phone" },
  { id: "country", name: "Country" },
  { id: "event", name: "Event" },
];
export const PEOPLE_COLUMNS: Record<SegmentKind, RecordColumn[]> = {
  people: [...personColumns, { id: "createdAt", name: "Added" }],
  // A speaker's sessions come before the date they were added.
  speakers: [...personColumns, { id: "sessions", name: "Sessions" }, { id: "createdAt", name: "Added" }],
};

/** GET /organizations/{orgId}/people and /speakers: one page, searched, filtered and sorted. */
export async function listPeople(
  db: Db,
  orgId: string,
  kind: SegmentKind,
  query: PeopleListQuery,
): Promise<PeoplePage> {
  const where = peopleWhere(orgId, kind, query.q, query.filters);
  const order = orderBy(
    {
      name: sql`lower(${contactName})`,
      email: sql`lower(${contacts.email})`,
      createdAt: contacts.createdAt,
      id: contacts.id,
    },
    query.sort,
    { name: kind === "people" ? "People" : "Speakers" },
  );
  const [total] = await db.select({ n: count() }).from(contacts).where(where);
  const sessions = kind === "speakers" ? sessionsSpoken(orgId) : sql<null>`null`;
  const rows = await db
    .select({ contact: contacts, event: events.name, sessions })
    .from(contacts)
    .leftJoin(events, eq(events.id, contacts.eventId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const records = rows.map(({ contact, event, sessions: spoken }): PersonRow => {
    const row: PersonRow = {
      id: contact.id,
      name: `${contact.fname} ${contact.lname}`.trim(),
      fname: contact.fname,
      lname: contact.lname,
      email: contact.email,
      company: contact.company,
      title: contact.title,
      phone: contact.phone,
      country: contact.country,
      data: contact.data,
      createdAt: contact.createdAt.toISOString(),
      importId: contact.importId,
      eventId: contact.eventId,
      event,
    };
    if (kind === "speakers") row.sessions = Number(spoken ?? 0);
    return row;
  });
  return {
    records,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    columns: PEOPLE_COLUMNS[kind],
  };
}
