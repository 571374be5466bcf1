import type { AuditEntry, SessionDetail, SessionSettings } from "@foyer/domain";
import { afterAll, beforeAll, expect } from "vitest";
import {
  contacts,
  eventSessions,
  events,
  eventUsers,
  organizations,
  roles,
  sessionSettingItems,
} from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { summitContactsByEmail } from "./imports.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./test-app.js";

/*
 * What the sessions suites share (sessions, sessions-settings tests): one app per file with the
 * demo data, its members by role, another organization, and the calls they make. The `let`
 * export is read live: it is set once `setUpSessionsSuite()`'s beforeAll has run.
 */

export let t: TestApp;
export const tokens = { admin: "", editor: "", reader: "", viewer: "", outsider: "", orgB: "" };
export const ids = { grace: "", sam: "", linus: "", amara: "", meetupContact: "", orgBContact: "" };
export const orgB = {
  id: "org-b-sessions",
  eventId: "event-b-sessions",
  sessionId: "session-b-1",
  roomId: "room-b-1",
};
export const summit = DEMO.summit.id;
export const base = `/api/events/${summit}/sessions`;
export const settingsBase = `/api/events/${summit}/session-settings`;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export function call(method: Method, url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function contactId(email: string): Promise<string> {
  const [row] = await summitContactsByEmail(t.database.db, email);
  if (!row) throw new Error(`no Summit contact ${email}`);
  return row.id;
}

export async function newSession(title: string, extra: Record<string, unknown> = {}): Promise<SessionDetail> {
  const response = await call("POST", base, tokens.admin, { title, ...extra });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().payload;
}

export async function auditOf(sessionId: string): Promise<AuditEntry[]> {
  const response = await call("GET", `${base}/${sessionId}/audit`, tokens.admin);
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

export async function settingsOf(): Promise<SessionSettings> {
  return (await call("GET", settingsBase, tokens.admin)).json().payload;
}

export async function itemId(kind: keyof SessionSettings, name: string): Promise<string> {
  const item = (await settingsOf())[kind].find((one) => one.name === name);
  if (!item) throw new Error(`no ${kind} ${name}`);
  return item.id;
}

/** Registers the suite's setup and teardown in the calling test file. */
export function setUpSessionsSuite(): void {
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
    await db
      .insert(eventUsers)
      .values({ eventId: summit, userId: reader.id, roleId: "role-sessions-reader" });
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
}
