import { describe, expect, it } from "vitest";
import { accessOutcome, type PermissionProfile } from "../permissions/permission-rules.js";
import {
  isKnownPermissionSlug,
  moduleActions,
  roleCreateBody,
  roleInUseMessage,
  roleUpdateBody,
  teamInviteBody,
  teamMemberUpdateBody,
} from "../permissions/team.js";

const served = (slugs: string[], extra: Partial<PermissionProfile> = {}): PermissionProfile => ({
  permissions: [],
  read_permissions: slugs.map((slug) => ({ slug })),
  isFoyerAdmin: false,
  isAdmin: false,
  isMember: true,
  ...extra,
});

describe("the permission-gated view with a profile the server answered", () => {
  it("a member with no role is refused what the server refuses ('You don't have permission…')", () => {
    expect(accessOutcome(served([]), [{ module: "contacts", action: "read" }])).toBe("noPermission");
    // Pages open to every member stay open.
    expect(accessOutcome(served([]), null)).toBe("ok");
  });

  it("a platform admin outside the team gets noAccess, where 'Bring admin access' is offered", () => {
    const outsider = served([], { isFoyerAdmin: true, isMember: false });
    expect(accessOutcome(outsider, null)).toBe("noAccess");
    expect(accessOutcome(outsider, [{ module: "contacts", action: "read" }])).toBe("noAccess");
    expect(accessOutcome({ ...outsider, isMember: true }, [{ module: "settings", action: "update" }])).toBe(
      "ok",
    );
  });

  it("a profile the server did not answer still lets an empty profile through (spec 2 §6)", () => {
    expect(
      accessOutcome({ permissions: [], read_permissions: [] }, [{ module: "contacts", action: "read" }]),
    ).toBe("ok");
  });
});

describe("role permissions are module/action pairs", () => {
  it("knows {module}_{action} of the domain's lists and the all-module-data slugs", () => {
    for (const slug of [
      "contacts_read",
      "settings_manage_users",
      "emails_manage_email_templates",
      "contacts_read_owned_records",
      "manage_all_module_data",
      "settings_read_all_module_data",
    ]) {
      expect(isKnownPermissionSlug(slug), slug).toBe(true);
    }
    for (const slug of [
      "contacts",
      "contacts_delete",
      "nothing_read",
      "_read",
      "contacts_read_everything",
      "",
    ]) {
      expect(isKnownPermissionSlug(slug), slug).toBe(false);
    }
  });

  it("every module is read and updated; settings, emails and the field modules have their own actions", () => {
    expect(moduleActions.reports).toEqual(["read", "update"]);
    expect(moduleActions.settings).toEqual(["read", "update", "manage_users", "manage_permissions"]);
    expect(moduleActions.emails).toContain("manage_email_templates");
    expect(moduleActions.sponsors).toContain("manage_fields");
  });

  it("a role body refuses unknown slugs by name, and sorts and dedupes the rest", () => {
    const bad = roleCreateBody.safeParse({ name: "X", permissions: ["contacts_read", "contacts_delete"] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'Unknown permission "contacts_delete": a permission is a module and an action, such as contacts_read',
    );
    expect(bad.error?.issues[0]?.path).toEqual(["permissions", 1]);
    const good = roleCreateBody.parse({
      name: "  Editors ",
      permissions: ["sessions_read", "contacts_read", "sessions_read"],
    });
    expect(good).toEqual({
      name: "Editors",
      description: "",
      permissions: ["contacts_read", "sessions_read"],
    });
  });

  it("a role update needs something to change; names are required and short", () => {
    expect(roleUpdateBody.safeParse({}).success).toBe(false);
    expect(roleUpdateBody.safeParse({ name: " " }).error?.issues[0]?.message).toBe("Name is required");
    expect(roleCreateBody.safeParse({ name: "a".repeat(81) }).success).toBe(false);
    expect(roleUpdateBody.safeParse({ name: "x", extra: 1 }).success).toBe(false);
  });

  it("deleting a role in use says how many hold it", () => {
    expect(roleInUseMessage("Editor", 2, 0)).toBe(
      'The role "Editor" is used by 2 members. Give them another role before deleting it.',
    );
    expect(roleInUseMessage("Editor", 1, 1)).toBe(
      'The role "Editor" is used by 1 member and 1 pending invitation. Give them another role before deleting it.',
    );
  });
});

describe("team bodies", () => {
  it("an invitation needs a valid email; role and admin flag are optional", () => {
    expect(teamInviteBody.parse({ email: " new@example.com " })).toEqual({
      email: "new@example.com",
      roleId: null,
      isAdmin: false,
    });
    expect(teamInviteBody.safeParse({ email: "nope" }).error?.issues[0]?.message).toBe(
      "Enter a valid email address",
    );
    expect(teamInviteBody.safeParse({}).error?.issues[0]?.message).toBe("Email is required");
    expect(teamInviteBody.safeParse({ email: "a@b.co", isAdmin: "yes" }).success).toBe(false);
  });

  it("a member update changes the role, the admin flag or both", () => {
    expect(teamMemberUpdateBody.safeParse({}).success).toBe(false);
    expect(teamMemberUpdateBody.parse({ roleId: null })).toEqual({ roleId: null });
    expect(teamMemberUpdateBody.parse({ isAdmin: true })).toEqual({ isAdmin: true });
  });
});
