import type { ModuleSummary, SegmentKind } from "@foyer/domain";
import { orgPath } from "../org-paths.js";

/*
 * Where the organization's people pages live (spec 1 §2 "Organization area"): people and
 * people/segments/{segmentId}, speakers and speakers/segments/{segmentId}, segments; each row
 * opens the organization's contact page, contact/{recordId}.
 */

/** What the pages call each kind of list and its rows. */
export const kindText: Record<
  SegmentKind,
  { title: string; all: string; one: string; many: string; lead: string; empty: string }
> = {
  people: {
    title: "People",
    all: "All people",
    one: "person",
    many: "people",
    lead: "Everyone your organization keeps a record of, across its events.",
    empty: "Contacts of your events show up here.",
  },
  speakers: {
    title: "Speakers",
    all: "All speakers",
    one: "speaker",
    many: "speakers",
    lead: "Everyone who speaks in a session of one of your events.",
    empty: "Speakers of your events' sessions show up here.",
  },
};

/** `/org-light/{orgId}/people`, or one of its segments. */
export function peoplePath(orgId: string, kind: SegmentKind, segmentId?: string): string {
  return orgPath(orgId, segmentId ? `${kind}/segments/${encodeURIComponent(segmentId)}` : kind);
}

/** The organization's page of a contact (it leads on to the contact's event). */
export function orgContactPath(orgId: string, contactId: string): string {
  return orgPath(orgId, `contact/${encodeURIComponent(contactId)}`);
}

/** "1 person", "3 people". */
export function countText(kind: SegmentKind, n: number): string {
  return `${n} ${n === 1 ? kindText[kind].one : kindText[kind].many}`;
}

/**
 * The table's idea of what it lists (its caption, its rows' names): the record table was made
 * for an event's modules, and the organization's lists read to it as one of contacts.
 */
export function listModule(orgId: string, kind: SegmentKind): ModuleSummary {
  const text = kindText[kind];
  return {
    id: kind,
    eventId: "",
    orgId,
    kind: "contacts",
    name: text.title,
    slug: kind,
    recordName: text.one,
  };
}
