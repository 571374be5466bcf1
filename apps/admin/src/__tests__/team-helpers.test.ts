import { describe, expect, it } from "vitest";
import { accessOf, accessUpdate, parseAccess } from "../team/access.js";
import { appliesTo, moduleLabel, samePermissions, togglePermission, usageText } from "../team/role-matrix.js";

describe("the role matrix", () => {
  it("any action includes reading the module; turning Read off turns the module off", () => {
    expect(togglePermission([], "sponsors", "update", true)).toEqual(["sponsors_read", "sponsors_update"]);
    expect(
      togglePermission(["sponsors_read", "sponsors_update", "contacts_read"], "sponsors", "read", false),
    ).toEqual(["contacts_read"]);
    expect(togglePermission(["sponsors_read", "sponsors_update"], "sponsors", "update", false)).toEqual([
      "sponsors_read",
    ]);
    // Slugs the matrix does not show are kept.
    expect(togglePermission(["settings_manage_fields"], "contacts", "read", true)).toEqual([
      "contacts_read",
      "settings_manage_fields",
    ]);
  });

  it("has a checkbox only where the action applies to the module", () => {
    expect(appliesTo("settings", "manage_users")).toBe(true);
    expect(appliesTo("reports", "manage_users")).toBe(false);
    expect(appliesTo("contacts", "manage_fields")).toBe(true);
    expect(moduleLabel("sessionForms")).toBe("Session forms");
    expect(moduleLabel("contacts")).toBe("Contacts");
  });

  it("compares permission lists as sets and says how a role is used", () => {
    expect(samePermissions(["a_read", "b_read"], ["b_read", "a_read"])).toBe(true);
    expect(samePermissions(["a_read"], ["a_read", "b_read"])).toBe(false);
    expect(usageText({ memberCount: 0, invitationCount: 0 })).toBe("Not in use");
    expect(usageText({ memberCount: 2, invitationCount: 1 })).toBe("2 members and 1 pending invitation");
  });
});

describe("a member's access as one choice", () => {
  it("reads and writes admin, a role or no role", () => {
    expect(accessOf({ isAdmin: true, roleId: "r" })).toEqual({ kind: "admin" });
    expect(accessOf({ isAdmin: false, roleId: "r" })).toEqual({ kind: "role", roleId: "r" });
    expect(parseAccess("none")).toEqual({ kind: "none" });
    // An admin given a role stops being an admin; becoming an admin keeps the role for later.
    expect(accessUpdate({ kind: "admin" }, { kind: "role", roleId: "r" })).toEqual({
      isAdmin: false,
      roleId: "r",
    });
    expect(accessUpdate({ kind: "role", roleId: "r" }, { kind: "admin" })).toEqual({ isAdmin: true });
    expect(accessUpdate({ kind: "role", roleId: "r" }, { kind: "none" })).toEqual({ roleId: null });
  });
});
