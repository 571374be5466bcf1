/**
 * Permission profiles (spec 2 §6, spec 1 §6): a member's permissions are slug strings such as
 * `contacts_read` or `settings_manage_users`, `{module}_{action}`. The server checks them on every
 * call; the apps use the same rules to guard routes and hide what the server would refuse.
 */

/** Spec 1 §6 "Actions". */
export const permissionActions = [
  "read",
  "update",
  "manage_users",
  "manage_permissions",
  "manage_email_templates",
  "manage_fields",
] as const;
export type PermissionAction = (typeof permissionActions)[number];

/** Spec 1 §3 "Permission modules used by route guards", plus the module menu's schedules (spec 2 §6). */
export const permissionModules = [
  "settings",
  "content",
  "sponsors",
  "exhibitors",
  "speakers",
  "contacts",
  "reports",
  "sessionForms",
  "sessions",
  "evaluationPlans",
  "embeds",
  "agenda",
  "sessionSettings",
  "applications",
  "portal",
  "portalTasks",
  "history",
  "emails",
  "documents",
  "schedules",
] as const;
export type PermissionModule = (typeof permissionModules)[number];

/** Spec 2 §6: "the organization- or settings-level read-all-module-data slug". */
export const READ_ALL_MODULE_DATA = [
  "organization_read_all_module_data",
  "settings_read_all_module_data",
] as const;
/** Spec 2 §6: "a manage-all-module-data slug for non-organization, non-settings slugs". */
export const MANAGE_ALL_MODULE_DATA = "manage_all_module_data";

/** Spec 2 §3 "Permission profile": permissions and read_permissions (items with slug), or dontHavePermission. */
export interface PermissionProfile {
  permissions: { slug: string }[];
  read_permissions: { slug: string }[];
  /** Set when the profile call answered 403: the user is not a member at all. */
  dontHavePermission?: boolean;
  /** Platform admin (spec 2 §6 "isFoyerAdmin"); passes every check. */
  isFoyerAdmin?: boolean;
  /** Event admin (from event_roles where is_admin) or organization admin; passes every check. */
  isAdmin?: boolean;
  /**
   * Whether the user is on the event's team or in the organization, as the server answered it.
   * A platform admin who is not answers `false`: the server lets them through, but the apps ask
   * them to "Bring admin access" first (spec 2 §7). Unset on a profile the server did not answer.
   */
  isMember?: boolean;
  /**
   * The event-level evaluator role (spec 1 §6): an event member, not an admin, who evaluates
   * sessions in one of the event's evaluation plans. Evaluators land on their evaluations page
   * instead of the event's dashboard. Event profiles only.
   */
  isEvaluator?: boolean;
}

/** `contacts` + `read` → `contacts_read`; spec 2 §6: "'master' maps to the schedules module". */
export function permissionSlug(module: string, action: PermissionAction = "read"): string {
  return `${module === "master" ? "schedules" : module}_${action}`;
}

/** Spec 2 §6: "permissions and read_permissions … combined into a permission list". */
export function permissionList(
  profile: Pick<PermissionProfile, "permissions" | "read_permissions">,
): Set<string> {
  const list = new Set<string>();
  for (const item of profile.permissions) list.add(item.slug);
  for (const item of profile.read_permissions) list.add(item.slug);
  return list;
}

/**
 * Spec 2 §6: "A check passes if the list contains the slug; or, for read checks, the slug plus
 * _typed_records or _owned_records; or the organization- or settings-level read-all-module-data
 * slug; or a manage-all-module-data slug for non-organization, non-settings slugs."
 */
export function hasPermission(list: ReadonlySet<string>, slug: string): boolean {
  if (list.has(slug)) return true;
  const isRead = slug.endsWith("_read");
  if (isRead) {
    if (list.has(`${slug}_typed_records`) || list.has(`${slug}_owned_records`)) return true;
    if (READ_ALL_MODULE_DATA.some((all) => list.has(all))) return true;
  }
  const scope = slug.split("_")[0];
  return scope !== "organization" && scope !== "settings" && list.has(MANAGE_ALL_MODULE_DATA);
}

/** One requirement: any of these module/action pairs grants it. */
export type Requirement = readonly { module: PermissionModule; action: PermissionAction }[];

/** Whether a profile meets a requirement; admins always do. */
export function meetsRequirement(profile: PermissionProfile, requirement: Requirement): boolean {
  if (profile.isFoyerAdmin || profile.isAdmin) return true;
  if (profile.dontHavePermission) return false;
  const list = permissionList(profile);
  return requirement.some(({ module, action }) => hasPermission(list, permissionSlug(module, action)));
}

/** Spec 2 §6 "Permission-gated view": what the screen says, word for word (messages.ts). */
export type AccessOutcome = "ok" | "noAccess" | "noPermission";

