import { z } from "zod";
import {
  CHANGELOG_MAX,
  type ConflictKind,
  conflictKinds,
  conflictSettingValues,
  conflictSeverities,
  DRAFT_NAME_MAX,
  slotSteps,
  VERSION_MAX,
} from "./schedule-contract.js";

/*
 * The zod schemas of the agenda's calls (schedule-contract.ts has the types and rules). The public
 * schedule's shape is what `<foyer-agenda>` reads: change it only together with the widget.
 */

const iso = (what: string) => z.string().describe(`${what}: ISO timestamp (UTC).`);
const hhmm = (label: string) =>
  z
    .string({ error: `${label} must be a time such as 09:00` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 09:00`);

/** The event as a release shows it. */
export const publicScheduleEvent = z.object({
  slug: z.string(),
  name: z.string(),
  timeZone: z.string().describe("IANA time zone the event's times are shown in."),
  startsOn: z.string().describe("YYYY-MM-DD"),
  endsOn: z.string().describe("YYYY-MM-DD"),
});
export const publicScheduleRoom = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.number().int().nullable(),
});
export const publicScheduleTrack = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
});
export const publicScheduleSession = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: iso("Start"),
  endsAt: iso("End"),
  roomId: z.string(),
  trackId: z.string().nullable(),
  plenum: z.boolean().describe("Whether it spans every room (a keynote, a break)."),
  speakers: z.array(z.object({ id: z.string(), name: z.string() })),
  personas: z
    .array(z.string())
    .optional()
    .describe(
      "The names of the personas it is for, in the list's order (absent in releases made before personas).",
    ),
});
/** What a release freezes. */
export const scheduleSnapshot = z.object({
  event: publicScheduleEvent,
  rooms: z.array(publicScheduleRoom),
  tracks: z.array(publicScheduleTrack),
  sessions: z.array(publicScheduleSession),
});
/** `GET /api/public/events/{eventSlug}/schedule.json`: the latest release. */
export const publicSchedule = scheduleSnapshot
  .extend({ version: z.string(), releasedAt: iso("Released"), changelog: z.string() })
  .meta({ id: "PublicSchedule" });

/** `GET /api/public/events/{eventSlug}/schedule/changelog`: every release, newest first. */
export const publicChangelog = z.array(
  z.object({ version: z.string(), releasedAt: iso("Released"), changelog: z.string() }),
);

/** A release as the organizers' list shows it. */
export const scheduleRelease = z
  .object({
    id: z.string(),
    version: z.string(),
    changelog: z.string(),
    releasedAt: iso("Released"),
    releasedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    sessionCount: z.number().int(),
  })
  .meta({ id: "ScheduleRelease" });

/** `POST /api/events/{eventId}/schedule/releases`. */
export const releaseBody = z
  .object({
    version: z
      .string({ error: "version is required" })
      .trim()
      .min(1, "version is required")
      .max(VERSION_MAX, `version must be at most ${VERSION_MAX} characters`),
    changelog: z
      .string({ error: "changelog must be text" })
      .max(CHANGELOG_MAX, `changelog must be at most ${CHANGELOG_MAX} characters`)
      .default(""),
  })
  .strict();
export type ReleaseBody = z.infer<typeof releaseBody>;

export const scheduleConflict = z
  .object({
    kind: z.enum(conflictKinds),
    sessionIds: z.array(z.string()),
    message: z.string(),
    severity: z.enum(conflictSeverities),
  })
  .meta({ id: "ScheduleConflict" });

const severity = z.enum(conflictSettingValues, { error: "Each kind is warning, error or off" });
/** `sessions/settings/conflicts`: whether each kind is a warning, an error, or off (not reported). */
export const conflictSettings = z
  .object(
    Object.fromEntries(conflictKinds.map((kind) => [kind, severity])) as Record<
      ConflictKind,
      typeof severity
    >,
  )
  .meta({ id: "ConflictSettings" });
/** PUT: any of the kinds; the others keep theirs. */
export const conflictSettingsBody = conflictSettings.partial().strict();

const scheduleBreak = z
  .object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "day must be a date such as 2027-03-15")
      .nullable()
      .describe("YYYY-MM-DD, or null for every day."),
    start: hhmm("start"),
    end: hhmm("end"),
    label: z.string().trim().max(100, "label must be at most 100 characters").default("Break"),
  })
  .strict()
  .refine((value) => value.start < value.end, { path: ["end"], message: "end must be after start" });

const blockerInstant = (label: string) =>
  z
    .string({ error: `${label} must be an ISO timestamp` })
    .max(40, `${label} must be an ISO timestamp`)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
      message: `${label} must be an ISO timestamp`,
    })
    .describe(`${label}: ISO timestamp (UTC).`);

/** An internal blocker: a room (or, with `roomId` null, every room) kept free for a while. */
const scheduleBlocker = z
  .object({
    roomId: z
      .string({ error: "roomId must be a room's id or null" })
      .min(1, "roomId must be a room's id or null")
      .max(200, "roomId must be a room's id or null")
      .nullable()
      .describe("The room kept free, or null for every room."),
    startsAt: blockerInstant("startsAt"),
    endsAt: blockerInstant("endsAt"),
    label: z.string().trim().max(100, "label must be at most 100 characters").default("Blocked"),
  })
  .strict()
  .refine((value) => Date.parse(value.startsAt) < Date.parse(value.endsAt), {
    path: ["endsAt"],
    message: "endsAt must be after startsAt",
  });

/** `sessions/settings/agenda`: the grid's hours and step, the breaks and the internal blockers. */
export const agendaSettings = z
  .object({
    dayStart: hhmm("dayStart"),
    dayEnd: hhmm("dayEnd"),
    slotStep: z.union(
      slotSteps.map((step) => z.literal(step)),
      { error: `slotStep must be one of ${slotSteps.join(", ")}` },
    ),
    breaks: z.array(scheduleBreak).max(50, "At most 50 breaks"),
    blockers: z
      .array(scheduleBlocker)
      .max(200, "At most 200 blockers")
      .describe("Internal blockers: times a room (or every room) is kept free; not published."),
  })
  .meta({ id: "AgendaSettings" });
export const agendaSettingsBody = agendaSettings
  .partial()
  .strict()
  .refine((value) => !value.dayStart || !value.dayEnd || value.dayStart < value.dayEnd, {
    path: ["dayEnd"],
    message: "dayEnd must be after dayStart",
  });

/** A session's place in a draft: nulls while unplaced. */
export const draftPlacement = z.object({
  sessionId: z.string(),
  startsAt: iso("Start").nullable(),
  endsAt: iso("End").nullable(),
  roomId: z.string().nullable(),
});
export const scheduleDraft = z
  .object({
    id: z.string(),
    name: z.string(),
    version: z.number().int().describe("Send it back with each change: an older one is refused (409)."),
    placements: z.array(draftPlacement).describe("One per session of the event."),
  })
  .meta({ id: "ScheduleDraft" });
export const draftSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    version: z.number().int(),
    createdAt: iso("Created"),
    updatedAt: iso("Changed"),
    createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: "ScheduleDraftSummary" });
export const draftCreateBody = z
  .object({
    name: z
      .string({ error: "name is required" })
      .trim()
      .min(1, "name is required")
      .max(DRAFT_NAME_MAX, `name must be at most ${DRAFT_NAME_MAX} characters`),
  })
  .strict();
const instant = (label: string) =>
  z
    .string({ error: `${label} must be an ISO timestamp or null` })
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), {
      message: `${label} must be an ISO timestamp or null`,
    })
    .nullable();
/** `PUT …/drafts/{draftId}/placements/{sessionId}`: all three set (placed) or all null (unplaced). */
export const placementBody = z
  .object({
    startsAt: instant("startsAt"),
    endsAt: instant("endsAt"),
    roomId: z.string({ error: "roomId must be an id or null" }).min(1).max(200).nullable(),
    version: z.number({ error: "version is required" }).int("version must be a whole number"),
  })
  .strict()
  .superRefine((value, ctx) => {
    const set = [value.startsAt, value.endsAt, value.roomId].filter((one) => one !== null).length;
    if (set !== 0 && set !== 3)
      ctx.addIssue({
        code: "custom",
        path: [value.startsAt === null ? "startsAt" : value.endsAt === null ? "endsAt" : "roomId"],
        message: "A placement has a start, an end and a room, or none of them",
      });
    if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "endsAt must be after startsAt" });
  });
export type PlacementBody = z.infer<typeof placementBody>;

const placementSide = z.object({
  startsAt: iso("Start").nullable(),
  endsAt: iso("End").nullable(),
  roomId: z.string().nullable(),
});
/** A difference between a draft and the live schedule. */
export const draftChange = z
  .object({
    sessionId: z.string(),
    title: z.string(),
    change: z.enum(["moved", "added", "removed"]),
    before: placementSide.describe("The live schedule's placement."),
    after: placementSide.describe("The draft's placement."),
  })
  .meta({ id: "ScheduleDraftChange" });
