import {
  MANAGE_ALL_MODULE_DATA,
  moduleActions,
  type PermissionAction,
  type PermissionModule,
  permissionActions,
  permissionModules,
  permissionSlug,
} from "@foyer/domain";

/*
 * The roles × modules/actions matrix of the team permissions page (spec 1 §6 "Team permissions";
 * spec 2 §6 slugs). A role's permissions are slugs `{module}_{action}`; the matrix shows one row
 * per module and one column per action, with a checkbox where the action applies to the module.
 */

/** Column headings, in the order of the domain's actions. */
export const actionLabels: Record<PermissionAction, string> = {
  read: "Read",
  update: "Update",
  manage_users: "Manage team",
  manage_permissions: "Manage permissions",
  manage_email_templates: "Email templates",
  manage_fields: "Fields and tags",
};

const moduleNames: Partial<Record<PermissionModule, string>> = {
  sessionForms: "Session forms",
  evaluationPlans: "Evaluation plans",
  sessionSettings: "Session settings",
  portalTasks: "Portal tasks",
  portal: "Portal pages",
  schedules: "Schedules",
};

/** "sessionForms" → "Session forms". */
export function moduleLabel(module: PermissionModule): string {
  return moduleNames[module] ?? module.charAt(0).toUpperCase() + module.slice(1);
}

export const matrixModules: readonly PermissionModule[] = permissionModules;
export const matrixActions: readonly PermissionAction[] = permissionActions;

/** Whether the matrix has a checkbox for this module and action. */
export function appliesTo(module: PermissionModule, action: PermissionAction): boolean {
  return moduleActions[module].includes(action);
}

/** The all-module slugs the page offers above the matrix (spec 2 §6). */
export const allModuleOptions = [
  {
    slug: MANAGE_ALL_MODULE_DATA,
    label: "Manage all module data",
    hint: "Read and update every module except settings.",
  },
  {
    slug: "settings_read_all_module_data",
    label: "Read all module data",
    hint: "Read every module.",
  },
] as const;

/**
 * Turns one permission on or off. Any action includes reading the module: turning one on turns
 * Read on, and turning Read off turns the module's other actions off. Slugs the matrix does not
 * show are kept as they are.
 */
export function togglePermission(
  permissions: readonly string[],
  module: PermissionModule,
  action: PermissionAction,
  on: boolean,
): string[] {
  const next = new Set(permissions);
  const slug = permissionSlug(module, action);
  if (on) {
    next.add(slug);
    next.add(permissionSlug(module, "read"));
  } else if (action === "read") {
    for (const other of moduleActions[module]) next.delete(permissionSlug(module, other));
  } else {
    next.delete(slug);
  }
  return [...next].sort();
}

/** Turns an all-module slug on or off. */
export function toggleSlug(permissions: readonly string[], slug: string, on: boolean): string[] {
  const next = new Set(permissions);
  if (on) next.add(slug);
  else next.delete(slug);
  return [...next].sort();
}

/** Whether two permission lists hold the same slugs. */
export function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((slug, index) => slug === right[index]);
}

/** "3 members", "1 member and 2 pending invitations", "Not in use". */
export function usageText(role: { memberCount: number; invitationCount: number }): string {
  const parts: string[] = [];
  if (role.memberCount > 0)
    parts.push(`${role.memberCount} ${role.memberCount === 1 ? "member" : "members"}`);
  if (role.invitationCount > 0)
    parts.push(
      `${role.invitationCount} pending ${role.invitationCount === 1 ? "invitation" : "invitations"}`,
    );
  return parts.length > 0 ? parts.join(" and ") : "Not in use";
}
