import { Readable } from "node:stream";
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  LOGO_URL_PATTERN,
  logoMessages,
  meetsRequirement,
  messages,
  ORG_CREATE_EVENTS,
  ORG_SETTINGS_UPDATE,
  type Organization,
  type PermissionProfile,
  type Requirement,
  type UpdateOrganizationBody,
  type UploadedFile,
  type UserOrganization,
} from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { organizations, orgUsers, roles, uploads, users } from "../../db/schema/index.js";
import { type OrganizationRow, orgAccess } from "../permissions/permissions.js";
import { invalid, notPermitted, tooLarge, unsupportedMedia } from "../refusal.js";
import type { FileStorage } from "../uploads/storage.js";
import { saveUpload } from "../uploads/uploads.js";

/*
 * The organization area's organization calls (spec 1 §1, §5 "Logo upload", §7 "Organization get
 * and put; the logo is saved by put with logoImageUrl"). Access: members of the organization and
 * platform admins read it; changing it needs ORG_SETTINGS_UPDATE.
 */

export function toOrganization(row: OrganizationRow): Organization {
  return { id: row.id, name: row.name, logoImageUrl: row.logoImageUrl, is_light: row.isLight };
}

/**
 * The organization and the user's profile on it, when the profile meets `requirement` (null:
 * membership is enough). 404 for an unknown organization, 403 'You don't have access to this
 * page!' outside it, 403 'You don't have permission to view this section!' without the permission.
 */
export async function requireOrgPermission(
  db: Db,
  userId: string,
  orgId: string,
  requirement: Requirement | null,
): Promise<{ organization: OrganizationRow; profile: PermissionProfile }> {
  const { organization, profile } = await orgAccess(db, userId, orgId);
  if (!profile) throw notPermitted(messages.noAccess);
  if (requirement && !meetsRequirement(profile, requirement)) throw notPermitted(messages.noPermission);
  return { organization, profile };
}

/** GET /organizations/{orgId} */
export async function getOrganization(db: Db, userId: string, orgId: string): Promise<Organization> {
  const { organization } = await requireOrgPermission(db, userId, orgId, null);
  return toOrganization(organization);
}

/** PUT /organizations/{orgId}: the name and the logo; a logo must be an upload of POST …/logo. */
export async function updateOrganization(
  db: Db,
  userId: string,
  orgId: string,
  changes: UpdateOrganizationBody,
): Promise<Organization> {
  await requireOrgPermission(db, userId, orgId, ORG_SETTINGS_UPDATE);
  const set: Partial<typeof organizations.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.logoImageUrl !== undefined) {
    if (changes.logoImageUrl !== null) await requireLogoUpload(db, changes.logoImageUrl);
    set.logoImageUrl = changes.logoImageUrl;
  }
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(organizations).set(set).where(eq(organizations.id, orgId)).returning()
      : await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw new Error(`organization ${orgId} vanished during its update`);
  return toOrganization(row);
}

/** The logo address must name a file stored under org-logo/ (spec 1 §5), not any upload. */
async function requireLogoUpload(db: Db, url: string): Promise<void> {
  const uploadId = LOGO_URL_PATTERN.exec(url)?.[1]?.toLowerCase();
  const [upload] = uploadId
    ? await db.select({ storageKey: uploads.storageKey }).from(uploads).where(eq(uploads.id, uploadId))
    : [];
  if (!upload?.storageKey.startsWith("org-logo/")) {
    throw invalid(`logoImageUrl: ${logoMessages.notUploaded}`, [
      { path: "logoImageUrl", message: logoMessages.notUploaded },
    ]);
  }
}

/** What the file's first bytes say it is; the browser's label alone is not trusted. */
export function sniffLogoType(bytes: Buffer): "image/png" | "image/jpeg" | "image/svg+xml" | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (head.startsWith("<") && /<svg[\s>]/i.test(head)) return "image/svg+xml";
  return null;
}

/**
 * POST /organizations/{orgId}/logo: one jpeg, png or svg file (spec 1 §5), stored under
 * `org-logo/`. The organization keeps its logo until PUT saves the new address. SVGs are kept as
 * they are: GET /uploads/{id} serves them as attachments under a sandboxing CSP, and the apps show
 * logos only through <img>, where an SVG's scripts never run.
 */
export async function saveOrgLogo(
  db: Db,
  storage: FileStorage,
  input: { userId: string; orgId: string; filename: string; type: string; bytes: Buffer },
): Promise<UploadedFile> {
  await requireOrgPermission(db, input.userId, input.orgId, ORG_SETTINGS_UPDATE);
  if (input.bytes.length === 0) throw invalid(logoMessages.empty);
  if (input.bytes.length > LOGO_MAX_BYTES) throw tooLarge(logoMessages.tooLarge);
  // The type the browser names must be one of the three (415 names the rule), and the bytes must
  // agree with it: a page renamed logo.png is not a logo.
  if (!(LOGO_TYPES as readonly string[]).includes(input.type)) {
    throw unsupportedMedia(logoMessages.wrongType);
  }
  const sniffed = sniffLogoType(input.bytes);
  if (sniffed !== input.type) throw unsupportedMedia(logoMessages.notAnImage);
  return saveUpload(db, storage, {
    userId: input.userId,
    filename: input.filename,
    type: sniffed,
    stream: Readable.from([input.bytes]),
    purpose: "org-logo",
  });
}

/**
 * GET /user/me/organizations: the organizations the user is a member of, by name, with whether
 * they may add events there (the organization switcher and the event-creation modal).
 */
export async function listMyOrganizations(db: Db, userId: string): Promise<UserOrganization[]> {
  const [user] = await db.select({ admin: users.isFoyerAdmin }).from(users).where(eq(users.id, userId));
  const isFoyerAdmin = Boolean(user?.admin);
  const rows = await db
    .select({ organization: organizations, isAdmin: orgUsers.isAdmin, slugs: roles.permissions })
    .from(orgUsers)
    .innerJoin(organizations, eq(organizations.id, orgUsers.orgId))
    .leftJoin(roles, and(eq(roles.id, orgUsers.roleId), eq(roles.orgId, orgUsers.orgId)))
    .where(eq(orgUsers.userId, userId))
    .orderBy(organizations.name, organizations.id);
  return rows.map(({ organization, isAdmin, slugs }) => {
    const profile: PermissionProfile = {
      permissions: (slugs ?? []).map((slug) => ({ slug })),
      read_permissions: [],
      isFoyerAdmin,
      isAdmin,
    };
    return {
      ...toOrganization(organization),
      is_admin: isAdmin || isFoyerAdmin,
      can_create_events: meetsRequirement(profile, ORG_CREATE_EVENTS),
    };
  });
}
