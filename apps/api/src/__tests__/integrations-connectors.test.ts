import { integrationSources } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { sandboxEvents } from "../integrations-sandbox/index.js";
import { all, failureOf, ids, useConnectorSandbox, wideRange } from "./support/connector-sandbox.js";

/* Issue 24: every connector against its stand-in on loopback, the behaviour all three share. */

const kit = useConnectorSandbox();

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
