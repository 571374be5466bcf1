import { messages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, eventSessions, formSubmissions } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES, DEMO_SESSIONS } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import {
  auditOf,
  base,
  call,
  ids,
  itemId,
  type Method,
  newSession,
  orgB,
  settingsBase,
  settingsOf,
  setUpSessionsSuite,
  summit,
  t,
  tokens,
} from "./support/sessions.js";

/*
 * Issue 7 item 4: session settings (rooms, tracks, formats, levels, languages, statuses), who may
 * read and change sessions and their settings (spec 1 §6), and the contacts page's role views.
 */

setUpSessionsSuite();

describe("session settings: rooms, tracks, formats, levels, languages, statuses", () => {
  it("lists every kind in order with how many sessions use each item", async () => {
    const settings = await settingsOf();
    expect(Object.keys(settings)).toEqual([
      "rooms",
      "tracks",
      "formats",
      "levels",
      "languages",
      "statuses",
      "personas",
    ]);
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
      "kind: The kind must be one of rooms, tracks, formats, levels, languages, statuses, personas",
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
