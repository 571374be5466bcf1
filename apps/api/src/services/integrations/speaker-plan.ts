import type { SourceSpeaker } from "./connector.js";

/*
 * What writing an event's outside speakers does to its contacts, decided without the database
 * (issue 24 "matched on the external id first and the email second, so a second sync creates
 * nothing and a changed title updates"): the contacts already known by link or email go in, the
 * plan of updates, new contacts and new links comes out. speakers.ts looks up and writes.
 */

export interface SpeakerTotals {
  created: number;
  updated: number;
  unchanged: number;
  withoutEmail: number;
}

export const emptyTotals = (): SpeakerTotals => ({ created: 0, updated: 0, unchanged: 0, withoutEmail: 0 });

export function addTotals(a: SpeakerTotals, b: SpeakerTotals): SpeakerTotals {
  return {
    created: a.created + b.created,
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
    withoutEmail: a.withoutEmail + b.withoutEmail,
  };
}

export interface KnownContact {
  id: string;
  fname: string;
  lname: string;
  email: string | null;
  company: string | null;
  title: string | null;
  bio: string | null;
}

export type ContactChanges = Partial<
  Pick<KnownContact, "fname" | "lname" | "email" | "company" | "title" | "bio">
>;

/** A link to write: the speaker's external id, and its contact (a known id, or the speaker's new contact). */
export type NewLink = { externalId: string; contactId: string | SourceSpeaker };

/** The contacts a chunk of speakers already is: by link (external id → contact id), by id, by email. */
export interface KnownContacts {
  links: ReadonlyMap<string, string>;
  byId: ReadonlyMap<string, KnownContact>;
  byEmail: ReadonlyMap<string, KnownContact>;
}

/** Nothing known yet: the speakers of an event made in this very sync. */
export const NOTHING_KNOWN: KnownContacts = { links: new Map(), byId: new Map(), byEmail: new Map() };

export const lower = (email: string | null) => (email ? email.trim().toLowerCase() : null);

/** What the speaker changes on the contact; a value the platform left out changes nothing. */
function changesOf(contact: KnownContact, speaker: SourceSpeaker, emailTaken: boolean): ContactChanges {
  const changes: ContactChanges = {};
  const given = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const firstName = given(speaker.firstName);
  const lastName = given(speaker.lastName);
  if (firstName && firstName !== contact.fname) changes.fname = firstName;
  if (lastName && lastName !== contact.lname) changes.lname = lastName;
  const email = given(speaker.email);
  if (email && lower(email) !== lower(contact.email) && !emailTaken) changes.email = email;
  for (const key of ["company", "title", "bio"] as const) {
    const value = given(speaker[key]);
    if (value && value !== contact[key]) changes[key] = value;
  }
  return changes;
}

/** One chunk's plan: matched contacts and their changes, new contacts, links to add. */
export function planChunk(
  chunk: readonly SourceSpeaker[],
  known: KnownContacts,
): {
  updates: { contact: KnownContact; changes: ContactChanges }[];
  creates: SourceSpeaker[];
  newLinks: NewLink[];
  totals: SpeakerTotals;
} {
  const totals = emptyTotals();
  const updates: { contact: KnownContact; changes: ContactChanges }[] = [];
  const creates: SourceSpeaker[] = [];
  const newLinks: NewLink[] = [];
  const createdByEmail = new Map<string, SourceSpeaker>();
  const touched = new Set<string>();
  for (const speaker of chunk) {
    const email = lower(speaker.email);
    if (!email) totals.withoutEmail++;
    const linkedId = known.links.get(speaker.id);
    const linked = linkedId ? known.byId.get(linkedId) : undefined;
    const contact = linked ?? (email ? known.byEmail.get(email) : undefined);
    if (contact) {
      if (!linked) newLinks.push({ externalId: speaker.id, contactId: contact.id });
      const owner = email ? known.byEmail.get(email) : undefined;
      const changes = touched.has(contact.id)
        ? {}
        : changesOf(contact, speaker, Boolean(owner && owner.id !== contact.id));
      touched.add(contact.id);
      if (Object.keys(changes).length > 0) {
        updates.push({ contact, changes });
        totals.updated++;
      } else totals.unchanged++;
      continue;
    }
    const twin = email ? createdByEmail.get(email) : undefined;
    if (twin) {
      // The same person twice on the platform (one email): one contact, two links.
      newLinks.push({ externalId: speaker.id, contactId: twin });
      totals.unchanged++;
      continue;
    }
    creates.push(speaker);
    if (email) createdByEmail.set(email, speaker);
    newLinks.push({ externalId: speaker.id, contactId: speaker });
    totals.created++;
  }
  return { updates, creates, newLinks, totals };
}

/** The speakers once each (a platform may list one twice): the last listing wins. */
export function distinct(speakers: readonly SourceSpeaker[]): SourceSpeaker[] {
  return [...new Map(speakers.map((speaker) => [speaker.id, speaker])).values()];
}

/** What writing the speakers of a new event would do: every one new, a twin email once. */
export function newEventTotals(speakers: readonly SourceSpeaker[]): SpeakerTotals {
  return planChunk(distinct(speakers), NOTHING_KNOWN).totals;
}
