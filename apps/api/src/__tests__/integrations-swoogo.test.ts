import { describe, expect, it } from "vitest";
import { sandboxEvents } from "../integrations-sandbox/index.js";
import { rfc1738, swoogoEventOf } from "../services/integrations/connectors/swoogo.js";
import { all, failureOf, useConnectorSandbox, wideRange } from "./support/connector-sandbox.js";

/* Issue 24 "Swoogo v1": urlencoded Basic keys, `_links.next`, 2,000 credits per 10 minutes, fields. */

// A small budget: five list calls per window.
const kit = useConnectorSandbox({ swoogoCredits: 50 });
const swoogo = () => kit.sandbox.platform("swoogo-crm");
const calls = (path: string) => swoogo().requests.filter((request) => request.path === path);

describe("Swoogo connector", () => {
  it("follows _links.next page by page, 200 at a time", async () => {
    swoogo().events = sandboxEvents(450, 0, 31);
    const listed = await all(kit.connector("swoogo-crm").events(wideRange()));
    expect(listed).toHaveLength(450);
    expect(calls("/events").map((call) => call.query.page)).toEqual(["1", "2", "3"]);
    expect(calls("/events")[0]?.query).toMatchObject({
      "per-page": "200",
      fields: "id,name,start_date,start_time,end_date,end_time,timezone",
    });
  });

  it("waits for the credit window before running dry, instead of meeting a 429", async () => {
    swoogo().events = sandboxEvents(1_400, 0, 32);
    const connector = kit.connector("swoogo-crm", {
      maxWaitMs: 15 * 60_000,
      // The wait lets the window pass: the stand-in starts a new one.
      sleep: async (ms) => {
        kit.waits.push(ms);
        swoogo().resetRateLimits();
      },
    });
    expect(await all(connector.events(wideRange()))).toHaveLength(1_400);
    expect(calls("/events")).toHaveLength(7); // no call was refused and repeated
    expect(kit.waits).toHaveLength(1);
    expect(kit.waits[0]).toBeGreaterThan(9 * 60_000);
  });

  it("waits X-Rate-Limit-Reset after a 429, and retries", async () => {
    swoogo().fault("rate-limit", 1);
    await kit.connector("swoogo-crm").check();
    expect(kit.waits).toEqual([2000]);
  });

  it("gives up as 'unavailable' when the limit asks for a longer wait than allowed", async () => {
    swoogo().fault("quota");
    const { failure, message } = await failureOf(kit.connector("swoogo-crm").check());
    expect(failure).toBe("unavailable");
    expect(message).toMatch(/asks to wait 600 seconds/);
    expect(kit.waits).toEqual([]);
  });

  it("never follows a next link to another host", async () => {
    swoogo().events = sandboxEvents(250, 0, 33);
    swoogo().linkOrigin = "http://swoogo.evil.test";
    const { failure, message } = await failureOf(all(kit.connector("swoogo-crm").events(wideRange())));
    expect(failure).toBe("refused");
    expect(message).toMatch(/swoogo\.evil\.test/);
    expect(calls("/events")).toHaveLength(1);
  });

  it("renews its 30-minute token before it expires, and once after a 401", async () => {
    const connector = kit.connector("swoogo-crm");
    await connector.check();
    kit.clock.now += 29.5 * 60_000;
    await connector.check();
    expect(calls("/oauth2/token")).toHaveLength(2);
    swoogo().expireTokens();
    await connector.check();
    expect(calls("/oauth2/token")).toHaveLength(3);
  });

  it("asks for the speakers' email, company, title and bio (the list gives only id and names unless asked)", async () => {
    const [event] = sandboxEvents(1, 5, 34);
    if (!event) throw new Error("no event");
    swoogo().events = [event];
    const speakers = await all(kit.connector("swoogo-crm").speakers(event.id));
    expect(calls("/speakers")[0]?.query).toMatchObject({
      event_id: event.id,
      fields: "id,first_name,last_name,email,company,job_title,bio",
    });
    expect(speakers).toEqual(
      event.speakers.map((person) => ({ ...person, id: person.id })).sort((a, b) => a.id.localeCompare(b.id)),
    );

    const token = await (
      await fetch(`${kit.sandbox.urls.swoogo}/oauth2/token`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${rfc1738(swoogo().credentials.consumerKey ?? "")}:${rfc1738(swoogo().credentials.consumerSecret ?? "")}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      })
    ).json();
    const plain = await fetch(`${kit.sandbox.urls.swoogo}/speakers?event_id=${event.id}`, {
      headers: { authorization: `Bearer ${(token as { access_token: string }).access_token}` },
    });
    const { items } = (await plain.json()) as { items: Record<string, unknown>[] };
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(["first_name", "id", "last_name"]);
  });
});

describe("Swoogo's formats", () => {
  it("URL-encodes the key and secret as RFC 1738 (PHP urlencode) before Base64", () => {
    expect(rfc1738("sandbox/secret+=~ x!")).toBe("sandbox%2Fsecret%2B%3D%7E+x%21");
  });

  it("combines date, time and zone into an instant; US/Eastern is America/New_York", () => {
    expect(
      swoogoEventOf({
        id: "12",
        name: "Summit",
        start_date: "2027-03-14",
        start_time: "09:30:00",
        end_date: "2027-03-15",
        end_time: "17:00:00",
        timezone: "US/Eastern",
      }),
    ).toEqual({
      id: "12",
      name: "Summit",
      startsAt: "2027-03-14T13:30:00.000Z",
      endsAt: "2027-03-15T21:00:00.000Z",
      timeZone: "America/New_York",
    });
    expect(swoogoEventOf({ id: "13", name: "Someday", start_date: null, timezone: null })).toMatchObject({
      startsAt: null,
      endsAt: null,
      timeZone: null,
    });
  });
});
