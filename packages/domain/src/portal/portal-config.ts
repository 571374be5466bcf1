import { z } from "zod";
import { participantRoles } from "../sessions/session-contract.js";
import {
  type EventPortalSummary,
  type PortalSettings,
  portalProfileFields,
  portalSections,
} from "./portal-settings.js";

/*
 * A portal's configuration (issue 6 "Organizer side": config sets, the log-in page, giving
 * contacts portal access). In Foyer a "config set" is one of the event's portals
 * (configSetId = portalId). The server parses every body with these; the admin checks the same.
 */

export const PORTAL_NAME_MAX = 200;
export const PORTAL_SLUG_MAX = 60;
export const PORTAL_WELCOME_MAX = 20_000;
export const PORTAL_LOGIN_TITLE_MAX = 120;
export const PORTAL_LOGIN_TEXT_MAX = 2_000;
/** The most contacts one "give access" call takes. */
export const MAX_ACCESS_CONTACTS = 1_000;

/** Spec 2 §8, word for word: shown when giving one contact access fails. */
export const PORTAL_ACCESS_ONE_FAILED = "An error occurred giving login access to contact";
/** Spec 2 §8, word for word: shown when giving several contacts access fails. */
export const PORTAL_ACCESS_MANY_FAILED = "An error occurred creating giving login access to contacts";

/** A portal's address part: lower-case words joined by hyphens. */
export const portalSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a portal's name gives ("Speaker Portal" → "speaker-portal"); "portal" when nothing is left. */
export function portalSlugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PORTAL_SLUG_MAX)
    .replace(/-+$/g, "");
  return slug || "portal";
}

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(PORTAL_NAME_MAX, `Name must be at most ${PORTAL_NAME_MAX} characters`);

const slug = z
  .string({ error: "Address must be text" })
  .trim()
  .toLowerCase()
  .max(PORTAL_SLUG_MAX, `Address must be at most ${PORTAL_SLUG_MAX} characters`)
  .regex(
    portalSlugPattern,
    "Address may use only letters, digits and single hyphens, such as speaker-portal",
  );

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

const loginTitle = z
  .string({ error: "Log-in title must be text" })
  .max(PORTAL_LOGIN_TITLE_MAX, `Log-in title must be at most ${PORTAL_LOGIN_TITLE_MAX} characters`)
  .transform((value) => value.trim());
const loginText = z
  .string({ error: "Log-in text must be text" })
  .max(PORTAL_LOGIN_TEXT_MAX, `Log-in text must be at most ${PORTAL_LOGIN_TEXT_MAX} characters`)
  .transform((value) => value.trim());

const sections = z
  .array(z.enum(portalSections, { error: `Sections must be among ${portalSections.join(", ")}` }), {
    error: "Sections must be a list",
  })
  .refine(unique, "Each section may be listed once");

const roles = z
  .array(z.enum(participantRoles, { error: "Roles must be speaker, moderator or chairperson" }), {
    error: "Roles must be a list",
  })
  .refine(unique, "Each role may be listed once");

/** The log-in page's settings (`settings/portals/log-in-page`): each part optional, the rest kept. */
export const portalLoginSettingsBody = z.strictObject(
  { title: loginTitle.optional(), text: loginText.optional() },
  { error: "Log-in settings must be an object with title and text" },
);

