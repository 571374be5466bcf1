import { z } from "zod";
import { syncCounts } from "../integrations/integration-contract.js";
import { solveUnplaced } from "../schedule/availability-schemas.js";
import { DAY_OFF_ID } from "./clone-dates.js";

/*
 * The event clone's contract (spec 2 §3 "Clone request", "Clone job"; §7 "Event clone options",
 * "Start clone", "Clone job status"): what the wizard sends and what the server answers.
 */

/** Spec 2 §8, word for word, and the few sentences of ours that go with them. */
export const cloneMessages = {
  eventOptionsFailed: "An error occurred getting event options",
  optionsFailed: "An error occurred getting options",
  cloneFailed: "An error occurred cloning event",
  eventLoadFailed: "An error occurred getting event",
  cloning: "Cloning your event...",
  cloningText:
    "This can take a few minutes. You'll be redirected to your new event when the process is complete.",
  noEvents: "There are no events to clone.",
  noMatches: "No events match your search.",
  nameRequired: "Event name is required",
  nameTooLong: "Event name must be at most 200 characters",
  badDate: "Enter a date as YYYY-MM-DD",
  startRequired: "New start date is required",
  endRequired: "New end date is required",
  endBeforeStart: "The end date can't be before the start date",
  tooLong: "An event can last at most 366 days",
  dayOutside: "Every labelled day must be one of the new event's days",
  dayTwice: "A day can carry one label only",
  groupTwice: "Each day group may appear once",
  jobNotFound: "This job does not exist.",
  sourceIsDraft: "A draft event can't be cloned",
} as const;

/** 'There are no available {title} to copy.' (spec 2 §2.1, §8). */
export function noContentText(title: string): string {
  return `There are no available ${title} to copy.`;
}

/** The content types a clone copies, each a group of rows on the content page. */
export const cloneContentTypes = ["modules", "forms", "sessions", "portals", "content", "users"] as const;
export type CloneContentType = (typeof cloneContentTypes)[number];

/** The exclusion lists of the request: the spec's four, plus the content types we copy beyond them. */
export const excludedContentKeys = [
  "users",
  "modules",
  "forms",
  "document_requests",
  "sessions",
  "portals",
  "content",
] as const;
export type ExcludedContentKey = (typeof excludedContentKeys)[number];

/** One row of the options lists (spec 2 §2.1 "Each content row has id, name, type, selected, includeAllRecords and related items"). */
export interface CloneOption {
  id: string;
  name: string;
  type: CloneContentType;
  selected: boolean;
  /** Whether the row's records come along (modules only; false elsewhere). */
  includeAllRecords: boolean;
  /** What goes or stays with this row (a session's subsessions, a portal's pages). */
  related: CloneOption[];
  /** A module's records; a form's submissions. */
  recordCount?: number;
  /** A module's kind, a form's kind. */
  kind?: string;
  /** Contacts, sponsors and exhibitors: every event has them, so excluding one copies it empty. */
  isDefault?: boolean;
}

export const cloneOption: z.ZodType<CloneOption> = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(cloneContentTypes),
    selected: z.boolean(),
    includeAllRecords: z.boolean().describe("Whether the row's records come along (modules only)."),
    get related() {
      return z.array(cloneOption).describe("What goes or stays with this row.");
    },
    recordCount: z.number().int().optional().describe("A module's records; a form's submissions."),
    kind: z.string().optional().describe("A module's kind, a form's kind."),
    isDefault: z.boolean().optional().describe("Contacts, sponsors and exhibitors: every event has them."),
  })
  .meta({ id: "CloneOption" });

/** A collapsible group of the content page: its title names the empty state. */
export const cloneOptionGroup = z.object({
  key: z.string().describe('Unique per group: "modules", "forms:intake", "sessions", …'),
  type: z.enum(cloneContentTypes),
  title: z.string(),
  items: z.array(cloneOption),
});
export type CloneOptionGroup = z.infer<typeof cloneOptionGroup>;

