import {
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
import { organizations, orgUsers, roles, users } from "../../db/schema/index.js";
import { type OrganizationRow, orgAccess } from "../permissions/permissions.js";
import { notPermitted } from "../refusal.js";
import { requireLogoUpload, saveLogo } from "../uploads/logos.js";
import type { FileStorage } from "../uploads/storage.js";

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
    if (changes.logoImageUrl !== null)
      await requireLogoUpload(db, changes.logoImageUrl, "org-logo", logoMessages.notUploaded);
    set.logoImageUrl = changes.logoImageUrl;
  }
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(organizations).set(set).where(eq(organizations.id, orgId)).returning()
      : await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw new Error(`organization ${orgId} vanished during its update`);
  return toOrganization(row);
}

/**
 * POST /organizations/{orgId}/logo: one jpeg, png or svg file (spec 1 §5), stored under
 * `org-logo/`. The organization keeps its logo until PUT saves the new address.
 */
export async function saveOrgLogo(
  db: Db,
  storage: FileStorage,
  input: { userId: string; orgId: string; filename: string; type: string; bytes: Buffer },
): Promise<UploadedFile> {
  await requireOrgPermission(db, input.userId, input.orgId, ORG_SETTINGS_UPDATE);
  return saveLogo(db, storage, { ...input, folder: "org-logo" });
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
