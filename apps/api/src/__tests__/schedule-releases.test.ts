import { messages, scheduleMessages } from "@foyer/domain";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_RELEASE, DEMO_SESSIONS } from "../db/seed.js";
import { newEvent, placedSession, publicBase, publicGet, scheduleBase } from "./support/schedule.js";
import { call, itemId, orgB, settingsBase, setUpSessionsSuite, t, tokens } from "./support/sessions.js";
import { createSecondApp } from "./support/test-app.js";

/*
 * Issue 25 item 4: session statuses say whether they are public and count as accepted; releases
 * freeze the published schedule; the latest release is served, unauthenticated and cacheable, as
 * JSON, iCalendar and frab XML, with a changelog.
 */

setUpSessionsSuite();

const summit = DEMO.summit.id;
const summitPublic = publicBase(DEMO.summit.slug);

/** The components of an .ics body, parsed by ical.js. */
function vevents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      stamp: (vevent.getFirstPropertyValue("dtstamp") as unknown as ICAL.Time).toJSDate().toISOString(),
    };
  });
}

describe("status flags", () => {
  it("the demo's Confirmed is public and counts as accepted; Proposed and Cancelled are neither", async () => {
    const statuses = (await call("GET", `${settingsBase}/statuses`, tokens.admin)).json().payload;
    const flags = Object.fromEntries(
      statuses.map((s: { name: string; isPublic: boolean; countsAsAccepted: boolean }) => [
        s.name,
        [s.isPublic, s.countsAsAccepted],
      ]),
    );
    expect(flags).toEqual({ Proposed: [false, false], Confirmed: [true, true], Cancelled: [false, false] });
    const rooms = (await call("GET", `${settingsBase}/rooms`, tokens.admin)).json().payload;
    expect(rooms[0]).toMatchObject({ name: "Main Hall", capacity: 400, opensAt: null, closesAt: null });
    expect(rooms[0]).not.toHaveProperty("isPublic");
  });

  it("are edited where statuses are edited; a detail of another kind is a 400 naming it", async () => {
    const event = await newEvent();
    const base = `/api/events/${event.id}/session-settings`;
    const changed = await call("PUT", `${base}/statuses/${event.statuses.hidden}`, tokens.admin, {
      isPublic: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payload).toMatchObject({ isPublic: true, countsAsAccepted: false });
    const created = await call("POST", `${base}/statuses`, tokens.admin, {
      name: "Waitlisted",
      countsAsAccepted: true,
    });
    expect(created.json().payload).toMatchObject({ isPublic: false, countsAsAccepted: true });
    const wrongKind = await call("PUT", `${base}/rooms/${event.rooms.Hall}`, tokens.admin, {
      isPublic: true,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe("isPublic: A room has no isPublic");
    const badFlag = await call("PUT", `${base}/statuses/${event.statuses.hidden}`, tokens.admin, {
      isPublic: "yes",
    });
    expect(badFlag.json().message).toBe("isPublic: isPublic must be true or false");
    const hours = await call("PUT", `${base}/rooms/${event.rooms.Hall}`, tokens.admin, {
      capacity: 150,
      opensAt: "09:00",
      closesAt: "08:00",
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toBe("closesAt: closesAt must be after opensAt");
    const room = await call("PUT", `${base}/rooms/${event.rooms.Hall}`, tokens.admin, {
      capacity: 150,
      opensAt: "09:00",
    });
    expect(room.json().payload).toMatchObject({ capacity: 150, opensAt: "09:00", closesAt: null });
    // Closing before the stored opening is refused too.
    const early = await call("PUT", `${base}/rooms/${event.rooms.Hall}`, tokens.admin, { closesAt: "08:30" });
    expect(early.json().message).toBe("closesAt: closesAt must be after opensAt");
  });
});

describe("the seeded release and the public JSON", () => {
  it("answers the widget's exact shape: the demo's Confirmed, placed sessions", async () => {
    const response = await publicGet(`${summitPublic}/schedule.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    const { payload } = response.json();
    expect(Object.keys(payload).sort()).toEqual(
      ["changelog", "event", "releasedAt", "rooms", "sessions", "tracks", "version"].sort(),
    );
    expect(payload.version).toBe(DEMO_RELEASE.version);
    expect(payload.changelog).toBe(DEMO_RELEASE.changelog);
    expect(new Date(payload.releasedAt).toISOString()).toBe(payload.releasedAt);
    expect(payload.event).toEqual({
      slug: DEMO.summit.slug,
      name: DEMO.summit.name,
      timeZone: "America/New_York",
      startsOn: "2027-03-15",
      endsOn: "2027-03-17",
    });
    // Proposed (check-in) and the subsessions (no status) are not published.
    expect(payload.sessions.map((s: { title: string }) => s.title)).toEqual([
      DEMO_SESSIONS.keynote.title,
      DEMO_SESSIONS.registration.title,
      DEMO_SESSIONS.workshop.title,
      "Community Panel: Running Meetups That Last",
      "Closing Remarks",
    ]);
    const keynote = payload.sessions[0];
    expect(Object.keys(keynote).sort()).toEqual(
      [
        "description",
        "endsAt",
        "id",
        "personas",
        "plenum",
        "roomId",
        "speakers",
        "startsAt",
        "title",
        "trackId",
      ].sort(),
    );
    expect(keynote).toMatchObject({
      id: DEMO_SESSIONS.keynote.id,
      startsAt: "2027-03-15T13:00:00.000Z",
      endsAt: "2027-03-15T14:00:00.000Z",
      plenum: false,
    });
    expect(keynote.speakers).toEqual([{ id: expect.any(String), name: "Grace Hopper" }]);
    // The personas it is for, by name (seed-sessions.ts: the keynote is for both).
    expect([...keynote.personas].sort()).toEqual(["Developer", "Organizer"]);
    expect(payload.rooms.map((r: { name: string }) => r.name)).toEqual([
      "Main Hall",
      "Room A",
      "Workshop Lab",
    ]);
    expect(payload.rooms[0]).toEqual({ id: keynote.roomId, name: "Main Hall", capacity: 400 });
    expect(payload.tracks[0]).toEqual({ id: keynote.trackId, name: "Product", color: "#7c3aed" });
    // Nothing the public should not see: no emails, no moderators, no statuses.
    expect(response.body).not.toContain("@example.com");
    expect(response.body).not.toContain("Linus");
    expect(response.body).not.toContain("Confirmed");
  });

  it("is cacheable: an ETag, Cache-Control, and 304 for the same ETag", async () => {
    const first = await publicGet(`${summitPublic}/schedule.json`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=300, must-revalidate");
    const again = await publicGet(`${summitPublic}/schedule.json`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const ics = await publicGet(`${summitPublic}/schedule.ics`);
    expect((await publicGet(`${summitPublic}/schedule.ics`)).headers.etag).toBe(ics.headers.etag);
  });
});

describe("releases", () => {
  it("freezes the published schedule; the exports serve the newest; the changelog lists them all", async () => {
    const event = await newEvent();
    const sessions = `/api/events/${event.id}/sessions`;
    const talk = await placedSession(event, {
      title: "First talk",
      startsAt: "2027-06-01T08:00:00Z",
      endsAt: "2027-06-01T09:00:00Z",
      roomId: event.rooms.Hall,
      trackId: event.tracks.main,
    });
    // Not published: no time, no room, a hidden status, or no status.
    await placedSession(event, { title: "Unscheduled" });
    await placedSession(event, {
      title: "Roomless",
      startsAt: "2027-06-01T10:00:00Z",
      endsAt: "2027-06-01T11:00:00Z",
    });
    await placedSession(event, {
      title: "Hidden",
      startsAt: "2027-06-01T10:00:00Z",
      endsAt: "2027-06-01T11:00:00Z",
      roomId: event.rooms.Studio,
      statusId: event.statuses.hidden,
    });
    await placedSession(event, {
      title: "No status",
      startsAt: "2027-06-01T10:00:00Z",
      endsAt: "2027-06-01T11:00:00Z",
      roomId: event.rooms.Studio,
      statusId: null,
    });
    const before = await publicGet(`${publicBase(event.slug)}/schedule.json`);
    expect(before.statusCode).toBe(404);

    const first = await call("POST", `${scheduleBase(event.id)}/releases`, tokens.admin, {
      version: "v1",
      changelog: "First cut",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().payload).toMatchObject({
      version: "v1",
      changelog: "First cut",
      sessionCount: 1,
      releasedBy: { id: DEMO.admin.id },
    });
    const taken = await call("POST", `${scheduleBase(event.id)}/releases`, tokens.admin, { version: "V1" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(scheduleMessages.versionTaken("V1"));

    // The live schedule changes; the published one stays as released until the next release.
    await call("PATCH", `${sessions}/${talk}`, tokens.admin, { title: "First talk, renamed" });
    const frozen = (await publicGet(`${publicBase(event.slug)}/schedule.json`)).json().payload;
    expect(frozen.sessions.map((s: { title: string }) => s.title)).toEqual(["First talk"]);
    expect(frozen.tracks).toEqual([{ id: event.tracks.main, name: "Main", color: "#112233" }]);
    expect(frozen.rooms).toEqual([{ id: event.rooms.Hall, name: "Hall", capacity: 200 }]);

    const second = await call("POST", `${scheduleBase(event.id)}/releases`, tokens.admin, {
      version: "v2",
      changelog: "Renamed the first talk",
    });
    expect(second.json().payload.changelog).toBe("Renamed the first talk");
    const latest = (await publicGet(`${publicBase(event.slug)}/schedule.json`)).json().payload;
    expect(latest.version).toBe("v2");
    expect(latest.sessions[0].title).toBe("First talk, renamed");

    const list = (await call("GET", `${scheduleBase(event.id)}/releases`, tokens.admin)).json().payload;
    expect(list.map((r: { version: string }) => r.version)).toEqual(["v2", "v1"]);
    const changelog = await publicGet(`${publicBase(event.slug)}/schedule/changelog`);
    expect(changelog.statusCode).toBe(200);
    expect(changelog.json().payload).toEqual([
      { version: "v2", releasedAt: list[0].releasedAt, changelog: "Renamed the first talk" },
      { version: "v1", releasedAt: list[1].releasedAt, changelog: "First cut" },
    ]);
  });

  it("refuses a release with nothing scheduled, with 0 rooms, and a bad body, naming the field", async () => {
    const empty = await newEvent({ rooms: [] });
    await placedSession(empty, {
      title: "Nowhere",
      startsAt: "2027-06-01T08:00:00Z",
      endsAt: "2027-06-01T09:00:00Z",
    });
    const refused = await call("POST", `${scheduleBase(empty.id)}/releases`, tokens.admin, { version: "1" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(scheduleMessages.nothingScheduled);
    const noVersion = await call("POST", `${scheduleBase(empty.id)}/releases`, tokens.admin, {
      version: " ",
    });
    expect(noVersion.json().message).toBe("version: version is required");
    const extra = await call("POST", `${scheduleBase(empty.id)}/releases`, tokens.admin, {
      version: "1",
      sessions: [],
    });
    expect(extra.statusCode).toBe(400);
  });

  it("a room deleted while sessions sit in it: they leave the next release, the last one stays", async () => {
    const event = await newEvent();
    await placedSession(event, {
      title: "In the studio",
      startsAt: "2027-06-01T08:00:00Z",
      endsAt: "2027-06-01T09:00:00Z",
      roomId: event.rooms.Studio,
    });
    await placedSession(event, {
      title: "In the hall",
      startsAt: "2027-06-01T08:00:00Z",
      endsAt: "2027-06-01T09:00:00Z",
      roomId: event.rooms.Hall,
    });
    await call("POST", `${scheduleBase(event.id)}/releases`, tokens.admin, { version: "1" });
    await call(
      "DELETE",
      `/api/events/${event.id}/session-settings/rooms/${event.rooms.Studio}`,
      tokens.admin,
    );
    const still = (await publicGet(`${publicBase(event.slug)}/schedule.json`)).json().payload;
    expect(still.sessions).toHaveLength(2);
    const next = await call("POST", `${scheduleBase(event.id)}/releases`, tokens.admin, { version: "2" });
    expect(next.json().payload.sessionCount).toBe(1);
    const now = (await publicGet(`${publicBase(event.slug)}/schedule.json`)).json().payload;
    expect(now.rooms.map((r: { name: string }) => r.name)).toEqual(["Hall"]);
  });

  it("needs the agenda permission: read to list, update to release", async () => {
    // The reader may read sessions only; the viewer reads contacts only.
    for (const token of [tokens.reader, tokens.viewer]) {
      const list = await call("GET", `${scheduleBase(summit)}/releases`, token);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(messages.noPermission);
    }
    expect((await call("GET", `${scheduleBase(summit)}/releases`, tokens.editor)).statusCode).toBe(200);
    expect(
      (await call("POST", `${scheduleBase(summit)}/releases`, tokens.outsider, { version: "x" })).statusCode,
    ).toBe(403);
    // Another organization's member: no access to the Summit; their own event has no release yet.
    expect((await call("GET", `${scheduleBase(summit)}/releases`, tokens.orgB)).statusCode).toBe(403);
    expect((await call("GET", `${scheduleBase(orgB.eventId)}/releases`, tokens.orgB)).json().payload).toEqual(
      [],
    );
    expect((await t.app.inject({ method: "GET", url: `${scheduleBase(summit)}/releases` })).statusCode).toBe(
      401,
    );
  });
});

describe("public exports: 404 that reveals nothing", () => {
  it("an unknown slug, a draft event and an event without a release read the same", async () => {
    const draft = await newEvent({ isDraft: true });
    await placedSession(draft, {
      title: "Secret",
      startsAt: "2027-06-01T08:00:00Z",
      endsAt: "2027-06-01T09:00:00Z",
      roomId: draft.rooms.Hall,
    });
    expect(
      (await call("POST", `${scheduleBase(draft.id)}/releases`, tokens.admin, { version: "1" })).statusCode,
    ).toBe(201);
    const bodies = new Set<string>();
    for (const slug of ["no-such-event", draft.slug, DEMO.meetup.slug]) {
      for (const file of ["schedule.json", "schedule.ics", "schedule.xml", "schedule/changelog"]) {
        const response = await publicGet(`${publicBase(slug)}/${file}`);
        expect(response.statusCode, `${slug}/${file}`).toBe(404);
        bodies.add(response.body);
      }
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] as string).message).toBe(scheduleMessages.scheduleNotFound);
  });

  it("counts against the schedule-export throttle, with Retry-After", async () => {
    const limited = await createSecondApp(t, {
      throttles: { limits: { "schedule-export": { windowSeconds: 60, perAddress: 3, perTarget: 100 } } },
    });
    try {
      const get = (ip: string) =>
        limited.app.inject({ method: "GET", url: `${summitPublic}/schedule.ics`, remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expect((await get("198.51.100.7")).statusCode).toBe(200);
      const refused = await get("198.51.100.7");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // Unknown slugs count too: guessing slugs is throttled like downloading.
      const guess = await limited.app.inject({
        method: "GET",
        url: `${publicBase("guess")}/schedule.json`,
        remoteAddress: "198.51.100.7",
      });
      expect(guess.statusCode).toBe(429);
      expect((await get("198.51.100.8")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("schedule.ics", () => {
  it("parses with ical.js: one event per session, UID, DTSTAMP, UTC times, escaped and folded text", async () => {
    const event = await newEvent();
    const title = `Commas, semicolons; back\\slashes and a long title ${"ä".repeat(40)}`;
    await placedSession(event, {
      title,
      description: "Line one\nLine two",
      startsAt: "2027-06-01T08:00:00Z",
      endsAt: "2027-06-01T09:30:00Z",
      roomId: event.rooms.Hall,
    });
    const released = (
      await call("POST", `${scheduleBase(event.id)}/releases`, tokens.admin, { version: "1" })
    ).json().payload;
    const response = await publicGet(`${publicBase(event.slug)}/schedule.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = response.body;
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(body).toContain("Commas\\, semicolons\\; back\\\\slashes");
    const [entry, ...rest] = vevents(body);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      summary: title,
      location: "Hall",
      start: "2027-06-01T08:00:00.000Z",
      end: "2027-06-01T09:30:00.000Z",
    });
    expect(entry?.uid).toMatch(/@localhost$/);
    expect(entry?.description).toContain("Line one\nLine two");
    expect(entry?.stamp).toBe(
      new Date(Math.floor(Date.parse(released.releasedAt) / 1000) * 1000).toISOString(),
    );
  });

  it("a DST change inside the event: the same wall-clock time on both sides, the right UTC instants", async () => {
    // Europe/Berlin springs forward on 28 March 2027: 10:00 is 09:00Z before, 08:00Z after.
    const event = await newEvent({ timezone: "Europe/Berlin", from: "2027-03-27", to: "2027-03-29" });
    for (const [title, startsAt, endsAt] of [
      ["Saturday at ten", "2027-03-27T10:00:00+01:00", "2027-03-27T11:00:00+01:00"],
      ["Sunday at ten", "2027-03-28T10:00:00+02:00", "2027-03-28T11:00:00+02:00"],
      ["Across the change", "2027-03-28T01:30:00+01:00", "2027-03-28T03:30:00+02:00"],
    ] as const) {
      await placedSession(event, { title, startsAt, endsAt, roomId: event.rooms.Hall });
    }
    await call("POST", `${scheduleBase(event.id)}/releases`, tokens.admin, { version: "1" });
    const entries = vevents((await publicGet(`${publicBase(event.slug)}/schedule.ics`)).body);
    const byTitle = Object.fromEntries(entries.map((entry) => [entry.summary, [entry.start, entry.end]]));
    expect(byTitle).toEqual({
      "Saturday at ten": ["2027-03-27T09:00:00.000Z", "2027-03-27T10:00:00.000Z"],
      "Sunday at ten": ["2027-03-28T08:00:00.000Z", "2027-03-28T09:00:00.000Z"],
      "Across the change": ["2027-03-28T00:30:00.000Z", "2027-03-28T01:30:00.000Z"],
    });
    const xml = (await publicGet(`${publicBase(event.slug)}/schedule.xml`)).body;
    expect(xml).toContain("<date>2027-03-27T10:00:00+01:00</date>");
    expect(xml).toContain("<date>2027-03-28T10:00:00+02:00</date>");
    // One hour of wall clock skipped: the session lasts one hour, shown from 01:30.
    expect(xml).toMatch(/<start>01:30<\/start>\s*<duration>01:00<\/duration>/);
  });
});

describe("schedule.xml (frab)", () => {
  it("schedule / version / conference / day / room / event, XML-escaped", async () => {
    const response = await publicGet(`${summitPublic}/schedule.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<schedule>')).toBe(true);
    expect(xml).toContain(`<version>${DEMO_RELEASE.version}</version>`);
    expect(xml).toContain(`<acronym>${DEMO.summit.slug}</acronym>`);
    expect(xml).toContain("<time_zone_name>America/New_York</time_zone_name>");
    const days = [...xml.matchAll(/<day index="(\d)" date="([\d-]+)"/g)].map((m) => [m[1], m[2]]);
    expect(days).toEqual([
      ["1", "2027-03-15"],
      ["2", "2027-03-16"],
      ["3", "2027-03-17"],
    ]);
    expect(xml).toContain(`<event guid="${DEMO_SESSIONS.keynote.id}" id="`);
    expect(xml).toMatch(
      /<date>2027-03-15T09:00:00-04:00<\/date>\s*<start>09:00<\/start>\s*<duration>01:00<\/duration>\s*<room>Main Hall<\/room>/,
    );
    expect(xml).toMatch(/<person id="\d+" guid="[0-9a-f-]{36}">Grace Hopper<\/person>/);
    // Every element opened is closed, in order.
    const stack: string[] = [];
    for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-z_]+)[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (closing) expect(stack.pop()).toBe(name);
      else stack.push(name as string);
    }
    expect(stack).toEqual([]);

    const event = await newEvent();
    const room = await itemId("rooms", "Main Hall");
    expect(room).toBeTruthy();
    await placedSession(event, {
      title: `Tags <b> & "quotes" 'too'`,
      startsAt: "2027-06-01T08:00:00Z",
      endsAt: "2027-06-01T09:00:00Z",
      roomId: event.rooms.Hall,
    });
    await call("POST", `${scheduleBase(event.id)}/releases`, tokens.admin, { version: "<1>" });
    const escaped = (await publicGet(`${publicBase(event.slug)}/schedule.xml`)).body;
    expect(escaped).toContain("<title>Tags &lt;b&gt; &amp; &quot;quotes&quot; &apos;too&apos;</title>");
    expect(escaped).toContain("<version>&lt;1&gt;</version>");
  });
});
