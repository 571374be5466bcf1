import { randomUUID } from "node:crypto";
import { PORTAL_ACCESS_DENIED, PORTAL_SESSION_NOT_FOUND } from "@foyer/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  eventSessions,
  portalUsers,
  sessionFiles,
  sessionParticipants,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_SESSIONS } from "../db/seed-sessions.js";
import { callAs, demoToken, insertOtherOrg, uploadAs } from "./support/portal-kit.js";
import { createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 6: "A participant sees only what belongs to them, enforced by the server" and "A
 * participant changing ids in URLs or API calls gets nothing of another participant (tested per
 * portal endpoint)". The demo speaker speaks in two Summit sessions; a second portal member gets
 * a contact (matched by email, in other case) and a session of their own here.
 */

let t: TestApp;
let speaker = "";
let second = { id: "", token: "" };
const base = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me`;
const PANEL = "Community Panel: Running Meetups That Last";
const TRICKY = "Tricky, title; with \\ backslash\nand a second line";
const secondSession = randomUUID();
const unscheduled = randomUUID();
let speakerFile = "";
let secondFile = "";

const upload = (name: string, content: string) => uploadAs(t, undefined, name, "text/plain", content);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  speaker = await demoToken(t, DEMO.speaker.email);
  second = await signUp(t.app, "second.speaker@example.com");
  await db.insert(portalUsers).values({ portalId: DEMO.portal.id, userId: second.id });
  const contactId = randomUUID();
  await db.insert(contacts).values({
    id: contactId,
    orgId: DEMO.org.id,
    eventId: DEMO.summit.id,
    fname: "Second",
    lname: "Speaker",
    // Not linked to the account: found by email, ignoring case.
    email: "Second.Speaker@Example.com",
  });
  await db.insert(eventSessions).values([
    {
      id: secondSession,
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      title: TRICKY,
      description: `A long description. ${"Ünïcödé words fold at seventy-five octets, ".repeat(4)}`,
      startsAt: new Date("2027-03-17T14:00:00Z"),
      endsAt: new Date("2027-03-17T15:00:00Z"),
    },
    { id: unscheduled, orgId: DEMO.org.id, eventId: DEMO.summit.id, title: "Not yet scheduled" },
  ]);
  await db.insert(sessionParticipants).values([
    { sessionId: secondSession, contactId, role: "speaker" },
    { sessionId: unscheduled, contactId, role: "moderator" },
  ]);
  speakerFile = await upload("slides.txt", "the speaker's slides");
  secondFile = await upload("secret.txt", "the second speaker's notes");
  await db.insert(sessionFiles).values([
    { sessionId: DEMO_SESSIONS.registration.id, uploadId: speakerFile },
    { sessionId: secondSession, uploadId: secondFile },
  ]);
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => callAs(t, "GET", url, token);

describe("the participant's sessions", () => {
  it("the demo speaker sees exactly their two sessions, in time order, with room, track and roles", async () => {
    const response = await get(`${base}/sessions`, speaker);
    expect(response.statusCode).toBe(200);
    const { timezone, sessions } = response.json().payload;
    expect(timezone).toBe("America/New_York");
    expect(sessions.map((one: { title: string }) => one.title)).toEqual([
      DEMO_SESSIONS.registration.title,
      PANEL,
    ]);
    expect(sessions[0]).toMatchObject({
      roles: ["speaker"],
      startsAt: "2027-03-15T14:30:00.000Z",
      endsAt: "2027-03-15T15:15:00.000Z",
      room: "Room A",
      track: "Product",
      coParticipants: [],
      fileCount: 1,
    });
  });

  it("shows co-participants' names and roles, never their emails", async () => {
    const { sessions } = (await get(`${base}/sessions`, speaker)).json().payload;
    const panel = sessions[1];
    expect(panel.coParticipants).toEqual([
      { name: "Amara Attendee", role: "speaker" },
      { name: "Linus Moderator", role: "moderator" },
      { name: "Grace Hopper", role: "chairperson" },
    ]);
    const text = JSON.stringify(sessions);
    expect(text).not.toContain("@example.com");
    expect(text).not.toContain(TRICKY.slice(0, 6));
  });

  it("one session has its description and files with the portal's download links", async () => {
    const response = await get(`${base}/sessions/${DEMO_SESSIONS.registration.id}`, speaker);
    expect(response.statusCode).toBe(200);
    const detail = response.json().payload;
    expect(detail.description).toContain("Forms that ask less");
    expect(detail.files).toEqual([
      {
        uploadId: speakerFile,
        name: "slides.txt",
        size: 20,
        type: "text/plain",
        url: `${base}/sessions/${DEMO_SESSIONS.registration.id}/files/${speakerFile}`,
      },
    ]);
    const file = await get(detail.files[0].url, speaker);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("the speaker's slides");
    expect(file.headers["content-disposition"]).toContain("attachment");
  });

  it("a session the speaker is not in is 404, like an unknown one", async () => {
    for (const id of [DEMO_SESSIONS.keynote.id, "no-such-session"]) {
      const response = await get(`${base}/sessions/${id}`, speaker);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PORTAL_SESSION_NOT_FOUND);
    }
  });
});

describe("a participant changing ids gets nothing of another participant", () => {
  it("the second member sees only their own sessions", async () => {
    const { sessions } = (await get(`${base}/sessions`, second.token)).json().payload;
    expect(sessions.map((one: { title: string }) => one.title)).toEqual([TRICKY, "Not yet scheduled"]);
    expect(JSON.stringify(sessions)).not.toContain(DEMO_SESSIONS.registration.title);
  });

  it("gets 404 on the speaker's session and on its file", async () => {
    const session = await get(`${base}/sessions/${DEMO_SESSIONS.registration.id}`, second.token);
    expect(session.statusCode).toBe(404);
    expect(session.body).not.toContain(DEMO_SESSIONS.registration.title);
    const file = await get(
      `${base}/sessions/${DEMO_SESSIONS.registration.id}/files/${speakerFile}`,
      second.token,
    );
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain("slides");
    // Their own session's id with the speaker's file id: the file is not linked there.
    const swapped = await get(`${base}/sessions/${secondSession}/files/${speakerFile}`, second.token);
    expect(swapped.statusCode).toBe(404);
  });

  it("the speaker gets 404 on the second member's session and file", async () => {
    expect((await get(`${base}/sessions/${secondSession}`, speaker)).statusCode).toBe(404);
    expect((await get(`${base}/sessions/${secondSession}/files/${secondFile}`, speaker)).statusCode).toBe(
      404,
    );
  });

  it("never sees the speaker's sessions in the calendar or the .ics", async () => {
    const calendar = await get(`${base}/calendar`, second.token);
    expect(calendar.body).not.toContain(DEMO_SESSIONS.registration.title);
    const ics = await get(`${base}/calendar.ics`, second.token);
    expect(ics.body).not.toContain("Designing Calm");
    expect(ics.body).not.toContain(DEMO_SESSIONS.registration.id);
  });
});

describe("a contact linked to another sign-in is that person's", () => {
  it("a member whose email a contact of someone else's sign-in carries does not get its sessions", async () => {
    const db = t.database.db;
    const third = await signUp(t.app, "third.member@example.com");
    await db.insert(portalUsers).values({ portalId: DEMO.portal.id, userId: third.id });
    const owner = await signUp(t.app, "contact.owner@example.com");
    const theirs = randomUUID();
    const session = randomUUID();
    // Another person's contact, carrying the third member's email.
    await db.insert(contacts).values({
      id: theirs,
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      userId: owner.id,
      fname: "Linked",
      lname: "Elsewhere",
      email: "third.member@example.com",
    });
    await db
      .insert(eventSessions)
      .values({ id: session, orgId: DEMO.org.id, eventId: DEMO.summit.id, title: "Linked elsewhere talk" });
    await db.insert(sessionParticipants).values({ sessionId: session, contactId: theirs, role: "speaker" });
    const { sessions } = (await get(`${base}/sessions`, third.token)).json().payload;
    expect(sessions).toEqual([]);
    expect((await get(`${base}/sessions/${session}`, third.token)).statusCode).toBe(404);
  });
});

describe("who may call the portal's participant endpoints", () => {
  const paths = [
    "/sessions",
    `/sessions/${DEMO_SESSIONS.registration.id}`,
    `/sessions/${DEMO_SESSIONS.registration.id}/files/${randomUUID()}`,
    "/calendar",
    "/calendar.ics",
  ];

  it("signed out: 401", async () => {
    for (const path of paths) expect((await get(`${base}${path}`)).statusCode, path).toBe(401);
  });

  it("signed in but not a member of the portal: 403", async () => {
    const admin = (await signIn(t.app)).tokens.id_token;
    for (const path of paths) {
      const response = await get(`${base}${path}`, admin);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toBe(PORTAL_ACCESS_DENIED);
    }
  });

  it("unknown portal: 404", async () => {
    for (const path of paths) {
      const response = await get(`/api/portal/${DEMO.portal.slug}/no-such-portal/me${path}`, speaker);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it("a portal of another organization's event: 403 for a non-member, nothing of the Summit for a member", async () => {
    const db = t.database.db;
    await insertOtherOrg(db, { orgId: "org-other", eventId: "event-other", portalId: "portal-other" });
    const other = "/api/portal/speakers/portal-other/me";
    expect((await get(`${other}/sessions`, speaker)).statusCode).toBe(403);
    // A member there has no contact in that event: no sessions, and none of the Summit's.
    await db.insert(portalUsers).values({ portalId: "portal-other", userId: DEMO.speaker.id });
    const response = await get(`${other}/sessions`, speaker);
    expect(response.json().payload.sessions).toEqual([]);
    const file = await get(
      `${other}/sessions/${DEMO_SESSIONS.registration.id}/files/${speakerFile}`,
      speaker,
    );
    expect(file.statusCode).toBe(404);
    const ics = await get(`${other}/calendar.ics`, speaker);
    expect(ics.body).not.toContain("VEVENT");
  });

  it("answers a hostile id clearly", async () => {
    const long = "x".repeat(300);
    expect((await get(`${base}/sessions/${long}`, speaker)).statusCode).toBe(400);
    expect((await get(`${base}/sessions/${secondSession}/files/not-a-uuid`, speaker)).statusCode).toBe(400);
  });
});

describe("the calendar", () => {
  it("groups the sessions by day in the event's time zone, unscheduled apart", async () => {
    const speakerCalendar = (await get(`${base}/calendar`, speaker)).json().payload;
    expect(speakerCalendar.days.map((day: { date: string }) => day.date)).toEqual([
      "2027-03-15",
      "2027-03-16",
    ]);
    const calendar = (await get(`${base}/calendar`, second.token)).json().payload;
    expect(calendar.days).toHaveLength(1);
    expect(calendar.days[0].date).toBe("2027-03-17");
    expect(calendar.unscheduled.map((one: { title: string }) => one.title)).toEqual(["Not yet scheduled"]);
  });

  it("the .ics is an RFC 5545 VCALENDAR: CRLF, folded at 75 octets, text escaped, times in UTC", async () => {
    const response = await get(`${base}/calendar.ics`, second.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="foyer-summit-2027-sessions.ics"',
    );
    const raw = response.body;
    expect(raw.endsWith("\r\n")).toBe(true);
    expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = raw.split("\r\n").slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);
    const lines = raw.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(lines.slice(0, 3)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Foyer//Participant Portal//EN",
    ]);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("SUMMARY:Tricky\\, title\\; with \\\\ backslash\\nand a second line");
    expect(lines).toContain("DTSTART:20270317T140000Z");
    expect(lines).toContain("DTEND:20270317T150000Z");
    expect(lines).toContain(`UID:${secondSession}@localhost`);
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain("Ünïcödé words fold");
    // The unscheduled session is listed on the page, not in the file.
    expect(raw).not.toContain("Not yet scheduled");
  });

  it("the speaker's .ics holds their two sessions with room as LOCATION", async () => {
    const lines = (await get(`${base}/calendar.ics`, speaker)).body.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(lines.filter((line) => line.startsWith("SUMMARY:"))).toEqual([
      `SUMMARY:${DEMO_SESSIONS.registration.title}`,
      "SUMMARY:Community Panel: Running Meetups That Last",
    ]);
    expect(lines).toContain("LOCATION:Room A");
    expect(lines).toContain("DTSTART:20270315T143000Z");
  });
});
