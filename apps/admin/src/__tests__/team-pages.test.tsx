import type { Role, RoleList, TeamInvitation, TeamMember } from "@foyer/domain";
import { messages, teamMessages } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BRING_ADMIN_ACCESS } from "../eventlight/NoAccessScreen.js";
import { NO_ROLE_LABEL } from "../team/access.js";
import { adminUser, type Routes } from "./fake-api.js";
import { openOrg, orgProfileRoute } from "./org-fixtures.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * The team pages (issue 5 item 1): /event-light/{eventId}/team (members, invite, change role,
 * remove, pending invitations) and /team/permissions (roles × modules/actions matrix).
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const profileRoute = `GET /permissions/event/ev-1/user/${adminUser.id}`;
const role = (id: string, name: string, permissions: string[], memberCount = 0): Role => ({
  id,
  name,
  description: "",
  permissions,
  memberCount,
  invitationCount: 0,
});
const viewerRole = role("r-viewer", "Contacts viewer", ["contacts_read"], 1);
const editorRole = role("r-editor", "Editor", ["contacts_read", "contacts_update"]);
const roleList = (canManage = true, roles: Role[] = [editorRole, viewerRole]): RoleList => ({
  orgId: "org-1",
  canManage,
  roles,
});
const member = (userId: string, name: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  userId,
  name,
  email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
  isAdmin: false,
  roleId: viewerRole.id,
  roleName: viewerRole.name,
  status: "active",
  via: "event",
  ...extra,
});
const ada = member(adminUser.id, "Ada Organizer", { isAdmin: true, roleId: null, roleName: null });
const vic = member("u-vic", "Vic Viewer");
const pending: TeamInvitation = {
  id: "inv-1",
  email: "newcomer@example.com",
  isAdmin: false,
  roleId: viewerRole.id,
  roleName: viewerRole.name,
  status: "pending",
  invitedBy: "Ada Organizer",
  createdAt: "2027-01-05T10:00:00.000Z",
};

interface Server {
  members: TeamMember[];
  invitations: TeamInvitation[];
  roles: RoleList;
  bodies: { key: string; body: unknown }[];
}

function teamRoutes(server: Server): Routes {
  return {
    "GET /event-users/ev-1/users": () => ok(server.members)(),
    "GET /event-users/ev-1/invitations": () => ok(server.invitations)(),
    "GET /event/ev-1/roles": () => ok(server.roles)(),
  };
}

function open(path: string, server: Server, routes: Routes = {}, profile = ok(adminProfileOnSummit)) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    [profileRoute]: profile,
    "GET /event/ev-1/modules": ok([]),
    ...teamRoutes(server),
    ...routes,
  });
}

const adminProfileOnSummit = {
  permissions: [],
  read_permissions: [],
  isFoyerAdmin: true,
  isAdmin: true,
  isMember: true,
};

const newServer = (extra: Partial<Server> = {}): Server => ({
  members: [ada, vic],
  invitations: [pending],
  roles: roleList(),
  bodies: [],
  ...extra,
});

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