/** The portal's settings; each part given replaces that part, parts left out stay as they are. */
export const portalSettingsBody = z.strictObject(
  {
    login: portalLoginSettingsBody.optional(),
    appearance: z
      .strictObject(
        {
          accentColor: z
            .string({ error: "Accent colour must be text" })
            .regex(/^#[0-9a-fA-F]{6}$/, "Accent colour must be a colour such as #3b5bdb")
            .transform((value) => value.toLowerCase()),
        },
        { error: "Appearance must be an object with accentColor" },
      )
      .optional(),
    sections: sections.optional(),
    profileFields: z
      .array(
        z.enum(portalProfileFields, {
          error: `Profile fields must be among ${portalProfileFields.join(", ")}`,
        }),
        { error: "Profile fields must be a list" },
      )
      .refine(unique, "Each profile field may be listed once")
      .optional(),
    filters: z.strictObject({ roles }, { error: "Filters must be an object with roles" }).optional(),
  },
  { error: "Settings must be an object" },
);
export type PortalSettingsPatch = z.infer<typeof portalSettingsBody>;

/** POST /api/events/{eventId}/portals. */
export const portalCreateBody = z.strictObject({ name, slug: slug.optional() });
export type PortalCreateBody = z.infer<typeof portalCreateBody>;

/** PUT /api/events/{eventId}/portals/{portalId}: what is given changes. */
export const portalUpdateBody = z.strictObject({
  name: name.optional(),
  welcomeText: z
    .string({ error: "Welcome text must be text" })
    .max(PORTAL_WELCOME_MAX, `Welcome text must be at most ${PORTAL_WELCOME_MAX} characters`)
    .transform((value) => value.trim())
    .optional(),
  settings: portalSettingsBody.optional(),
});
export type PortalUpdateBody = z.infer<typeof portalUpdateBody>;

/** PUT /api/events/{eventId}/portals/{portalId}/filters. */
export const portalFiltersBody = z.strictObject({ roles });
export type PortalFiltersBody = z.infer<typeof portalFiltersBody>;

/** PUT /api/events/{eventId}/portal-sign-in/{portalId}: the event settings' sign-in pages. */
export const portalSignInBody = z.strictObject({
  login: portalLoginSettingsBody.optional(),
  sections: sections.optional(),
});
export type PortalSignInBody = z.infer<typeof portalSignInBody>;

const id = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(200, `${label} must be an id`);

/** Spec 2 §7 "Portal users from contacts": PUT /api/portal/event/{eventId}/users/contacts. */
export const portalAccessBody = z.strictObject({
  portalId: id("portalId"),
  /** The contacts module the contacts were picked from (checked when given). */
  moduleId: id("moduleId").optional(),
  contacts: z
    .array(id("Each contact"), { error: "contacts must be a list of contact ids" })
    .min(1, "Pick at least one contact")
    .max(MAX_ACCESS_CONTACTS, `At most ${MAX_ACCESS_CONTACTS} contacts at a time`),
  /** false: answer what would happen and change nothing. @default true */
  save: z.boolean({ error: "save must be true or false" }).default(true),
});
export type PortalAccessBody = z.input<typeof portalAccessBody>;

/** Spec 2 §7 "Portal user from contact": PUT /api/portal/event/{eventId}/users/contact/{contactId}. */
export const portalAccessOneBody = z.strictObject({ portalId: id("portalId") });

/** What giving one contact access did. */
export const portalAccessStatuses = ["granted", "already", "skipped"] as const;
export type PortalAccessStatus = (typeof portalAccessStatuses)[number];

export const portalAccessOutcome = z.object({
  contactId: z.string(),
  name: z.string().describe('The contact\'s name ("First Last"), or its email when it has none'),
  email: z.string().nullable(),
  status: z.enum(portalAccessStatuses),
  reason: z.string().optional().describe("Why a contact was skipped"),
  newAccount: z
    .boolean()
    .describe('A sign-in was made for them: they set a password with "Forgot your password?"'),
});
export type PortalAccessOutcome = z.infer<typeof portalAccessOutcome>;

/** What a "give access" call did (or, with `save: false`, would do). */
export const portalAccessResult = z
  .object({
    granted: z.number().int(),
    already: z.number().int(),
    skipped: z.number().int(),
    saved: z.boolean().describe("Whether it was saved (`save: false` only says what would happen)"),
    results: z.array(portalAccessOutcome),
  })
  .meta({ id: "PortalAdminAccessResult" });
export type PortalAccessResult = z.infer<typeof portalAccessResult>;

/** One person who may sign in to a portal (`GET …/portals/{portalId}/users`). */
export const portalUser = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  hasPassword: z
    .boolean()
    .describe('False until they set one ("Forgot your password?" on the portal\'s sign-in page)'),
  contact: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe("Their contact in the portal's event: the one linked to them, else the one with their email"),
});
export type PortalUser = z.infer<typeof portalUser>;

/** A portal's log-in page settings as stored (`PortalSettings["login"]`). */
const portalLoginSettings = z.object({
  title: z.string().describe("The sign-in page's heading; empty: the portal's name"),
  text: z.string().describe("Plain text under the heading (no HTML)"),
});

/** A portal's whole settings, every part filled (`portalSettingsOf`). */
export const portalAdminSettings = z.object({
  login: portalLoginSettings,
  appearance: z.object({ accentColor: z.string().describe("`#rrggbb`") }),
  sections: z.array(z.enum(portalSections)),
  profileFields: z.array(z.enum(portalProfileFields)),
  filters: z.object({ roles: z.array(z.enum(participantRoles)) }),
}) satisfies z.ZodType<Required<PortalSettings>>;

/** One of an event's portals as the organizer's portal pages list it (`GET /api/events/{eventId}/portals`). */
export const eventPortalSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  userCount: z.number().int().describe("How many people may sign in to it"),
}) satisfies z.ZodType<EventPortalSummary>;

/** One portal with everything its configuration pages show (`GET …/portals/{portalId}`). */
export const portalDetail = eventPortalSummary
  .extend({ eventId: z.string(), welcomeText: z.string(), settings: portalAdminSettings })
  .meta({ id: "PortalAdminDetail" });
export type PortalDetail = z.infer<typeof portalDetail>;

/** A portal as the event settings' sign-in pages show it (`GET …/portal-sign-in`). */
export const portalSignInSettings = eventPortalSummary
  .extend({ login: portalLoginSettings, sections: z.array(z.enum(portalSections)) })
  .meta({ id: "PortalAdminSignInSettings" });
export type PortalSignInSettings = z.infer<typeof portalSignInSettings>;

/** DELETE /api/events/{eventId}/portals/{portalId}. */
export const portalDeleted = z.object({ deleted: z.literal(true) });
/** DELETE /api/events/{eventId}/portals/{portalId}/users/{userId}. */
export const portalUserRemoved = z.object({ removed: z.literal(true) });

/** What anyone may see of a portal before signing in (`GET /api/portal/{slug}/{id}/public`). */
export const publicPortalInfo = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    welcome_text: z.string(),
    event_id: z.string(),
    event_name: z.string(),
    /** The log-in page's heading (empty: the portal's name) and its plain text. */
    login: z.object({ title: z.string(), text: z.string() }),
    /** A `#rrggbb` accent colour. */
    accentColor: z.string(),
    /** The sections the nav shows, in nav order. */
    sections: z.array(z.enum(portalSections)),
  })
  .meta({ id: "PublicPortalInfo" });
export type PublicPortalInfo = z.infer<typeof publicPortalInfo>;

/** `GET /api/portal/{slug}/{id}/access`: the portal, and whether the signed-in user may enter it. */
export const portalEntryCheck = z.object({ portal: publicPortalInfo, hasAccess: z.boolean() });
export type PortalEntryCheck = z.infer<typeof portalEntryCheck>;

/** "Give access now" of the filters: how many contacts matched, and what happened to each. */
export const portalFilterApplyResult = portalAccessResult.extend({ matched: z.number().int() });
export type PortalFilterApplyResult = z.infer<typeof portalFilterApplyResult>;
