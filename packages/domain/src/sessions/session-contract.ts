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
export interface SessionSettingItem {
  id: string;
  kind: SessionSettingKind;
  name: string;
  /** Order in lists and selects, from 0. */
  position: number;
  /** `#rgb` or `#rrggbb`, or null. */
  colour: string | null;
  /** How many of the event's sessions use it. */
  sessionCount: number;
}

/** Every settings list of an event (`GET /api/events/{eventId}/session-settings`). */
export type SessionSettings = Record<SessionSettingKind, SessionSettingItem[]>;

/** What a session shows of a setting it uses. */
export interface SessionRef {
  id: string;
  name: string;
  colour: string | null;
}

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
export interface SessionParticipant {
  contactId: string;
  role: ParticipantRole;
  /** Order within the role, from 0. */
  position: number;
  /** `fname lname`, trimmed. */
  name: string;
  email: string | null;
  company: string | null;
  title: string | null;
}

/** A file of the session's file content: an upload (`/api/uploads/{uploadId}`) linked to it. */
export interface SessionFile {
  uploadId: string;
  name: string;
  size: number;
  type: string;
  url: string;
  /** ISO timestamp. */
  addedAt: string;
  addedBy: { id: string; name: string } | null;
}

/** A row of the sessions list. */
export interface SessionSummary {
  id: string;
  /** The session this is a subsession of, or null. */
  parentId: string | null;
  title: string;
  /** ISO timestamps, or null while unscheduled. */
  startsAt: string | null;
  endsAt: string | null;
  room: SessionRef | null;
  track: SessionRef | null;
  format: SessionRef | null;
  level: SessionRef | null;
  language: SessionRef | null;
  status: SessionRef | null;
  /** The speakers' names, in their order. */
  speakers: string[];
  subsessionCount: number;
  createdAt: string;
  updatedAt: string;
}

/** One session with everything its pages show. */
export interface SessionDetail extends SessionSummary {
  description: string;
  parent: { id: string; title: string } | null;
  /** Every role's participants, by role then position. */
  participants: SessionParticipant[];
  /** Its subsessions, by start time then title. */
  subsessions: SessionSummary[];
  files: SessionFile[];
  /** The event's time zone (IANA), in which the times are shown and entered. */
  timezone: string;
}

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

/** `GET /api/events/{eventId}/sessions`: one page of the event's sessions (subsessions are listed under their session). */
export interface SessionPage {
  sessions: SessionSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** The event's time zone (IANA). */
  timezone: string;
}

/** Answer of `DELETE /api/events/{eventId}/sessions/{sessionId}`. */
export interface DeletedSession {
  id: string;
  /** How many subsessions went with it. */
  subsessions: number;
}

/** Answer of `DELETE /api/events/{eventId}/session-settings/{kind}/{itemId}`. */
export interface DeletedSessionSetting {
  id: string;
  /** How many sessions used it; they now have none (each change is in the session's audit). */
  clearedSessions: number;
}

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
