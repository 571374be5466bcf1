import { z } from "zod";
import { isTimeZoneName, todayIn } from "../dates/zoned.js";

/*
 * An organization's events (spec 1 §2 "Organization area": events), their stars and the
 * event-creation modal's request (spec 1 §4 "Event creation", §7 "Add event with orgId; answer
 * gives the new event id"; spec 2 §7 "POST /event/organization/{orgId}/events with event data
 * including orgId").
 */

/** Where an event stands today, in its own time zone; drafts are drafts whatever their dates. */
export const orgEventStatuses = ["upcoming", "ongoing", "past", "draft"] as const;
export type OrgEventStatus = (typeof orgEventStatuses)[number];

/** An event as the organization's events list shows it to the signed-in user. */
export const orgEvent = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    timezone: z.string(),
    is_draft: z.boolean(),
    status: z.enum(orgEventStatuses),
    /** Starred by the signed-in user (stars are per user). */
    starred: z.boolean(),
    /** Whether the user may open the event's area (its team, an admin, a platform admin). */
    can_open: z.boolean(),
  })
  .meta({ id: "OrgEvent" });
export type OrgEvent = z.infer<typeof orgEvent>;

export const MAX_EVENT_SEARCH_LENGTH = 200;

/** GET /organizations/{orgId}/events?q=&status=&starred= */
export const orgEventsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_EVENT_SEARCH_LENGTH, `Search must be at most ${MAX_EVENT_SEARCH_LENGTH} characters`)
    .default(""),
  status: z
    .enum(["all", ...orgEventStatuses], {
      error: "status must be all, upcoming, ongoing, past or draft",
    })
    .default("all"),
  starred: z
    .enum(["true", "false"], { error: "starred must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
});
/** The list's filters as a caller gives them (the SDK turns them into the query string). */
export interface OrgEventsQuery {
  q?: string;
  /** @default "all" */
  status?: "all" | OrgEventStatus;
  /** Only the user's starred events. @default false */
  starred?: boolean;
}

/** The event's status on `now`, reading its dates as days of its own time zone. */
export function eventStatusOf(
  event: { date_from: string; date_to: string; timezone: string; is_draft: boolean },
  now: Date = new Date(),
): OrgEventStatus {
  if (event.is_draft) return "draft";
  const today = todayIn(event.timezone, now);
  if (event.date_to < today) return "past";
  if (event.date_from > today) return "upcoming";
  return "ongoing";
}

/**
 * The list's order: starred first, then the newest dates first (as /home lists events), then by
 * name, so the order never depends on the database.
 */
export function compareOrgEvents(
  a: Pick<OrgEvent, "starred" | "date_from" | "name" | "id">,
  b: Pick<OrgEvent, "starred" | "date_from" | "name" | "id">,
): number {
  if (a.starred !== b.starred) return a.starred ? -1 : 1;
  if (a.date_from !== b.date_from) return a.date_from < b.date_from ? 1 : -1;
  const byName = a.name.localeCompare(b.name, "en", { sensitivity: "base" });
  return byName !== 0 ? byName : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Whether `q` finds the event: any part of its name or slug, ignoring case. */
export function matchesEventSearch(event: { name: string; slug: string }, q: string): boolean {
  const term = q.trim().toLocaleLowerCase("en");
  if (!term) return true;
  return event.name.toLocaleLowerCase("en").includes(term) || event.slug.includes(term);
}

export const EVENT_NAME_MAX_LENGTH = 200;
/** Not quoted by the spec: an event spans at most a year of days (its calendars list every day). */
export const MAX_EVENT_DAYS = 366;

export const newEventMessages = {
  nameRequired: "Event name is required",
  nameTooLong: `Event name must be at most ${EVENT_NAME_MAX_LENGTH} characters`,
  startRequired: "Start date is required",
  endRequired: "End date is required",
  badDate: "Enter a date as YYYY-MM-DD",
  endBeforeStart: "The end date can't be before the start date",
  tooLong: `An event can last at most ${MAX_EVENT_DAYS} days`,
  timezoneRequired: "Time zone is required",
  unknownTimezone: "Unknown time zone",
  orgMismatch: "orgId must be the organization of the address",
} as const;

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isCalendarDay, newEventMessages.badDate);

/**
 * An event's own fields as the creation form and the events import send them: one set of rules
 * for one event and for each row of an import (`event-import.ts`).
 */
export const eventFields = {
  name: z
    .string({ error: newEventMessages.nameRequired })
    .trim()
    .min(1, newEventMessages.nameRequired)
    .max(EVENT_NAME_MAX_LENGTH, newEventMessages.nameTooLong),
  date_from: day(newEventMessages.startRequired),
  date_to: day(newEventMessages.endRequired),
  timezone: z
    .string({ error: newEventMessages.timezoneRequired })
    .trim()
    .min(1, newEventMessages.timezoneRequired)
    .max(64, newEventMessages.unknownTimezone)
    .refine(isTimeZoneName, newEventMessages.unknownTimezone),
};

/** The dates' rules across fields: the end not before the start, at most MAX_EVENT_DAYS days. */
export function checkEventDates(
  body: { date_from: string; date_to: string },
  context: { addIssue(issue: { code: "custom"; path: string[]; message: string }): void },
): void {
  if (!isCalendarDay(body.date_from) || !isCalendarDay(body.date_to)) return;
  if (body.date_to < body.date_from) {
    context.addIssue({ code: "custom", path: ["date_to"], message: newEventMessages.endBeforeStart });
    return;
  }
  const days = (Date.parse(body.date_to) - Date.parse(body.date_from)) / 86_400_000 + 1;
  if (days > MAX_EVENT_DAYS)
    context.addIssue({ code: "custom", path: ["date_to"], message: newEventMessages.tooLong });
}

/** POST /event/organization/{orgId}/events: the event-creation form. Unknown keys are refused. */
export const newEventBody = z
  .object({
    ...eventFields,
    /** Spec 2 §7 "event data including orgId": when sent, it must be the address's. */
    orgId: z.string().max(200).optional(),
  })
  .strict()
  .superRefine(checkEventDates);
export type NewEventBody = z.input<typeof newEventBody>;

/** The created event (201): spec 1 §7 "answer gives the new event id". */
export const createdEvent = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    org_id: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    timezone: z.string(),
    is_draft: z.boolean(),
  })
  .meta({ id: "CreatedEvent" });
export type CreatedEvent = z.infer<typeof createdEvent>;

/** PUT|DELETE /organizations/{orgId}/events/{eventId}/star: the user's star on the event now. */
export const eventStar = z.object({ event_id: z.string(), starred: z.boolean() });
export type EventStar = z.infer<typeof eventStar>;

/** POST /event/organization/{orgId}/events/import (201): the created events, in the rows' order. */
export const importedEvents = z.object({ events: z.array(createdEvent) });

/** GET /event/{eventId} (spec 2 §7 "Event"): the event and its organization's name. */
export const eventOverview = z.object({ event: createdEvent.extend({ org_name: z.string() }) });
export type EventOverview = z.infer<typeof eventOverview>;

/** A URL slug from an event's name: "Foyer Summit 2027!" → "foyer-summit-2027". */
export function eventSlugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "event";
}
