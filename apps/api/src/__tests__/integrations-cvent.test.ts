import { integrationMessages } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { sandboxEvents } from "../integrations-sandbox/index.js";
import { cventEndpointProblem } from "../services/integrations/connectors/index.js";
import { all, failureOf, useConnectorSandbox, wideRange } from "./support/connector-sandbox.js";

/* Issue 24 "Cvent Platform REST": tokens without refresh, nextToken paging, the two kinds of 429. */

const kit = useConnectorSandbox();
const cvent = () => kit.sandbox.platform("cvent-crm");
const tokenCalls = () => cvent().requests.filter((request) => request.path === "/oauth2/token");
const listCalls = (path: string) => cvent().requests.filter((request) => request.path === path);

describe("Cvent connector", () => {
  it("follows nextToken to the end, an empty last page included", async () => {
    cvent().events = sandboxEvents(400, 0, 21).filter((event) => event.startsAt);
    const count = cvent().events.length;
    const pages = [];
    for await (const page of kit.connector("cvent-crm").events(wideRange())) pages.push(page.length);
    expect(pages.reduce((sum, size) => sum + size, 0)).toBe(count);
    const calls = listCalls("/events");
    expect(calls).toHaveLength(Math.floor(count / 200) + 1);
    expect(calls[0]?.query).toMatchObject({
      limit: "200",
      filter: expect.stringMatching(/^start ge '.+' and start le '.+'$/),
    });
    expect(calls.slice(1).every((call) => call.query.token)).toBe(true);

    cvent().events = sandboxEvents(400, 0, 21)
      .filter((event) => event.startsAt)
      .slice(0, 200);
    cvent().requests.length = 0;
    expect(await all(kit.connector("cvent-crm").events(wideRange()))).toHaveLength(200);
    expect(listCalls("/events")).toHaveLength(2); // the second page is empty and has no nextToken
  });

  it("asks for a token once and reuses it until shortly before it expires", async () => {
    cvent().events = sandboxEvents(3, 2, 22);
    const connector = kit.connector("cvent-crm");
    await connector.check();
    await all(connector.speakers(cvent().events[0]?.id ?? ""));
    expect(tokenCalls()).toHaveLength(1);
    kit.clock.now += 3600_000 - 30_000; // inside the last minute of the hour
    await connector.check();
    expect(tokenCalls()).toHaveLength(2);
  });

  it("sends Basic clientId:clientSecret and the client-credentials grant", async () => {
    const seen: { authorization: string | null; body: string }[] = [];
    const recording: typeof fetch = async (input, init) => {
      if (String(input).endsWith("/oauth2/token")) {
        seen.push({
          authorization: new Headers(init?.headers).get("authorization"),
          body: String(init?.body),
        });
      }
      return fetch(input, init);
    };
    await kit.connector("cvent-crm", { fetch: recording }).check();
    const { clientId, clientSecret } = cvent().credentials;
    expect(seen[0]?.authorization).toBe(
      `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
    );
    expect(new URLSearchParams(seen[0]?.body).get("grant_type")).toBe("client_credentials");
  });

  it("renews the token once on a 401, then reports 'credentials'", async () => {
    const connector = kit.connector("cvent-crm");
    await connector.check();
    cvent().expireTokens();
    await connector.check();
    expect(tokenCalls()).toHaveLength(2);
    cvent().revoke();
    expect((await failureOf(connector.check())).failure).toBe("credentials");
  });

  it("waits as asked on 429 'Too Many Requests', and retries", async () => {
    cvent().fault("rate-limit", 1);
    await kit.connector("cvent-crm", { now: Date.now }).check();
    expect(kit.waits).toHaveLength(1);
    expect(kit.waits[0]).toBeGreaterThan(0);
    expect(kit.waits[0]).toBeLessThanOrEqual(2000); // X-RateLimit-Reset: the next second
  });

  it("reports 429 'Limit Exceeded' (the daily quota) as 'quota' without retrying", async () => {
    cvent().fault("quota");
    const { failure, message } = await failureOf(kit.connector("cvent-crm").check());
    expect(failure).toBe("quota");
    expect(message).toMatch(/daily/);
    expect(cvent().requests).toHaveLength(1);
    expect(kit.waits).toEqual([]);
  });

  it("lists an event's speakers by the event.id filter, without email where none is given", async () => {
    const [event] = sandboxEvents(1, 8, 23);
    if (!event) throw new Error("no event");
    cvent().events = [event];
    const speakers = await all(kit.connector("cvent-crm").speakers(event.id));
    expect(listCalls("/speakers")[0]?.query.filter).toBe(`event.id eq '${event.id}'`);
    expect(speakers.map((person) => person.id).sort()).toEqual(
      event.speakers.map((person) => person.id).sort(),
    );
    expect(speakers.some((person) => person.email === null)).toBe(true);
  });
});

describe("a Cvent connection's endpoint (issue 24: the two regions and FOYER_CVENT_API_URL, nothing else)", () => {
  const urls = { on24: "https://api.on24.com/v2", swoogo: "https://api.swoogo.com/api/v1" };
  const regions = { urls: { ...urls, cvent: "" } };

  it("accepts Cvent's two regions, a trailing slash tolerated", () => {
    expect(cventEndpointProblem("https://api-platform.cvent.com/ea", regions)).toBeNull();
    const regionConfigured = { urls: { ...urls, cvent: "https://api-platform.cvent.com/ea" } };
    expect(cventEndpointProblem("https://api-platform.cvent.com/other", regionConfigured)).toBe(
      integrationMessages.endpointNotAllowed,
    );
    expect(cventEndpointProblem("https://api-platform-eur.cvent.com/ea/", regions)).toBeNull();
  });

  it.each([
    "https://api-platform.cvent.com/ea/../../admin",
    "http://api-platform.cvent.com/ea",
    "https://api-platform.cvent.com.evil.test/ea",
    "https://evil.test/?https://api-platform.cvent.com/ea",
    "http://127.0.0.1:4010/cvent/ea",
    "https://api-platform.cvent.com/v2",
    "not a url",
  ])("refuses %s", (endpoint) => {
    expect(cventEndpointProblem(endpoint, regions)).toBe(integrationMessages.endpointNotAllowed);
  });

  it("accepts the origin of FOYER_CVENT_API_URL, and says so when refusing", () => {
    const withExtra = { urls: { ...urls, cvent: "http://127.0.0.1:4010/cvent/ea" } };
    expect(cventEndpointProblem("http://127.0.0.1:4010/cvent/ea", withExtra)).toBeNull();
    expect(cventEndpointProblem("http://user@127.0.0.1:4010/cvent/ea", withExtra)).toMatch(
      /127\.0\.0\.1:4010/,
    );
    expect(cventEndpointProblem("http://127.0.0.1:4011/cvent/ea", withExtra)).toMatch(
      /^Endpoint must be .* or an address on http:\/\/127\.0\.0\.1:4010$/,
    );
  });

  it("refuses a connection whose endpoint is not allowed, before any request", async () => {
    const credentials = { ...cvent().credentials, endpoint: "https://cvent.evil.test/ea" };
    const { failure } = await failureOf(kit.connector("cvent-crm", {}, credentials).check());
    expect(failure).toBe("refused");
    expect(cvent().requests).toHaveLength(0);
  });
});
