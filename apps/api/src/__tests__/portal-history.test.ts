import { randomUUID } from "node:crypto";
import { PORTAL_ACCESS_DENIED, portalProfileMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  portalActivity,
  portalFileRequestRecipients,
  portalFileRequests,
  portalFileSubmissions,
  portalMessages,
  portals,
  portalTaskAssignments,
  portalTasks,
  portalThreads,
  portalUsers,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_SESSIONS } from "../db/seed-sessions.js";
import { call, ids, me, otherOrgMe, png, setUpCast, t, tokens, upload } from "./support/portal-profile.js";

/*
 * Issue 6 `/history` (the participant's own lines, newest first, a page at a time) and the
 * landing page's counts (open tasks and the next due, unread threads, documents to hand in, the
 * next session), each counted for the caller's own contact in this portal only.
 */

setUpCast();

const meetupPortal = randomUUID();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 13, minute));

beforeAll(async () => {
  const db = t.database.db;
  await db
    .insert(portals)
    .values({ id: meetupPortal, eventId: DEMO.meetup.id, slug: "meetup", name: "Meetup" });
  // Five lines of the speaker's, one of the second participant's, one of the speaker's elsewhere.
  await db.insert(portalActivity).values([
    ...[1, 2, 3, 4, 5].map((minute) => ({
      id: `speaker-${minute}`,
      portalId: DEMO.portal.id,
      contactId: ids.speakerContact,
      kind: "task_done",
      summary: `Task ${minute}`,
      at: at(minute),
    })),
    {
      id: "second-1",
      portalId: DEMO.portal.id,
      contactId: ids.secondContact,
      kind: "message_sent",
      summary: "The second participant's secret",
      at: at(3),
    },
    {
      id: "elsewhere-1",
      portalId: meetupPortal,
      contactId: ids.speakerContact,
      kind: "task_done",
      summary: "Another portal's line",
      at: at(9),
    },
  ]);
});

describe("GET /me/history: the participant's own lines, newest first, a page at a time", () => {
  it("pages through with the cursor, never showing another's lines or another portal's", async () => {
    const first = await call("GET", `${me}/history?limit=2`, tokens.speaker);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().payload;
    expect(page1.items.map((item: { summary: string }) => item.summary)).toEqual(["Task 5", "Task 4"]);
    expect(page1.items[0]).toEqual({
      id: "speaker-5",
      kind: "task_done",
      summary: "Task 5",
      at: "2026-11-20T13:05:00.000Z",
    });
    expect(page1.nextCursor).toBe("speaker-4");
    const page2 = (
      await call("GET", `${me}/history?limit=2&cursor=${page1.nextCursor}`, tokens.speaker)
    ).json().payload;
    expect(page2.items.map((item: { id: string }) => item.id)).toEqual(["speaker-3", "speaker-2"]);
    const page3 = (
      await call("GET", `${me}/history?limit=2&cursor=${page2.nextCursor}`, tokens.speaker)
    ).json().payload;
    expect(page3).toEqual({ items: [expect.objectContaining({ id: "speaker-1" })], nextCursor: null });
  });

  it("the second participant sees only their own line", async () => {
    const { items } = (await call("GET", `${me}/history`, tokens.second)).json().payload;
    expect(items.map((item: { id: string }) => item.id)).toEqual(["second-1"]);
  });

  it("another participant's line as the cursor is refused, revealing nothing", async () => {
    const response = await call("GET", `${me}/history?cursor=second-1`, tokens.speaker);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(portalProfileMessages.badCursor);
  });

  it("a limit over 100 or under 1 is a clear 400", async () => {
    for (const limit of ["101", "0", "many"]) {
      expect((await call("GET", `${me}/history?limit=${limit}`, tokens.speaker)).statusCode, limit).toBe(400);
    }
  });

  it("a member without a contact has an empty history", async () => {
    const response = await call("GET", `${me}/history`, tokens.noContact);
    expect(response.json().payload).toEqual({ items: [], nextCursor: null });
  });
});

