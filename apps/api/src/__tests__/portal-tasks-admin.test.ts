import { randomUUID } from "node:crypto";
import { type OrganizerPortalTask, type PortalTaskAssignee, portalTaskMessages } from "@foyer/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, portals, portalUsers, segments } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { summitContactsByEmail } from "./support/imports.js";
import { callAs, insertOtherOrg, type Method, organizerTeam } from "./support/portal-kit.js";
import { createTestApp, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 6 "Organizer side": `portals/tasks`, "tasks (create, assign to people or groups)", under
 * the `portalTasks` permission (spec 1 §6). Groups are the event's speakers, moderators,
 * chairpersons (by their session roles), the portal's users, or a segment; every contact must be
 * one of the portal's event.
 */

let t: TestApp;
const tokens = { admin: "", viewer: "", reader: "", editor: "", speaker: "" };
const base = `/api/events/${DEMO.summit.id}/portals/${DEMO.portal.id}/tasks`;
const meetupContact = randomUUID();
const otherOrgContact = randomUUID();

const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  callAs(t, method, url, token, payload);
const contactOf = async (email: string) => (await summitContactsByEmail(t.database.db, email))[0]?.id ?? "";
async function newTask(title: string, extra: Record<string, unknown> = {}): Promise<OrganizerPortalTask> {
  const response = await call("POST", base, tokens.admin, { title, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload;
}
const assignees = async (taskId: string): Promise<PortalTaskAssignee[]> =>
  (await call("GET", `${base}/${taskId}/assignees`, tokens.admin)).json().payload;
const names = (list: PortalTaskAssignee[]) => list.map((one) => one.name);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(tokens, await organizerTeam(t, "tasks", ["portalTasks_read"], "role-tasks-reader"));
  await db.insert(contacts).values([
    // A contact of the organization's other event, with a company a Summit segment matches.
    { id: meetupContact, orgId: DEMO.org.id, eventId: DEMO.meetup.id, fname: "Mo", company: "Meetup Corp" },
  ]);
  await insertOtherOrg(
    db,
    {
      orgId: "org-other-admin-tasks",
      eventId: "event-other-admin-tasks",
      portalId: "portal-other-admin-tasks",
    },
    { org: "Other", event: "Other", slug: "other-admin-tasks", portalSlug: "x", portal: "X" },
  );
  await db
    .insert(contacts)
    .values({ id: otherOrgContact, orgId: "org-other-admin-tasks", eventId: "event-other-admin-tasks" });
});
afterAll(async () => t?.close());

describe("creating, editing and deleting tasks", () => {
  it("creates a task with due date and link; the list shows it with 0 of 0 done", async () => {
    const task = await newTask("  Upload your slides ", {
      description: "As PDF.",
      dueDate: "2027-02-22",
      link: "documents/request/abc",
    });
    expect(task).toMatchObject({
      title: "Upload your slides",
      description: "As PDF.",
      dueDate: "2027-02-22",
      link: "documents/request/abc",
      assignedCount: 0,
      doneCount: 0,
    });
    const list = (await call("GET", base, tokens.admin)).json().payload;
    expect(list.map((one: OrganizerPortalTask) => one.id)).toContain(task.id);
  });

  it("lists by due date, undated last", async () => {
    await newTask("Undated");
    await newTask("Earliest", { dueDate: "2027-01-01" });
    const titles = (await call("GET", base, tokens.admin))
      .json()
      .payload.map((one: OrganizerPortalTask) => one.title);
    expect(titles[0]).toBe("Earliest");
    expect(titles.at(-1)).toBe("Undated");
  });

  it("edits the whole task; another portal's task or an unknown id is 404", async () => {
    const task = await newTask("Draft");
    const response = await call("PUT", `${base}/${task.id}`, tokens.editor, {
      title: "Final",
      link: "profile",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      title: "Final",
      description: "",
      dueDate: null,
      link: "profile",
    });
    await t.database.db
      .insert(portals)
      .values({ id: "portal-sponsors-admin", eventId: DEMO.summit.id, slug: "sponsors", name: "Sponsors" });
    const elsewhere = `/api/events/${DEMO.summit.id}/portals/portal-sponsors-admin/tasks`;
    for (const url of [`${elsewhere}/${task.id}`, `${base}/no-such-task`]) {
      const put = await call("PUT", url, tokens.admin, { title: "x" });
      expect(put.statusCode, url).toBe(404);
      expect(put.json().message).toBe(portalTaskMessages.notFound);
    }
  });

  it("refuses bad input with a clear message", async () => {
    const cases: [unknown, string][] = [
      [{}, "Title is required"],
      [{ title: "x".repeat(201) }, "at most 200"],
      [{ title: "T", description: "x".repeat(20_001) }, "at most 20000"],
      [{ title: "T", dueDate: "2027-13-01" }, "Due date"],
      [{ title: "T", link: "https://evil.example" }, "Link must be a path inside the portal"],
      [{ title: "T", link: "//evil.example" }, "Link must be a path inside the portal"],
      [{ title: "T", link: "../settings" }, "Link must be a path inside the portal"],
      [{ title: "T", owner: "me" }, "Unknown field"],
    ];
    for (const [body, message] of cases) {
      const response = await call("POST", base, tokens.admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it("deleting a task removes it from the participant's list; deleting again is 404", async () => {
    const task = await newTask("Short-lived");
    await call("POST", `${base}/${task.id}/assignees`, tokens.admin, {
      contactIds: [await contactOf(DEMO.speaker.email)],
    });
    const mine = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me/tasks`;
    expect((await call("GET", mine, tokens.speaker)).body).toContain("Short-lived");
    expect((await call("DELETE", `${base}/${task.id}`, tokens.admin)).json().payload).toEqual({
      id: task.id,
    });
    expect((await call("GET", mine, tokens.speaker)).body).not.toContain("Short-lived");
    expect((await call("DELETE", `${base}/${task.id}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe("assigning to people", () => {
  it("assigns picked contacts, shows name, email and done state, and counts them", async () => {
    const task = await newTask("Sign the release form");
    const ids = [await contactOf("grace@example.com"), await contactOf(DEMO.speaker.email)];
    const response = await call("POST", `${base}/${task.id}/assignees`, tokens.admin, { contactIds: ids });
    expect(response.statusCode).toBe(200);
    const { added, assignees: list } = response.json().payload;
    expect(added).toBe(2);
    expect(list.map((one: PortalTaskAssignee) => [one.name, one.email, one.doneAt])).toEqual([
      ["Grace Hopper", "grace@example.com", null],
      ["Sam Speaker", DEMO.speaker.email, null],
    ]);
    // Assigning again adds nobody twice.
    const again = await call("POST", `${base}/${task.id}/assignees`, tokens.admin, { contactIds: ids });
    expect(again.json().payload.added).toBe(0);
    // The participant marks it done: the organizer sees who and the count.
    const done = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me/tasks/${task.id}/done`;
    expect((await call("PUT", done, tokens.speaker)).statusCode).toBe(200);
    const sam = (await assignees(task.id)).find((one) => one.name === "Sam Speaker");
    expect(sam?.doneAt).not.toBeNull();
    const row = (await call("GET", base, tokens.admin))
      .json()
      .payload.find((one: OrganizerPortalTask) => one.id === task.id);
    expect(row).toMatchObject({ assignedCount: 2, doneCount: 1 });
  });

  it("refuses a contact of another event or organization with 404 and assigns none of the batch", async () => {
    const task = await newTask("Careful");
    const grace = await contactOf("grace@example.com");
    for (const stranger of [meetupContact, otherOrgContact, "no-such-contact"]) {
      const response = await call("POST", `${base}/${task.id}/assignees`, tokens.admin, {
        contactIds: [grace, stranger],
      });
      expect(response.statusCode, stranger).toBe(404);
      expect(response.json().message).toBe(portalTaskMessages.contactNotInEvent);
    }
    expect(await assignees(task.id)).toEqual([]);
  });

  it("removes an assignee; removing someone not assigned is 404", async () => {
    const task = await newTask("Removable");
    const grace = await contactOf("grace@example.com");
    await call("POST", `${base}/${task.id}/assignees`, tokens.admin, { contactIds: [grace] });
    const removed = await call("DELETE", `${base}/${task.id}/assignees/${grace}`, tokens.admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().payload).toEqual([]);
    const again = await call("DELETE", `${base}/${task.id}/assignees/${grace}`, tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(portalTaskMessages.notAssigned);
  });

  it("refuses bad assign bodies", async () => {
    const task = await newTask("Bodies");
    for (const body of [
      {},
      { contactIds: [] },
      { contactIds: ["a"], group: "speakers" },
      { group: "everyone" },
      { contactIds: Array.from({ length: 1001 }, (_, i) => `c${i}`) },
    ]) {
      expect((await call("POST", `${base}/${task.id}/assignees`, tokens.admin, body)).statusCode).toBe(400);
    }
  });
});

describe("assigning to groups (expanded when assigned)", () => {
  it("speakers, moderators and chairpersons are the event's contacts in those session roles", async () => {
    const expected = {
      speakers: ["Amara Attendee", "Grace Hopper", "Sam Speaker"],
      moderators: ["Linus Moderator"],
      chairpersons: ["Grace Hopper"],
    };
    for (const [group, people] of Object.entries(expected)) {
      const task = await newTask(`For ${group}`);
      const response = await call("POST", `${base}/${task.id}/assignees`, tokens.admin, { group });
      expect(response.statusCode).toBe(200);
      expect(response.json().payload.added, group).toBe(people.length);
      expect(names(response.json().payload.assignees)).toEqual(people);
    }
  });

  it("portal-users are the contacts the portal's members sign in as (linked, else by email)", async () => {
    const member = await signUp(t.app, "Member.Tasks@example.com");
    await t.database.db.insert(portalUsers).values({ portalId: DEMO.portal.id, userId: member.id });
    await t.database.db.insert(contacts).values({
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      fname: "Mina",
      lname: "Member",
      email: "member.tasks@EXAMPLE.com",
    });
    const task = await newTask("For portal users");
    const response = await call("POST", `${base}/${task.id}/assignees`, tokens.admin, {
      group: "portal-users",
    });
    expect(names(response.json().payload.assignees)).toEqual(["Mina Member", "Sam Speaker"]);
  });

  it("a segment keeps its filters, narrowed to the portal's event; another organization's is 404", async () => {
    await t.database.db.insert(segments).values([
      {
        id: "segment-corp",
        orgId: DEMO.org.id,
        kind: "people",
        name: "Corporates",
        filters: [{ field: "company", op: "contains", value: "Corp" }],
      },
      {
        id: "segment-other-org",
        orgId: "org-other-admin-tasks",
        kind: "people",
        name: "Theirs",
        filters: [],
      },
    ]);
    const task = await newTask("For a segment");
    const response = await call("POST", `${base}/${task.id}/assignees`, tokens.admin, {
      group: { segmentId: "segment-corp" },
    });
    expect(response.statusCode).toBe(200);
    // Maria of Acme Corp; not Mo of Meetup Corp, who is in the other event.
    expect(names(response.json().payload.assignees)).toEqual(["Maria Sponsor"]);
    const theirs = await call("POST", `${base}/${task.id}/assignees`, tokens.admin, {
      group: { segmentId: "segment-other-org" },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe("who may call the organizer's task endpoints", () => {
  let taskId = "";
  const endpoints = (id: string): [Method, string, unknown?][] => [
    ["GET", ""],
    ["POST", "", { title: "T" }],
    ["PUT", `/${id}`, { title: "T" }],
    ["DELETE", `/${id}`],
    ["GET", `/${id}/assignees`],
    ["POST", `/${id}/assignees`, { group: "speakers" }],
    ["DELETE", `/${id}/assignees/${meetupContact}`],
  ];

  beforeAll(async () => {
    taskId = (await newTask("Guarded")).id;
  });

  it("signed out: 401", async () => {
    for (const [method, path, body] of endpoints(taskId)) {
      expect((await call(method, `${base}${path}`, undefined, body)).statusCode, `${method} ${path}`).toBe(
        401,
      );
    }
  });

  it("without portalTasks (a contacts viewer): 403 on every endpoint", async () => {
    for (const [method, path, body] of endpoints(taskId)) {
      expect(
        (await call(method, `${base}${path}`, tokens.viewer, body)).statusCode,
        `${method} ${path}`,
      ).toBe(403);
    }
  });

  it("read on portalTasks sees tasks and assignees but changes nothing (403)", async () => {
    for (const [method, path, body] of endpoints(taskId)) {
      const status = (await call(method, `${base}${path}`, tokens.reader, body)).statusCode;
      expect(status, `${method} ${path}`).toBe(method === "GET" ? 200 : 403);
    }
  });

  it("a portal of another event (same or other organization) is 404", async () => {
    for (const url of [
      `/api/events/${DEMO.meetup.id}/portals/${DEMO.portal.id}/tasks`,
      `/api/events/${DEMO.summit.id}/portals/portal-other-admin-tasks/tasks`,
    ]) {
      for (const [method, path, body] of endpoints(taskId)) {
        expect(
          (await call(method, `${url}${path}`, tokens.admin, body)).statusCode,
          `${method} ${url}${path}`,
        ).toBe(404);
      }
    }
  });
});
