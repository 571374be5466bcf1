import { SPEAKER_FEED_NOT_FOUND } from "@foyer/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, scheduleReleases } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { callAs, demoToken } from "./support/portal-kit.js";
import { createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 25 item 4: a speaker's "My schedule" in the portal (their sessions in the latest release,
 * by day in the event's zone) and their personal iCalendar feed at a secret token address.
 */

let t: TestApp;
let speaker = "";
let admin = "";
const base = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me`;

beforeAll(async () => {
  t = await createTestApp();
  speaker = await demoToken(t, DEMO.speaker.email);
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => t?.close());

interface Schedule {
  timezone: string;
  release: { version: string; releasedAt: string } | null;
  days: { date: string; sessions: { id: string; title: string; startsAt: string; room: string | null }[] }[];
  feedUrl: string;
}

describe("a speaker's released schedule", () => {
  it("shows their sessions of the latest release and serves them as a personal iCalendar feed", async () => {
    // A new release, so what it holds is today's placed public sessions.
    const released = await callAs(t, "POST", `/api/events/${DEMO.summit.id}/schedule/releases`, admin, {
      version: "portal-test",
    });
    expect(released.statusCode, released.body).toBe(201);
    const db = t.database.db;
    const [release] = await db
      .select()
      .from(scheduleReleases)
      .where(eq(scheduleReleases.eventId, DEMO.summit.id))
      .orderBy(desc(scheduleReleases.releasedAt))
      .limit(1);
    const [me] = await db.select().from(contacts).where(eq(contacts.email, DEMO.speaker.email));
    const expected = (release?.snapshot.sessions ?? [])
      .filter((session) => session.speakers.some((one) => one.id === me?.id))
      .map((session) => session.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);

    const answer = await callAs(t, "GET", `${base}/schedule`, speaker);
    expect(answer.statusCode, answer.body).toBe(200);
    const schedule = answer.json().payload as Schedule;
    expect(schedule.release?.version).toBe("portal-test");
    expect(schedule.timezone).toBe("America/New_York");
    const shown = schedule.days.flatMap((day) => day.sessions);
    expect(shown.map((session) => session.id).sort()).toEqual(expected);
    for (const day of schedule.days) {
      for (const session of day.sessions) expect(session.startsAt.slice(0, 4)).toBe(day.date.slice(0, 4));
    }
    expect(schedule.feedUrl).toMatch(/^\/api\/public\/speaker-schedule\/[\w-]+\.[\w-]+\.ics$/);

    // The feed needs no sign-in; it holds the same sessions, written as the public schedule.ics.
    const feed = await t.app.inject({ method: "GET", url: schedule.feedUrl });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.body).toContain("X-WR-CALNAME:Foyer Summit 2027: my schedule");
    expect(feed.body.match(/BEGIN:VEVENT/g)?.length).toBe(expected.length);
    for (const id of expected) expect(feed.body).toContain(`UID:${id}@`);
    expect(feed.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const again = await t.app.inject({
      method: "GET",
      url: schedule.feedUrl,
      headers: { "if-none-match": String(feed.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("a token altered, made up or without .ics is a 404 that says nothing more", async () => {
    const { feedUrl } = (await callAs(t, "GET", `${base}/schedule`, speaker)).json().payload as Schedule;
    const token = feedUrl.slice("/api/public/speaker-schedule/".length, -".ics".length);
    const [body, mac] = token.split(".");
    const other = Buffer.from(JSON.stringify({ p: DEMO.portal.id, c: "someone-else" })).toString("base64url");
    for (const url of [
      `/api/public/speaker-schedule/${other}.${mac}.ics`,
      `/api/public/speaker-schedule/${body}.${mac?.slice(0, -2)}AA.ics`,
      `/api/public/speaker-schedule/${token}`,
      "/api/public/speaker-schedule/nothing.ics",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(SPEAKER_FEED_NOT_FOUND);
    }
  });

  it("someone who is not a member of the portal gets nothing", async () => {
    const stranger = await signUp(t.app, "stranger.schedule@example.com");
    const response = await callAs(t, "GET", `${base}/schedule`, stranger.token);
    expect(response.statusCode).toBe(403);
    expect((await callAs(t, "GET", `${base}/schedule`)).statusCode).toBe(401);
  });

  it("the speaker keeps their own availability; organizers read the same windows", async () => {
    // The event's days and zone come along: the portal edits the windows by them (issue 25 item 1).
    const summit = { timezone: "America/New_York", startsOn: "2027-03-15", endsOn: "2027-03-17" };
    const empty = await callAs(t, "GET", `${base}/availability`, speaker);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().payload).toEqual({ windows: [], ...summit });
    const windows = [
      { startsAt: "2027-03-15T13:00:00.000Z", endsAt: "2027-03-15T21:00:00.000Z" },
      { startsAt: "2027-03-16T13:00:00.000Z", endsAt: "2027-03-16T17:00:00.000Z" },
    ];
    const put = await callAs(t, "PUT", `${base}/availability`, speaker, { windows });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().payload).toEqual({ windows, ...summit });
    expect((await callAs(t, "GET", `${base}/availability`, speaker)).json().payload).toEqual({
      windows,
      ...summit,
    });
    const db = t.database.db;
    const [me] = await db.select().from(contacts).where(eq(contacts.email, DEMO.speaker.email));
    const organizer = await callAs(
      t,
      "GET",
      `/api/events/${DEMO.summit.id}/contacts/${me?.id}/availability`,
      admin,
    );
    expect(organizer.statusCode, organizer.body).toBe(200);
    expect(organizer.json().payload).toEqual({ windows });
    const bad = await callAs(t, "PUT", `${base}/availability`, speaker, {
      windows: [{ startsAt: "2027-03-15T13:00:00Z", endsAt: "2027-03-15T12:00:00Z" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("windows.0.endsAt: endsAt must be after startsAt");
    const stranger = await signUp(t.app, "stranger.availability@example.com");
    expect((await callAs(t, "PUT", `${base}/availability`, stranger.token, { windows: [] })).statusCode).toBe(
      403,
    );
  });
});
