import type {
  AuditEntry,
  SessionDetail,
  SessionPage,
  SessionParticipant,
  SessionSettings,
} from "@foyer/domain";
import { messages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  eventSessions,
  events,
  eventUsers,
  formSubmissions,
  organizations,
  roles,
  sessionSettingItems,
} from "../db/schema/index.js";
import { DEMO, DEMO_MODULES, DEMO_SESSIONS } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { multipart, summitContactsByEmail, uploadImportFile } from "./support/imports.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 item 4 (and the session parts of 5 and 7): an event's sessions with their details,
 * participants, file content, subsessions and audit; the sessions settings; the contacts' role
 * views. Every call is checked against the caller's permissions on the server.
 */

let t: TestApp;
const tokens = { admin: "", editor: "", reader: "", viewer: "", outsider: "", orgB: "" };
const ids = { grace: "", sam: "", linus: "", amara: "", meetupContact: "", orgBContact: "" };
const orgB = {
  id: "org-b-sessions",
  eventId: "event-b-sessions",
  sessionId: "session-b-1",
  roomId: "room-b-1",
};
const summit = DEMO.summit.id;
const base = `/api/events/${summit}/sessions`;
const settingsBase = `/api/events/${summit}/session-settings`;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
function call(method: Method, url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function contactId(email: string): Promise<string> {
  const [row] = await summitContactsByEmail(t.database.db, email);
  if (!row) throw new Error(`no Summit contact ${email}`);
  return row.id;
}

async function newSession(title: string, extra: Record<string, unknown> = {}): Promise<SessionDetail> {
  const response = await call("POST", base, tokens.admin, { title, ...extra });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().payload;
}

async function auditOf(sessionId: string): Promise<AuditEntry[]> {
  const response = await call("GET", `${base}/${sessionId}/audit`, tokens.admin);
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

async function settingsOf(): Promise<SessionSettings> {
  return (await call("GET", settingsBase, tokens.admin)).json().payload;
}

async function itemId(kind: keyof SessionSettings, name: string): Promise<string> {
  const item = (await settingsOf())[kind].find((one) => one.name === name);
  if (!item) throw new Error(`no ${kind} ${name}`);
  return item.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tokens.admin = (await signIn(t.app)).tokens.id_token;
  tokens.viewer = (
    await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })
  ).tokens.id_token;
  // An editor (reads and edits every module) and a member who may only read sessions.
  const editor = await signUp(t.app, "editor.sessions@example.com");
  await db.insert(eventUsers).values({ eventId: summit, userId: editor.id, roleId: DEMO.roles.editor.id });
  await db.insert(roles).values({
    id: "role-sessions-reader",
    orgId: DEMO.org.id,
    name: "Sessions reader",
    description: "",
    permissions: ["sessions_read"],
  });
  const reader = await signUp(t.app, "reader.sessions@example.com");
  await db.insert(eventUsers).values({ eventId: summit, userId: reader.id, roleId: "role-sessions-reader" });
  const outsider = await signUp(t.app, "outsider.sessions@example.com");
  // Organization B: its own event, contact, room and session, and its own admin.
  await db.insert(organizations).values({ id: orgB.id, name: "Organization B" });
  await db.insert(events).values({
    id: orgB.eventId,
    orgId: orgB.id,
    name: "B Sessions",
    slug: "b-sessions",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  const memberB = await signUp(t.app, "member.b.sessions@example.com");
  await db.insert(eventUsers).values({ eventId: orgB.eventId, userId: memberB.id, isAdmin: true });
  const [bContact] = await db
    .insert(contacts)
    .values({
      id: "contact-b-1",
      orgId: orgB.id,
      eventId: orgB.eventId,
      fname: "Bea",
      lname: "Other",
      email: "bea@b.example",
    })
    .returning();
  await db
    .insert(sessionSettingItems)
    .values({ id: orgB.roomId, orgId: orgB.id, eventId: orgB.eventId, kind: "rooms", name: "B Hall" });
  await db
    .insert(eventSessions)
    .values({ id: orgB.sessionId, orgId: orgB.id, eventId: orgB.eventId, title: "B talk" });
  // A contact of the demo organization's other event: not the Summit's.
  const [meetup] = await db
    .insert(contacts)
    .values({
      id: "contact-meetup-1",
      orgId: DEMO.org.id,
      eventId: DEMO.meetup.id,
      fname: "Mo",
      lname: "Meetup",
    })
    .returning();
  Object.assign(tokens, {
    editor: editor.token,
    reader: reader.token,
    outsider: outsider.token,
    orgB: memberB.token,
  });
  Object.assign(ids, {
    grace: await contactId("grace@example.com"),
    sam: await contactId(DEMO.speaker.email),
    linus: await contactId("linus@example.com"),
    amara: await contactId("amara@example.com"),
    meetupContact: meetup?.id ?? "",
    orgBContact: bContact?.id ?? "",
  });
});
afterAll(async () => t.close());

describe("GET /api/events/{eventId}/sessions: the sessions list", () => {
  it("lists the Summit's sessions in agenda order, with their settings by name, speakers and subsessions", async () => {
    const response = await call("GET", base, tokens.admin);
    expect(response.statusCode).toBe(200);
    const page: SessionPage = response.json().payload;
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 50, timezone: "America/New_York" });
    expect(page.sessions.map((session) => session.title)).toEqual([
      DEMO_SESSIONS.keynote.title,
      DEMO_SESSIONS.registration.title,
      "Scaling Check-in to 10,000 Attendees",
      DEMO_SESSIONS.workshop.title,
      "Community Panel: Running Meetups That Last",
      "Closing Remarks",
    ]);
    const keynote = page.sessions[0];
    expect(keynote).toMatchObject({
      startsAt: "2027-03-15T13:00:00.000Z",
      endsAt: "2027-03-15T14:00:00.000Z",
      room: { name: "Main Hall" },
      track: { name: "Product", colour: "#7c3aed" },
      status: { name: "Confirmed" },
      speakers: ["Grace Hopper"],
      parentId: null,
    });
    expect(page.sessions[3]?.subsessionCount).toBe(2);
  });

  it("searches titles, sorts, and pages", async () => {
    const found: SessionPage = (await call("GET", `${base}?q=KEYNOTE`, tokens.admin)).json().payload;
    expect(found.sessions.map((session) => session.title)).toEqual([DEMO_SESSIONS.keynote.title]);
    const byTitle: SessionPage = (
      await call("GET", `${base}?sort=-title&pageSize=2&page=2`, tokens.admin)
    ).json().payload;
    expect(byTitle).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    // Z to A: Scaling, Opening | Hands-on, Designing | Community, Closing.
    expect(byTitle.sessions.map((session) => session.title)).toEqual([
      DEMO_SESSIONS.workshop.title,
      DEMO_SESSIONS.registration.title,
    ]);
    // A literal %: no title has one.
    expect((await call("GET", `${base}?q=%25`, tokens.admin)).json().payload.total).toBe(0);
  });

  it("refuses a bad page, page size or sort with a sentence", async () => {
    const sort = await call("GET", `${base}?sort=room`, tokens.admin);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe(
      "sort: Sort must be one of title, -title, startsAt, -startsAt, createdAt, -createdAt",
    );
    expect((await call("GET", `${base}?pageSize=0`, tokens.admin)).json().message).toBe(
      "pageSize: Page size must be a whole number between 1 and 200",
    );
    expect((await call("GET", `${base}?page=x`, tokens.admin)).statusCode).toBe(400);
  });
});

