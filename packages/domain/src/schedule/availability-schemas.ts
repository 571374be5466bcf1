import { z } from "zod";
import { AVAILABILITY_WINDOW_MAX_DAYS, AVAILABILITY_WINDOWS_MAX } from "./schedule-contract.js";

/*
 * Speaker availability and the automatic scheduler (issue 25 item 6; docs/agenda.md "Speaker
 * availability", "Automatic scheduling"). The agenda grid reads `scheduleAvailability`: change it
 * only together with the grid.
 */

const iso = (what: string) => z.string().describe(`${what}: ISO timestamp (UTC).`);
const DAY_MS = 86_400_000;
/** Windows before this year or from this one on are typing mistakes, not plans. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2200;

const instant = (label: string) =>
  z
    .string({ error: `${label} must be an ISO timestamp` })
    .max(40, `${label} must be an ISO timestamp`)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
      message: `${label} must be an ISO timestamp`,
    })
    .refine(
      (value) => {
        const year = new Date(Date.parse(value)).getUTCFullYear();
        return year >= FIRST_YEAR && year < LAST_YEAR;
      },
      { message: `${label} must be between ${FIRST_YEAR} and ${LAST_YEAR}` },
    );

/** A time a person can be scheduled in. */
export const availabilityWindow = z.object({ startsAt: iso("Start"), endsAt: iso("End") });

/** `PUT /api/events/{eventId}/contacts/{contactId}/availability`: the windows replace the stored ones. */
export const availabilityBody = z
  .object({
    windows: z
      .array(
        z
          .object({ startsAt: instant("startsAt"), endsAt: instant("endsAt") })
          .strict()
          .superRefine((value, ctx) => {
            const length = Date.parse(value.endsAt) - Date.parse(value.startsAt);
            if (!(length > 0))
              ctx.addIssue({ code: "custom", path: ["endsAt"], message: "endsAt must be after startsAt" });
            else if (length > AVAILABILITY_WINDOW_MAX_DAYS * DAY_MS)
              ctx.addIssue({
                code: "custom",
                path: ["endsAt"],
                message: `A window lasts at most ${AVAILABILITY_WINDOW_MAX_DAYS} days`,
              });
          }),
        { error: "windows must be a list of { startsAt, endsAt }" },
      )
      .max(AVAILABILITY_WINDOWS_MAX, `At most ${AVAILABILITY_WINDOWS_MAX} windows`),
  })
  .strict();
export type AvailabilityBody = z.infer<typeof availabilityBody>;

const windowsField = z
  .array(availabilityWindow)
  .describe("In time order, overlapping ones merged; empty: always available.");

/** A person's windows; none: always available. */
export const contactAvailability = z.object({ windows: windowsField }).meta({ id: "ContactAvailability" });

/**
 * `GET/PUT /api/portal/{portalSlug}/{portalId}/me/availability`: the speaker's windows and the
 * event's days and zone, which the portal knows no other way and "My availability" edits by.
 */
export const portalAvailability = z
  .object({
    windows: windowsField,
    timezone: z.string().describe("The event's time zone: the days and times are edited on its clock."),
    startsOn: z.string().describe("The event's first day, YYYY-MM-DD."),
    endsOn: z.string().describe("The event's last day, YYYY-MM-DD."),
  })
  .meta({ id: "PortalAvailability" });
export type PortalAvailability = z.infer<typeof portalAvailability>;

/** `GET /api/events/{eventId}/schedule/availability`: what the agenda grid shades. */
export const scheduleAvailability = z
  .object({
    rooms: z.array(
      z.object({
        roomId: z.string(),
        opensAt: z
          .string()
          .nullable()
          .describe("HH:MM in the event's time zone; null: from the day's start."),
        closesAt: z.string().nullable().describe("HH:MM in the event's time zone; null: to the day's end."),
      }),
    ),
    people: z
      .array(
        z.object({
          contactId: z.string(),
          name: z.string(),
          sessionIds: z.array(z.string()).describe("The sessions they speak at, moderate or chair."),
          windows: z.array(availabilityWindow),
        }),
      )
      .describe("Only the people of the event's sessions who have windows; the others are always available."),
  })
  .meta({ id: "ScheduleAvailability" });

/** `POST …/schedule/drafts/{draftId}/solve`. */
export const solveBody = z
  .object({
    keepPlaced: z
      .boolean({ error: "keepPlaced must be true or false" })
      .default(true)
      .describe("true: sessions placed in the draft stay; false: every accepted session may move."),
  })
  .strict()
  .prefault({});
export type SolveBody = z.infer<typeof solveBody>;

export const solveStarted = z.object({
  jobId: z.string().describe("Follow it at /api/jobs/progress/{jobId}."),
});

/** What a finished scheduler run reports (in the job's progress payload). */
export const solveUnplaced = z.object({ sessionId: z.string(), reason: z.string() });
export const solveOutcome = z.object({
  placed: z.number().int(),
  unplaced: z.array(solveUnplaced),
  conflictsLeft: z.number().int(),
});
export type SolveOutcome = z.infer<typeof solveOutcome>;
