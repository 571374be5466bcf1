import { randomUUID } from "node:crypto";
import type { IntegrationSource } from "@foyer/domain";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, integrationSpeakerLinks, moduleFields, modules } from "../../db/schema/index.js";
import type { SourceSpeaker } from "./connector.js";
import {
  addTotals,
  distinct,
  emptyTotals,
  type KnownContact,
  type KnownContacts,
  lower,
  type NewLink,
  NOTHING_KNOWN,
  planChunk,
  type SpeakerTotals,
} from "./speaker-plan.js";

/*
 * An event's outside speakers as contacts on its speakers list (issue 24 "its speakers become
 * contacts of the event's speakers list (name, email where given, company, title, bio), matched on
 * the external id first and the email second, so a second sync creates nothing and a changed
 * title updates"). The bio lives in the contacts module's "Bio" field, made when first needed.
 * What each speaker does to the contacts is decided in speaker-plan.ts; this module looks the
 * contacts up and writes.
 */

export interface SpeakerTarget {
  orgId: string;
  eventId: string;
  source: IntegrationSource;
}

export const BIO_FIELD = "Bio";
const CHUNK = 500;

/** The event's "Bio" contact field, when it has one. */
export async function findBioField(db: Db, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: moduleFields.id })
    .from(moduleFields)
    .innerJoin(modules, eq(modules.id, moduleFields.moduleId))
    .where(
      and(
        eq(modules.eventId, eventId),
        eq(modules.kind, "contacts"),
        sql`lower(${moduleFields.name}) = 'bio'`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The event's "Bio" contact field, added at the end of its contacts module's fields when missing. */
async function ensureBioField(tx: Db, eventId: string): Promise<string | null> {
  const found = await findBioField(tx, eventId);
  if (found) return found;
  const [module] = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.eventId, eventId), eq(modules.kind, "contacts")))
    .limit(1);
  if (!module) return null;
  const id = randomUUID();
  await tx.insert(moduleFields).values({
    id,
    moduleId: module.id,
    name: BIO_FIELD,
    type: "textarea",
    position: sql`(select coalesce(max(${moduleFields.position}), -1) + 1 from ${moduleFields} where ${moduleFields.moduleId} = ${module.id})`,
  });
  return id;
}

/** The contacts the speakers already are: by link, then by email. */
async function knownContacts(
  db: Db,
  target: SpeakerTarget,
  speakers: readonly SourceSpeaker[],
  bioField: string | null,
): Promise<KnownContacts> {
  const linkRows = await db
    .select({ externalId: integrationSpeakerLinks.externalId, contactId: integrationSpeakerLinks.contactId })
    .from(integrationSpeakerLinks)
    .where(
      and(
        eq(integrationSpeakerLinks.eventId, target.eventId),
        eq(integrationSpeakerLinks.source, target.source),
        inArray(
          integrationSpeakerLinks.externalId,
          speakers.map((speaker) => speaker.id),
        ),
      ),
    );
  const links = new Map(linkRows.map((row) => [row.externalId, row.contactId]));
  const emails = [
    ...new Set(speakers.map((speaker) => lower(speaker.email)).filter((email) => email !== null)),
  ];
  const ids = [...new Set(links.values())];
  const byId = new Map<string, KnownContact>();
  const byEmail = new Map<string, KnownContact>();
  if (ids.length === 0 && emails.length === 0) return { links, byId, byEmail };
  const rows = await db
    .select({
      id: contacts.id,
      fname: contacts.fname,
      lname: contacts.lname,
      email: contacts.email,
      company: contacts.company,
      title: contacts.title,
      bio: bioField ? sql<string | null>`${contacts.data} ->> ${bioField}::text` : sql<null>`null`,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.eventId, target.eventId),
        or(
          ids.length > 0 ? inArray(contacts.id, ids) : undefined,
          emails.length > 0 ? inArray(sql`lower(${contacts.email})`, emails) : undefined,
        ),
      ),
    );
  for (const row of rows) {
    byId.set(row.id, row);
    const email = lower(row.email);
    if (email) byEmail.set(email, row);
  }
  return { links, byId, byEmail };
}

/** New contacts of `target` for `speakers`; each one's id goes into `ids`. */
function contactRows(
  target: SpeakerTarget,
  speakers: readonly SourceSpeaker[],
  bioField: string | null,
  ids: Map<SourceSpeaker, string>,
): (typeof contacts.$inferInsert)[] {
  return speakers.map((speaker) => {
    const id = randomUUID();
    ids.set(speaker, id);
    const bio = speaker.bio?.trim();
    return {
      id,
      orgId: target.orgId,
      eventId: target.eventId,
      fname: speaker.firstName.trim(),
      lname: speaker.lastName.trim(),
      email: speaker.email?.trim() || null,
      company: speaker.company?.trim() || null,
      title: speaker.title?.trim() || null,
      data: bioField && bio ? { [bioField]: bio } : {},
    };
  });
}

