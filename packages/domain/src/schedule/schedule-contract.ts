import type { z } from "zod";
import type {
  agendaSettings,
  conflictSettings,
  draftChange,
  draftPlacement,
  draftSummary,
  publicChangelog,
  publicSchedule,
  scheduleConflict,
  scheduleDraft,
  scheduleRelease,
  scheduleSnapshot,
} from "./schedule-schemas.js";

/**
 * The agenda of an event (issue 25; docs/agenda.md): conflicts, drafts, releases and their public
 * exports, and the agenda settings. API: `/api/events/{eventId}/schedule…` and
 * `/api/public/events/{eventSlug}/schedule…`. The zod schemas are in schedule-schemas.ts, so that
 * browser bundles importing these types and rules never pull zod in.
 */

/** What a conflict is about. */
export const conflictKinds = [
  "room_overlap",
  "speaker_overlap",
  "speaker_unavailable",
  "room_unavailable",
  "outside_event",
  "capacity",
] as const;
export type ConflictKind = (typeof conflictKinds)[number];

export const conflictSeverities = ["warning", "error"] as const;
export type ConflictSeverity = (typeof conflictSeverities)[number];
/** What the settings say of a kind: reported as a warning or an error, or not looked for ("off"). */
export const conflictSettingValues = [...conflictSeverities, "off"] as const;
export type ConflictSettingValue = (typeof conflictSettingValues)[number];

/** How each kind is reported until the event says otherwise (`sessions/settings/conflicts`). */
export const DEFAULT_CONFLICT_SEVERITIES: Record<ConflictKind, ConflictSettingValue> = {
  room_overlap: "error",
  speaker_overlap: "error",
  speaker_unavailable: "warning",
  room_unavailable: "warning",
  outside_event: "error",
  capacity: "warning",
};

/** The agenda grid's steps, in minutes. */
export const slotSteps = [5, 15, 30, 60] as const;
export type SlotStep = (typeof slotSteps)[number];

export const DEFAULT_AGENDA_SETTINGS: AgendaSettings = {
  dayStart: "08:00",
  dayEnd: "18:00",
  slotStep: 15,
  breaks: [],
  blockers: [],
};

export const VERSION_MAX = 50;
export const CHANGELOG_MAX = 10_000;
export const DRAFT_NAME_MAX = 100;
/** A person's availability: at most this many windows, each at most this long. */
export const AVAILABILITY_WINDOWS_MAX = 200;
export const AVAILABILITY_WINDOW_MAX_DAYS = 31;

export const scheduleMessages = {
  nothingScheduled:
    "Nothing to publish: no session has a time, a room and a public status. Place sessions in rooms and give them a public status (Settings → Statuses) first.",
  versionTaken: (version: string) => `A release named “${version}” already exists.`,
  draftNotFound: "This draft does not exist.",
  sessionNotFound: "This session does not exist.",
  roomNotFound: "roomId: This room does not exist.",
  blockerRoomNotFound: (index: number) => `blockers.${index}.roomId: This room does not exist.`,
  staleDraft:
    "Someone else changed this draft since you loaded it. Reload it to see their changes, then make yours again.",
  scheduleNotFound: "This schedule does not exist.",
  draftChangedWhileSolving:
    "The draft kept changing while the scheduler ran; nothing was written. Run it again.",
  solveFailed: "The scheduler stopped; nothing was written.",
} as const;

export type ConflictSettings = z.infer<typeof conflictSettings>;
export type AgendaSettings = z.infer<typeof agendaSettings>;
export type ScheduleConflict = z.infer<typeof scheduleConflict>;
export type ScheduleSnapshot = z.infer<typeof scheduleSnapshot>;
export type PublicSchedule = z.infer<typeof publicSchedule>;
export type PublicChangelog = z.infer<typeof publicChangelog>;
export type ScheduleRelease = z.infer<typeof scheduleRelease>;
export type DraftPlacement = z.infer<typeof draftPlacement>;
export type ScheduleDraft = z.infer<typeof scheduleDraft>;
export type DraftSummary = z.infer<typeof draftSummary>;
export type DraftChange = z.infer<typeof draftChange>;