/** An event the picker lists (spec 2 §2.1 "Event picker"). */
export const cloneSourceEvent = z
  .object({
    id: z.string(),
    name: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    timezone: z.string(),
    org_id: z.string(),
    org_name: z.string(),
  })
  .meta({ id: "CloneSourceEvent" });
export type CloneSourceEvent = z.infer<typeof cloneSourceEvent>;

/** GET /event/clone-options/{eventId} */
export const cloneOptions = z.object({ event: cloneSourceEvent, groups: z.array(cloneOptionGroup) });
export type CloneOptions = z.infer<typeof cloneOptions>;

/** An id in the path of the clone and job calls: trimmed, refused blank. */
const pathId = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");
/** GET /event/clone-options/{eventId}, GET /event/{eventId}/day-groups. */
export const cloneEventParams = z.object({ eventId: pathId });
/** GET /jobs/progress/{jobId}. */
export const jobProgressParams = z.object({ jobId: pathId });

export const MAX_CLONE_SEARCH_LENGTH = 200;

/** GET /event/clone-sources?q=&orgId= */
export const cloneSourcesQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(MAX_CLONE_SEARCH_LENGTH, `Search must be at most ${MAX_CLONE_SEARCH_LENGTH} characters`)
      .default(""),
    orgId: z.string().trim().min(1, "orgId must not be empty").max(200).optional(),
    // The spec's calls add the caller's own userId to every query; who asks comes from the token.
    userId: z.string().max(200).optional(),
  })
  .strict();

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const calendarDay = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isCalendarDay, cloneMessages.badDate);

const id = z
  .string({ error: "must be an id" })
  .min(1, "must not be empty")
  .max(200, "must be at most 200 characters");
const idList = z.array(id, { error: "must be a list of ids" }).max(100_000, "lists at most 100,000 ids");

export const MAX_CLONE_EVENT_DAYS = 366;

export const dayGroupBody = z
  .object({
    id: z.number({ error: "id must be a whole number" }).int("id must be a whole number").min(0).max(1000),
    name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(100),
    color: z
      .string({ error: "color is required" })
      .regex(/^#[0-9a-fA-F]{6}$/, "color must be a colour like #01C07C"),
    days: z
      .array(calendarDay("days must be dates"), { error: "days must be a list of dates" })
      .max(MAX_CLONE_EVENT_DAYS),
  })
  .strict();

/** POST /event/clone (spec 2 §3 "Clone request"). Unknown keys are refused. */
export const cloneRequestBody = z
  .object({
    eventSourceId: id,
    cloneToOrgId: id,
    newEventName: z
      .string({ error: cloneMessages.nameRequired })
      .trim()
      .min(1, cloneMessages.nameRequired)
      .max(200, cloneMessages.nameTooLong),
    newEventStartDate: calendarDay(cloneMessages.startRequired),
    newEventEndDate: calendarDay(cloneMessages.endRequired),
    /** Omitted: the source's labels move with the dates. Sent: these are the new event's labels. */
    dayGroups: z.array(dayGroupBody, { error: "dayGroups must be a list" }).max(20).optional(),
    contentType: z.enum(["everything", "specific"], { error: "contentType must be everything or specific" }),
    excludedContent: z
      .object(
        {
          users: idList.default([]),
          modules: idList.default([]),
          forms: idList.default([]),
          document_requests: idList.default([]),
          sessions: idList.default([]),
          portals: idList.default([]),
          content: idList.default([]),
        },
        { error: "excludedContent must be an object of id lists" },
      )
      .strict()
      .default({
        users: [],
        modules: [],
        forms: [],
        document_requests: [],
        sessions: [],
        portals: [],
        content: [],
      }),
    includeAllRecordData: z.boolean({ error: "includeAllRecordData must be true or false" }).default(false),
    includeAllFormSubmissions: z
      .boolean({ error: "includeAllFormSubmissions must be true or false" })
      .default(false),
    includeAllOrders: z.boolean({ error: "includeAllOrders must be true or false" }).default(false),
    /** The modules whose records come along when not all record data does. */
    includeAllRecords: idList.default([]),
  })
  .strict()
  .superRefine((body, context) => {
    const { newEventStartDate: from, newEventEndDate: to } = body;
    if (!isCalendarDay(from) || !isCalendarDay(to)) return;
    if (to < from) {
      context.addIssue({ code: "custom", path: ["newEventEndDate"], message: cloneMessages.endBeforeStart });
      return;
    }
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days > MAX_CLONE_EVENT_DAYS) {
      context.addIssue({ code: "custom", path: ["newEventEndDate"], message: cloneMessages.tooLong });
      return;
    }
    const seenGroups = new Set<number>();
    const seenDays = new Set<string>();
    (body.dayGroups ?? []).forEach((group, index) => {
      if (seenGroups.has(group.id)) {
        context.addIssue({
          code: "custom",
          path: ["dayGroups", index, "id"],
          message: cloneMessages.groupTwice,
        });
      }
      seenGroups.add(group.id);
      // Day Off only takes days out of the other groups (spec 2 §4.1): its own list means nothing.
      if (group.id === DAY_OFF_ID) return;
      for (const day of group.days) {
        if (day < from || day > to) {
          context.addIssue({
            code: "custom",
            path: ["dayGroups", index, "days"],
            message: cloneMessages.dayOutside,
          });
          return;
        }
        if (seenDays.has(day)) {
          context.addIssue({
            code: "custom",
            path: ["dayGroups", index, "days"],
            message: cloneMessages.dayTwice,
          });
          return;
        }
        seenDays.add(day);
      }
    });
  });
