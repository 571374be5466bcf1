import { integrationSources } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { type SandboxEvent, sandboxEvents } from "../integrations-sandbox/index.js";
import { all, failureOf, ids, useConnectorSandbox, wideRange } from "./support/connector-sandbox.js";

/* Issue 24: every connector against its stand-in on loopback, the behaviour all three share. */

const kit = useConnectorSandbox();
/** Made once: generating 10,000 events takes a second. */
let tenThousand: SandboxEvent[] | undefined;

describe.each(integrationSources)("%s connector against its stand-in", (source) => {
  it("checks good keys, and calls wrong or revoked keys 'credentials'", async () => {
    await expect(kit.connector(source).check()).resolves.toBeUndefined();
    const wrong = Object.fromEntries(
      Object.entries(kit.sandbox.platform(source).credentials).map(([key, value]) => [
        key,
        key === "endpoint" || key === "clientId" ? value : `${value}-wrong`,
      ]),
    );
    expect((await failureOf(kit.connector(source, {}, wrong).check())).failure).toBe("credentials");
    kit.sandbox.platform(source).revoke();
    expect((await failureOf(kit.connector(source).check())).failure).toBe("credentials");
  });

  it("lists the events of a 30-month range with their dates, zones and speakers", async () => {
    const events = sandboxEvents(40, 3, 7);
    kit.sandbox.platform(source).events = events;
    const listed = await all(kit.connector(source).events(wideRange()));
    const expected = events.filter((event) => event.startsAt || source !== "cvent-crm");
    expect(ids(listed)).toEqual(expected.map((event) => event.id).sort());
    for (const event of listed) {
      const original = events.find((candidate) => candidate.id === event.id);
      expect(event.name).toBe(original?.name);
      if (original?.startsAt) {
        expect(Date.parse(event.startsAt ?? "")).toBe(Date.parse(original.startsAt));
        expect(Date.parse(event.endsAt ?? "")).toBe(Date.parse(original.endsAt ?? ""));
        expect(event.timeZone).toBe(original.timeZone);
      } else {
        expect(event).toMatchObject({ startsAt: null, endsAt: null, timeZone: null });
      }
    }
    const withSpeakers = events.find((event) => event.speakers.some((person) => !person.email)) ?? events[0];
    const speakers = await all(kit.connector(source).speakers(withSpeakers?.id ?? ""));
    expect(speakers.map((person) => `${person.firstName} ${person.lastName}`).sort()).toEqual(
      withSpeakers?.speakers.map((person) => `${person.firstName} ${person.lastName}`).sort(),
    );
    for (const person of withSpeakers?.speakers ?? []) {
      const found = speakers.find(
        (candidate) => candidate.lastName === person.lastName && candidate.firstName === person.firstName,
      );
      expect(found).toMatchObject({
        email: person.email,
        company: person.company,
        title: person.title,
        bio: person.bio,
      });
    }
  });
});

describe.each(integrationSources)("%s connector when its platform misbehaves", (source) => {
  const calls = () => kit.sandbox.platform(source).requests.length;

  it("retries bad gateways (502, 503) with growing waits, then succeeds", async () => {
    kit.sandbox.platform(source).fault("server-error", 2);
    await kit.connector(source).check();
    expect(kit.waits).toHaveLength(2);
    expect(kit.waits[0]).toBeGreaterThanOrEqual(500);
    expect(kit.waits[1]).toBeGreaterThan(kit.waits[0] ?? 0);
  });

  it("calls a platform still failing after the retry budget 'unavailable'", async () => {
    kit.sandbox.platform(source).fault("server-error");
    const { failure, message } = await failureOf(kit.connector(source, { retries: 3 }).check());
    expect(failure).toBe("unavailable");
    expect(message).toMatch(/unavailable \(50[23]\).*4 attempts/);
    expect(calls()).toBe(4);
  });

  it("retries a dropped connection, and gives up as 'unavailable'", async () => {
    kit.sandbox.platform(source).fault("down", 1);
    await kit.connector(source).check();
    kit.sandbox.platform(source).fault("down");
    expect((await failureOf(kit.connector(source, { retries: 2 }).check())).failure).toBe("unavailable");
  });

  it("gives up on a platform slower than the timeout as 'unavailable'", async () => {
    kit.sandbox.platform(source).fault("slow");
    const { failure, message } = await failureOf(
      kit.connector(source, { timeoutMs: 100, retries: 1 }).check(),
    );
    expect(failure).toBe("unavailable");
    expect(message).toMatch(/did not answer within 0.1 seconds/);
  });

  it("calls an answer that is not JSON 'malformed', without retrying", async () => {
    kit.sandbox.platform(source).fault("malformed");
    expect((await failureOf(kit.connector(source).check())).failure).toBe("malformed");
    expect(calls()).toBe(1);
  });

  it("never reaches the loopback stand-in unless its host is allowed", async () => {
    const { failure, message } = await failureOf(kit.connector(source, { allowHosts: [] }).check());
    expect(failure).toBe("refused");
    expect(message).toMatch(/FOYER_OUTBOUND_ALLOW_HOSTS/);
    expect(calls()).toBe(0);
  });

  it("streams 10,000 events a page at a time", async () => {
    tenThousand ??= sandboxEvents(10_000, 0, 3).filter((event) => event.startsAt);
    kit.sandbox.platform(source).events = tenThousand;
    let pages = 0;
    let count = 0;
    for await (const page of kit.connector(source).events(wideRange())) {
      pages += 1;
      count += page.length;
      expect(page.length).toBeLessThanOrEqual(200);
    }
    expect(count).toBe(kit.sandbox.platform(source).events.length);
    expect(pages).toBeGreaterThanOrEqual(count / 200);
  });
});
