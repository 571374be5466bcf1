import { messages, teamMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, organizations, orgUsers, roles, users } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { hashPassword } from "../services/auth/passwords.js";
import { bearer, createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

/*
 * Issue 5 item 1, team management: an event's team and an organization's members (invite by
 * email, change role or admin flag, remove, cancel invitations) and the organization's roles.
 * Spec 1 §6: "Team: manage_users on settings", "Team permissions: manage_permissions".
 */

let t: TestApp;
const tokens = { admin: "", viewer: "", manager: "", eventAdmin: "" };
const ids = { manager: "", eventAdmin: "", managerRole: "", otherOrgRole: "" };
const summit = DEMO.summit.id;
const meetup = DEMO.meetup.id;
const org = DEMO.org.id;
const sponsorsRecords = `/api/modules/${DEMO_MODULES.sponsors.id}/records`;
const contactsRecords = `/api/modules/${DEMO_MODULES.contacts.id}/records`;
const team = (eventId: string = summit) => `/api/event-users/${eventId}/users`;
const invitations = (eventId: string = summit) => `/api/event-users/${eventId}/invitations`;
const orgTeam = `/api/organizations/${org}/users`;
const orgRoles = `/api/organizations/${org}/roles`;

type Method = "GET" | "POST" | "PUT" | "DELETE";
function call(method: Method, url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * Confirms an account's address as its confirmation link would, and signs it in again: only then
 * do its invitations become memberships (issue 23 item 4).
 */
async function confirmAndSignIn(
  person: { id: string },
  email: string,
): Promise<{ id: string; token: string }> {
  await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, person.id));
  const session = await signIn(t.app, { username: email, password: "long-enough-1" });
  return { id: person.id, token: session.tokens.id_token };
}

async function createRole(name: string, permissions: string[]): Promise<string> {
  const response = await call("POST", orgRoles, tokens.admin, { name, permissions });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.id;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = (await signIn(t.app)).tokens.id_token;
  tokens.viewer = (
    await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })
  ).tokens.id_token;
  // A team member who may manage the team (settings_manage_users) but is no admin.
  ids.managerRole = await createRole("Team manager", ["settings_manage_users", "contacts_read"]);
  const manager = await signUp(t.app, "manager@example.com");
  const added = await call("POST", team(), tokens.admin, {
    email: "manager@example.com",
    roleId: ids.managerRole,
  });
  expect(added.statusCode, added.body).toBe(201);
  Object.assign(ids, { manager: manager.id });
  tokens.manager = manager.token;
  const eventAdmin = await signUpEventAdmin(t, "event.admin@example.com", summit);
  Object.assign(ids, { eventAdmin: eventAdmin.id });
  tokens.eventAdmin = eventAdmin.token;
  // Another organization with a role of its own.
  await t.database.db.insert(organizations).values({ id: "org-other", name: "Other Org" });
  await t.database.db
    .insert(roles)
    .values({ id: "role-other", orgId: "org-other", name: "Other role", permissions: ["contacts_read"] });
  ids.otherOrgRole = "role-other";
});
afterAll(async () => t?.close());

