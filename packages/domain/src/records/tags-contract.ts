import { z } from "zod";

/**
 * Tags (issue 7 "Fields and tags", spec 1 §2 `tags`): named, coloured labels of an event that an
 * organizer puts on its contacts, accounts and custom records. Managing the list needs
 * manage_fields (spec 1 §6 "Fields and tags"); tagging a record needs update on its module, and
 * every tag added or removed is in the record's audit.
 *
 * Calls (`docs/fields-and-tags.md`): `GET|POST /events/{eventId}/tags`,
 * `PUT|DELETE /events/{eventId}/tags/{tagId}`, and per record
 * `GET|POST /event/{eventId}/{type}/{recordId}/tags`, `DELETE …/tags/{tagId}`.
 */

export const TAG_NAME_MAX = 50;
/** Tags of one event. */
export const MAX_EVENT_TAGS = 500;
/** Tags on one record. */
export const MAX_RECORD_TAGS = 100;

/**
 * Spec 2 §9: "Default preset colour palette 21 colours. Colour grid shades 8, 5, 3 over yellow,
 * orange, red, green, blue, purple, gray" (the Open Color shades; purple is its violet).
 */
export const tagPalette: readonly { name: string; color: string }[] = [
  { name: "Dark yellow", color: "#f08c00" },
  { name: "Yellow", color: "#fcc419" },
  { name: "Light yellow", color: "#ffe066" },
  { name: "Dark orange", color: "#e8590c" },
  { name: "Orange", color: "#ff922b" },
  { name: "Light orange", color: "#ffc078" },
  { name: "Dark red", color: "#e03131" },
  { name: "Red", color: "#ff6b6b" },
  { name: "Light red", color: "#ffa8a8" },
  { name: "Dark green", color: "#2f9e44" },
  { name: "Green", color: "#51cf66" },
  { name: "Light green", color: "#8ce99a" },
  { name: "Dark blue", color: "#1971c2" },
  { name: "Blue", color: "#339af0" },
  { name: "Light blue", color: "#74c0fc" },
  { name: "Dark purple", color: "#6741d9" },
  { name: "Purple", color: "#845ef7" },
  { name: "Light purple", color: "#b197fc" },
  { name: "Dark gray", color: "#343a40" },
  { name: "Gray", color: "#adb5bd" },
  { name: "Light gray", color: "#dee2e6" },
];

/** A new tag's colour when none is chosen. */
export const DEFAULT_TAG_COLOR = "#339af0";

/** The palette's name of a colour, or the colour itself for one outside it. */
export function tagColorName(color: string): string {
  return tagPalette.find((entry) => entry.color === color.toLowerCase())?.name ?? color;
}

const HEX6 = /^#[0-9a-f]{6}$/i;

/** Whether `value` is a `#rrggbb` colour (what a tag stores; safe to put in a style). */
export function isTagColor(value: unknown): value is string {
  return typeof value === "string" && HEX6.test(value);
}

export const tagMessages = {
  notFound: "This tag does not exist.",
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${TAG_NAME_MAX} characters`,
  controlCharacters: "A tag name cannot hold line breaks, tabs or other control characters",
  nameTaken: (name: string) => `A tag named "${name}" already exists`,
  badColor: "Colour must be a colour like #1971c2",
  nothingToChange: "Send a name or a colour to change",
  tooMany: `An event can have at most ${MAX_EVENT_TAGS} tags`,
  tooManyOnRecord: `A record can have at most ${MAX_RECORD_TAGS} tags`,
  added: (name: string) => `Added tag "${name}"`,
  removed: (name: string) => `Removed tag "${name}"`,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

const tagName = z
  .string({ error: tagMessages.nameRequired })
  .trim()
  .min(1, tagMessages.nameRequired)
  .max(TAG_NAME_MAX, tagMessages.nameTooLong)
  .refine((value) => !CONTROL.test(value), tagMessages.controlCharacters);

const tagColor = z
  .string({ error: tagMessages.badColor })
  .trim()
  .refine((value) => HEX6.test(value), tagMessages.badColor)
  .transform((value) => value.toLowerCase());

/** POST /events/{eventId}/tags. */
export const tagCreateBody = z.object({ name: tagName, color: tagColor.default(DEFAULT_TAG_COLOR) }).strict();
export type TagCreateBody = z.infer<typeof tagCreateBody>;

/** PUT /events/{eventId}/tags/{tagId}: a new name, colour, or both. */
export const tagUpdateBody = z
  .object({ name: tagName.optional(), color: tagColor.optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.color !== undefined, tagMessages.nothingToChange);
export type TagUpdateBody = z.infer<typeof tagUpdateBody>;

/** POST /event/{eventId}/{type}/{recordId}/tags: one of the event's tags, by id. */
export const recordTagBody = z
  .object({ tagId: z.string({ error: "tagId must be a tag's id" }).min(1).max(200) })
  .strict();
export type RecordTagBody = z.infer<typeof recordTagBody>;

/** A tag on a record. */
export const recordTag = z
  .object({ id: z.string(), name: z.string(), color: z.string().describe("`#rrggbb`") })
  .meta({ id: "RecordTag" });
export type RecordTag = z.infer<typeof recordTag>;

/** A tag of the event with how many records carry it. */
export const eventTag = recordTag.extend({ recordCount: z.number().int() }).meta({ id: "EventTag" });
export type EventTag = z.infer<typeof eventTag>;

/** DELETE /events/{eventId}/tags/{tagId}: the tag left these records. */
export const deletedTag = z.object({ id: z.string(), removedFromRecords: z.number().int() });
export type DeletedTag = z.infer<typeof deletedTag>;