/**
 * The permission-gated view's decision: no membership → noAccess ('You don't have access to this
 * page!'); a member lacking the module permission → noPermission ('You don't have permission to
 * view this section!'). Spec 2 §6: "An empty profile lets the user through" — a profile with no
 * items at all is one whose rules are not set, not one that forbids everything. A profile the
 * server answered (`isMember` set) is its rules: there an empty list means no module permission,
 * as the server decides (a member without a role), and `isMember: false` (a platform admin
 * outside the team) is noAccess, which offers "Bring admin access".
 */
export function accessOutcome(
  profile: PermissionProfile | null,
  requirement: Requirement | null,
): AccessOutcome {
  if (!profile || profile.dontHavePermission || profile.isMember === false) return "noAccess";
  if (!requirement) return "ok";
  const unset = profile.isMember === undefined;
  if (unset && profile.permissions.length === 0 && profile.read_permissions.length === 0) return "ok";
  return meetsRequirement(profile, requirement) ? "ok" : "noPermission";
}

const read = (module: PermissionModule) => ({ module, action: "read" as const });

/**
 * Spec 1 §6 "Email templates: manage_email_templates on emails": the event's
 * settings/email-templates, and on the organization's profile its settings/templates.
 */
export const EMAIL_TEMPLATES_REQUIREMENT: Requirement = [
  { module: "emails", action: "manage_email_templates" },
];

/** The modules whose fields and tags a `manage_fields` grants (spec 1 §6 "Fields and tags"). */
const FIELD_MODULES: PermissionModule[] = ["contacts", "speakers", "exhibitors", "sponsors"];

/**
 * Spec 1 §6: the requirement of an event-area page, from its path below /event-light/{eventId}/
 * (e.g. "contacts/speakers", "settings/details"). Null: any member of the event may see it.
 */
export function eventRouteRequirement(subpath: string): Requirement | null {
  const parts = subpath.split("/").filter(Boolean);
  const [first = "", second = ""] = parts;
  switch (first) {
    // Event settings routes (portal log-in page and login settings among them) and workflows.
    case "settings":
      return second === "email-templates"
        ? EMAIL_TEMPLATES_REQUIREMENT
        : [{ module: "settings", action: "update" }];
    case "workflows":
      return [{ module: "settings", action: "update" }];
    case "team":
      return second === "permissions"
        ? [{ module: "settings", action: "manage_permissions" }]
        : [{ module: "settings", action: "manage_users" }];
    case "content":
      return [read("content")];
    case "files":
      return parts[2] === "edit" ? [{ module: "content", action: "update" }] : [read("content")];
    case "sponsors":
      return [read("sponsors")];
    case "exhibitors":
      return [read("exhibitors")];
    case "contacts":
      // contacts/dedupe/{contactId} is the contacts' own page; the other sub-pages are role views.
      return second === "" || second === "dedupe" ? [read("contacts")] : [read("speakers")];
    case "contact":
      return [read("contacts")];
    case "account":
      return [read("sponsors"), read("exhibitors")];
    case "modules":
      return [read("contacts")];
    case "reports":
      return [read("reports")];
    case "documents":
      return [read("documents")];
    case "file-requests":
      return [read("documents")];
    case "history":
    case "audit":
      return [read("history"), read("emails")];
    case "fields":
    case "tags":
      return FIELD_MODULES.map((module) => ({ module, action: "manage_fields" as const }));
    case "applications":
      return [read("applications")];
    case "portals":
      return second === "tasks" ? [read("portalTasks")] : [read("portal")];
    case "evaluation":
      // An evaluator's own list (evaluation/review leads there too); the rest is the plans'.
      return second === "my-evaluations" || second === "review" ? null : [read("evaluationPlans")];
    case "sessions":
      return sessionsRequirement(second);
    default:
      return null;
  }
}

function sessionsRequirement(second: string): Requirement | null {
  switch (second) {
    case "form":
    case "forms":
    case "submissions":
      return [read("sessionForms")];
    // A plan's review pages are its evaluators' (spec 1 §6 "evaluator role"), whatever their
    // role's permissions: the server lets only the plan's evaluators in.
    case "review":
      return null;
    case "evaluation":
    case "evaluation-plans":
    case "monitor":
      return [read("evaluationPlans")];
    case "settings":
      return [read("sessionSettings")];
    case "agenda":
    case "drafts":
    case "conflicts":
      return [read("agenda")];
    case "embeds":
      return [read("embeds")];
    default:
      return [read("sessions")];
  }
}

/**
 * The permission modules a record module answers to (spec 1 §6): the contacts module to
 * contacts, the sponsors and exhibitors modules to their own, any other accounts module to either
 * of the two, and custom modules (people-like records of the event) to contacts.
 */
export function recordModulePermissions(module: { kind: string; slug: string }): PermissionModule[] {
  if (module.kind === "accounts") {
    if (module.slug === "sponsors" || module.slug === "exhibitors") return [module.slug];
    return ["sponsors", "exhibitors"];
  }
  return ["contacts"];
}

/** What `action` on a record module's records needs. */
export function recordModuleRequirement(
  module: { kind: string; slug: string },
  action: PermissionAction,
): Requirement {
  return recordModulePermissions(module).map((permission) => ({ module: permission, action }));
}
