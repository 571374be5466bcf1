import { z } from "zod";
import type { UploadedFile } from "../forms/definition.js";
import type { Requirement } from "../permissions/permission-rules.js";

/*
 * The organization area's contracts (spec 1 §1 "Organization members get … a navigation menu, and
 * an organization logo upload", §3 "Organization: id, logoImageUrl", §5 "Logo upload", §7
 * "Organization get and put; the logo is saved by put with logoImageUrl").
 */

/** An organization as GET /organizations/{orgId} answers it (spec 2 §3 "Organization"). */
const organizationFields = z.object({
  id: z.string(),
  name: z.string(),
  logoImageUrl: z.string().nullable(),
  is_light: z.boolean(),
});
export const organization = organizationFields.meta({ id: "Organization" });
export type Organization = z.infer<typeof organization>;

/** One of the signed-in user's organizations (GET /user/me/organizations), for the switcher. */
export const userOrganization = organizationFields.extend({
  /** An admin of the organization (or a platform admin). */
  is_admin: z.boolean(),
  /** Whether the user's profile on the organization may add events to it. */
  can_create_events: z.boolean(),
});
export type UserOrganization = z.infer<typeof userOrganization>;

export const ORG_NAME_MAX_LENGTH = 200;

/** Spec 1 §5 / spec 2 §5: "Logo picker accepts jpeg, svg, png, single file, local file system only". */
export const LOGO_TYPES = ["image/jpeg", "image/png", "image/svg+xml"] as const;
/** The file input's `accept`: the three types and their usual extensions. */
export const LOGO_ACCEPT = ".jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml";
/** Not quoted by the spec (its 2 GB limit is for event files): a logo is a small picture. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export const logoMessages = {
  wrongType: "The logo must be a JPEG, SVG or PNG image.",
  notAnImage: "This file is not a JPEG, SVG or PNG image.",
  tooLarge: `A logo can be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`,
  empty: "The logo file is empty.",
  oneFile: "Choose one image file for the logo.",
  notUploaded:
    "The logo must be an image uploaded for the organization (POST /api/organizations/{orgId}/logo).",
} as const;

/** What is wrong with a chosen logo file before it is sent; null when it may be uploaded. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return logoMessages.wrongType;
  if (file.size === 0) return logoMessages.empty;
  if (file.size > LOGO_MAX_BYTES) return logoMessages.tooLarge;
  return null;
}

/** POST /organizations/{orgId}/logo (201): the stored picture; its `url` goes to PUT as logoImageUrl. */
export const uploadedLogo = z.object({
  uploadId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  url: z.string(),
}) satisfies z.ZodType<UploadedFile>;

/** The address PUT /organizations/{orgId} accepts as a logo: a file uploaded with POST …/logo. */
export const LOGO_URL_PATTERN =
  /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** PUT /organizations/{orgId}: what an organization's settings may change. Unknown keys are refused. */
export const updateOrganizationBody = z
  .object({
    name: z
      .string({ error: "Organization name must be text" })
      .trim()
      .min(1, "Organization name is required")
      .max(ORG_NAME_MAX_LENGTH, `Organization name must be at most ${ORG_NAME_MAX_LENGTH} characters`)
      .optional(),
    /** null removes the logo. */
    logoImageUrl: z
      .string({ error: "The logo must be a file address or null" })
      .regex(LOGO_URL_PATTERN, logoMessages.notUploaded)
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBody>;

/**
 * Changing the organization (its name, its logo, adding an event to it) needs update on the
 * organization's settings (spec 1 §6 "Event settings routes … update on settings", read at the
 * organization's level). Organization admins and platform admins always may.
 */
export const ORG_SETTINGS_UPDATE: Requirement = [{ module: "settings", action: "update" }];
/** Seeing the organization's settings page (spec 2 §6 module menu gating: settings_read). */
export const ORG_SETTINGS_READ: Requirement = [{ module: "settings", action: "read" }];
/** Adding an event to the organization (spec 1 §4 "Event creation"). */
export const ORG_CREATE_EVENTS: Requirement = ORG_SETTINGS_UPDATE;