function linkRows(
  target: SpeakerTarget,
  links: readonly NewLink[],
  ids: ReadonlyMap<SourceSpeaker, string>,
): (typeof integrationSpeakerLinks.$inferInsert)[] {
  return links.map((link) => ({
    eventId: target.eventId,
    source: target.source,
    externalId: link.externalId,
    contactId: typeof link.contactId === "string" ? link.contactId : (ids.get(link.contactId) as string),
  }));
}

/** What writing the speakers would do, writing nothing (the dry run). */
export async function forecastSpeakers(
  db: Db,
  target: SpeakerTarget,
  speakers: readonly SourceSpeaker[],
): Promise<SpeakerTotals> {
  const all = distinct(speakers);
  const bioField = await findBioField(db, target.eventId);
  let totals = emptyTotals();
  for (let at = 0; at < all.length; at += CHUNK) {
    const chunk = all.slice(at, at + CHUNK);
    totals = addTotals(totals, planChunk(chunk, await knownContacts(db, target, chunk, bioField)).totals);
  }
  return totals;
}

/** Writes the speakers as contacts of the event, in the caller's transaction. */
export async function writeSpeakers(
  tx: Db,
  target: SpeakerTarget,
  speakers: readonly SourceSpeaker[],
): Promise<SpeakerTotals> {
  const all = distinct(speakers);
  if (all.length === 0) return emptyTotals();
  const bioField = all.some((speaker) => speaker.bio?.trim())
    ? await ensureBioField(tx, target.eventId)
    : await findBioField(tx, target.eventId);
  let totals = emptyTotals();
  for (let at = 0; at < all.length; at += CHUNK) {
    const chunk = all.slice(at, at + CHUNK);
    const plan = planChunk(chunk, await knownContacts(tx, target, chunk, bioField));
    const newIds = new Map<SourceSpeaker, string>();
    if (plan.creates.length > 0)
      await tx.insert(contacts).values(contactRows(target, plan.creates, bioField, newIds));
    for (const { contact, changes } of plan.updates) {
      const { bio, ...columns } = changes;
      await tx
        .update(contacts)
        .set({
          ...columns,
          ...(bio !== undefined && bioField
            ? { data: sql`${contacts.data} || jsonb_build_object(${bioField}::text, ${bio}::text)` }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(contacts.id, contact.id));
    }
    if (plan.newLinks.length > 0) {
      await tx
        .insert(integrationSpeakerLinks)
        .values(linkRows(target, plan.newLinks, newIds))
        .onConflictDoNothing();
    }
    totals = addTotals(totals, plan.totals);
  }
  return totals;
}

/** The new events' contacts modules each get the "Bio" field: event id → field id. */
async function addBioFields(tx: Db, eventIds: readonly string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const found = await tx
    .select({ id: modules.id, eventId: modules.eventId })
    .from(modules)
    .where(and(inArray(modules.eventId, [...eventIds]), eq(modules.kind, "contacts")));
  const rows = found.map((module) => ({
    id: randomUUID(),
    moduleId: module.id,
    name: BIO_FIELD,
    type: "textarea",
  }));
  if (rows.length > 0) await tx.insert(moduleFields).values(rows);
  return new Map(found.map((module, index) => [module.eventId, rows[index]?.id as string]));
}

const ROWS_PER_INSERT = 1000;

/**
 * The speakers of events this sync has just created, all at once (issue 24 "Speed"): there is
 * nothing to match them with, so every one is a new contact (a twin email once), written in a
 * few large inserts rather than a few small ones per event.
 */
export async function writeNewEventSpeakers(
  tx: Db,
  scope: { orgId: string; source: IntegrationSource },
  entries: readonly { eventId: string; speakers: readonly SourceSpeaker[] }[],
): Promise<SpeakerTotals[]> {
  const bioFields = await addBioFields(
    tx,
    entries
      .filter((entry) => entry.speakers.some((person) => person.bio?.trim()))
      .map((entry) => entry.eventId),
  );
  const rows: (typeof contacts.$inferInsert)[] = [];
  const links: (typeof integrationSpeakerLinks.$inferInsert)[] = [];
  const totals = entries.map(({ eventId, speakers }) => {
    const target = { ...scope, eventId };
    const plan = planChunk(distinct(speakers), NOTHING_KNOWN);
    const ids = new Map<SourceSpeaker, string>();
    rows.push(...contactRows(target, plan.creates, bioFields.get(eventId) ?? null, ids));
    links.push(...linkRows(target, plan.newLinks, ids));
    return plan.totals;
  });
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await tx.insert(contacts).values(rows.slice(at, at + ROWS_PER_INSERT));
  }
  for (let at = 0; at < links.length; at += ROWS_PER_INSERT) {
    await tx.insert(integrationSpeakerLinks).values(links.slice(at, at + ROWS_PER_INSERT));
  }
  return totals;
}
