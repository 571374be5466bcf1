import { z } from "zod";
import { authMessages } from "../auth-checks.js";
import {
  MANAGE_ALL_MODULE_DATA,
  type PermissionAction,
  type PermissionModule,
  permissionActions,
  permissionModules,
} from "./permission-rules.js";

/*
 * Team management (issue 5 item 1): the members of an event's or an organization's team, the
 * invitations waiting for someone to sign up, and the organization's roles (named sets of
 * permission slugs, spec 2 §6). The server answers these shapes; the admin app edits them.
 */

/** Someone on a team. */
export const teamMember = z
  .object({
    userId: z.string(),
    /** "First Last", or the email when the account has no name. */
    name: z.string(),
    email: z.string(),
    /** Admins pass every check of the event or organization; the role then does not matter. */
    isAdmin: z.boolean(),
    roleId: z.string().nullable(),
    roleName: z.string().nullable(),
    status: z.literal("active"),
    /**
     * "event": on the event's own team (event_users). "organization": a member of the
     * organization (org_users): every entry of an organization's list, and, on an event's list,
     * the organization's admins (who manage every event of it), listed only when asked for
     * (`onlyEventUsers=false`) and changed on the organization's team, not the event's.
     */
    via: z.enum(["event", "organization"]),
  })
  .meta({ id: "TeamMember" });
export type TeamMember = z.infer<typeof teamMember>;

/** An invitation of an email that has no account yet; it becomes a membership on sign-up or sign-in. */
export const teamInvitation = z
  .object({
    id: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    roleId: z.string().nullable(),
    roleName: z.string().nullable(),
    status: z.literal("pending"),
    /** Who invited, by name. */
    invitedBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "TeamInvitation" });
export type TeamInvitation = z.infer<typeof teamInvitation>;

/** An existing account joins at once ("added"); an unknown email is invited ("invited"). */
export const teamInviteResult = z.discriminatedUnion("status", [
  z.object({ status: z.literal("added"), member: teamMember }),
  z.object({ status: z.literal("invited"), invitation: teamInvitation }),
]);
export type TeamInviteResult = z.infer<typeof teamInviteResult>;

/** DELETE …/users/{userId}: who left the team. */
export const removedTeamMember = z.object({ userId: z.string() });

/** A role of an organization. */
export const teamRole = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** Slugs `{module}_{action}` (spec 2 §6), plus the all-module-data slugs. */
    permissions: z.array(z.string()),
    /** Members holding it, on the organization or on any of its events' teams. */
    memberCount: z.number().int(),
    /** Pending invitations that will give it. */
    invitationCount: z.number().int(),
  })
  .meta({ id: "TeamRole" });
export type Role = z.infer<typeof teamRole>;

/** The roles an organization gives, and whether the caller may change them (organization admins). */
export const teamRoleList = z.object({
  orgId: z.string(),
  canManage: z.boolean(),
  roles: z.array(teamRole),
});
export type RoleList = z.infer<typeof teamRoleList>;

/** The longest role name and description. */
export const ROLE_NAME_MAX_LENGTH = 80;
export const ROLE_DESCRIPTION_MAX_LENGTH = 500;

const FIELD_MODULES: readonly PermissionModule[] = ["contacts", "speakers", "exhibitors", "sponsors"];

/**
 * The actions a role can give on each module (spec 1 §6): every module is read and updated;
 * settings also has its team (manage_users) and team permissions (manage_permissions), emails its
 * templates, and the people and account modules their fields and tags (manage_fields).
 */
export const moduleActions: Readonly<Record<PermissionModule, readonly PermissionAction[]>> = (() => {
  const table = {} as Record<PermissionModule, readonly PermissionAction[]>;
  for (const module of permissionModules) table[module] = ["read", "update", ...extraActions(module)];
  return table;
})();

function extraActions(module: PermissionModule): PermissionAction[] {
  if (module === "settings") return ["manage_users", "manage_permissions"];
  if (module === "emails") return ["manage_email_templates"];
  if (FIELD_MODULES.includes(module)) return ["manage_fields"];
  return [];
}

/** Spec 2 §6's slugs that span every module, which a role may also hold. */
export const allModuleSlugs = [
  MANAGE_ALL_MODULE_DATA,
  "settings_read_all_module_data",
  "organization_read_all_module_data",
] as const;

const modules = new Set<string>(permissionModules);
const actions = new Set<string>(permissionActions);

/**
 * Whether a role may hold `slug`: `{module}_{action}` of the domain's lists (read also as
 * `_typed_records` / `_owned_records`, spec 2 §6), or one of the all-module-data slugs.
 */
