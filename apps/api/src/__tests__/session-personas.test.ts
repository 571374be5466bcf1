import type { SessionPage, SessionSettingItem } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_SESSIONS } from "../db/seed.js";
import {
  auditOf,
  base,
  call,
  itemId,
  newSession,
  orgB,
  settingsBase,
  settingsOf,
  setUpSessionsSuite,
  t,
  tokens,
} from "./support/sessions.js";

/*
 * Issue 25 item 7 (spec 1 §2 "sessions … settings with … personas"): the audiences an event's
 * sessions are for, a settings list like tracks but many per session; edited on the session,
 * filtered in the list, audited, and published with the schedule.
 */

setUpSessionsSuite();

async function addPersona(name: string): Promise<SessionSettingItem> {
  const response = await call("POST", `${settingsBase}/personas`, tokens.admin, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload;
}

describe("personas: a session settings list, many per session", () => {
  it("the Summit has Organizer and Developer, each used by the sessions seeded with it", async () => {
    const { personas } = await settingsOf();
    expect(personas.map((one) => [one.name, one.sessionCount])).toEqual([
      ["Organizer", 2],
      ["Developer", 2],
    ]);
    const keynote = (await call("GET", `${base}/${DEMO_SESSIONS.keynote.id}`, tokens.admin)).json().payload;
    expect(keynote.personas.map((one: { name: string }) => one.name)).toEqual(["Organizer", "Developer"]);
  });

  it("a session is created and edited with personas; each change is audited by name", async () => {
    const designer = await addPersona("Designer");
    const organizer = await itemId("personas", "Organizer");
    const session = await newSession("For designers", { personaIds: [designer.id] });
    const url = `${base}/${session.id}`;
    expect((await call("GET", url, tokens.admin)).json().payload.personas).toEqual([
      { id: designer.id, name: "Designer", colour: null },
    ]);
    const patched = await call("PATCH", url, tokens.admin, { personaIds: [designer.id, organizer] });
    expect(patched.statusCode, patched.body).toBe(200);
    const names = (await call("GET", url, tokens.admin))
      .json()
      .payload.personas.map((one: { name: string }) => one.name);
    expect(names).toEqual(["Organizer", "Designer"]);
    const [latest, created] = await auditOf(session.id);
    expect(latest?.changes).toEqual([
      { field: "Personas", before: ["Designer"], after: ["Organizer", "Designer"] },
    ]);
    expect(created?.changes).toContainEqual({ field: "Personas", before: null, after: ["Designer"] });
    // A PUT that leaves personaIds out keeps them.
    await call("PUT", url, tokens.admin, { title: "For designers" });
    expect((await call("GET", url, tokens.admin)).json().payload.personas).toHaveLength(2);
  });

  it("refuses a persona of another kind, event or organization, or a list too long", async () => {
    const session = await newSession("Checked personas");
    const url = `${base}/${session.id}`;
    for (const id of [await itemId("tracks", "Product"), orgB.roomId, "nope"]) {
      const response = await call("PATCH", url, tokens.admin, { personaIds: [id] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("personaIds: This persona does not exist in this event");
    }
    const twice = await call("PATCH", url, tokens.admin, { personaIds: ["a", "a"] });
    expect(twice.json().message).toBe("personaIds: A persona is listed twice");
    const many = await call("PATCH", url, tokens.admin, {
      personaIds: Array.from({ length: 51 }, (_, i) => `p${i}`),
    });
    expect(many.json().message).toBe("personaIds: A session has at most 50 personas");
    const huge = await call("POST", `${settingsBase}/personas`, tokens.admin, { name: "x".repeat(100_000) });
    expect(huge.json().message).toBe("name: Name must be at most 100 characters");
    expect(
      (await call("POST", `${settingsBase}/personas`, tokens.admin, { name: "developer" })).statusCode,
    ).toBe(409);
  });

  it("the sessions list filters by persona", async () => {
    const developer = await itemId("personas", "Developer");
    const page: SessionPage = (
      await call("GET", `${base}?persona=${developer}&pageSize=100`, tokens.admin)
    ).json().payload;
    expect(page.sessions.map((one) => one.id).sort()).toEqual(
      [DEMO_SESSIONS.keynote.id, DEMO_SESSIONS.workshop.id].sort(),
    );
    expect(page.sessions.every((one) => one.personas.some((p) => p.id === developer))).toBe(true);
  });

  it("deleting a persona takes it off its sessions, each audited", async () => {
    const doomed = await addPersona("Doomed persona");
    const session = await newSession("Loses a persona", { personaIds: [doomed.id] });
    const deleted = await call("DELETE", `${settingsBase}/personas/${doomed.id}`, tokens.admin);
    expect(deleted.json().payload).toEqual({ id: doomed.id, clearedSessions: 1 });
    expect((await call("GET", `${base}/${session.id}`, tokens.admin)).json().payload.personas).toEqual([]);
    const [entry] = await auditOf(session.id);
    expect(entry?.changes).toEqual([{ field: "Personas", before: ["Doomed persona"], after: null }]);
  });

  it("a sessions reader reads personas but cannot add one", async () => {
    expect((await call("GET", `${settingsBase}/personas`, tokens.reader)).statusCode).toBe(200);
    expect((await call("POST", `${settingsBase}/personas`, tokens.reader, { name: "Nope" })).statusCode).toBe(
      403,
    );
  });
});

describe("the published schedule carries each session's persona names", () => {
  it("a new release lists the personas of its sessions", async () => {
    const release = await call("POST", `/api/events/${DEMO.summit.id}/schedule/releases`, tokens.admin, {
      version: "personas-1",
      changelog: "With personas",
    });
    expect(release.statusCode, release.body).toBe(201);
    const schedule = await t.app.inject({
      method: "GET",
      url: `/api/public/events/${DEMO.summit.slug}/schedule.json`,
    });
    const sessions: { id: string; personas?: string[] }[] =
      schedule.json().sessions ?? schedule.json().payload.sessions;
    const keynote = sessions.find((one) => one.id === DEMO_SESSIONS.keynote.id);
    expect(keynote?.personas).toEqual(["Organizer", "Developer"]);
  });
});
