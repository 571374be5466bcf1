import type { z } from "zod";

import type {
  deletedSession,
  deletedSessionSetting,
  sessionDetail,
  sessionFile,
  sessionPage,
  sessionParticipant,
  sessionRef,
  sessionSettingItem,
  sessionSummary,
} from "./session-schemas.js";
/**
 * The sessions of an event as the event area shows them (spec 1 §2 "Event area":
 * sessions/{sessionId} with details, participants, file-content, subsessions and audit; the
 * sessions settings rooms, tracks, languages, statuses, formats and levels), and the contacts'
 * role views (contacts/speakers, chairpersons, moderators, session-submitters).
 * API: `/api/events/{eventId}/sessions…` and `/api/events/{eventId}/session-settings…`.
 */

/** The lists a session picks one item from, each behind a field of the session (`roomId`, …). */
export const sessionRefKinds = ["rooms", "tracks", "formats", "levels", "languages", "statuses"] as const;
export type SessionRefKind = (typeof sessionRefKinds)[number];

/**
 * The settings lists a session picks from, in the order the settings page shows them: the
 * one-per-session lists, then personas (the audiences a session is for; many per session, issue 25).
 */
export const sessionSettingKinds = [...sessionRefKinds, "personas"] as const;
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
  /** The session's field that holds the item, or null for personas (the session_personas table). */
  field: SessionRefField | null;
  /** Whether the item's colour means something to the eye (tracks and statuses are colour-coded). */
  coloured: boolean;
}

type RefInfo = SessionSettingInfo & { field: SessionRefField };

export const sessionSettingInfo: Record<SessionRefKind, RefInfo> & Record<"personas", SessionSettingInfo> = {
  rooms: { title: "Rooms", one: "room", label: "Room", field: "roomId", coloured: false },
  tracks: { title: "Tracks", one: "track", label: "Track", field: "trackId", coloured: true },
  formats: { title: "Formats", one: "format", label: "Format", field: "formatId", coloured: false },
  levels: { title: "Levels", one: "level", label: "Level", field: "levelId", coloured: false },
  languages: { title: "Languages", one: "language", label: "Language", field: "languageId", coloured: false },
  statuses: { title: "Statuses", one: "status", label: "Status", field: "statusId", coloured: true },
  personas: { title: "Personas", one: "persona", label: "Personas", field: null, coloured: false },
};

/** The most personas one session may have (a checkbox group, not a tag cloud). */
export const MAX_SESSION_PERSONAS = 50;

export function isSessionSettingKind(value: unknown): value is SessionSettingKind {
  return typeof value === "string" && (sessionSettingKinds as readonly string[]).includes(value);
}

export type SessionSettingItem = z.infer<typeof sessionSettingItem>;

export type SessionSettings = Record<SessionSettingKind, SessionSettingItem[]>;

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

export type SessionParticipant = z.infer<typeof sessionParticipant>;

export type SessionFile = z.infer<typeof sessionFile>;

export type SessionSummary = z.infer<typeof sessionSummary>;

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
  /** Only the sessions for this persona (an item id of the Personas list). */
  persona?: string;
}

export type SessionPage = z.infer<typeof sessionPage>;

export type DeletedSession = z.infer<typeof deletedSession>;

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