describe("/event-light/{eventId}/team", () => {
  it("lists the members with their role and the pending invitations; the navigation has Team", async () => {
    open("/event-light/ev-1/team", newServer());
    // The first test also waits for the area's chunk to load.
    const members = await screen.findByRole("table", { name: "Members" }, { timeout: 15_000 });
    expect(screen.getByRole("heading", { name: "Team", level: 1 })).toBeTruthy();
    expect(within(members).getByRole("rowheader", { name: /Ada Organizer/ }).textContent).toContain("(you)");
    const vicRole = within(members).getByRole("combobox", {
      name: "Role of Vic Viewer",
    }) as HTMLSelectElement;
    expect(vicRole.selectedOptions[0]?.textContent).toBe("Contacts viewer");
    const invitations = screen.getByRole("table", { name: "Pending invitations" });
    expect(within(invitations).getByRole("rowheader").textContent).toContain("newcomer@example.com");
    expect(within(invitations).getByText(/by Ada Organizer/)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Team" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Roles and permissions" })).toBeTruthy();
  });

  it("invites by email with a role: an existing account is added at once", async () => {
    const server = newServer({ members: [ada] });
    const grace = member("u-grace", "Grace Hopper", { roleId: editorRole.id, roleName: editorRole.name });
    const api = open("/event-light/ev-1/team", server, {
      "POST /event-users/ev-1/users": async (request) => {
        server.bodies.push({ key: "invite", body: await bodyOf(request) });
        server.members = [ada, grace];
        return { status: 201, body: { payload: { status: "added", member: grace } } };
      },
    });
    const email = await screen.findByLabelText("Email");
    fireEvent.change(email, { target: { value: "grace@example.com" } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: `role:${editorRole.id}` } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByRole("rowheader", { name: "Grace Hopper" })).toBeTruthy();
    expect(server.bodies).toEqual([
      { key: "invite", body: { email: "grace@example.com", isAdmin: false, roleId: editorRole.id } },
    ]);
    expect(await screen.findByText("Grace Hopper has been added to this event's team.")).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe("");
    expect(api.calls.filter((call) => call === "GET /event-users/ev-1/users")).toHaveLength(2);
  });

  it("an unknown email becomes a pending invitation; a bad email is refused before any call", async () => {
    const server = newServer({ invitations: [] });
    const api = open("/event-light/ev-1/team", server, {
      "POST /event-users/ev-1/users": async () => {
        server.invitations = [pending];
        return { status: 201, body: { payload: { status: "invited", invitation: pending } } };
      },
    });
    expect(await screen.findByText("No pending invitations.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(api.calls).not.toContain("POST /event-users/ev-1/users");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "newcomer@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByRole("table", { name: "Pending invitations" })).toBeTruthy();
    expect(
      await screen.findByText(
        "newcomer@example.com is invited: they join when they sign up or sign in with this email.",
      ),
    ).toBeTruthy();
  });

  it("shows the server's refusal of an invitation beside the form", async () => {
    open("/event-light/ev-1/team", newServer(), {
      "POST /event-users/ev-1/users": () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: "VALIDATION_ERROR",
          message: "vic@example.com is already on the team.",
        },
      }),
    });
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "vic@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect((await screen.findByRole("alert")).textContent).toBe("vic@example.com is already on the team.");
  });

  it("changes a member's role, and makes them an admin", async () => {
    const server = newServer();
    open("/event-light/ev-1/team", server, {
      "PUT /event-users/ev-1/users/u-vic": async (request) => {
        const body = (await bodyOf(request)) as { roleId?: string | null; isAdmin?: boolean };
        server.bodies.push({ key: "put", body });
        const next =
          body.isAdmin === true
            ? { ...vic, isAdmin: true }
            : { ...vic, roleId: body.roleId ?? null, roleName: body.roleId ? editorRole.name : null };
        server.members = [ada, next];
        return { status: 200, body: { payload: next } };
      },
    });
    const select = await screen.findByRole("combobox", { name: "Role of Vic Viewer" });
    fireEvent.change(select, { target: { value: `role:${editorRole.id}` } });
    expect(await screen.findByText("Vic Viewer now has Editor access.")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Role of Vic Viewer" }), {
      target: { value: "admin" },
    });
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    expect(server.bodies.map((entry) => entry.body)).toEqual([{ roleId: editorRole.id }, { isAdmin: true }]);
  });

  it("removes a member after asking; the last admin's refusal shows in the dialog", async () => {
    const server = newServer({ members: [ada, vic, member("u-two", "Second Admin", { isAdmin: true })] });
    open("/event-light/ev-1/team", server, {
      "DELETE /event-users/ev-1/users/u-vic": () => {
        server.members = server.members.filter((item) => item.userId !== "u-vic");
        return ok({ userId: "u-vic" })();
      },
      [`DELETE /event-users/ev-1/users/${adminUser.id}`]: () => ({
        status: 409,
        body: { statusCode: 409, code: "VALIDATION_ERROR", message: teamMessages.lastEventAdmin },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Vic Viewer" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove this person?" });
    // Focus starts on Cancel: a stray Enter removes no one.
    expect(document.activeElement?.textContent).toBe("Cancel");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Vic Viewer" })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Remove Ada Organizer" }));
    const again = screen.getByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: "Remove" }));
    expect((await within(again).findByRole("alert")).textContent).toBe(teamMessages.lastEventAdmin);
    fireEvent.keyDown(again, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("cancels a pending invitation", async () => {
    const server = newServer();
    open("/event-light/ev-1/team", server, {
      "DELETE /event-users/ev-1/invitations/inv-1": () => {
        server.invitations = [];
        return ok({ id: "inv-1" })();
      },
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Cancel the invitation of newcomer@example.com" }),
    );
    expect(await screen.findByText("No pending invitations.")).toBeTruthy();
  });

  it("an empty team says so", async () => {
    open("/event-light/ev-1/team", newServer({ members: [], invitations: [] }));
    expect(await screen.findByRole("heading", { name: "No one on the team yet" })).toBeTruthy();
  });

  it("a member who manages users but is no admin cannot give admin access nor change admins", async () => {
    const manager = {
      permissions: [{ slug: "settings_manage_users" }],
      read_permissions: [],
      isFoyerAdmin: false,
      isAdmin: false,
      isMember: true,
    };
    open("/event-light/ev-1/team", newServer(), {}, ok(manager));
    const select = (await screen.findByLabelText("Role")) as HTMLSelectElement;
    const labels = [...select.options].map((option) => option.textContent);
    expect(labels).toEqual(["Editor", "Contacts viewer", NO_ROLE_LABEL]);
    expect(screen.queryByRole("combobox", { name: "Role of Ada Organizer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Ada Organizer" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Role of Vic Viewer" })).toBeTruthy();
    // No manage_permissions: no way to the roles page.
    expect(screen.queryByRole("link", { name: "Roles and permissions" })).toBeNull();
  });

  it("a 403 from the team list gives way to 'uh Oh!'", async () => {
    open("/event-light/ev-1/team", newServer(), {
      "GET /event-users/ev-1/users": () => ({ status: 403, body: { message: messages.noPermission } }),
    });
    expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(messages.noPermission)).toBeTruthy();
  });
});

describe("who sees the team pages (spec 1 §6: manage_users, manage_permissions on settings)", () => {
  const viewer = { permissions: [], read_permissions: [{ slug: "contacts_read" }], isMember: true };

  it.each(["team", "team/permissions"])(
    "a contacts viewer gets 'uh Oh!' on /%s and no Team link",
    async (subpath) => {
      const api = open(`/event-light/ev-1/${subpath}`, newServer(), {}, ok(viewer));
      expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
      expect(screen.getByText(messages.noPermission)).toBeTruthy();
      expect(api.calls).not.toContain("GET /event-users/ev-1/users");
    },
  );

  it("a member with no role sees 'You don't have permission…' where the server refuses", async () => {
    open(
      "/event-light/ev-1/contacts",
      newServer(),
      {},
      ok({ permissions: [], read_permissions: [], isMember: true }),
    );
    expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(messages.noPermission)).toBeTruthy();
  });

  it("a platform admin outside the event is offered 'Bring admin access'", async () => {
    const reload = vi.spyOn(location, "reload").mockImplementation(() => undefined);
    const outsider = {
      permissions: [],
      read_permissions: [],
      isFoyerAdmin: true,
      isAdmin: false,
      isMember: false,
    };
    const api = open(
      "/event-light/ev-1/team",
      newServer(),
      { "POST /admins/event-user/ev-1": ok({ ok: true }) },
      ok(outsider),
    );
    expect(await screen.findByText(messages.noAccess)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: BRING_ADMIN_ACCESS }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.calls).toContain("POST /admins/event-user/ev-1");
    expect(api.calls).not.toContain("GET /event-users/ev-1/users");
  });
});

