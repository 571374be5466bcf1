import { randomUUID } from "node:crypto";
import { PORTAL_ACCESS_DENIED, type PortalTask, portalTaskMessages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  portalActivity,
  portals,
  portalTaskAssignments,
  portalTasks,
  portalUsers,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_DOCUMENTS } from "../db/seed-portal-documents.js";
import { DEMO_TASKS } from "../db/seed-portal-tasks.js";
import { callAs, demoToken, insertOtherOrg, type Method } from "./support/portal-kit.js";
import { createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 6 `/tasks`: "assigned tasks with due dates, done state", and "A participant changing ids
 * in URLs or API calls gets nothing of another participant (tested per portal endpoint)". The
 * demo speaker gets the seeded tasks; a second member (contact found by email) gets one of their
 * own; a task of another portal of the Summit is assigned to the speaker too.
 */

let t: TestApp;
let speaker = "";
let speakerContact = "";
let second = { id: "", token: "" };
const base = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me/tasks`;
const fileRequestId = DEMO_DOCUMENTS.slides.id;
const secondTask = randomUUID();
const otherPortalTask = randomUUID();

const call = (method: Method, url: string, token?: string) => callAs(t, method, url, token);
const tasksOf = async (token: string): Promise<PortalTask[]> =>
  (await call("GET", base, token)).json().payload.tasks;
const historyOf = async (contactId: string) =>
  t.database.db
    .select({ kind: portalActivity.kind, summary: portalActivity.summary })
    .from(portalActivity)
    .where(and(eq(portalActivity.portalId, DEMO.portal.id), eq(portalActivity.contactId, contactId)))
    .orderBy(portalActivity.at);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  speaker = await demoToken(t, DEMO.speaker.email);
  const [found] = await db.select().from(contacts).where(eq(contacts.userId, DEMO.speaker.id));
  speakerContact = found?.id ?? "";
  second = await signUp(t.app, "second.tasks@example.com");
  await db.insert(portalUsers).values({ portalId: DEMO.portal.id, userId: second.id });
  const secondContact = randomUUID();
  await db.insert(contacts).values({
    id: secondContact,
    orgId: DEMO.org.id,
    eventId: DEMO.summit.id,
    fname: "Second",
    lname: "Tasker",
    email: "Second.Tasks@Example.com",
  });
  await db
    .insert(portalTasks)
    .values({ id: secondTask, portalId: DEMO.portal.id, title: "Second's secret task" });
  await db.insert(portalTaskAssignments).values({ taskId: secondTask, contactId: secondContact });
  // Another portal of the same event: its task is the speaker's, but not in this portal.
  await db
    .insert(portals)
    .values({ id: "portal-sponsors", eventId: DEMO.summit.id, slug: "sponsors", name: "Sponsors" });
  await db
    .insert(portalTasks)
    .values({ id: otherPortalTask, portalId: "portal-sponsors", title: "Sponsor task" });
  await db.insert(portalTaskAssignments).values({ taskId: otherPortalTask, contactId: speakerContact });
});
afterAll(async () => t?.close());

describe("the participant's tasks", () => {
  it("lists the demo speaker's seeded tasks with due dates and links, earliest due first", async () => {
    const response = await call("GET", base, speaker);
    expect(response.statusCode).toBe(200);
    const { timezone, tasks } = response.json().payload;
    expect(timezone).toBe("America/New_York");
    expect(tasks).toEqual([
      {
        id: DEMO_TASKS.profile.id,
        title: "Complete your speaker profile",
        description: expect.stringContaining("photo"),
        dueDate: "2027-02-15",
        link: "profile",
        done: false,
        doneAt: null,
      },
      {
        id: DEMO_TASKS.slides.id,
        title: "Upload your slides",
        description: expect.any(String),
        dueDate: "2027-02-22",
        link: `documents/request/${fileRequestId}`,
        done: false,
        doneAt: null,
      },
    ]);
  });

  it("marking done answers the task done, moves it after the open ones and writes task_done", async () => {
    const response = await call("PUT", `${base}/${DEMO_TASKS.profile.id}/done`, speaker);
    expect(response.statusCode).toBe(200);
    const task = response.json().payload;
    expect(task).toMatchObject({ id: DEMO_TASKS.profile.id, done: true });
    expect(Date.parse(task.doneAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await tasksOf(speaker)).map((one) => [one.title, one.done])).toEqual([
      ["Upload your slides", false],
      ["Complete your speaker profile", true],
    ]);
    expect(await historyOf(speakerContact)).toEqual([
      { kind: "task_done", summary: "Complete your speaker profile" },
    ]);
  });

  it("is idempotent: done twice keeps the first time and writes one history line", async () => {
    const first = (await tasksOf(speaker)).find((one) => one.id === DEMO_TASKS.profile.id);
    const again = await call("PUT", `${base}/${DEMO_TASKS.profile.id}/done`, speaker);
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.doneAt).toBe(first?.doneAt);
    expect(await historyOf(speakerContact)).toHaveLength(1);
  });

  it("reopening answers it open, writes task_reopened once, and reopening again changes nothing", async () => {
    const reopened = await call("DELETE", `${base}/${DEMO_TASKS.profile.id}/done`, speaker);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().payload).toMatchObject({ done: false, doneAt: null });
    expect((await call("DELETE", `${base}/${DEMO_TASKS.profile.id}/done`, speaker)).statusCode).toBe(200);
    expect((await historyOf(speakerContact)).map((line) => line.kind)).toEqual([
      "task_done",
      "task_reopened",
    ]);
    expect((await tasksOf(speaker))[0]?.title).toBe("Complete your speaker profile");
  });

  it("a task of another portal of the same event is not in this portal", async () => {
    expect((await tasksOf(speaker)).map((one) => one.id)).not.toContain(otherPortalTask);
    const response = await call("PUT", `${base}/${otherPortalTask}/done`, speaker);
    expect(response.statusCode).toBe(404);
  });
});

describe("a participant changing ids gets nothing of another participant", () => {
  it("the second member sees only their own task", async () => {
    const tasks = await tasksOf(second.token);
    expect(tasks.map((one) => one.title)).toEqual(["Second's secret task"]);
  });

  it("marking or reopening the speaker's task is 404, like an unknown one, and changes nothing", async () => {
    for (const method of ["PUT", "DELETE"] as const) {
      for (const id of [DEMO_TASKS.slides.id, "no-such-task"]) {
        const response = await call(method, `${base}/${id}/done`, second.token);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json().message).toBe(portalTaskMessages.notYours);
        expect(response.body).not.toContain("Upload your slides");
      }
    }
    const slides = (await tasksOf(speaker)).find((one) => one.id === DEMO_TASKS.slides.id);
    expect(slides?.done).toBe(false);
  });

  it("the speaker gets 404 on the second member's task", async () => {
    expect((await call("PUT", `${base}/${secondTask}/done`, speaker)).statusCode).toBe(404);
    expect((await tasksOf(second.token))[0]?.done).toBe(false);
  });

  it("a member without a contact in the event has no tasks and 404 on actions", async () => {
    const third = await signUp(t.app, "no.contact.tasks@example.com");
    await t.database.db.insert(portalUsers).values({ portalId: DEMO.portal.id, userId: third.id });
    expect(await tasksOf(third.token)).toEqual([]);
    expect((await call("PUT", `${base}/${DEMO_TASKS.slides.id}/done`, third.token)).statusCode).toBe(404);
  });
});

describe("who may call the task endpoints", () => {
  const paths: [Method, string][] = [
    ["GET", ""],
    ["PUT", `/${DEMO_TASKS.slides.id}/done`],
    ["DELETE", `/${DEMO_TASKS.slides.id}/done`],
  ];

  it("signed out: 401", async () => {
    for (const [method, path] of paths) expect((await call(method, `${base}${path}`)).statusCode).toBe(401);
  });

  it("signed in but not a member of the portal: 403", async () => {
    const admin = (await signIn(t.app)).tokens.id_token;
    for (const [method, path] of paths) {
      const response = await call(method, `${base}${path}`, admin);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe(PORTAL_ACCESS_DENIED);
    }
  });

  it("unknown portal: 404", async () => {
    const unknown = `/api/portal/${DEMO.portal.slug}/no-such-portal/me/tasks`;
    for (const [method, path] of paths) {
      expect((await call(method, `${unknown}${path}`, speaker)).statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it("a portal of another organization's event: 403 for a non-member, nothing of the Summit for a member", async () => {
    const db = t.database.db;
    await insertOtherOrg(db, {
      orgId: "org-other-tasks",
      eventId: "event-other-tasks",
      portalId: "portal-other-tasks",
    });
    const other = "/api/portal/speakers/portal-other-tasks/me/tasks";
    for (const [method, path] of paths) {
      expect((await call(method, `${other}${path}`, speaker)).statusCode, `${method} ${path}`).toBe(403);
    }
    await db.insert(portalUsers).values({ portalId: "portal-other-tasks", userId: DEMO.speaker.id });
    expect((await call("GET", other, speaker)).json().payload.tasks).toEqual([]);
    for (const [method, path] of paths.slice(1)) {
      expect((await call(method, `${other}${path}`, speaker)).statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it("answers a hostile id clearly", async () => {
    expect((await call("PUT", `${base}/${"x".repeat(300)}/done`, speaker)).statusCode).toBe(400);
  });
});
