import { integrationSources } from "@foyer/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SANDBOX_CREDENTIALS,
  type Sandbox,
  sandboxEvents,
  startSandbox,
} from "../integrations-sandbox/index.js";
import { connectorFor } from "../services/integrations/connectors/index.js";
import { all } from "./support/connector-sandbox.js";

/* Issue 24 "Stand-ins": the demo `npm start` offers, and answers streamed however large. */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe("the sandbox's demo data", () => {
  it.each(integrationSources)(
    "offers %s six upcoming events with speakers, under the demo keys",
    async (source) => {
      const connector = connectorFor(
        source,
        {
          ...SANDBOX_CREDENTIALS[source],
          ...(source === "cvent-crm" ? { endpoint: sandbox.urls.cvent } : {}),
        },
        { urls: sandbox.urls, allowHosts: [sandbox.host] },
      );
      await connector.check();
      const now = Date.now();
      const events = await all(
        connector.events({ from: new Date(now), to: new Date(now + 400 * 86_400_000) }),
      );
      expect(events).toHaveLength(6);
      expect(
        events.every((event) => event.startsAt && Date.parse(event.startsAt) > now && event.timeZone),
      ).toBe(true);
      expect((await all(connector.speakers(events[0]?.id ?? ""))).length).toBeGreaterThanOrEqual(3);
    },
  );
});

describe("the sandbox's generator", () => {
  it("varies names and zones, leaves some speakers without email and some events without dates", () => {
    const events = sandboxEvents(200, 4, 9);
    expect(new Set(events.map((event) => event.name)).size).toBe(200);
    expect(new Set(events.map((event) => event.timeZone)).size).toBeGreaterThan(5);
    expect(events.some((event) => event.startsAt === null && event.endsAt === null)).toBe(true);
    expect(events.flatMap((event) => event.speakers).some((person) => person.email === null)).toBe(true);
    expect(sandboxEvents(3, 2, 9)).toEqual(sandboxEvents(3, 2, 9));
  });
});

describe("large answers", () => {
  it("streams ON24's unpaged list of 10,000 events", async () => {
    const events = sandboxEvents(10_000, 0, 4).filter((event) => event.startsAt);
    const inWindow = events.filter(
      (event) => Math.abs(Date.parse(event.startsAt ?? "") - Date.now()) < 80 * 86_400_000,
    );
    sandbox.platform("on24").events = Array.from({ length: 10_000 }, (_, index) => ({
      ...(inWindow[index % inWindow.length] ?? events[0]),
      id: String(900_000 + index),
    })) as typeof events;
    const start = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const answer = await fetch(`${sandbox.urls.on24}/client/10001/event?startdate=${start}&enddate=${end}`, {
      headers: SANDBOX_CREDENTIALS.on24,
    });
    expect(answer.headers.get("content-length")).toBeNull(); // chunked: written as it goes
    const body = (await answer.json()) as { totalevents: number; events: unknown[] };
    expect(body.totalevents).toBe(10_000);
    expect(body.events).toHaveLength(10_000);
  });
});
