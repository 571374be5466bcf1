import { z } from "zod";
import type { PermissionAction, Requirement } from "../permissions/permission-rules.js";
import {
  type RecordFilter,
  type RecordFilterField,
  recordFilterOperators,
  recordFilters,
  type SegmentKind,
  segmentKinds,
} from "../records/record-filters.js";
import { contactRow, type RecordListQuery, type RecordPage, recordPage } from "../records/record-list.js";

/*
 * The organization's people and speakers (spec 1 §2 "Organization area": `people`,
 * `people/segments/{segmentId}`, `speakers`, `speakers/segments/{segmentId}`, `segments`):
 * `GET /organizations/{orgId}/people` and `/speakers` list them like an event's record lists,
 * and a segment is a saved set of filters over one of the two.
 */

/**
 * One of the organization's contacts: in one of its events, or in none. People are all of them;
 * speakers are those who speak in a session of one of the organization's events.
 */
export const personRow = contactRow
  .extend({
    eventId: z.string().nullable(),
    /** The event's name (the table's "Event" column); null for a contact of no event. */
    event: z.string().nullable(),
    /** Speakers only: the sessions of the organization's events they speak in. */
    sessions: z.number().int().optional(),
  })
  .meta({ id: "OrgPerson" });
export type PersonRow = z.infer<typeof personRow>;

/** GET /organizations/{orgId}/people|speakers: a page of the list, with its columns. */
export const peoplePage = recordPage.extend({ records: z.array(personRow) }) satisfies z.ZodType<
  RecordPage<PersonRow>
>;
export type PeoplePage = z.infer<typeof peoplePage>;

/** `GET /organizations/{orgId}/people|speakers?page&pageSize&sort&q&filters`. */
export type PeopleQuery = Omit<RecordListQuery, "role">;

/**
 * What the people and speakers lists filter by: the contact's own columns and the event's name.
 * Custom fields and tags belong to one event each, so they filter that event's lists instead.
 */
export const PEOPLE_FILTER_FIELDS: readonly RecordFilterField[] = [
  { id: "name", name: "Name", kind: "text" },
  { id: "fname", name: "First name", kind: "text" },
  { id: "lname", name: "Last name", kind: "text" },
  { id: "email", name: "Email", kind: "text" },
  { id: "company", name: "Company", kind: "text" },
  { id: "title", name: "Title", kind: "text" },
  { id: "phone", name: "Phone", kind: "text" },
  { id: "country", name: "Country", kind: "text" },
  { id: "event", name: "Event", kind: "text" },
];

/** A saved segment, with how many people or speakers its filters keep today. */
export const segment = z
  .object({
    id: z.string(),
    kind: z.enum(segmentKinds),
    name: z.string(),
    filters: z.array(
      z.object({
        field: z.string(),
        op: z.enum(recordFilterOperators),
        value: z.string().optional(),
      }) satisfies z.ZodType<RecordFilter>,
    ),
    count: z.number().int(),
    /** ISO timestamp. */
    createdAt: z.string(),
  })
  .meta({ id: "OrgSegment" });
export type Segment = z.infer<typeof segment>;

export const SEGMENT_NAME_MAX_LENGTH = 100;
/** Segments an organization may keep of each kind. */
export const MAX_SEGMENTS_PER_KIND = 200;

export const segmentMessages = {
  nameRequired: "Enter a name for the segment",
  nameTooLong: `A segment name must be at most ${SEGMENT_NAME_MAX_LENGTH} characters`,
  nameTaken: "A segment with this name already exists",
  badKind: `Kind must be one of ${segmentKinds.join(", ")}`,
  notFound: "This segment does not exist.",
  tooMany: `An organization can keep at most ${MAX_SEGMENTS_PER_KIND} segments of each kind`,
  loadFailed: "An error occurred getting segments",
  saveFailed: "An error occurred saving the segment",
  deleteFailed: "An error occurred deleting the segment",
} as const;

export const segmentKind = z.enum(segmentKinds, { error: segmentMessages.badKind });

const segmentName = z
  .string({ error: segmentMessages.nameRequired })
  .trim()
  .min(1, segmentMessages.nameRequired)
  .max(SEGMENT_NAME_MAX_LENGTH, segmentMessages.nameTooLong);

/** POST /organizations/{orgId}/segments */
export const newSegmentBody = z
  .object({ kind: segmentKind, name: segmentName, filters: recordFilters.default([]) })
  .strict();
export type NewSegmentBody = z.input<typeof newSegmentBody>;

/** PUT /organizations/{orgId}/segments/{segmentId}: a new name, new filters, or both. */
export const segmentUpdateBody = z
  .object({ name: segmentName.optional(), filters: recordFilters.optional() })
  .strict();
export type SegmentUpdateBody = z.input<typeof segmentUpdateBody>;

/**
 * Who may see a kind's list and segments (read) or save, rename and delete its segments
 * (update): people are the organization's contacts, speakers answer to `speakers` (spec 1 §6).
 * @example segmentRequirement("speakers", "read") // [{ module: "speakers", action: "read" }]
 */
export function segmentRequirement(kind: SegmentKind, action: PermissionAction): Requirement {
  return [{ module: kind === "people" ? "contacts" : "speakers", action }];
}

/** Seeing the organization's people (spec 1 §2 `people`). */
export const ORG_PEOPLE_READ: Requirement = segmentRequirement("people", "read");
/** Seeing the organization's speakers (spec 1 §2 `speakers`). */
export const ORG_SPEAKERS_READ: Requirement = segmentRequirement("speakers", "read");
/** Seeing the organization's segments page: either list is enough (each shows what it may). */
export const ORG_SEGMENTS_READ: Requirement = [...ORG_PEOPLE_READ, ...ORG_SPEAKERS_READ];