describe("inviting an existing user", () => {
  it("adds them at once with the role, whose permissions apply on their next call", async () => {
    const person = await signUp(t.app, "existing@example.com");
    expect((await call("GET", contactsRecords, person.token)).json().message).toBe(messages.noAccess);

    const response = await call("POST", team(), tokens.admin, {
      email: "Existing@Example.com",
      roleId: DEMO.roles.contactsViewer.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().payload).toEqual({
      status: "added",
      member: {
        userId: person.id,
        name: "Test existing",
        email: "existing@example.com",
        isAdmin: false,
        roleId: DEMO.roles.contactsViewer.id,
        roleName: "Contacts viewer",
        status: "active",
        via: "event",
      },
    });
    expect((await call("GET", contactsRecords, person.token)).statusCode).toBe(200);
    const sponsors = await call("GET", sponsorsRecords, person.token);
    expect(sponsors.statusCode).toBe(403);
    expect(sponsors.json().message).toBe(messages.noPermission);

    const list = await call("GET", team(), tokens.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().payload.map((member: { email: string }) => member.email)).toContain(
      "existing@example.com",
    );

    const again = await call("POST", team(), tokens.admin, { email: "existing@example.com" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("existing@example.com is already on the team.");
  });

  it("role changes take effect on the next permission check", async () => {
    const person = await signUp(t.app, "changing@example.com");
    await call("POST", team(), tokens.admin, {
      email: "changing@example.com",
      roleId: DEMO.roles.contactsViewer.id,
    });
    expect((await call("GET", sponsorsRecords, person.token)).statusCode).toBe(403);

    const toEditor = await call("PUT", `${team()}/${person.id}`, tokens.admin, {
      roleId: DEMO.roles.editor.id,
    });
    expect(toEditor.statusCode).toBe(200);
    expect(toEditor.json().payload).toMatchObject({ roleId: DEMO.roles.editor.id, roleName: "Editor" });
    expect((await call("GET", sponsorsRecords, person.token)).statusCode).toBe(200);

    // Changing the role itself changes what every holder may do, at once.
    const roleId = await createRole("Sponsors only", ["sponsors_read"]);
    await call("PUT", `${team()}/${person.id}`, tokens.admin, { roleId });
    expect((await call("GET", sponsorsRecords, person.token)).statusCode).toBe(200);
    const edited = await call("PUT", `${orgRoles}/${roleId}`, tokens.admin, {
      permissions: ["contacts_read"],
    });
    expect(edited.json().payload.permissions).toEqual(["contacts_read"]);
    expect((await call("GET", sponsorsRecords, person.token)).statusCode).toBe(403);
    expect((await call("GET", contactsRecords, person.token)).statusCode).toBe(200);

    // No role at all: still on the team (the event opens), but no module permission.
    const none = await call("PUT", `${team()}/${person.id}`, tokens.admin, { roleId: null });
    expect(none.json().payload).toMatchObject({ roleId: null, roleName: null });
    const contacts = await call("GET", contactsRecords, person.token);
    expect(contacts.statusCode).toBe(403);
    expect(contacts.json().message).toBe(messages.noPermission);
    expect((await call("GET", `/api/event/${summit}`, person.token)).statusCode).toBe(200);
    const profile = await call("GET", `/api/permissions/event/${summit}/user/${person.id}`, person.token);
    expect(profile.json().payload).toMatchObject({
      permissions: [],
      read_permissions: [],
      isAdmin: false,
      isMember: true,
    });

    // Making them an admin passes every check; removing them ends access.
    await call("PUT", `${team()}/${person.id}`, tokens.admin, { isAdmin: true });
    expect((await call("GET", contactsRecords, person.token)).statusCode).toBe(200);
    const removed = await call("DELETE", `${team()}/${person.id}`, tokens.admin);
    expect(removed.json().payload).toEqual({ userId: person.id });
    expect((await call("GET", contactsRecords, person.token)).json().message).toBe(messages.noAccess);
    expect((await call("DELETE", `${team()}/${person.id}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe("inviting an unknown email", () => {
  it("creates a pending invitation that becomes membership when that address, confirmed, signs in", async () => {
    const response = await call("POST", team(), tokens.admin, {
      email: "Newcomer@Example.com",
      roleId: DEMO.roles.contactsViewer.id,
    });
    expect(response.statusCode).toBe(201);
    const { status, invitation } = response.json().payload;
    expect(status).toBe("invited");
    expect(invitation).toMatchObject({
      email: "Newcomer@Example.com",
      isAdmin: false,
      roleId: DEMO.roles.contactsViewer.id,
      roleName: "Contacts viewer",
      status: "pending",
      invitedBy: "Ada Organizer",
    });
    const pending = await call("GET", invitations(), tokens.admin);
    expect(pending.json().payload.map((item: { id: string }) => item.id)).toContain(invitation.id);
    const twice = await call("POST", team(), tokens.admin, { email: "newcomer@example.com" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("newcomer@example.com has already been invited.");

    // Signing up with the address through a widget proves nothing: the invitation waits.
    const unproven = await signUp(t.app, "newcomer@example.com");
    expect((await call("GET", contactsRecords, unproven.token)).json().message).toBe(messages.noAccess);
    const waiting = await call("GET", invitations(), tokens.admin);
    expect(waiting.json().payload.map((item: { id: string }) => item.id)).toContain(invitation.id);

    const newcomer = await confirmAndSignIn(unproven, "newcomer@example.com");
    expect((await call("GET", contactsRecords, newcomer.token)).statusCode).toBe(200);
    expect((await call("GET", sponsorsRecords, newcomer.token)).statusCode).toBe(403);
    const after = await call("GET", invitations(), tokens.admin);
    expect(after.json().payload.map((item: { id: string }) => item.id)).not.toContain(invitation.id);
    const members = (await call("GET", team(), tokens.admin)).json().payload;
    expect(members.find((member: { userId: string }) => member.userId === newcomer.id)).toMatchObject({
      roleName: "Contacts viewer",
    });
  });

  it("becomes membership when an account with that email signs in", async () => {
    await call("POST", team(meetup), tokens.admin, { email: "later@example.com", isAdmin: true });
    // An account made some other way (say, by an administrator) after the invitation, its
    // address confirmed.
    await t.database.db.insert(users).values({
      id: "user-later",
      email: "later@example.com",
      passwordHash: await hashPassword("long-enough-1"),
      emailConfirmedAt: new Date(),
    });
    const session = await signIn(t.app, { username: "later@example.com", password: "long-enough-1" });
    const token = session.tokens.id_token;
    const profile = await call("GET", `/api/permissions/event/${meetup}/user/user-later`, token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().payload).toMatchObject({ isAdmin: true, isMember: true });
  });

  it("organization invitations work the same way", async () => {
    const invited = await call("POST", orgTeam, tokens.admin, {
      email: "org.member@example.com",
      isAdmin: true,
    });
    expect(invited.json().payload.status).toBe("invited");
    expect(
      (await call("GET", `/api/organizations/${org}/invitations`, tokens.admin)).json().payload,
    ).toHaveLength(1);
    const member = await confirmAndSignIn(
      await signUp(t.app, "org.member@example.com"),
      "org.member@example.com",
    );
    const profile = await call("GET", `/api/permissions/organization/${org}/user/${member.id}`, member.token);
    expect(profile.json().payload).toMatchObject({ isAdmin: true, isMember: true });
    expect((await call("GET", `/api/organizations/${org}/invitations`, tokens.admin)).json().payload).toEqual(
      [],
    );
    // The organization's admins appear on an event's list when asked for (spec 2 §7 onlyEventUsers).
    const all = (await call("GET", `${team()}?onlyEventUsers=false`, tokens.admin)).json().payload;
    expect(all.find((item: { userId: string }) => item.userId === member.id)).toMatchObject({
      isAdmin: true,
      via: "organization",
    });
    const own = (await call("GET", `${team()}?onlyEventUsers=true`, tokens.admin)).json().payload;
    expect(own.some((item: { userId: string }) => item.userId === member.id)).toBe(false);
    // Let the organization keep one admin for the last-admin case below.
    await call("DELETE", `${orgTeam}/${member.id}`, tokens.admin);
  });

  it("an invitation can be cancelled, once, and only through its own team", async () => {
    const created = await call("POST", team(), tokens.admin, { email: "cancel.me@example.com" });
    const id = created.json().payload.invitation.id;
    expect((await call("DELETE", `${invitations(meetup)}/${id}`, tokens.admin)).statusCode).toBe(404);
    expect(
      (await call("DELETE", `/api/organizations/${org}/invitations/${id}`, tokens.admin)).statusCode,
    ).toBe(404);
    const cancelled = await call("DELETE", `${invitations()}/${id}`, tokens.admin);
    expect(cancelled.json().payload).toEqual({ id });
    const again = await call("DELETE", `${invitations()}/${id}`, tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(teamMessages.invitationNotFound);
    // Signing up later joins nothing.
    const person = await signUp(t.app, "cancel.me@example.com");
    expect((await call("GET", contactsRecords, person.token)).json().message).toBe(messages.noAccess);
  });
});

describe("a team keeps at least one admin", () => {
  it("the last admin of an event can be neither removed nor demoted", async () => {
    const admin = DEMO.admin.id;
    // The invited admin above (later@example.com) signed in: with two admins, one may step down.
    const demote = await call("PUT", `${team(meetup)}/user-later`, tokens.admin, { isAdmin: false });
    expect(demote.statusCode).toBe(200);
    expect(demote.json().payload).toMatchObject({ isAdmin: false });
    const removed = await call("DELETE", `${team(meetup)}/${admin}`, tokens.admin);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(teamMessages.lastEventAdmin);
    const demoted = await call("PUT", `${team(meetup)}/${admin}`, tokens.admin, { isAdmin: false });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe(teamMessages.lastEventAdmin);
    // Changing the last admin's role is fine: it is the admin flag that must stay.
    const role = await call("PUT", `${team(meetup)}/${admin}`, tokens.admin, {
      roleId: DEMO.roles.editor.id,
    });
    expect(role.json().payload).toMatchObject({ isAdmin: true, roleName: "Editor" });
  });

  it("the last admin of an organization can be neither removed nor demoted", async () => {
    const removed = await call("DELETE", `${orgTeam}/${DEMO.admin.id}`, tokens.admin);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(teamMessages.lastOrgAdmin);
    const demoted = await call("PUT", `${orgTeam}/${DEMO.admin.id}`, tokens.admin, { isAdmin: false });
    expect(demoted.json().message).toBe(teamMessages.lastOrgAdmin);
  });
});

describe("validation", () => {
  const expect400 = async (method: Method, url: string, payload: unknown, message: string) => {
    const response = await call(method, url, tokens.admin, payload);
    expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
    expect(response.json().message).toBe(message);
    return response;
  };

  it("every body is checked, with a clear message", async () => {
    await expect400("POST", team(), { email: "nope" }, "email: Enter a valid email address");
    await expect400("POST", team(), {}, "email: Email is required");
    await expect400(
      "POST",
      team(),
      { email: "a@example.com", isAdmin: "yes" },
      "isAdmin: isAdmin must be true or false",
    );
    await expect400("POST", team(), { email: "a@example.com", extra: 1 }, "Unknown field(s): extra");
    await expect400(
      "POST",
      team(),
      { email: "a@example.com", roleId: "no-such-role" },
      `roleId: ${teamMessages.roleNotFound}`,
    );
    // A role of another organization is not one of this event's.
    await expect400(
      "POST",
      team(),
      { email: "a@example.com", roleId: ids.otherOrgRole },
      `roleId: ${teamMessages.roleNotFound}`,
    );
    await expect400("PUT", `${team()}/${ids.manager}`, {}, teamMessages.updateNothing);
    await expect400(
      "GET",
      `${team()}?onlyEventUsers=maybe`,
      undefined,
      "onlyEventUsers: onlyEventUsers must be true or false",
    );
    await expect400("POST", orgRoles, { permissions: [] }, "name: Name is required");
    const unknown = await expect400(
      "POST",
      orgRoles,
      { name: "Odd", permissions: ["contacts_read", "contacts_delete"] },
      'permissions.1: Unknown permission "contacts_delete": a permission is a module and an action, such as contacts_read',
    );
    expect(unknown.json().details).toHaveLength(1);
    await expect400("PUT", `${orgRoles}/${DEMO.roles.editor.id}`, {}, teamMessages.roleUpdateNothing);
    await expect400(
      "PUT",
      `${orgRoles}/${DEMO.roles.editor.id}`,
      { permissions: "contacts_read" },
      "permissions: Permissions must be a list of permissions",
    );
  });

  it("unknown members, invitations and roles are 404", async () => {
    expect((await call("PUT", `${team()}/no-such-user`, tokens.admin, { isAdmin: true })).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `${invitations()}/no-such-invitation`, tokens.admin)).statusCode).toBe(404);
    expect((await call("PUT", `${orgRoles}/no-such-role`, tokens.admin, { name: "X" })).statusCode).toBe(404);
    // A role of another organization, through this organization's path.
    expect((await call("DELETE", `${orgRoles}/${ids.otherOrgRole}`, tokens.admin)).statusCode).toBe(404);
    expect((await call("GET", team("no-such-event"), tokens.admin)).statusCode).toBe(404);
    expect((await call("GET", `/api/organizations/no-such-org/users`, tokens.admin)).statusCode).toBe(404);
  });
});

describe("who may manage the team", () => {
  const expect403 = async (
    token: string,
    method: Method,
    url: string,
    message: string,
    payload?: unknown,
  ) => {
    const response = await call(method, url, token, payload);
    expect(response.statusCode, `${method} ${url}`).toBe(403);
    expect(response.json().message).toBe(message);
  };

  it("a member without manage_users on settings gets 403 (the demo's contacts viewer)", async () => {
    await expect403(tokens.viewer, "GET", team(), messages.noPermission);
    await expect403(tokens.viewer, "GET", invitations(), messages.noPermission);
    await expect403(tokens.viewer, "POST", team(), messages.noPermission, { email: "x@example.com" });
    await expect403(tokens.viewer, "PUT", `${team()}/${DEMO.viewer.id}`, messages.noPermission, {
      isAdmin: true,
    });
    await expect403(tokens.viewer, "DELETE", `${team()}/${DEMO.admin.id}`, messages.noPermission);
    await expect403(tokens.viewer, "GET", `/api/event/${summit}/roles`, messages.noPermission);
    // Not on the organization at all.
    await expect403(tokens.viewer, "GET", orgTeam, messages.noAccess);
    await expect403(tokens.viewer, "GET", orgRoles, messages.noAccess);
    await expect403(tokens.viewer, "POST", orgRoles, messages.noAccess, { name: "Mine" });
    // Not on the meetup's team.
    await expect403(tokens.viewer, "GET", team(meetup), messages.noAccess);
  });

  it("a member with manage_users lists and invites with a role, but gives no admin access", async () => {
    expect((await call("GET", team(), tokens.manager)).statusCode).toBe(200);
    const roleList = await call("GET", `/api/event/${summit}/roles`, tokens.manager);
    expect(roleList.json().payload).toMatchObject({ orgId: org, canManage: false });
    expect(roleList.json().payload.roles.map((role: { name: string }) => role.name)).toContain(
      "Contacts viewer",
    );
    const invited = await call("POST", team(), tokens.manager, {
      email: "by.manager@example.com",
      roleId: DEMO.roles.contactsViewer.id,
    });
    expect(invited.statusCode).toBe(201);
    await expect403(tokens.manager, "POST", team(), teamMessages.adminsOnly, {
      email: "admin.by.manager@example.com",
      isAdmin: true,
    });
    await expect403(tokens.manager, "PUT", `${team()}/${DEMO.viewer.id}`, teamMessages.adminsOnly, {
      isAdmin: true,
    });
    await expect403(tokens.manager, "PUT", `${team()}/${ids.manager}`, teamMessages.notYourOwn, {
      roleId: DEMO.roles.administrator.id,
    });
    await expect403(tokens.manager, "DELETE", `${team()}/${ids.eventAdmin}`, teamMessages.adminsOnly);
    // Roles and the organization stay with its admins.
    await expect403(tokens.manager, "GET", orgRoles, messages.noAccess);
    await expect403(tokens.manager, "PUT", `${orgRoles}/${ids.managerRole}`, messages.noAccess, {
      name: "X",
    });
  });

  it("an event admin manages the event's team but not the organization's roles", async () => {
    const list = await call("GET", team(), tokens.eventAdmin);
    expect(list.statusCode).toBe(200);
    const roleList = await call("GET", `/api/event/${summit}/roles`, tokens.eventAdmin);
    expect(roleList.json().payload.canManage).toBe(false);
    await expect403(tokens.eventAdmin, "GET", orgRoles, messages.noAccess);
    await expect403(tokens.eventAdmin, "POST", orgRoles, messages.noAccess, { name: "Mine" });
    await expect403(tokens.eventAdmin, "GET", team(meetup), messages.noAccess);
  });

  it("a plain member of the organization (no admin) gets 403 on its team and roles", async () => {
    const member = await signUp(t.app, "plain.org.member@example.com");
    await t.database.db.insert(orgUsers).values({ orgId: org, userId: member.id, isAdmin: false });
    await expect403(member.token, "GET", orgTeam, messages.noPermission);
    await expect403(member.token, "GET", orgRoles, messages.noPermission);
    await expect403(member.token, "DELETE", `${orgRoles}/${DEMO.roles.editor.id}`, messages.noPermission);
  });
});

describe("roles of an organization", () => {
  it("are listed with how many hold them; created, renamed, changed and deleted", async () => {
    const list = await call("GET", orgRoles, tokens.admin);
    expect(list.statusCode).toBe(200);
    const viewer = list
      .json()
      .payload.roles.find((role: { id: string }) => role.id === DEMO.roles.contactsViewer.id);
    expect(viewer.memberCount).toBeGreaterThanOrEqual(1);
    expect(list.json().payload).toMatchObject({ orgId: org, canManage: true });

    const created = await call("POST", orgRoles, tokens.admin, {
      name: "Reporters",
      description: "Reads reports",
      permissions: ["reports_read"],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().payload;
    expect(role).toMatchObject({
      name: "Reporters",
      permissions: ["reports_read"],
      memberCount: 0,
      invitationCount: 0,
    });
    const taken = await call("POST", orgRoles, tokens.admin, { name: "reporters" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A role named "reporters" already exists.');
    const clash = await call("PUT", `${orgRoles}/${role.id}`, tokens.admin, { name: "Editor" });
    expect(clash.statusCode).toBe(409);

    const renamed = await call("PUT", `${orgRoles}/${role.id}`, tokens.admin, { name: "Report readers" });
    expect(renamed.json().payload).toMatchObject({ name: "Report readers", permissions: ["reports_read"] });
    const deleted = await call("DELETE", `${orgRoles}/${role.id}`, tokens.admin);
    expect(deleted.json().payload).toEqual({ id: role.id });
    expect((await call("DELETE", `${orgRoles}/${role.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it("a role in use is not deleted: the answer says how many hold it", async () => {
    const roleId = await createRole("In use", ["contacts_read"]);
    await signUp(t.app, "holder@example.com");
    await call("POST", team(), tokens.admin, { email: "holder@example.com", roleId });
    await call("POST", team(meetup), tokens.admin, { email: "not.yet@example.com", roleId });
    const refused = await call("DELETE", `${orgRoles}/${roleId}`, tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The role "In use" is used by 1 member and 1 pending invitation. Give them another role before deleting it.',
    );
    const stillThere = await t.database.db.select().from(roles).where(eq(roles.id, roleId));
    expect(stillThere).toHaveLength(1);
  });

  it("a platform admin outside the organization manages it; the profile says isMember false until they bring admin access", async () => {
    const platform = await signUp(t.app, "platform@example.com");
    await t.database.db.update(users).set({ isFoyerAdmin: true }).where(eq(users.id, platform.id));
    await t.database.db.insert(events).values({
      id: "event-x",
      orgId: org,
      name: "X",
      slug: "x-event",
      dateFrom: "2027-01-01",
      dateTo: "2027-01-01",
    });
    const before = await call("GET", `/api/permissions/event/event-x/user/${platform.id}`, platform.token);
    expect(before.json().payload).toMatchObject({ isFoyerAdmin: true, isMember: false });
    const orgBefore = await call(
      "GET",
      `/api/permissions/organization/${org}/user/${platform.id}`,
      platform.token,
    );
    expect(orgBefore.json().payload).toMatchObject({ isMember: false });
    expect((await call("GET", orgRoles, platform.token)).statusCode).toBe(200);
    await call("POST", "/api/admins/event-user/event-x", platform.token);
    const after = await call("GET", `/api/permissions/event/event-x/user/${platform.id}`, platform.token);
    expect(after.json().payload).toMatchObject({ isAdmin: true, isMember: true });
  });
});
