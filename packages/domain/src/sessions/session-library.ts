import { z } from "zod";

/*
 * The sessions settings' libraries (issue 25 item 7): the event's evaluation criteria (a new
 * evaluation plan starts with them) and its session templates (a new session starts from one).
 * Names are unique within the event, ignoring case.
 */

export const LIBRARY_NAME_MAX = 100;
export const LIBRARY_DESCRIPTION_MAX = 2000;
/** A criterion is scored from 0 to its maxScore, at most this. */
export const CRITERION_SCORE_MAX = 100;
/** A template's length: five minutes to a day. */
export const TEMPLATE_MINUTES_MIN = 5;
export const TEMPLATE_MINUTES_MAX = 1440;

/** The setting references a template carries, each of one kind (the server checks kind and event). */
export const templateRefFields = {
  formatId: "formats",
  trackId: "tracks",
  levelId: "levels",
  languageId: "languages",
} as const;
export type TemplateRefField = keyof typeof templateRefFields;

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(LIBRARY_NAME_MAX, `Name must be at most ${LIBRARY_NAME_MAX} characters`);

/** Optional text: empty means none. */
const description = z
  .string({ error: "Description must be text" })
  .max(LIBRARY_DESCRIPTION_MAX, `Description must be at most ${LIBRARY_DESCRIPTION_MAX} characters`)
  .transform((value) => value.trim() || null)
  .nullable();

const maxScore = z
  .number({ error: "maxScore must be a whole number from 1 to 100" })
  .int("maxScore must be a whole number from 1 to 100")
  .min(1, `maxScore must be a whole number from 1 to ${CRITERION_SCORE_MAX}`)
  .max(CRITERION_SCORE_MAX, `maxScore must be a whole number from 1 to ${CRITERION_SCORE_MAX}`);

const minutesMessage = `durationMinutes must be a whole number from ${TEMPLATE_MINUTES_MIN} to ${TEMPLATE_MINUTES_MAX}, or null`;
const durationMinutes = z
  .number({ error: minutesMessage })
  .int(minutesMessage)
  .min(TEMPLATE_MINUTES_MIN, minutesMessage)
  .max(TEMPLATE_MINUTES_MAX, minutesMessage)
  .nullable();

const ref = (field: string) =>
  z
    .string({ error: `${field} must be an id, or null` })
    .trim()
    .min(1, `${field} must be an id, or null`)
    .max(200, `${field} must be an id, or null`)
    .nullable();

/** One criterion of the event's library. */
export const libraryCriterion = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    maxScore: z.number().int().describe("The highest score (the lowest is 0), 1 to 100."),
    position: z.number().int().describe("Order in the library, from 0."),
  })
  .meta({ id: "LibraryCriterion" });
export type LibraryCriterion = z.infer<typeof libraryCriterion>;

/** POST /events/{eventId}/session-criteria. */
export const criterionCreateBody = z
  .object({ name, description: description.default(null), maxScore })
  .strict();
export type CriterionCreateBody = z.infer<typeof criterionCreateBody>;

/** PUT /events/{eventId}/session-criteria/{criterionId}: the fields sent change. */
export const criterionUpdateBody = z
  .object({ name: name.optional(), description: description.optional(), maxScore: maxScore.optional() })
  .strict()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    "Send a name, a description or a maxScore",
  );
export type CriterionUpdateBody = z.infer<typeof criterionUpdateBody>;

/** One session template of the event. */
export const sessionTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable().describe("What a session made from it starts with, or null."),
    durationMinutes: z
      .number()
      .int()
      .nullable()
      .describe("The length the agenda gives a session made from it (5 to 1440), or null."),
    formatId: z.string().nullable(),
    trackId: z.string().nullable(),
    levelId: z.string().nullable(),
    languageId: z.string().nullable(),
  })
  .meta({ id: "SessionTemplate" });
export type SessionTemplate = z.infer<typeof sessionTemplate>;

const templateFields = {
  name,
  description,
  durationMinutes,
  formatId: ref("formatId"),
  trackId: ref("trackId"),
  levelId: ref("levelId"),
  languageId: ref("languageId"),
};

/** POST /events/{eventId}/session-templates and PUT …/{templateId}: the whole template (left out is none). */
export const templateBody = z
  .object({
    name: templateFields.name,
    description: templateFields.description.default(null),
    durationMinutes: templateFields.durationMinutes.default(null),
    formatId: templateFields.formatId.default(null),
    trackId: templateFields.trackId.default(null),
    levelId: templateFields.levelId.default(null),
    languageId: templateFields.languageId.default(null),
  })
  .strict();
export type TemplateBody = z.infer<typeof templateBody>;
export type TemplateInput = z.input<typeof templateBody>;
