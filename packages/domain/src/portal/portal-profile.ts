import { z } from "zod";
import { findCountryCode } from "../forms/countries.js";
import { readPhone } from "../import/value-formats.js";
import {
  PORTAL_HISTORY_DEFAULT_LIMIT,
  PORTAL_HISTORY_MAX_LIMIT,
  PORTAL_PROFILE_VALUE_MAX,
  type PortalProfileKey,
  portalProfileKeys,
  portalProfileLabels,
  portalProfileMessages,
} from "./portal-profile-texts.js";
import { portalSession } from "./portal-sessions-contract.js";
import {
  type PortalProfileField,
  portalActivityKinds,
  portalProfileFields,
  portalSections,
} from "./portal-settings.js";

export type { PortalProfileKey } from "./portal-profile-texts.js";
/** Moved to portal-profile-texts.ts (no zod there, so browser bundles can take them alone). */
export {
  PORTAL_HISTORY_DEFAULT_LIMIT,
  PORTAL_HISTORY_MAX_LIMIT,
  PORTAL_NO_PROFILE,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_PROFILE_VALUE_MAX,
  portalActivityLabels,
  portalPhotoTypes,
  portalProfileKeys,
  portalProfileLabels,
  portalProfileMessages,
} from "./portal-profile-texts.js";

/*
 * The participant's own profile, history and landing-page overview (issue 6: `/profile` "edit own
 * contact fields and photo", `/history`, the landing page). API: `/api/portal/{slug}/{id}/me/…`.
 * Which contact fields a participant may change is the portal's `profileFields` setting; the
 * email is how they are found, so it is never theirs to change here.
 */

/** The contact's values as the profile shows them; empty optional ones are null. */
export const portalProfileValues = z.object({
  fname: z.string(),
  lname: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  /** An ISO 3166-1 alpha-2 code. */
  country: z.string().nullable(),
});
export type PortalProfileValues = z.infer<typeof portalProfileValues>;

/** `GET …/me/profile`. */
export const portalProfile = z
  .object({
    values: portalProfileValues,
    /** The fields this portal lets the participant change; the others are shown read-only. */
    editable: z.array(z.enum(portalProfileFields)),
    /** `…/me/profile/photo` (fetch it with the bearer token), or null without a photo. */
    photoUrl: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: "PortalProfile" });
export type PortalProfile = z.infer<typeof portalProfile>;

/** `PUT …/me/profile`: only the fields to change, each trimmed; an empty text clears it. */
export type PortalProfileUpdate = Partial<Record<PortalProfileField, string>>;

const profileText = z.string().trim().max(PORTAL_PROFILE_VALUE_MAX, portalProfileMessages.tooLong);

export const portalProfileUpdateBody = z
  .object({
    fname: profileText.optional(),
    lname: profileText.optional(),
    title: profileText.optional(),
    company: profileText.optional(),
    phone: profileText.optional(),
    country: profileText.optional(),
    // Named so the answer can say why it is refused rather than "unknown field".
    email: z.unknown().optional(),
  })
  .strict();

export const portalPhotoBody = z
  .object({ uploadId: z.uuid("Choose an uploaded file (an upload id).") })
  .strict();

export const portalHistoryQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PORTAL_HISTORY_MAX_LIMIT).default(PORTAL_HISTORY_DEFAULT_LIMIT),
});

export type ProfileProblem = { path: string; message: string };

/** The stored values to write, or the problems beside their fields (issue 6 rules). */
export type ProfileUpdateResult =
  | { ok: true; values: PortalProfileValues }
  | { ok: false; problems: ProfileProblem[] };

/**
 * Reads a profile change against the current values: only editable fields, a first or last name
 * left, a plausible phone, a known country (code or English name, stored as the code).
 * @example readProfileUpdate({ phone: "+1 555 0100" }, { editable: ["phone"], current }) // ok
 */
export function readProfileUpdate(
  body: Readonly<Record<string, unknown>>,
  context: { editable: readonly PortalProfileField[]; current: PortalProfileValues },
): ProfileUpdateResult {
  const problems: ProfileProblem[] = [];
  const values: PortalProfileValues = { ...context.current };
  for (const key of portalProfileKeys) {
    if (!(key in body) || body[key] === undefined) continue;
    if (key === "email") {
      problems.push({ path: key, message: portalProfileMessages.emailReadOnly });
      continue;
    }
    if (!context.editable.includes(key)) {
      problems.push({ path: key, message: portalProfileMessages.notEditable(portalProfileLabels[key]) });
      continue;
    }
    const text = String(body[key]).trim();
    if (key === "fname" || key === "lname") values[key] = text;
    else if (text === "") values[key] = null;
    else if (key === "phone") {
      if (readPhone(text).ok) values.phone = text.replace(/\s+/g, " ");
      else problems.push({ path: key, message: portalProfileMessages.phoneInvalid(text) });
    } else if (key === "country") {
      const code = findCountryCode(text);
      if (code) values.country = code;
      else problems.push({ path: key, message: portalProfileMessages.countryInvalid(text) });
    } else values[key] = text;
  }
  if (!values.fname && !values.lname && ("fname" in body || "lname" in body)) {
    for (const key of ["fname", "lname"] as const)
      if (key in body && context.editable.includes(key))
        problems.push({ path: key, message: portalProfileMessages.nameRequired });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** The fields whose values differ, in form order. */
export function changedProfileKeys(
  before: PortalProfileValues,
  after: PortalProfileValues,
): PortalProfileKey[] {
  return portalProfileKeys.filter((key) => (before[key] ?? null) !== (after[key] ?? null));
}

/** One line of the participant's history. */
export const portalHistoryItem = z.object({
  id: z.string(),
  kind: z.enum(portalActivityKinds),
  summary: z.string(),
  /** ISO instant. */
  at: z.string(),
});
export type PortalHistoryItem = z.infer<typeof portalHistoryItem>;

/** `GET …/me/history?cursor=&limit=`: newest first; `nextCursor` is null on the last page. */
export const portalHistoryPage = z.object({
  items: z.array(portalHistoryItem),
  nextCursor: z.string().nullable(),
});
export type PortalHistoryPage = z.infer<typeof portalHistoryPage>;

/** `GET …/me/overview`: the landing page's cards, counted for the participant's own contact. */
export const portalOverview = z.object({
  /** The portal's sections (its nav); a card whose section is hidden is not shown. */
  sections: z.array(z.enum(portalSections)),
  tasks: z.object({
    /** Assigned to them and not done. */
    open: z.number().int(),
    /** The open task due soonest (a `YYYY-MM-DD` day), or null when none has a due date. */
    nextDue: z.object({ id: z.string(), title: z.string(), dueDate: z.string() }).nullable(),
  }),
  /** Threads with an organizer message newer than the participant's last read. */
  messages: z.object({ unread: z.number().int() }),
  /** File requests asking them that they have handed nothing in for yet. */
  documents: z.object({ open: z.number().int() }),
  /** Their next session not over yet, or null. */
  nextSession: portalSession.nullable(),
});
export type PortalOverview = z.infer<typeof portalOverview>;
