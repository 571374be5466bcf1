import { describe, expect, it } from "vitest";
import {
  accessOutcome,
  eventRouteRequirement,
  hasPermission,
  meetsRequirement,
  type PermissionProfile,
  permissionList,
  permissionSlug,
} from "../permissions/permission-rules.js";

const profile = (...slugs: string[]): PermissionProfile => ({
  permissions: slugs.map((slug) => ({ slug })),
  read_permissions: [],
});

describe("permissions are slug strings", () => {
  it("a check passes if the list contains the slug", () => {
    expect(hasPermission(new Set(["contacts_read"]), "contacts_read")).toBe(true);
    expect(hasPermission(new Set(["contacts_read"]), "contacts_update")).toBe(false);
  });

  it("for read checks, the slug plus _typed_records or _owned_records passes", () => {
    expect(hasPermission(new Set(["contacts_read_typed_records"]), "contacts_read")).toBe(true);
    expect(hasPermission(new Set(["contacts_read_owned_records"]), "contacts_read")).toBe(true);
    expect(hasPermission(new Set(["contacts_read_owned_records"]), "contacts_update")).toBe(false);
  });

  it("the organization- or settings-level read-all-module-data slug passes read checks only", () => {
    for (const all of ["organization_read_all_module_data", "settings_read_all_module_data"]) {
      expect(hasPermission(new Set([all]), "sessions_read")).toBe(true);
      expect(hasPermission(new Set([all]), "sessions_update")).toBe(false);
    }
  });

  it("a manage-all-module-data slug passes for non-organization, non-settings slugs", () => {
    const list = new Set(["manage_all_module_data"]);
    expect(hasPermission(list, "contacts_update")).toBe(true);
    expect(hasPermission(list, "sessions_read")).toBe(true);
    expect(hasPermission(list, "settings_update")).toBe(false);
    expect(hasPermission(list, "organization_read")).toBe(false);
  });

  it("permissions and read_permissions are combined into a permission list", () => {
    const list = permissionList({
      permissions: [{ slug: "a_read" }],
      read_permissions: [{ slug: "b_read" }],
    });
    expect([...list].sort()).toEqual(["a_read", "b_read"]);
  });

  it("a view check matches by module and action, read by default; 'master' maps to the schedules module", () => {
    expect(permissionSlug("contacts")).toBe("contacts_read");
    expect(permissionSlug("settings", "manage_users")).toBe("settings_manage_users");
    expect(permissionSlug("master")).toBe("schedules_read");
  });
});

describe("permission-gated view", () => {
  it("no membership: 'You don't have access to this page!'", () => {
    expect(accessOutcome(null, [{ module: "contacts", action: "read" }])).toBe("noAccess");
    expect(accessOutcome({ ...profile(), dontHavePermission: true }, null)).toBe("noAccess");
  });

  it("lacking the module permission: 'You don't have permission to view this section!'", () => {
    expect(accessOutcome(profile("contacts_read"), [{ module: "settings", action: "update" }])).toBe(
      "noPermission",
    );
  });

  it("an empty profile lets the user through", () => {
    expect(accessOutcome(profile(), [{ module: "settings", action: "update" }])).toBe("ok");
  });

  it("any of several requirements grants access; admins pass everything", () => {
    const history = eventRouteRequirement("history/emails");
    expect(accessOutcome(profile("emails_read"), history)).toBe("ok");
    expect(
      meetsRequirement({ ...profile("contacts_read"), isAdmin: true }, [
        { module: "settings", action: "update" },
      ]),
    ).toBe(true);
    expect(
      meetsRequirement({ ...profile(), isFoyerAdmin: true }, [{ module: "documents", action: "read" }]),
    ).toBe(true);
  });
});

describe("event-page access is checked per module and action (spec 1 §6)", () => {
  const only = (path: string) =>
    eventRouteRequirement(path)?.map(({ module, action }) => `${module}_${action}`);

  it.each([
    ["settings/details", ["settings_update"]],
    ["settings/portals/log-in-page", ["settings_update"]],
    ["settings/login-settings", ["settings_update"]],
    ["workflows/builder", ["settings_update"]],
    ["team", ["settings_manage_users"]],
    ["team/permissions", ["settings_manage_permissions"]],
    ["content", ["content_read"]],
    ["files/f1/edit", ["content_update"]],
    ["sponsors", ["sponsors_read"]],
    ["exhibitors/portal", ["exhibitors_read"]],
    ["contacts", ["contacts_read"]],
    ["contacts/dedupe/c1", ["contacts_read"]],
    ["contact/c1/edit", ["contacts_read"]],
    ["contacts/speakers", ["speakers_read"]],
    ["contacts/chairpersons", ["speakers_read"]],
    ["contacts/moderators", ["speakers_read"]],
    ["contacts/session-submitters", ["speakers_read"]],
    ["reports", ["reports_read"]],
    ["documents", ["documents_read"]],
    ["history/emails", ["history_read", "emails_read"]],
    [
      "fields/m1",
      [
        "contacts_manage_fields",
        "speakers_manage_fields",
        "exhibitors_manage_fields",
        "sponsors_manage_fields",
      ],
    ],
    [
      "tags",
      [
        "contacts_manage_fields",
        "speakers_manage_fields",
        "exhibitors_manage_fields",
        "sponsors_manage_fields",
      ],
    ],
    ["applications", ["applications_read"]],
    ["portals/pages", ["portal_read"]],
    ["sessions", ["sessions_read"]],
    ["sessions/forms", ["sessionForms_read"]],
    ["sessions/evaluation-plans", ["evaluationPlans_read"]],
    ["sessions/embeds", ["embeds_read"]],
    ["sessions/agenda/week", ["agenda_read"]],
    ["sessions/settings/rooms", ["sessionSettings_read"]],
  ])("%s needs %j", (path, slugs) => {
    expect(only(path)).toEqual(slugs);
  });

  it("the dashboard needs only membership", () => {
    expect(eventRouteRequirement("dashboard")).toBeNull();
  });

  it("an evaluator's pages need only membership (the server checks the plan's evaluators)", () => {
    expect(eventRouteRequirement("evaluation/my-evaluations")).toBeNull();
    expect(eventRouteRequirement("evaluation/review")).toBeNull();
    expect(eventRouteRequirement("sessions/review/p1/session/s1")).toBeNull();
    expect(only("sessions/monitor/p1")).toEqual(["evaluationPlans_read"]);
    expect(only("evaluation/evaluation-plans")).toEqual(["evaluationPlans_read"]);
  });
});