export function isKnownPermissionSlug(slug: string): boolean {
  if ((allModuleSlugs as readonly string[]).includes(slug)) return true;
  const base = slug.replace(/_read_(typed|owned)_records$/, "_read");
  const cut = base.indexOf("_");
  if (cut <= 0) return false;
  return modules.has(base.slice(0, cut)) && actions.has(base.slice(cut + 1));
}

/** Said for a slug that is no permission at all. */
export function unknownPermissionMessage(slug: string): string {
  return `Unknown permission "${slug}": a permission is a module and an action, such as contacts_read`;
}

/** What the team calls answer, word for word; server and admin app read them from here. */
export const teamMessages = {
  memberNotFound: "This person is not on the team.",
  invitationNotFound: "This invitation does not exist.",
  roleNotFound: "This role does not exist in this organization.",
  lastEventAdmin:
    "This event's team needs at least one admin. Make someone else an admin before removing this one.",
  lastOrgAdmin:
    "This organization needs at least one admin. Make someone else an admin before removing this one.",
  adminsOnly: "Only admins can give or take away admin access.",
  notYourOwn: "You can't change your own access. Ask an admin.",
  orgAdminsOnly: "Only admins of the organization can change its roles.",
  viaOrganization: "Admins of the organization are changed on the organization's team.",
  updateNothing: "Send roleId or isAdmin to change",
  roleUpdateNothing: "Send name, description or permissions to change",
} as const;

export function alreadyMemberMessage(email: string): string {
  return `${email} is already on the team.`;
}

export function alreadyInvitedMessage(email: string): string {
  return `${email} has already been invited.`;
}

export function roleNameTakenMessage(name: string): string {
  return `A role named "${name}" already exists.`;
}

/** Deleting a role someone holds is refused (docs/api.md "Team and roles"): nobody loses access silently. */
export function roleInUseMessage(name: string, members: number, invitations: number): string {
  const parts = [
    members > 0 ? `${members} ${members === 1 ? "member" : "members"}` : null,
    invitations > 0 ? `${invitations} pending ${invitations === 1 ? "invitation" : "invitations"}` : null,
  ].filter(Boolean);
  return `The role "${name}" is used by ${parts.join(" and ")}. Give them another role before deleting it.`;
}

const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(320, authMessages.emailTooLong)
  .pipe(z.email(authMessages.emailInvalid));

const roleId = z
  .string({ error: "Role must be a role id or null" })
  .trim()
  .min(1, "Role must be a role id or null")
  .max(200, "Role must be a role id or null")
  .nullable();

const isAdmin = z.boolean({ error: "isAdmin must be true or false" });

/** POST …/users: invite someone by email, with a role or as an admin. */
export const teamInviteBody = z
  .object({ email, roleId: roleId.default(null), isAdmin: isAdmin.default(false) })
  .strict();
export type TeamInviteInput = z.input<typeof teamInviteBody>;

/** PUT …/users/{userId}: a member's role, admin flag, or both. */
export const teamMemberUpdateBody = z
  .object({ roleId: roleId.optional(), isAdmin: isAdmin.optional() })
  .strict()
  .refine((body) => body.roleId !== undefined || body.isAdmin !== undefined, teamMessages.updateNothing);
export type TeamMemberUpdate = z.input<typeof teamMemberUpdateBody>;

const roleName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(ROLE_NAME_MAX_LENGTH, `Name must be at most ${ROLE_NAME_MAX_LENGTH} characters`);

const roleDescription = z
  .string({ error: "Description must be text" })
  .trim()
  .max(ROLE_DESCRIPTION_MAX_LENGTH, `Description must be at most ${ROLE_DESCRIPTION_MAX_LENGTH} characters`);

const permissionSlugs = z
  .array(
    z.string({ error: "A permission must be text" }).superRefine((slug, ctx) => {
      if (!isKnownPermissionSlug(slug))
        ctx.addIssue({ code: "custom", message: unknownPermissionMessage(slug) });
    }),
    { error: "Permissions must be a list of permissions" },
  )
  .max(500, "A role holds at most 500 permissions")
  .transform((slugs) => [...new Set(slugs)].sort());

/** POST /organizations/{orgId}/roles */
export const roleCreateBody = z
  .object({
    name: roleName,
    description: roleDescription.default(""),
    permissions: permissionSlugs.default([]),
  })
  .strict();
export type RoleInput = z.input<typeof roleCreateBody>;

/** PUT /organizations/{orgId}/roles/{roleId}: rename, describe, change permissions. */
export const roleUpdateBody = z
  .object({
    name: roleName.optional(),
    description: roleDescription.optional(),
    permissions: permissionSlugs.optional(),
  })
  .strict()
  .refine(
    (body) => body.name !== undefined || body.description !== undefined || body.permissions !== undefined,
    teamMessages.roleUpdateNothing,
  );
export type RoleUpdate = z.input<typeof roleUpdateBody>;
