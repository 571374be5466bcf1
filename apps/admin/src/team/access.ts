import type { Role, TeamInvitation, TeamMember } from "@foyer/domain";

/*
 * A member's access as one choice: admin (everything), one of the organization's roles, or no
 * role (on the team, but no module permission: the server refuses every module, spec 2 §6).
 */

export type Access = { kind: "admin" } | { kind: "role"; roleId: string } | { kind: "none" };

export const ADMIN_LABEL = "Admin (everything)";
export const NO_ROLE_LABEL = "No role (no access yet)";

/** The select's value of an access choice. */
export function accessValue(access: Access): string {
  return access.kind === "role" ? `role:${access.roleId}` : access.kind;
}

export function parseAccess(value: string): Access {
  if (value === "admin") return { kind: "admin" };
  if (value.startsWith("role:")) return { kind: "role", roleId: value.slice(5) };
  return { kind: "none" };
}

export function accessOf(item: Pick<TeamMember | TeamInvitation, "isAdmin" | "roleId">): Access {
  if (item.isAdmin) return { kind: "admin" };
  return item.roleId ? { kind: "role", roleId: item.roleId } : { kind: "none" };
}

/** What the API is sent for an access choice. */
export function accessBody(access: Access): { isAdmin: boolean; roleId: string | null } {
  if (access.kind === "admin") return { isAdmin: true, roleId: null };
  return { isAdmin: false, roleId: access.kind === "role" ? access.roleId : null };
}

/** What a member's update sends: an admin keeps their role, so a later demotion restores it. */
export function accessUpdate(from: Access, to: Access): { isAdmin?: boolean; roleId?: string | null } {
  if (to.kind === "admin") return { isAdmin: true };
  return {
    ...(from.kind === "admin" ? { isAdmin: false } : {}),
    roleId: to.kind === "role" ? to.roleId : null,
  };
}

/** The words for a member's or invitation's access. */
export function accessLabel(item: Pick<TeamMember | TeamInvitation, "isAdmin" | "roleName">): string {
  if (item.isAdmin) return "Admin";
  return item.roleName ?? "No role";
}

/** The options of an access select. */
export function accessOptions(roles: readonly Role[], canGrantAdmin: boolean) {
  return [
    ...(canGrantAdmin ? [{ value: "admin", label: ADMIN_LABEL }] : []),
    ...roles.map((role) => ({ value: `role:${role.id}`, label: role.name })),
    { value: "none", label: NO_ROLE_LABEL },
  ];
}
