import { z } from "zod";
import { checkEventDates, createdEvent, eventFields } from "./org-events.js";
import { LOGO_URL_PATTERN } from "./organization.js";

/*
 * An event's life after its creation (issue 20 item 1): its details (settings/details), publishing
 * (spec 2 §7 "Event details: PUT /virtual/event/{eventId}/details"; "update by PUT … with
 * logoImageUrl or isVirtualEventPublished"), archiving and deleting.
 */

export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
export const EVENT_VENUE_MAX_LENGTH = 300;
/** Spec 2 §5 "currency … USD only", §9 "Currency: USD only". */
export const EVENT_CURRENCIES = ["USD"] as const;

export const eventLifeMessages = {
  /** Spec 2 §8, word for word. */
  published: "Your event has been published",
  publishFailed: "An error occurred publishing event",
  unpublished: "Your event is no longer published",
  unpublishFailed: "An error occurred unpublishing event",
  saved: "The event's details have been saved.",
  archived: "The event has been archived. It no longer shows in the event lists.",
  unarchived: "The event is back in the event lists.",
  deleted: "The event has been deleted.",
  currencyUsdOnly: "currency: USD is the only currency",
  descriptionTooLong: `The description must be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters`,
  venueTooLong: `The venue must be at most ${EVENT_VENUE_MAX_LENGTH} characters`,
  confirmNameMismatch: "Type the event's name exactly as it is to delete it",
  nothingToChange: "Send at least one of logoImageUrl, isVirtualEventPublished or isArchived",
  logoNotUploaded: "The logo must be an image uploaded for the event (POST /api/event/{eventId}/logo).",
} as const;

/** GET /event/{eventId} (spec 2 §7 "Event"): the event, its organization's name and its details. */
export const eventDetails = createdEvent
  .extend({
    org_name: z.string(),
    description: z.string(),
    venue: z.string(),
    currency: z.enum(EVENT_CURRENCIES),
    logo_image_url: z.string().nullable(),
    is_published: z.boolean(),
    is_archived: z.boolean(),
  })
  .meta({ id: "EventDetails" });
export type EventDetails = z.infer<typeof eventDetails>;

/** The answer of GET and PUT /event/{eventId} and PUT /virtual/event/{eventId}/details. */
export const eventAnswer = z.object({ event: eventDetails });

/**
 * PUT /virtual/event/{eventId}/details: the settings/details form. The dates follow the creation
 * form's rules (the end not before the start, at most a year); unknown keys are refused.
 */
export const eventDetailsBody = z
  .object({
    ...eventFields,
    description: z
      .string({ error: "description must be text" })
      .trim()
      .max(EVENT_DESCRIPTION_MAX_LENGTH, eventLifeMessages.descriptionTooLong)
      .default(""),
    venue: z
      .string({ error: "venue must be text" })
      .trim()
      .max(EVENT_VENUE_MAX_LENGTH, eventLifeMessages.venueTooLong)
      .default(""),
    currency: z.enum(EVENT_CURRENCIES, { error: eventLifeMessages.currencyUsdOnly }).default("USD"),
  })
  .strict()
  .superRefine(checkEventDates);
export type EventDetailsBody = z.input<typeof eventDetailsBody>;

/**
 * PUT /event/{eventId} (spec 2 §7 "update by PUT with logoImageUrl or isVirtualEventPublished"),
 * and isArchived for archiving. Unknown keys are refused; an empty body changes nothing and is refused.
 */
export const eventUpdateBody = z
  .object({
    /** null removes the logo. */
    logoImageUrl: z
      .string({ error: "The logo must be a file address or null" })
      .regex(LOGO_URL_PATTERN, eventLifeMessages.logoNotUploaded)
      .nullable()
      .optional(),
    isVirtualEventPublished: z.boolean({ error: "isVirtualEventPublished must be true or false" }).optional(),
    isArchived: z.boolean({ error: "isArchived must be true or false" }).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: eventLifeMessages.nothingToChange,
  });
export type EventUpdateBody = z.input<typeof eventUpdateBody>;

/** DELETE /event/{eventId}: the typed confirmation, the event's name as it is. */
export const deleteEventBody = z
  .object({ confirmName: z.string({ error: "confirmName is required: type the event's name" }) })
  .strict();
export type DeleteEventBody = z.infer<typeof deleteEventBody>;

/** DELETE /event/{eventId} (200): what went with the event. */
export const deletedEvent = z.object({
  id: z.string(),
  /** Stored files removed from the file storage with it. */
  files_removed: z.number().int(),
});
export type DeletedEvent = z.infer<typeof deletedEvent>;

/** Whether the typed confirmation names the event: its name exactly, but for spaces around it. */
export function confirmsEventName(typed: string, name: string): boolean {
  return typed.trim() === name.trim() && name.trim() !== "";
}
