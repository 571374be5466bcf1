import { describe, expect, it } from "vitest";
import { SANDBOX_CREDENTIALS, type SandboxEvent, sandboxEvents } from "../integrations-sandbox/index.js";
import { mergeSpeakers, on24EventOf } from "../services/integrations/connectors/on24.js";
import { all, failureOf, useConnectorSandbox, wideRange } from "./support/connector-sandbox.js";

/* Issue 24 "ON24 REST v2": windows of at most 6 months, paging with includesubaccounts, the quota 403. */

const kit = useConnectorSandbox();
const on24 = () => kit.sandbox.platform("on24");
const eventCalls = () => on24().requests.filter((request) => /^\/client\/\d+\/event$/.test(request.path));

function get(path: string, headers: Record<string, string> = SANDBOX_CREDENTIALS.on24) {
  return fetch(`${kit.sandbox.urls.on24}${path}`, { headers });
}

describe("the ON24 stand-in keeps ON24's limits", () => {
  it("answers only the last 3 months when no dates are given", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
    const event = (id: string, offset: number): SandboxEvent => ({
      id,
      name: `Event ${id}`,
      startsAt: day(offset),
      endsAt: day(offset + 0.1),
      timeZone: "UTC",
      speakers: [],
    });
    on24().events = [event("1", -200), event("2", -30), event("3", 10)];
    const body = (await (await get("/client/10001/event")).json()) as { events: { eventid: number }[] };
    expect(body.events.map((row) => row.eventid)).toEqual([2]);
  });

  it("refuses a range wider than 6 months with ON24's {message}", async () => {
    const answer = await get("/client/10001/event?startdate=2027-01-01&enddate=2027-07-15");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: "startDate's max range between start and end dates can be up to 6 months",
    });
    expect((await get("/client/10001/event?startdate=2027-01-01&enddate=2027-06-30")).status).toBe(200);
  });

  it("asks for both headers and refuses another client's id", async () => {
    const noSecret = await get("/client/10001/event", { accessTokenKey: "x" });
    expect(noSecret.status).toBe(401);
    expect(((await noSecret.json()) as { message: string }).message).toMatch(
      /both accessTokenKey and accessTokenSecret/,
    );
    expect((await get("/client/20002/event")).status).toBe(403);
  });
});

describe("ON24 connector", () => {
  it("walks a 30-month range in windows of at most 6 months, each paged", async () => {
    on24().events = sandboxEvents(700, 0, 11);
    const range = wideRange();
    const listed = await all(kit.connector("on24").events(range));
    expect(listed).toHaveLength(on24().events.length);
    const windows = eventCalls().filter((request) => request.query.pageoffset === "0");
    expect(windows.length).toBeGreaterThanOrEqual(5);
    let previousEnd = "";
    for (const { query } of windows) {
      expect(query.includesubaccounts).toBe("Y");
      const start = new Date(`${query.startdate}T00:00:00Z`);
      start.setUTCMonth(start.getUTCMonth() + 6);
      expect(query.enddate && query.enddate < start.toISOString().slice(0, 10)).toBe(true);
      if (previousEnd) expect(Date.parse(query.startdate ?? "") - Date.parse(previousEnd)).toBe(86_400_000);
      previousEnd = query.enddate ?? "";
    }
    expect(windows[0]?.query.startdate).toBe(
      new Date(range.from.getTime() - 86_400_000).toISOString().slice(0, 10),
    );
    // 700 events over 30 months: a window holds more than one page of 100.
    expect(eventCalls().some((request) => request.query.pageoffset === "1")).toBe(true);
  });

  it("checks the keys with a one-day window", async () => {
    await kit.connector("on24").check();
    expect(eventCalls()).toHaveLength(1);
    expect(eventCalls()[0]?.query.startdate).toBe(eventCalls()[0]?.query.enddate);
  });

  it("waits out the call quota (403 'maximum number of calls') and never calls it bad keys", async () => {
    on24().fault("quota", 2);
    await kit.connector("on24").check();
    expect(kit.waits).toHaveLength(2);
    on24().fault("quota");
    const { failure, message } = await failureOf(kit.connector("on24", { retries: 2 }).check());
    expect(failure).toBe("quota");
    expect(message).toMatch(/call quota/);
  });

  it("waits and retries a 429 as some ON24 accounts report", async () => {
    on24().fault("rate-limit", 1);
    await kit.connector("on24").check();
    expect(kit.waits).toHaveLength(1);
  });

  it("calls a client id the keys may not use 'credentials'", async () => {
    const credentials = { ...on24().credentials, clientId: "20002" };
    expect((await failureOf(kit.connector("on24", {}, credentials).check())).failure).toBe("credentials");
  });

  it("merges the event's speakers with its presenters: one per email, else per name", async () => {
    const [event] = sandboxEvents(1, 4, 5);
    if (!event) throw new Error("no event");
    on24().events = [event];
    const speakers = await all(kit.connector("on24").speakers(event.id));
    expect(speakers).toHaveLength(4);
    for (const person of event.speakers) {
      const found = speakers.find((candidate) => candidate.lastName === person.lastName);
      expect(found?.id).toEqual(person.email ? `presenter:${person.id}` : expect.stringMatching(/^name:/));
      expect(found).toMatchObject({
        email: person.email,
        title: person.title,
        company: person.company,
        bio: person.bio,
      });
    }
  });
});

describe("ON24 answers as the connector reads them", () => {
  it("takes the title from description, the live times, and falls back to goodafter", () => {
    expect(
      on24EventOf({
        eventid: "9922511",
        description: "New Live event",
        goodafter: "2027-02-02T03:35:00-08:00",
        livestart: null,
        liveend: "2027-02-02T04:05:00-08:00",
        displaytimezonecd: "America/Los_Angeles",
      }),
    ).toEqual({
      id: "9922511",
      name: "New Live event",
      startsAt: "2027-02-02T03:35:00-08:00",
      endsAt: "2027-02-02T04:05:00-08:00",
      timeZone: "America/Los_Angeles",
    });
  });

  it("derives stable ids for speakers without a presenter record, and merges names written differently", () => {
    const merged = mergeSpeakers(
      [
        { name: "Ana  López", title: "CTO", company: "Northwind", description: "Bio" },
        { name: "Kaia Martin", title: null },
      ],
      [{ presenterid: "77", firstname: "ana", lastname: "lopez", email: "ANA@northwind.example" }],
    );
    expect(merged).toEqual([
      {
        id: "presenter:77",
        firstName: "ana",
        lastName: "lopez",
        email: "ana@northwind.example",
        company: "Northwind",
        title: "CTO",
        bio: "Bio",
      },
      {
        id: "name:kaia martin",
        firstName: "Kaia",
        lastName: "Martin",
        email: null,
        company: null,
        title: null,
        bio: null,
      },
    ]);
  });
});
