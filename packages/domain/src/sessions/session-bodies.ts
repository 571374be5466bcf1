import { z } from "zod";
import { isHexColor } from "../values/value-helpers.js";
import { MAX_SESSION_PERSONAS, participantRoles } from "./session-contract.js";
import { sessionTimeMessages, timeProblem } from "./session-time.js";

/*
 * The bodies of the sessions calls (`/api/events/{eventId}/sessions…`, `…/session-settings…`).
 * The server parses every body with these; the admin's forms check the same rules first.
 */

export const SESSION_TITLE_MAX = 300;
export const SESSION_DESCRIPTION_MAX = 10_000;
export const SETTING_NAME_MAX = 100;
/** The most contacts one add call takes (a picker's selection). */
export const MAX_PARTICIPANTS_PER_CALL = 50;

const id = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(200, `${label} must be an id`);

const title = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(SESSION_TITLE_MAX, `Title must be at most ${SESSION_TITLE_MAX} characters`);

const description = z
  .string({ error: "Description must be text" })
  .max(SESSION_DESCRIPTION_MAX, `Description must be at most ${SESSION_DESCRIPTION_MAX} characters`)
  .transform((value) => value.trim());

/** An ISO date-time with its offset (`2027-03-15T09:00:00-04:00`, `…Z`), stored as UTC; null clears it. */
const time = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time such as 2027-03-15T09:00:00Z` })
    .transform((value) => new Date(value).toISOString())
    .nullable();

const ref = (label: string) => id(label).nullable();

/** The most people a session may expect (a number that fits any room). */
export const EXPECTED_AUDIENCE_MAX = 1_000_000;
/** Whether the session spans every room (a keynote, a break): the agenda's `room_overlap` reads it. */
const plenum = z.boolean({ error: "plenum must be true or false" });
/** How many people the session expects, or null: the agenda's `capacity` conflict reads it. */
const expectedAudience = z
  .number({ error: "expectedAudience must be a number of people, or null" })
  .int("expectedAudience must be a whole number")
  .min(0, "expectedAudience must be 0 or more")
  .max(EXPECTED_AUDIENCE_MAX, `expectedAudience must be at most ${EXPECTED_AUDIENCE_MAX}`)
  .nullable();

/** The session's personas (session settings Personas), in any order; the list replaces the old one. */
const personaIds = z
  .array(id("Persona"), { error: "personaIds must be a list of persona ids" })
  .max(MAX_SESSION_PERSONAS, `A session has at most ${MAX_SESSION_PERSONAS} personas`)
  .refine((ids) => new Set(ids).size === ids.length, "A persona is listed twice");

/** The fields a session's details form edits. */
const fields = {
  title,
  description,
  startsAt: time("Start"),
  endsAt: time("End"),
  roomId: ref("Room"),
  trackId: ref("Track"),
  formatId: ref("Format"),
  levelId: ref("Level"),
  languageId: ref("Language"),
  statusId: ref("Status"),
};

/** Refuses an end without a start, or an end that is not after the start (same rule as the form). */
function checkTimes(body: { startsAt?: string | null; endsAt?: string | null }, ctx: z.RefinementCtx) {
  if (body.startsAt === undefined && body.endsAt === undefined) return;
  const problem = timeProblem(body.startsAt ?? null, body.endsAt ?? null);
  // A value that is not a time at all has its own issue from the field's schema already.
  if (problem && problem.message !== sessionTimeMessages.invalidTime)
    ctx.addIssue({ code: "custom", path: [problem.path], message: problem.message });
}

/** POST /events/{eventId}/sessions: a title, and anything else the details form has; `parentId` makes a subsession. */
export const sessionCreateBody = z
  .object({
    title,
    description: description.default(""),
    startsAt: fields.startsAt.default(null),
    endsAt: fields.endsAt.default(null),
    roomId: fields.roomId.default(null),
    trackId: fields.trackId.default(null),
    formatId: fields.formatId.default(null),
    levelId: fields.levelId.default(null),
    languageId: fields.languageId.default(null),
    statusId: fields.statusId.default(null),
    plenum: plenum.default(false),
    expectedAudience: expectedAudience.default(null),
    personaIds: personaIds.default([]),
    parentId: ref("Parent session").default(null),
    /** A session template of the event: what the body leaves empty comes from it (issue 25 item 7). */
    templateId: ref("templateId").default(null),
  })
  .strict()
  .superRefine(checkTimes);
export type SessionCreateBody = z.infer<typeof sessionCreateBody>;
export type SessionCreateInput = z.input<typeof sessionCreateBody>;

/**
 * PUT /events/{eventId}/sessions/{sessionId}: the whole details form; a field left out is cleared,
 * except `plenum`, `expectedAudience` and `personaIds` (added later), which keep their values when left out.
 */
export const sessionPutBody = z
  .object({
    title,
    description: description.default(""),
    startsAt: fields.startsAt.default(null),
    endsAt: fields.endsAt.default(null),
    roomId: fields.roomId.default(null),
    trackId: fields.trackId.default(null),
    formatId: fields.formatId.default(null),
    levelId: fields.levelId.default(null),
    languageId: fields.languageId.default(null),
    statusId: fields.statusId.default(null),
    plenum: plenum.optional(),
    expectedAudience: expectedAudience.optional(),
    personaIds: personaIds.optional(),
  })
  .strict()
  .superRefine(checkTimes);
export type SessionPutBody = z.infer<typeof sessionPutBody>;
export type SessionUpdateInput = z.input<typeof sessionPutBody>;

/**
 * PATCH /events/{eventId}/sessions/{sessionId}: only the fields sent change. The times are
 * checked again on the server against the stored ones (a new end before the stored start).
 */
export const sessionPatchBody = z
  .object({
    title: fields.title.optional(),
    description: fields.description.optional(),
    startsAt: fields.startsAt.optional(),
    endsAt: fields.endsAt.optional(),
    roomId: fields.roomId.optional(),
    trackId: fields.trackId.optional(),
    formatId: fields.formatId.optional(),
    levelId: fields.levelId.optional(),
    languageId: fields.languageId.optional(),
    statusId: fields.statusId.optional(),
    plenum: plenum.optional(),
    expectedAudience: expectedAudience.optional(),
    personaIds: personaIds.optional(),
  })
  .strict()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    "Send at least one field to change",
  )
  .superRefine((body, ctx) => {
    // Both sent: the pair must hold on its own; one alone is checked with the stored other.
    if (body.startsAt !== undefined && body.endsAt !== undefined) checkTimes(body, ctx);
  });
export type SessionPatchBody = z.infer<typeof sessionPatchBody>;

/** POST /events/{eventId}/sessions/{sessionId}/participants: contacts of the event in one role. */
export const participantsAddBody = z
  .object({
    role: z.enum(participantRoles, { error: "Role must be speaker, moderator or chairperson" }),
    contactIds: z
      .array(id("Contact"), { error: "contactIds must be a list of contact ids" })
      .min(1, "Pick at least one contact")
      .max(MAX_PARTICIPANTS_PER_CALL, `Add at most ${MAX_PARTICIPANTS_PER_CALL} contacts at a time`),
  })
  .strict();
export type ParticipantsAddBody = z.infer<typeof participantsAddBody>;

/** PUT /events/{eventId}/sessions/{sessionId}/participants/{role}/order: the role's contacts, in their new order. */
export const participantsOrderBody = z
  .object({
    contactIds: z.array(id("Contact"), { error: "contactIds must be a list of contact ids" }).max(500),
  })
  .strict()
  .refine((body) => new Set(body.contactIds).size === body.contactIds.length, {
    path: ["contactIds"],
    message: "A contact is listed twice",
  });
export type ParticipantsOrderBody = z.infer<typeof participantsOrderBody>;

/** POST /events/{eventId}/sessions/{sessionId}/files: an upload (`POST /api/uploads`) to link. */
export const sessionFileBody = z
  .object({
    uploadId: z.uuid({ error: "uploadId must be the id of an upload" }),
    kindId: ref("File kind").default(null),
  })
  .strict();
export type SessionFileBody = z.infer<typeof sessionFileBody>;

const settingName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(SETTING_NAME_MAX, `Name must be at most ${SETTING_NAME_MAX} characters`);

const colour = z
  .string({ error: "Colour must be a hex colour such as #1a7f5a" })
  .trim()
  .refine(isHexColor, "Colour must be a hex colour such as #1a7f5a")
  .transform((value) => value.toLowerCase())
  .nullable();

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const hhmm = (label: string) =>
  z
    .string({ error: `${label} must be a time such as 09:00, or null` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 09:00, or null`)
    .nullable();