describe("GET /me/overview: the landing page's counts, for the caller only", () => {
  beforeAll(async () => {
    const db = t.database.db;
    // The demo's own tasks, request and thread would blur the counts: this test brings its own.
    await db.delete(portalTasks).where(eq(portalTasks.portalId, DEMO.portal.id));
    await db.delete(portalFileRequests).where(eq(portalFileRequests.portalId, DEMO.portal.id));
    await db.delete(portalThreads).where(eq(portalThreads.portalId, DEMO.portal.id));
    const task = (id: string, title: string, dueDate: string | null, portalId: string = DEMO.portal.id) => ({
      id,
      portalId,
      title,
      dueDate,
    });
    await db
      .insert(portalTasks)
      .values([
        task("t-later", "Send your bio", "2027-02-01"),
        task("t-soon", "Upload your slides", "2027-01-10"),
        task("t-undated", "Say hello", null),
        task("t-done", "Already done", "2026-12-01"),
        task("t-theirs", "The second's task", "2026-12-02"),
        task("t-elsewhere", "Another portal's task", "2026-12-03", meetupPortal),
      ]);
    await db.insert(portalTaskAssignments).values([
      { taskId: "t-later", contactId: ids.speakerContact },
      { taskId: "t-soon", contactId: ids.speakerContact },
      { taskId: "t-undated", contactId: ids.speakerContact },
      { taskId: "t-done", contactId: ids.speakerContact, doneAt: new Date() },
      { taskId: "t-theirs", contactId: ids.secondContact },
      { taskId: "t-elsewhere", contactId: ids.speakerContact },
    ]);
    const read = new Date("2026-11-10T10:00:00Z");
    const thread = (id: string, contactId: string, participantReadAt: Date | null) => ({
      id,
      portalId: DEMO.portal.id,
      contactId,
      subject: id,
      participantReadAt,
    });
    await db
      .insert(portalThreads)
      .values([
        thread("th-new", ids.speakerContact, read),
        thread("th-never-read", ids.speakerContact, null),
        thread("th-read", ids.speakerContact, read),
        thread("th-own-only", ids.speakerContact, null),
        thread("th-theirs", ids.secondContact, null),
      ]);
    const message = (threadId: string, fromOrganizer: boolean, createdAt: Date) => ({
      id: randomUUID(),
      threadId,
      fromOrganizer,
      body: "Hello",
      createdAt,
    });
    await db
      .insert(portalMessages)
      .values([
        message("th-new", true, new Date("2026-11-12T10:00:00Z")),
        message("th-never-read", true, new Date("2026-11-01T10:00:00Z")),
        message("th-read", true, new Date("2026-11-09T10:00:00Z")),
        message("th-read", false, new Date("2026-11-11T10:00:00Z")),
        message("th-own-only", false, new Date("2026-11-11T10:00:00Z")),
        message("th-theirs", true, new Date("2026-11-11T10:00:00Z")),
      ]);
    await db.insert(portalFileRequests).values([
      { id: "fr-open", portalId: DEMO.portal.id, title: "Headshot" },
      { id: "fr-handed", portalId: DEMO.portal.id, title: "Slides" },
      { id: "fr-theirs", portalId: DEMO.portal.id, title: "Their request" },
      { id: "fr-elsewhere", portalId: meetupPortal, title: "Elsewhere" },
    ]);
    await db.insert(portalFileRequestRecipients).values([
      { requestId: "fr-open", contactId: ids.speakerContact },
      { requestId: "fr-handed", contactId: ids.speakerContact },
      { requestId: "fr-handed", contactId: ids.secondContact },
      { requestId: "fr-theirs", contactId: ids.secondContact },
      { requestId: "fr-elsewhere", contactId: ids.speakerContact },
    ]);
    const file = await upload(tokens.speaker, "slides.png", "image/png", png());
    // Handed in by the speaker only: still open for the second participant.
    await db
      .insert(portalFileSubmissions)
      .values({ id: randomUUID(), requestId: "fr-handed", contactId: ids.speakerContact, uploadId: file });
  });

  it("counts the speaker's open tasks with the next due, unread threads, documents and the next session", async () => {
    const response = await call("GET", `${me}/overview`, tokens.speaker);
    expect(response.statusCode).toBe(200);
    const overview = response.json().payload;
    expect(overview.tasks).toEqual({
      open: 3,
      nextDue: { id: "t-soon", title: "Upload your slides", dueDate: "2027-01-10" },
    });
    expect(overview.messages).toEqual({ unread: 2 });
    expect(overview.documents).toEqual({ open: 1 });
    expect(overview.nextSession).toMatchObject({
      id: DEMO_SESSIONS.registration.id,
      title: DEMO_SESSIONS.registration.title,
      startsAt: "2027-03-15T14:30:00.000Z",
    });
    expect(overview.sections).toContain("tasks");
  });

  it("the second participant's counts are their own", async () => {
    const overview = (await call("GET", `${me}/overview`, tokens.second)).json().payload;
    expect(overview.tasks).toEqual({
      open: 1,
      nextDue: { id: "t-theirs", title: "The second's task", dueDate: "2026-12-02" },
    });
    expect(overview.messages).toEqual({ unread: 1 });
    expect(overview.documents).toEqual({ open: 2 });
    expect(overview.nextSession).toBeNull();
  });

  it("a member without a contact has nothing to do", async () => {
    const overview = (await call("GET", `${me}/overview`, tokens.noContact)).json().payload;
    expect(overview).toMatchObject({
      tasks: { open: 0, nextDue: null },
      messages: { unread: 0 },
      documents: { open: 0 },
      nextSession: null,
    });
  });
});