describe("/event-light/{eventId}/team/permissions", () => {
  it("shows the chosen role's modules × actions matrix, and saves a change", async () => {
    const server = newServer();
    open("/event-light/ev-1/team/permissions", server, {
      "PUT /organizations/org-1/roles/r-editor": async (request) => {
        const body = (await bodyOf(request)) as { permissions: string[] };
        server.bodies.push({ key: "put", body });
        const saved = { ...editorRole, ...body };
        server.roles = roleList(true, [saved, viewerRole]);
        return ok(saved)();
      },
    });
    expect(await screen.findByRole("heading", { name: "Roles and permissions", level: 1 })).toBeTruthy();
    const roles = await screen.findByRole("navigation", { name: "Roles" });
    expect(
      within(roles)
        .getByRole("button", { name: /Editor/ })
        .getAttribute("aria-current"),
    ).toBe("true");
    expect(within(roles).getByRole("button", { name: /Contacts viewer/ }).textContent).toContain("1 member");
    const matrix = screen.getByRole("table", { name: /Permissions of Editor/ });
    const contactsRead = within(matrix).getByRole("checkbox", { name: "Contacts: Read" }) as HTMLInputElement;
    expect(contactsRead.checked).toBe(true);
    // Only the actions a module has get a checkbox.
    expect(within(matrix).queryByRole("checkbox", { name: "Reports: Manage team" })).toBeNull();
    expect(within(matrix).getByRole("checkbox", { name: "Settings: Manage team" })).toBeTruthy();

    const save = screen.getByRole("button", { name: "Save role" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // Update includes reading the module.
    fireEvent.click(within(matrix).getByRole("checkbox", { name: "Sponsors: Update" }));
    expect(
      (within(matrix).getByRole("checkbox", { name: "Sponsors: Read" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]?.body).toEqual({
      name: "Editor",
      description: "",
      permissions: ["contacts_read", "contacts_update", "sponsors_read", "sponsors_update"],
    });
    expect(await screen.findByText('The role "Editor" is saved.')).toBeTruthy();
  });

  it("creates a role and opens it", async () => {
    const server = newServer();
    const created = role("r-new", "Reporters", []);
    open("/event-light/ev-1/team/permissions", server, {
      "POST /organizations/org-1/roles": async (request) => {
        server.bodies.push({ key: "post", body: await bodyOf(request) });
        server.roles = roleList(true, [editorRole, created, viewerRole]);
        return { status: 201, body: { payload: created } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "New role" }));
    fireEvent.change(screen.getByLabelText("New role name"), { target: { value: "Reporters" } });
    fireEvent.click(screen.getByRole("button", { name: "Create role" }));
    expect(await screen.findByRole("table", { name: /Permissions of Reporters/ })).toBeTruthy();
    expect(server.bodies[0]?.body).toEqual({ name: "Reporters", permissions: [] });
  });

  it("a role in use is not deleted: the server's count shows in the dialog", async () => {
    const message =
      'The role "Contacts viewer" is used by 1 member. Give them another role before deleting it.';
    open("/event-light/ev-1/team/permissions", newServer(), {
      "DELETE /organizations/org-1/roles/r-viewer": () => ({
        status: 409,
        body: { statusCode: 409, code: "VALIDATION_ERROR", message },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: /Contacts viewer/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete role" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this role?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete role" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
  });

  it("someone who may see but not change roles gets the matrix read-only", async () => {
    const reader = {
      permissions: [{ slug: "settings_manage_permissions" }],
      read_permissions: [],
      isAdmin: false,
      isMember: true,
    };
    open("/event-light/ev-1/team/permissions", newServer({ roles: roleList(false) }), {}, ok(reader));
    expect(await screen.findByText(/Only admins of the organization can change its roles/)).toBeTruthy();
    const matrix = screen.getByRole("table", { name: /Permissions of Editor/ });
    expect(
      (within(matrix).getByRole("checkbox", { name: "Contacts: Read" }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole("button", { name: "Save role" })).toBeNull();
    expect(screen.queryByRole("button", { name: "New role" })).toBeNull();
  });
});

describe("the organization's team pages (/org-light/{orgId}/settings/team)", () => {
  const orgRoutes = (server: Server): Routes => ({
    "GET /organizations/org-1/users": () =>
      ok(server.members.map((item) => ({ ...item, via: "organization" })))(),
    "GET /organizations/org-1/invitations": () => ok(server.invitations)(),
    "GET /organizations/org-1/roles": () => ok(server.roles)(),
  });

  it("lists the organization's members and invites with the organization's calls", async () => {
    const server = newServer({ invitations: [] });
    const api = openOrg("/org-light/org-1/settings/team", {
      ...orgRoutes(server),
      "POST /organizations/org-1/users": async (request) => {
        server.bodies.push({ key: "invite", body: await bodyOf(request) });
        return { status: 201, body: { payload: { status: "invited", invitation: pending } } };
      },
    });
    expect(await screen.findByRole("table", { name: "Members" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "Vic Viewer" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Roles and permissions" }).getAttribute("href")).toBe(
      "/org-light/org-1/settings/team/permissions",
    );
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "newcomer@example.com" } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "admin" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]?.body).toEqual({ email: "newcomer@example.com", isAdmin: true, roleId: null });
    expect(api.calls).not.toContain("GET /event-users/ev-1/users");
  });

  it("the roles page edits the organization's roles", async () => {
    openOrg("/org-light/org-1/settings/team/permissions", orgRoutes(newServer()));
    expect(await screen.findByRole("table", { name: /Permissions of Editor/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "New role" })).toBeTruthy();
  });

  it("a member who is no admin of the organization gets 'uh Oh!' from the server's 403", async () => {
    openOrg("/org-light/org-1/settings/team", {
      [orgProfileRoute]: ok({
        permissions: [{ slug: "settings_manage_users" }],
        read_permissions: [],
        isAdmin: false,
        isMember: true,
      }),
      "GET /organizations/org-1/users": () => ({ status: 403, body: { message: messages.noPermission } }),
      "GET /organizations/org-1/invitations": () => ({
        status: 403,
        body: { message: messages.noPermission },
      }),
      "GET /organizations/org-1/roles": () => ({ status: 403, body: { message: messages.noPermission } }),
    });
    expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(messages.noPermission)).toBeTruthy();
  });
});
