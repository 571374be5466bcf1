import { type SessionSettingKind, sessionSettingKinds } from "@foyer/domain";
import { eventPath } from "../event-paths.js";

/*
 * Where the sessions pages live (spec 1 §2 "Event area"): the list at sessions, one session at
 * sessions/{sessionId} with its tabs details, participants, file-content, subsessions and audit,
 * the settings at sessions/settings/{rooms|tracks|formats|levels|languages|statuses|personas|files}.
 */

export const sessionTabs = [
  { path: "details", label: "Details" },
  { path: "participants", label: "Participants" },
  { path: "file-content", label: "File content" },
  { path: "subsessions", label: "Subsessions" },
  { path: "audit", label: "Audit" },
] as const;

export type SessionTab = (typeof sessionTabs)[number]["path"];

export function isSessionTab(value: string): value is SessionTab {
  return sessionTabs.some((tab) => tab.path === value);
}

/**
 * Spec 1 §2's other pages under sessions/ (forms, agenda, evaluation, …): never a session id, so
 * their routes are not taken over by the session's, whichever order the area lists them in.
 */
const OTHER_SESSIONS_PAGES = [
  "form",
  "forms",
  "submissions",
  "evaluation",
  "evaluation-plans",
  "review",
  "monitor",
  "settings",
  "agenda",
  "embeds",
  "conflicts",
  "drafts",
  "decisions",
];

/** /event-light/{eventId}/sessions/{sessionId}[/{tab}], with the session id and tab as named groups. */
export const sessionRoutePattern = new RegExp(
  `^/event-light/(?<eventId>[^/]+)/sessions/(?<sessionId>(?!(?:${OTHER_SESSIONS_PAGES.join("|")})(?:/|$))[^/]+)(?:/(?<tab>[^/]+))?/?$`,
);

const seg = encodeURIComponent;

export function sessionsPath(eventId: string): string {
  return eventPath(eventId, "sessions");
}

export function sessionPath(eventId: string, sessionId: string, tab: SessionTab = "details"): string {
  return eventPath(eventId, `sessions/${seg(sessionId)}/${tab}`);
}

export function sessionSettingsPath(
  eventId: string,
  kind: SessionSettingKind = sessionSettingKinds[0],
): string {
  return eventPath(eventId, `sessions/settings/${kind}`);
}

/** The file kinds' page beside the lists (issue 25 item 7): sessions/settings/files. */
export const fileKindsSettingPage = { path: "files", title: "Files" } as const;

/** The agenda's settings pages beside the lists (issue 25 item 7): sessions/settings/{path}. */
export const agendaSettingPages = [
  { path: "agenda", title: "Agenda" },
  { path: "conflicts", title: "Conflicts" },
] as const;

/** The settings' libraries (issue 25 item 7): evaluation criteria and session templates. */
export const librarySettingPages = [
  { path: "criteria", title: "Criteria" },
  { path: "templates", title: "Templates" },
] as const;

/** The decision emails' outbox (issue 19 item 3). */
export function decisionMailsPath(eventId: string): string {
  return eventPath(eventId, "sessions/decisions");
}

/** The agenda widget's snippet and preview (issue 25 item 5). */
export function embedsPath(eventId: string): string {
  return eventPath(eventId, "sessions/embeds");
}

/** A contact's page (spec 1 §2 "contact/{recordId}"). */
export function contactPath(eventId: string, contactId: string): string {
  return eventPath(eventId, `contact/${seg(contactId)}`);
}

/** Whether `pathname` is the sessions list or one session's pages (not session forms or settings). */
export function isSessionsPage(pathname: string, eventId: string): boolean {
  const list = sessionsPath(eventId);
  return pathname === list || sessionRoutePattern.test(pathname);
}

/** "2.4 MB": file sizes in 1024 steps (spec 2 §9). */
export function fileSizeLabel(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