describe("a session: create, read, update, delete", () => {
  it("creates a session with a title alone, and audits its creation", async () => {
    const response = await call("POST", base, tokens.editor, { title: "  Lightning Talks " });
    expect(response.statusCode).toBe(201);
    const session: SessionDetail = response.json().payload;
    expect(session).toMatchObject({
      title: "Lightning Talks",
      description: "",
      startsAt: null,
      room: null,
      participants: [],
      subsessions: [],
      files: [],
      parent: null,
      timezone: "America/New_York",
    });
    const [entry] = await auditOf(session.id);
    expect(entry).toMatchObject({ action: "create", entityType: "session", entityId: session.id });
    expect(entry?.changes).toEqual([{ field: "Title", before: null, after: "Lightning Talks" }]);
    expect(entry?.user?.name).toBe("Test editor.sessions");
    const read = await call("GET", `${base}/${session.id}`, tokens.admin);
    expect(read.json().payload.title).toBe("Lightning Talks");
  });

  it("creates a session with times and settings", async () => {
    const room = await itemId("rooms", "Room A");
    const session = await newSession("Design Systems", {
      startsAt: "2027-03-16T11:00:00-04:00",
      endsAt: "2027-03-16T11:45:00-04:00",
      roomId: room,
      description: "Tokens all the way down.",
    });
    expect(session).toMatchObject({
      startsAt: "2027-03-16T15:00:00.000Z",
      endsAt: "2027-03-16T15:45:00.000Z",
      room: { id: room, name: "Room A" },
      description: "Tokens all the way down.",
    });
  });

  it("refuses bad bodies with the field and a sentence, and stores nothing", async () => {
    const before = (await call("GET", base, tokens.admin)).json().payload.total;
    const cases: [unknown, string][] = [
      [{}, "title: Title is required"],
      [{ title: "   " }, "title: Title is required"],
      [
        { title: "Backwards", startsAt: "2027-03-15T10:00:00Z", endsAt: "2027-03-15T09:00:00Z" },
        "endsAt: The session must end after it starts",
      ],
      [{ title: "No start", endsAt: "2027-03-15T09:00:00Z" }, "endsAt: Set a start time before an end time"],
      [
        { title: "Bad time", startsAt: "next monday" },
        "startsAt: Start must be a date and time such as 2027-03-15T09:00:00Z",
      ],
      [{ title: "Extra", speakers: [] }, "Unknown field(s): speakers"],
      [{ title: "Other org's room", roomId: orgB.roomId }, "roomId: This room does not exist in this event"],
      [{ title: "x".repeat(301) }, "title: Title must be at most 300 characters"],
    ];
    for (const [body, message] of cases) {
      const response = await call("POST", base, tokens.admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // A track's id is not a room.
    const track = await itemId("tracks", "Product");
    const wrongKind = await call("POST", base, tokens.admin, { title: "Wrong kind", roomId: track });
    expect(wrongKind.json()).toMatchObject({
      message: "roomId: This room does not exist in this event",
      details: [{ path: "roomId", message: "This room does not exist in this event" }],
    });
    expect((await call("GET", base, tokens.admin)).json().payload.total).toBe(before);
  });

  it("PUT saves the whole form and audits each changed field with its value before and after", async () => {
    const session = await newSession("Old title", { description: "Keep me" });
    const room = await itemId("rooms", "Main Hall");
    const response = await call("PUT", `${base}/${session.id}`, tokens.admin, {
      title: "New title",
      roomId: room,
      startsAt: "2027-03-15T13:00:00Z",
      endsAt: "2027-03-15T14:00:00Z",
    });
    expect(response.statusCode).toBe(200);
    // PUT clears what it leaves out: the description.
    expect(response.json().payload).toMatchObject({
      title: "New title",
      description: "",
      room: { name: "Main Hall" },
    });
    const [entry] = await auditOf(session.id);
    expect(entry).toMatchObject({ action: "update", user: { id: DEMO.admin.id, name: "Ada Organizer" } });
    expect(entry?.changes).toEqual([
      { field: "Title", before: "Old title", after: "New title" },
      { field: "Description", before: "Keep me", after: null },
      { field: "Starts", before: null, after: "2027-03-15T13:00:00.000Z" },
      { field: "Ends", before: null, after: "2027-03-15T14:00:00.000Z" },
      { field: "Room", before: null, after: "Main Hall" },
    ]);
  });

  it("PATCH changes only what it sends, checks times against the stored ones, and a no-op writes no audit", async () => {
    const session = await newSession("Patch me", {
      startsAt: "2027-03-15T13:00:00Z",
      endsAt: "2027-03-15T14:00:00Z",
    });
    const patched = await call("PATCH", `${base}/${session.id}`, tokens.admin, {
      description: "Now with words",
    });
    expect(patched.json().payload).toMatchObject({ title: "Patch me", description: "Now with words" });
    const backwards = await call("PATCH", `${base}/${session.id}`, tokens.admin, {
      endsAt: "2027-03-15T12:00:00Z",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: "endsAt: The session must end after it starts",
      details: [{ path: "endsAt", message: "The session must end after it starts" }],
    });
    const entries = (await auditOf(session.id)).length;
    const same = await call("PATCH", `${base}/${session.id}`, tokens.admin, { title: "Patch me" });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(session.id)).toHaveLength(entries);
    expect((await call("PATCH", `${base}/${session.id}`, tokens.admin, {})).json().message).toBe(
      "Send at least one field to change",
    );
  });

  it("subsessions: one level deep, listed on their session, deleted with it; the history stays readable", async () => {
    const parent = await newSession("Parent");
    const child = await newSession("Child", { parentId: parent.id });
    expect(child.parent).toEqual({ id: parent.id, title: "Parent" });
    const nested = await call("POST", base, tokens.admin, { title: "Grandchild", parentId: child.id });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe("A subsession cannot have subsessions of its own.");
    const foreign = await call("POST", base, tokens.admin, { title: "Adopted", parentId: orgB.sessionId });
    expect(foreign.statusCode).toBe(404);
    const read: SessionDetail = (await call("GET", `${base}/${parent.id}`, tokens.admin)).json().payload;
    expect(read.subsessions.map((one) => one.title)).toEqual(["Child"]);
    expect(read.subsessionCount).toBe(1);
    // The list shows top-level sessions only.
    const list: SessionPage = (await call("GET", `${base}?q=Child`, tokens.admin)).json().payload;
    expect(list.total).toBe(0);
    expect((await auditOf(parent.id))[0]?.note).toBe("Subsession “Child” added");

    const deleted = await call("DELETE", `${base}/${parent.id}`, tokens.admin);
    expect(deleted.json().payload).toEqual({ id: parent.id, subsessions: 1 });
    expect((await call("GET", `${base}/${parent.id}`, tokens.admin)).statusCode).toBe(404);
    expect((await call("GET", `${base}/${child.id}`, tokens.admin)).statusCode).toBe(404);
    const [gone] = await auditOf(parent.id);
    expect(gone).toMatchObject({ action: "delete" });
    expect(gone?.changes).toContainEqual({ field: "Title", before: "Parent", after: null });
    expect((await auditOf(child.id))[0]).toMatchObject({ action: "delete", note: "Deleted with “Parent”" });
    expect((await call("DELETE", `${base}/${parent.id}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe("participants: speakers, moderators and chairpersons", () => {
  const names = (list: SessionParticipant[], role: string) =>
    list.filter((one) => one.role === role).map((one) => one.name);

  it("adds contacts of the event in a role, in order; adding one again changes nothing", async () => {
    const session = await newSession("Panel");
    const url = `${base}/${session.id}/participants`;
    const added = await call("POST", url, tokens.editor, {
      role: "speaker",
      contactIds: [ids.grace, ids.sam],
    });
    expect(added.statusCode).toBe(200);
    expect(names(added.json().payload, "speaker")).toEqual(["Grace Hopper", "Sam Speaker"]);
    const again = await call("POST", url, tokens.admin, {
      role: "speaker",
      contactIds: [ids.sam, ids.amara],
    });
    expect(names(again.json().payload, "speaker")).toEqual(["Grace Hopper", "Sam Speaker", "Amara Attendee"]);
    await call("POST", url, tokens.admin, { role: "moderator", contactIds: [ids.linus] });
    const detail: SessionDetail = (await call("GET", `${base}/${session.id}`, tokens.admin)).json().payload;
    expect(detail.participants.map((one) => `${one.role}:${one.name}`)).toEqual([
      "speaker:Grace Hopper",
      "speaker:Sam Speaker",
      "speaker:Amara Attendee",
      "moderator:Linus Moderator",
    ]);
    expect(detail.speakers).toEqual(["Grace Hopper", "Sam Speaker", "Amara Attendee"]);
    expect(detail.participants[0]).toMatchObject({ email: "grace@example.com", company: "Navy Labs" });
  });

  it("a contact of another event or organization, or an unknown id, is a 404 and adds no one", async () => {
    const session = await newSession("Guarded");
    const url = `${base}/${session.id}/participants`;
    for (const contact of [ids.orgBContact, ids.meetupContact, "no-such-contact"]) {
      const response = await call("POST", url, tokens.admin, {
        role: "speaker",
        contactIds: [ids.grace, contact],
      });
      expect(response.statusCode, contact).toBe(404);
      expect(response.json().message).toBe("This contact does not exist.");
    }
    expect((await call("GET", `${base}/${session.id}`, tokens.admin)).json().payload.participants).toEqual(
      [],
    );
    const bad = await call("POST", url, tokens.admin, { role: "host", contactIds: [ids.grace] });
    expect(bad.json().message).toBe("role: Role must be speaker, moderator or chairperson");
  });

  it("reorders a role's people and removes one; each change is audited by name", async () => {
    const session = await newSession("Ordered");
    const url = `${base}/${session.id}/participants`;
    await call("POST", url, tokens.admin, { role: "chairperson", contactIds: [ids.grace, ids.sam] });
    const reordered = await call("PUT", `${url}/chairperson/order`, tokens.admin, {
      contactIds: [ids.sam, ids.grace],
    });
    expect(names(reordered.json().payload, "chairperson")).toEqual(["Sam Speaker", "Grace Hopper"]);
    const wrong = await call("PUT", `${url}/chairperson/order`, tokens.admin, { contactIds: [ids.sam] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("contactIds: List each of the session's chairpersons exactly once");

    const removed = await call("DELETE", `${url}/chairperson/${ids.sam}`, tokens.admin);
    expect(names(removed.json().payload, "chairperson")).toEqual(["Grace Hopper"]);
    const twice = await call("DELETE", `${url}/chairperson/${ids.sam}`, tokens.admin);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe("This contact is not a chairperson of this session.");

    const changes = (await auditOf(session.id)).slice(0, 3).map((entry) => entry.changes);
    expect(changes).toEqual([
      [{ field: "Chairpersons", before: ["Sam Speaker", "Grace Hopper"], after: ["Grace Hopper"] }],
      [
        {
          field: "Chairpersons",
          before: ["Grace Hopper", "Sam Speaker"],
          after: ["Sam Speaker", "Grace Hopper"],
        },
      ],
      [{ field: "Chairpersons", before: [], after: ["Grace Hopper", "Sam Speaker"] }],
    ]);
  });
});

describe("file content: uploads linked to a session", () => {
  async function upload(name: string): Promise<string> {
    const { payload, headers } = multipart(name, "text/plain", "slides outline\n");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload,
      headers: { ...headers, ...bearer(tokens.admin) },
    });
    expect(response.statusCode).toBe(201);
    return response.json().payload.uploadId;
  }

  it("attaches, lists and detaches files, auditing their names", async () => {
    const session = await newSession("With slides");
    const uploadId = await upload("outline.txt");
    const url = `${base}/${session.id}/files`;
    const attached = await call("POST", url, tokens.admin, { uploadId });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().payload).toEqual([
      expect.objectContaining({
        uploadId,
        name: "outline.txt",
        type: "text/plain",
        url: `/api/uploads/${uploadId}`,
        addedBy: { id: DEMO.admin.id, name: "Ada Organizer" },
      }),
    ]);
    expect((await call("POST", url, tokens.admin, { uploadId })).json().payload).toHaveLength(1);
    expect((await call("GET", `${base}/${session.id}`, tokens.admin)).json().payload.files).toHaveLength(1);
    const detached = await call("DELETE", `${url}/${uploadId}`, tokens.admin);
    expect(detached.json().payload).toEqual([]);
    expect((await call("DELETE", `${url}/${uploadId}`, tokens.admin)).statusCode).toBe(404);
    const changes = (await auditOf(session.id)).slice(0, 2).map((entry) => entry.changes);
    expect(changes).toEqual([
      [{ field: "Files", before: ["outline.txt"], after: [] }],
      [{ field: "Files", before: [], after: ["outline.txt"] }],
    ]);
  });

  it("an import file or an unknown upload cannot be attached", async () => {
    const session = await newSession("No imports");
    const importUrl = await uploadImportFile(t.app, tokens.admin, "Full Name\nAda\n");
    const importId = importUrl.split("/").pop();
    for (const uploadId of [importId, "7d0e1a52-0000-4000-8000-000000000000"]) {
      const response = await call("POST", `${base}/${session.id}/files`, tokens.admin, { uploadId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("This file does not exist.");
    }
    expect(
      (await call("POST", `${base}/${session.id}/files`, tokens.admin, { uploadId: "x" })).json().message,
    ).toBe("uploadId: uploadId must be the id of an upload");
  });
});

describe("session settings: rooms, tracks, formats, levels, languages, statuses", () => {
  it("lists every kind in order with how many sessions use each item", async () => {
    const settings = await settingsOf();
    expect(Object.keys(settings)).toEqual(["rooms", "tracks", "formats", "levels", "languages", "statuses"]);
    expect(settings.languages.map((item) => item.name)).toEqual(["English", "German"]);
    expect(settings.rooms.find((item) => item.name === "Workshop Lab")?.sessionCount).toBe(3);
    const rooms = await call("GET", `${settingsBase}/rooms`, tokens.admin);
    expect(
      rooms
        .json()
        .payload.map((item: { name: string }) => item.name)
        .slice(0, 4),
    ).toEqual(["Main Hall", "Room A", "Room B", "Workshop Lab"]);
    expect((await call("GET", `${settingsBase}/venues`, tokens.admin)).json().message).toBe(
      "kind: The kind must be one of rooms, tracks, formats, levels, languages, statuses",
    );
  });

  it("adds, renames and reorders items; names are unique per kind, ignoring case", async () => {
    const created = await call("POST", `${settingsBase}/levels`, tokens.admin, {
      name: "Expert",
      colour: "#112233",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().payload).toMatchObject({
      kind: "levels",
      name: "Expert",
      colour: "#112233",
      position: 3,
    });
    const id = created.json().payload.id as string;
    const taken = await call("POST", `${settingsBase}/levels`, tokens.admin, { name: "beginner" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A level named “beginner” already exists.");
    // Another kind may use the same name.
    expect((await call("POST", `${settingsBase}/formats`, tokens.admin, { name: "Expert" })).statusCode).toBe(
      201,
    );
    const renamed = await call("PUT", `${settingsBase}/levels/${id}`, tokens.admin, { name: "Masterclass" });
    expect(renamed.json().payload.name).toBe("Masterclass");
    expect(
      (await call("PUT", `${settingsBase}/levels/${id}`, tokens.admin, { name: "ADVANCED" })).statusCode,
    ).toBe(409);
    expect(
      (await call("POST", `${settingsBase}/levels`, tokens.admin, { name: "X", colour: "red" })).json()
        .message,
    ).toBe("colour: Colour must be a hex colour such as #1a7f5a");
    const levels = (await settingsOf()).levels.map((item) => item.id);
    const order = [...levels].reverse();
    const reordered = await call("PUT", `${settingsBase}/levels/order`, tokens.admin, { ids: order });
    expect(reordered.json().payload.map((item: { id: string }) => item.id)).toEqual(order);
    expect(
      (await call("PUT", `${settingsBase}/levels/order`, tokens.admin, { ids: order.slice(1) })).statusCode,
    ).toBe(400);
  });

  it("deleting an item in use clears it from its sessions, each audited", async () => {
    const room = (await call("POST", `${settingsBase}/rooms`, tokens.admin, { name: "Doomed Room" })).json()
      .payload;
    const first = await newSession("In the doomed room", { roomId: room.id });
    const second = await newSession("Also there", { roomId: room.id });
    const response = await call("DELETE", `${settingsBase}/rooms/${room.id}`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ id: room.id, clearedSessions: 2 });
    for (const session of [first, second]) {
      expect((await call("GET", `${base}/${session.id}`, tokens.admin)).json().payload.room).toBeNull();
      const [entry] = await auditOf(session.id);
      expect(entry?.changes).toEqual([{ field: "Room", before: "Doomed Room", after: null }]);
    }
    expect((await call("DELETE", `${settingsBase}/rooms/${room.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it("another event's item, or an item of another kind, is a 404", async () => {
    const put = await call("PUT", `${settingsBase}/rooms/${orgB.roomId}`, tokens.admin, { name: "Mine" });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe("This room does not exist.");
    const track = await itemId("tracks", "Community");
    expect((await call("DELETE", `${settingsBase}/rooms/${track}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe("permissions (spec 1 §6): sessions and sessionSettings", () => {
  const session = DEMO_SESSIONS.keynote.id;

  it("a member without the sessions permission gets 403 on every sessions call", async () => {
    const calls: [Method, string, unknown?][] = [
      ["GET", base],
      ["POST", base, { title: "Nope" }],
      ["GET", `${base}/${session}`],
      ["PUT", `${base}/${session}`, { title: "Nope" }],
      ["PATCH", `${base}/${session}`, { title: "Nope" }],
      ["DELETE", `${base}/${session}`],
      ["GET", `${base}/${session}/audit`],
      ["POST", `${base}/${session}/participants`, { role: "speaker", contactIds: [ids.grace] }],
      ["DELETE", `${base}/${session}/participants/speaker/${ids.grace}`],
      ["GET", settingsBase],
      ["POST", `${settingsBase}/rooms`, { name: "Nope" }],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(method, url, tokens.viewer, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
    }
  });

  it("a member who may only read sessions reads them, their audit and the settings, but changes nothing", async () => {
    expect((await call("GET", base, tokens.reader)).statusCode).toBe(200);
    expect((await call("GET", `${base}/${session}`, tokens.reader)).statusCode).toBe(200);
    expect((await call("GET", `${base}/${session}/audit`, tokens.reader)).statusCode).toBe(200);
    expect((await call("GET", settingsBase, tokens.reader)).statusCode).toBe(200);
    const writes: [Method, string, unknown?][] = [
      ["POST", base, { title: "Nope" }],
      ["PATCH", `${base}/${session}`, { title: "Nope" }],
      ["DELETE", `${base}/${session}`],
      ["POST", `${base}/${session}/participants`, { role: "speaker", contactIds: [ids.grace] }],
      ["POST", `${base}/${session}/files`, { uploadId: "7d0e1a52-0000-4000-8000-000000000000" }],
      ["POST", `${settingsBase}/rooms`, { name: "Nope" }],
      ["DELETE", `${settingsBase}/rooms/${await itemId("rooms", "Room B")}`],
    ];
    for (const [method, url, body] of writes) {
      const response = await call(method, url, tokens.reader, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call("GET", `${base}/${session}`, tokens.admin)).json().payload.title).toBe(
      DEMO_SESSIONS.keynote.title,
    );
  });

  it("someone outside the event gets 403, an unknown event 404, no session 401", async () => {
    const outside = await call("GET", base, tokens.outsider);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(messages.noAccess);
    expect((await call("GET", "/api/events/no-such-event/sessions", tokens.admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: base })).statusCode).toBe(401);
  });

  it("another organization's event is refused, and its session and contact ids read as unknown", async () => {
    // Organization B's admin on the Summit: not a member.
    expect((await call("GET", base, tokens.orgB)).statusCode).toBe(403);
    expect((await call("GET", `${base}/${session}`, tokens.orgB)).statusCode).toBe(403);
    // The Summit's ids under B's own event, and B's ids under the Summit (as the Summit's editor).
    const bBase = `/api/events/${orgB.eventId}/sessions`;
    expect((await call("GET", `${bBase}/${session}`, tokens.orgB)).statusCode).toBe(404);
    expect((await call("DELETE", `${bBase}/${session}`, tokens.orgB)).statusCode).toBe(404);
    expect((await call("GET", `${bBase}/${session}/audit`, tokens.orgB)).statusCode).toBe(404);
    expect(
      (
        await call("POST", `${bBase}/${orgB.sessionId}/participants`, tokens.orgB, {
          role: "speaker",
          contactIds: [ids.grace],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call("GET", `${base}/${orgB.sessionId}`, tokens.editor)).statusCode).toBe(404);
    expect(
      (await call("PATCH", `${base}/${orgB.sessionId}`, tokens.editor, { title: "Mine" })).statusCode,
    ).toBe(404);
    expect(
      (
        await call("POST", `${base}/${session}/participants`, tokens.editor, {
          role: "speaker",
          contactIds: [ids.orgBContact],
        })
      ).statusCode,
    ).toBe(404);
    const [bSession] = await t.database.db
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.id, orgB.sessionId));
    expect(bSession?.title).toBe("B talk");
  });
});

describe("the contacts page's role views: GET /api/modules/{contactsModule}/records?role=", () => {
  const records = (role: string, token = tokens.admin) =>
    call("GET", `/api/modules/${DEMO_MODULES.contacts.id}/records?role=${role}&sort=name`, token);
  const namesOf = async (role: string) =>
    (await records(role)).json().payload.records.map((row: { name: string }) => row.name);

  it("speakers, moderators and chairpersons are contacts in that role in any of the event's sessions", async () => {
    const session = await newSession("Role views");
    await call("POST", `${base}/${session.id}/participants`, tokens.admin, {
      role: "moderator",
      contactIds: [ids.amara],
    });
    expect(await namesOf("speaker")).toContain("Sam Speaker");
    expect(await namesOf("speaker")).not.toContain("Linus Moderator");
    expect(await namesOf("moderator")).toEqual(expect.arrayContaining(["Amara Attendee", "Linus Moderator"]));
    expect(await namesOf("moderator")).not.toContain("Sam Speaker");
    expect(await namesOf("chairperson")).toContain("Grace Hopper");
    // Searching works inside a role view.
    const searched = await call(
      "GET",
      `/api/modules/${DEMO_MODULES.contacts.id}/records?role=speaker&q=grace`,
      tokens.admin,
    );
    expect(searched.json().payload.records.map((row: { name: string }) => row.name)).toEqual([
      "Grace Hopper",
    ]);
  });

  it("session submitters are contacts who submitted a session form, matched by email", async () => {
    expect(await namesOf("session-submitter")).toEqual([]);
    const db = t.database.db;
    // Sam submits, signed in; Linus only drafts; an anonymous submission gives Amara's email.
    await db.insert(formSubmissions).values([
      {
        id: "sub-1",
        formId: DEMO_FORMS.submission.id,
        userId: DEMO.speaker.id,
        status: "submitted",
        values: {},
      },
      {
        id: "sub-2",
        formId: DEMO_FORMS.submission.id,
        userId: null,
        status: "draft",
        values: { email: "linus@example.com" },
      },
      {
        id: "sub-3",
        formId: DEMO_FORMS.submission.id,
        userId: null,
        status: "submitted",
        values: { email: "AMARA@example.com" },
      },
      // An application form is not a session form.
      {
        id: "sub-4",
        formId: DEMO_FORMS.application.id,
        userId: null,
        status: "submitted",
        values: { email: "grace@example.com" },
      },
    ]);
    expect(await namesOf("session-submitter")).toEqual(["Amara Attendee", "Sam Speaker"]);
  });

  it("needs read on speakers or contacts, and only the contacts module has role views", async () => {
    expect((await records("speaker", tokens.viewer)).statusCode).toBe(200);
    expect((await records("speaker", tokens.reader)).statusCode).toBe(403);
    const sponsors = await call(
      "GET",
      `/api/modules/${DEMO_MODULES.sponsors.id}/records?role=speaker`,
      tokens.admin,
    );
    expect(sponsors.statusCode).toBe(400);
    expect(sponsors.json().message).toBe("Role views are only for the contacts module");
    expect((await records("keynoter")).json().message).toBe(
      "role: Role must be one of speaker, chairperson, moderator, session-submitter",
    );
    expect((await records("speaker", tokens.orgB)).statusCode).toBe(403);
  });

  it("a contact deleted from the event leaves its sessions", async () => {
    const session = await newSession("Loses a speaker");
    const [temp] = await t.database.db
      .insert(contacts)
      .values({ id: "contact-temp", orgId: DEMO.org.id, eventId: summit, fname: "Tem", lname: "Porary" })
      .returning();
    await call("POST", `${base}/${session.id}/participants`, tokens.admin, {
      role: "speaker",
      contactIds: [temp?.id],
    });
    const deleted = await call(
      "DELETE",
      `/api/modules/${DEMO_MODULES.contacts.id}/records/${temp?.id}`,
      tokens.admin,
    );
    expect(deleted.statusCode).toBe(200);
    expect((await call("GET", `${base}/${session.id}`, tokens.admin)).json().payload.participants).toEqual(
      [],
    );
    const rows = await t.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.eventId, summit), eq(contacts.id, "contact-temp")));
    expect(rows).toEqual([]);
  });
});
