import { z } from "zod";
import { pageQuery, searchText, sortParam } from "../contract/common.js";

/**
 * The sessions of an event as the event area shows them (spec 1 §2 "Event area":
 * sessions/{sessionId} with details, participants, file-content, subsessions and audit; the
 * sessions settings rooms, tracks, languages, statuses, formats and levels), and the contacts'
 * role views (contacts/speakers, chairpersons, moderators, session-submitters).
 * API: `/api/events/{eventId}/sessions…` and `/api/events/{eventId}/session-settings…`.
 */

/** The settings lists a session picks from, in the order the settings page shows them. */
export const sessionSettingKinds = ["rooms", "tracks", "formats", "levels", "languages", "statuses"] as const;
export type SessionSettingKind = (typeof sessionSettingKinds)[number];

/** The session field that points at an item of each kind. */
export type SessionRefField = "roomId" | "trackId" | "formatId" | "levelId" | "languageId" | "statusId";

export interface SessionSettingInfo {
  /** The page's title and the nav label ('Rooms'). */
  title: string;
  /** One item, in a sentence ('room'). */
  one: string;
  /** The session's field label ('Room'), also the audit's field name. */
  label: string;
  field: SessionRefField;
  /** Whether the item's colour means something to the eye (tracks and statuses are colour-coded). */
  coloured: boolean;
}

export const sessionSettingInfo: Record<SessionSettingKind, SessionSettingInfo> = {
  rooms: { title: "Rooms", one: "room", label: "Room", field: "roomId", coloured: false },
  tracks: { title: "Tracks", one: "track", label: "Track", field: "trackId", coloured: true },
  formats: { title: "Formats", one: "format", label: "Format", field: "formatId", coloured: false },
  levels: { title: "Levels", one: "level", label: "Level", field: "levelId", coloured: false },
  languages: { title: "Languages", one: "language", label: "Language", field: "languageId", coloured: false },
  statuses: { title: "Statuses", one: "status", label: "Status", field: "statusId", coloured: true },
};

export function isSessionSettingKind(value: unknown): value is SessionSettingKind {
  return typeof value === "string" && (sessionSettingKinds as readonly string[]).includes(value);
}

/** One room, track, format, level, language or status of an event. */
export const sessionSettingItem = z
  .object({
    id: z.string(),
    kind: z.enum(sessionSettingKinds),
    name: z.string(),
    position: z.number().int().describe("Order in lists and selects, from 0."),
    colour: z.string().nullable().describe("`#rgb` or `#rrggbb`, or null."),
    sessionCount: z.number().int().describe("How many of the event's sessions use it."),
  })
  .meta({ id: "SessionSettingItem" });
export type SessionSettingItem = z.infer<typeof sessionSettingItem>;

/** Every settings list of an event (`GET /api/events/{eventId}/session-settings`). */
export const sessionSettings = z.object({
  rooms: z.array(sessionSettingItem),
  tracks: z.array(sessionSettingItem),
  formats: z.array(sessionSettingItem),
  levels: z.array(sessionSettingItem),
  languages: z.array(sessionSettingItem),
  statuses: z.array(sessionSettingItem),
}) satisfies z.ZodType<Record<SessionSettingKind, SessionSettingItem[]>>;
export type SessionSettings = Record<SessionSettingKind, SessionSettingItem[]>;

/** What a session shows of a setting it uses. */
export const sessionRef = z
  .object({ id: z.string(), name: z.string(), colour: z.string().nullable() })
  .meta({ id: "SessionRef" });
export type SessionRef = z.infer<typeof sessionRef>;

/** Spec 2 §3 "Contact-type fields: Speakers, Moderator, Chairperson". */
export const participantRoles = ["speaker", "moderator", "chairperson"] as const;
export type ParticipantRole = (typeof participantRoles)[number];

export const participantRoleLabels: Record<ParticipantRole, { one: string; many: string }> = {
  speaker: { one: "Speaker", many: "Speakers" },
  moderator: { one: "Moderator", many: "Moderators" },
  chairperson: { one: "Chairperson", many: "Chairpersons" },
};

export function isParticipantRole(value: unknown): value is ParticipantRole {
  return typeof value === "string" && (participantRoles as readonly string[]).includes(value);
}

/** A contact of the event taking part in a session in one role. */
export const sessionParticipant = z
  .object({
    contactId: z.string(),
    role: z.enum(participantRoles),
    position: z.number().int().describe("Order within the role, from 0."),
    name: z.string().describe("`fname lname`, trimmed."),
    email: z.string().nullable(),
    company: z.string().nullable(),
    title: z.string().nullable(),
  })
  .meta({ id: "SessionParticipant" });
export type SessionParticipant = z.infer<typeof sessionParticipant>;

/** A file of the session's file content: an upload (`/api/uploads/{uploadId}`) linked to it. */
export const sessionFile = z
  .object({
    uploadId: z.string(),
    name: z.string(),
    size: z.number().int(),
    type: z.string(),
    url: z.string(),
    addedAt: z.string().describe("ISO timestamp."),
    addedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: "SessionFile" });