/**
 * What only some kinds have: a status's flags (public, counts as accepted), a room's capacity and
 * daily hours. The service refuses them on the other kinds.
 */
const kindExtras = {
  isPublic: flag("isPublic").optional(),
  countsAsAccepted: flag("countsAsAccepted").optional(),
  capacity: z
    .number({ error: "capacity must be a number of people, or null" })
    .int("capacity must be a whole number")
    .min(0, "capacity must be 0 or more")
    .max(1_000_000, "capacity must be at most 1000000")
    .nullable()
    .optional(),
  opensAt: hhmm("opensAt").optional(),
  closesAt: hhmm("closesAt").optional(),
};
export type SettingExtras = { [K in keyof typeof kindExtras]?: z.infer<(typeof kindExtras)[K]> };
/** The extras' names, for the service's check that they fit the kind. */
export const settingExtraFields = Object.keys(kindExtras) as (keyof SettingExtras)[];
const hoursInOrder = (body: SettingExtras) => !body.opensAt || !body.closesAt || body.opensAt < body.closesAt;
const hoursMessage = { path: ["closesAt"], message: "closesAt must be after opensAt" };

/** POST /events/{eventId}/session-settings/{kind}: a new item, at the end of the list. */
export const settingCreateBody = z
  .object({ name: settingName, colour: colour.default(null), ...kindExtras })
  .strict()
  .refine(hoursInOrder, hoursMessage);
export type SettingCreateBody = z.infer<typeof settingCreateBody>;

/** PUT /events/{eventId}/session-settings/{kind}/{itemId}: a new name, colour, flags or room details. */
export const settingUpdateBody = z
  .object({ name: settingName.optional(), colour: colour.optional(), ...kindExtras })
  .strict()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    "Send a name, a colour or another detail to change",
  )
  .refine(hoursInOrder, hoursMessage);
export type SettingUpdateBody = z.infer<typeof settingUpdateBody>;

/** PUT /events/{eventId}/session-settings/{kind}/order: every item's id, in the new order. */
export const settingOrderBody = z
  .object({ ids: z.array(id("Item"), { error: "ids must be a list of ids" }).max(500) })
  .strict()
  .refine((body) => new Set(body.ids).size === body.ids.length, {
    path: ["ids"],
    message: "An item is listed twice",
  });
export type SettingOrderBody = z.infer<typeof settingOrderBody>;