describe("who may call the profile, history and overview endpoints", () => {
  const calls = [
    ["GET", "/profile"],
    ["PUT", "/profile"],
    ["GET", "/profile/photo"],
    ["PUT", "/profile/photo"],
    ["DELETE", "/profile/photo"],
    ["GET", "/history"],
    ["GET", "/overview"],
  ] as const;
  const body = (method: string, path: string) =>
    method !== "PUT" ? undefined : path === "/profile" ? { title: "Hacked" } : { uploadId: randomUUID() };

  it("signed out: 401", async () => {
    for (const [method, path] of calls)
      expect((await call(method, `${me}${path}`, undefined, body(method, path))).statusCode, path).toBe(401);
  });

  it("signed in but not a member of the portal: 403", async () => {
    for (const [method, path] of calls) {
      const response = await call(method, `${me}${path}`, tokens.admin, body(method, path));
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe(PORTAL_ACCESS_DENIED);
    }
  });

  it("unknown portal: 404", async () => {
    const unknown = `/api/portal/${DEMO.portal.slug}/no-such-portal/me`;
    for (const [method, path] of calls)
      expect(
        (await call(method, `${unknown}${path}`, tokens.speaker, body(method, path))).statusCode,
        path,
      ).toBe(404);
  });

  it("a portal of another organization: 403 for a non-member, nothing of the Summit for a member", async () => {
    const other = otherOrgMe();
    expect((await call("GET", `${other}/profile`, tokens.speaker)).statusCode).toBe(403);
    await t.database.db.insert(portalUsers).values({ portalId: ids.otherOrgPortal, userId: DEMO.speaker.id });
    // No contact in that event: no profile to read or change, an empty history, nothing to do.
    expect((await call("GET", `${other}/profile`, tokens.speaker)).statusCode).toBe(404);
    expect((await call("PUT", `${other}/profile`, tokens.speaker, { title: "Hacked" })).statusCode).toBe(404);
    expect((await call("GET", `${other}/history`, tokens.speaker)).json().payload.items).toEqual([]);
    const overview = (await call("GET", `${other}/overview`, tokens.speaker)).json().payload;
    expect(overview.tasks.open).toBe(0);
    expect(overview.nextSession).toBeNull();
  });
});