export type CloneRequest = z.input<typeof cloneRequestBody>;
export type ParsedCloneRequest = z.output<typeof cloneRequestBody>;

/** POST /event/clone answers the job's id (spec 2 §7 "returns payload.jobId"; the sync call's job_id). */
export const cloneStarted = z.object({ jobId: z.string(), job_id: z.string() });
export type CloneStarted = z.infer<typeof cloneStarted>;

export const jobStatuses = ["pending", "processing", "completed", "error"] as const;
export type JobProgressStatus = (typeof jobStatuses)[number];

/** GET /jobs/progress/{jobId} (spec 1 §3 "Job progress: status, payload"; spec 2 §3 "Clone job"). */
export const jobProgress = z.object({
  status: z.enum(jobStatuses),
  payload: z.object({
    progress: z.number().describe("0 to 1."),
    remainingSeconds: z.number().nullable().describe("Null while unknown."),
    latestOperation: z.string(),
    newEventId: z.string().optional().describe("Set once a clone has completed."),
    error: z.string().optional().describe("What went wrong, when status is error."),
    eventIds: z.array(z.string()).optional().describe("An integration sync: the Foyer events it wrote."),
    counts: syncCounts.optional().describe("An integration sync: events and speakers written so far."),
    problems: z.array(z.string()).optional().describe("An integration sync: events left out and why."),
    placed: z.number().int().optional().describe("A scheduler run: how many sessions it placed."),
    unplaced: z
      .array(solveUnplaced)
      .optional()
      .describe("A scheduler run: each session it could not place and why."),
    conflictsLeft: z
      .number()
      .int()
      .optional()
      .describe("A scheduler run: the conflicts the draft still has (between sessions it kept)."),
  }),
});
export type JobProgress = z.infer<typeof jobProgress>;

/** Polling ends on any status other than these (spec 2 §4.1). */
export function isJobRunning(status: string): boolean {
  return status === "pending" || status === "processing";
}

/** Spec 2 §4.1, §9: 'first status check after 500 ms, then every 3000 ms'. */
export const CLONE_POLL_FIRST_MS = 500;
export const CLONE_POLL_MS = 3000;
