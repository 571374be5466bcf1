import type { SessionDetail, SessionPage, SessionParticipant } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_SESSIONS } from "../db/seed.js";
import { multipart, uploadImportFile } from "./support/imports.js";
import {
  auditOf,
  base,
  call,
  ids,
  itemId,
  newSession,
  orgB,
  setUpSessionsSuite,
  t,
  tokens,
} from "./support/sessions.js";
import { bearer } from "./support/test-app.js";

/*
 * Issue 7 item 4 (and the session parts of 5 and 7): an event's sessions with their details,
 * participants, file content, subsessions and audit; the sessions settings; the contacts' role
 * views. Every call is checked against the caller's permissions on the server.
 */

setUpSessionsSuite();

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