export type SessionFile = z.infer<typeof sessionFile>;

const summaryShape = {
  id: z.string(),
  parentId: z.string().nullable().describe("The session this is a subsession of, or null."),
  title: z.string(),
  startsAt: z.string().nullable().describe("ISO timestamp, or null while unscheduled."),
  endsAt: z.string().nullable().describe("ISO timestamp, or null while unscheduled."),
  room: sessionRef.nullable(),
  track: sessionRef.nullable(),
  format: sessionRef.nullable(),
  level: sessionRef.nullable(),
  language: sessionRef.nullable(),
  status: sessionRef.nullable(),
  speakers: z.array(z.string()).describe("The speakers' names, in their order."),
  subsessionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A row of the sessions list. */
export const sessionSummary = z.object(summaryShape).meta({ id: "SessionSummary" });
export type SessionSummary = z.infer<typeof sessionSummary>;

/** One session with everything its pages show. */
export const sessionDetail = z
  .object({
    ...summaryShape,
    description: z.string(),
    parent: z.object({ id: z.string(), title: z.string() }).nullable(),
    participants: z.array(sessionParticipant).describe("Every role's participants, by role then position."),
    subsessions: z.array(sessionSummary).describe("Its subsessions, by start time then title."),
    files: z.array(sessionFile),
    timezone: z.string().describe("The event's time zone (IANA), in which the times are shown and entered."),
  })
  .meta({ id: "SessionDetail" });
export type SessionDetail = z.infer<typeof sessionDetail>;

/** The keys the sessions list sorts by; `-` sorts descending. */
export const sessionSortKeys = ["title", "startsAt", "createdAt"] as const;
export type SessionSortKey = (typeof sessionSortKeys)[number];
export type SessionSort = SessionSortKey | `-${SessionSortKey}`;

/** Without a chosen sort, sessions come in agenda order: earliest first, unscheduled last, then by title. */
export const DEFAULT_SESSION_SORT: SessionSort = "startsAt";

export interface SessionListQuery {
  /** @default 1 */
  page?: number;
  /** 1 to MAX_PAGE_SIZE. @default DEFAULT_PAGE_SIZE (50) */
  pageSize?: number;
  /** @default DEFAULT_SESSION_SORT */
  sort?: SessionSort;
  /** Matched, case-insensitively and literally, anywhere in the title. */
  q?: string;
}

/** The query of `GET /api/events/{eventId}/sessions` (SessionListQuery, as the server reads it). */
export const sessionListQuery = pageQuery.extend({
  sort: sortParam(sessionSortKeys, DEFAULT_SESSION_SORT),
  q: searchText,
});

/** `GET /api/events/{eventId}/sessions`: one page of the event's sessions (subsessions are listed under their session). */
export const sessionPage = z.object({
  sessions: z.array(sessionSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  timezone: z.string().describe("The event's time zone (IANA)."),
});
export type SessionPage = z.infer<typeof sessionPage>;

/** Answer of `DELETE /api/events/{eventId}/sessions/{sessionId}`. */
export const deletedSession = z.object({
  id: z.string(),
  subsessions: z.number().int().describe("How many subsessions went with it."),
});
export type DeletedSession = z.infer<typeof deletedSession>;

/** Answer of `DELETE /api/events/{eventId}/session-settings/{kind}/{itemId}`. */
export const deletedSessionSetting = z.object({
  id: z.string(),
  clearedSessions: z
    .number()
    .int()
    .describe("How many sessions used it; they now have none (each change is in the session's audit)."),
});
export type DeletedSessionSetting = z.infer<typeof deletedSessionSetting>;

/**
 * Spec 2 §4.4 "Sort toggling cycles ascending, descending, then the default key": the sort after
 * a click on `key`'s column header.
 * @example nextSessionSort(undefined, "title") // "title"; then "-title"; then undefined (the default)
 */
export function nextSessionSort(
  current: SessionSort | undefined,
  key: SessionSortKey,
): SessionSort | undefined {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return undefined;
  return key;
}

/**
 * The contacts page's role views (spec 1 §2 "contacts, contacts/speakers, chairpersons,
 * moderators, session-submitters"): `role` of `GET /api/modules/{moduleId}/records`.
 */
export const contactRoles = ["speaker", "chairperson", "moderator", "session-submitter"] as const;
export type ContactRole = (typeof contactRoles)[number];

/** Each role view's path below /contacts/ and its label, in the order the tabs show them. */
export const contactRoleViews: readonly { path: string; role: ContactRole; label: string }[] = [
  { path: "speakers", role: "speaker", label: "Speakers" },
  { path: "chairpersons", role: "chairperson", label: "Chairpersons" },
  { path: "moderators", role: "moderator", label: "Moderators" },
  { path: "session-submitters", role: "session-submitter", label: "Session submitters" },
];
