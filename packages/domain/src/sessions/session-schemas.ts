import { z } from "zod";
import { pageQuery, searchText, sortParam } from "../contract/common.js";
import {
  DEFAULT_SESSION_SORT,
  participantRoles,
  type SessionSettingItem,
  type SessionSettingKind,
  sessionSettingKinds,
  sessionSortKeys,
} from "./session-contract.js";

/**
 * The zod schemas of session-contract.ts: kept apart so browser bundles that import its labels and rules
 * never pull zod in (the embed build fails when a chunk contains it). Types stay in session-contract.ts.
 */
/** One room, track, format, level, language or status of an event. */
export const sessionSettingItem = z
  .object({
    id: z.string(),
    kind: z.enum(sessionSettingKinds),
    name: z.string(),
    position: z.number().int().describe("Order in lists and selects, from 0."),
    colour: z.string().nullable().describe("`#rgb` or `#rrggbb`, or null."),
    sessionCount: z.number().int().describe("How many of the event's sessions use it."),
    isPublic: z
      .boolean()
      .optional()
      .describe("Statuses only: sessions with it are part of the published schedule."),
    countsAsAccepted: z
      .boolean()
      .optional()
      .describe("Statuses only: sessions with it count as accepted (the scheduler places them)."),
    capacity: z.number().int().nullable().optional().describe("Rooms only: how many people fit, or null."),
    opensAt: z
      .string()
      .nullable()
      .optional()
      .describe("Rooms only: `HH:MM` (event time zone) from which it can be used each day, or null."),
    closesAt: z
      .string()
      .nullable()
      .optional()
      .describe("Rooms only: `HH:MM` (event time zone) until which it can be used each day, or null."),
  })
  .meta({ id: "SessionSettingItem" });
/** Every settings list of an event (`GET /api/events/{eventId}/session-settings`). */
export const sessionSettings = z.object({
  rooms: z.array(sessionSettingItem),
  tracks: z.array(sessionSettingItem),
  formats: z.array(sessionSettingItem),
  levels: z.array(sessionSettingItem),
  languages: z.array(sessionSettingItem),
  statuses: z.array(sessionSettingItem),
  personas: z.array(sessionSettingItem),
}) satisfies z.ZodType<Record<SessionSettingKind, SessionSettingItem[]>>;
/** What a session shows of a setting it uses. */
export const sessionRef = z
  .object({ id: z.string(), name: z.string(), colour: z.string().nullable() })
  .meta({ id: "SessionRef" });
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
    kindId: z
      .string()
      .nullable()
      .describe("The file kind (session settings Files) it was linked as, or null."),
  })
  .meta({ id: "SessionFile" });
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
  personas: z
    .array(sessionRef)
    .describe("The audiences it is for (session settings Personas), in the list's order."),
  speakers: z.array(z.string()).describe("The speakers' names, in their order."),
  subsessionCount: z.number().int(),
  plenum: z.boolean().describe("Whether it spans every room at its time (a keynote, lunch)."),
  durationMinutes: z
    .number()
    .int()
    .nullable()
    .describe("The length the agenda gives it when placed without times (from its template), or null."),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A row of the sessions list. */
export const sessionSummary = z.object(summaryShape).meta({ id: "SessionSummary" });
/** One session with everything its pages show. */
export const sessionDetail = z
  .object({
    ...summaryShape,
    description: z.string(),
    plenum: z.boolean().describe("Whether it spans every room (a keynote, a break)."),
    expectedAudience: z.number().int().nullable().describe("How many people it expects, or null."),
    parent: z.object({ id: z.string(), title: z.string() }).nullable(),
    participants: z.array(sessionParticipant).describe("Every role's participants, by role then position."),
    subsessions: z.array(sessionSummary).describe("Its subsessions, by start time then title."),
    files: z.array(sessionFile),
    timezone: z.string().describe("The event's time zone (IANA), in which the times are shown and entered."),
  })
  .meta({ id: "SessionDetail" });
/** `GET /api/events/{eventId}/sessions`: one page of the event's sessions (subsessions are listed under their session). */
export const sessionPage = z.object({
  sessions: z.array(sessionSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  timezone: z.string().describe("The event's time zone (IANA)."),
});
/** Answer of `DELETE /api/events/{eventId}/sessions/{sessionId}`. */
export const deletedSession = z.object({
  id: z.string(),
  subsessions: z.number().int().describe("How many subsessions went with it."),
});
/** Answer of `DELETE /api/events/{eventId}/session-settings/{kind}/{itemId}`. */
export const deletedSessionSetting = z.object({
  id: z.string(),
  clearedSessions: z
    .number()
    .int()
    .describe("How many sessions used it; they now have none (each change is in the session's audit)."),
});

/** The query of `GET /api/events/{eventId}/sessions` (SessionListQuery, as the server reads it). */
export const sessionListQuery = pageQuery.extend({
  sort: sortParam(sessionSortKeys, DEFAULT_SESSION_SORT),
  q: searchText,
  persona: z
    .string()
    .trim()
    .max(200, "persona must be the id of a persona")
    .optional()
    .describe("Only the sessions for this persona (an item id of the session settings Personas)."),
});
