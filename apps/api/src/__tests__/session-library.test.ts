import { beforeAll, describe, expect, it } from "vitest";
import { eventUsers, roles } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { base, call, itemId, orgB, setUpSessionsSuite, summit, t, tokens } from "./support/sessions.js";
import { signUp } from "./support/test-app.js";

/*
 * Issue 25 item 7: the sessions settings' criteria library (a new evaluation plan starts with it)
 * and session templates (a new session starts from one), spec 1 §6 module sessionSettings.
 */

setUpSessionsSuite();

const criteriaUrl = `/api/events/${summit}/session-criteria`;
const templatesUrl = `/api/events/${summit}/session-templates`;
/** A member whose role may only read the session settings. */
let settingsReader = "";

beforeAll(async () => {
  const db = t.database.db;
  await db.insert(roles).values({
    id: "role-settings-reader",
    orgId: DEMO.org.id,
    name: "Settings reader",
    description: "",
    permissions: ["sessionSettings_read"],
  });
  const user = await signUp(t.app, "settings.reader@example.com");
  await db.insert(eventUsers).values({ eventId: summit, userId: user.id, roleId: "role-settings-reader" });
  settingsReader = user.token;
});

describe("criteria library: name, description, maxScore 1–100, ordered, names unique per event", () => {
  it("the Summit starts with its Program committee plan's criteria", async () => {
    const list = (await call("GET", criteriaUrl, tokens.admin)).json().payload;
    expect(list.map((one: { name: string; maxScore: number }) => [one.name, one.maxScore])).toEqual([
      ["Relevance", 5],
      ["Clarity", 5],
      ["Speaker expertise", 5],
    ]);
  });

  it("adds, changes, reorders and deletes; 400 names the field, 409 a taken name", async () => {
    const created = await call("POST", criteriaUrl, tokens.admin, {
      name: "Originality",
      description: "  New ideas  ",
      maxScore: 10,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().payload).toMatchObject({
      name: "Originality",
      description: "New ideas",
      position: 3,
    });
    const id = created.json().payload.id as string;
    const taken = await call("POST", criteriaUrl, tokens.admin, { name: "relevance", maxScore: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A criterion named “relevance” already exists.");
    for (const maxScore of [0, 101, 2.5]) {
      const bad = await call("POST", criteriaUrl, tokens.admin, { name: "X", maxScore });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^maxScore: maxScore must be a whole number from 1 to 100/);
    }
    expect((await call("POST", criteriaUrl, tokens.admin, { maxScore: 5 })).json().message).toBe(
      "name: Name is required",
    );
    const changed = await call("PUT", `${criteriaUrl}/${id}`, tokens.admin, {
      maxScore: 20,
      description: "",
    });
    expect(changed.json().payload).toMatchObject({ maxScore: 20, description: null });
    expect((await call("PUT", `${criteriaUrl}/${id}`, tokens.admin, { name: "CLARITY" })).statusCode).toBe(
      409,
    );
    const ids = (await call("GET", criteriaUrl, tokens.admin))
      .json()
      .payload.map((one: { id: string }) => one.id);
    const order = [...ids].reverse();
    const reordered = await call("PUT", `${criteriaUrl}/order`, tokens.admin, { ids: order });
    expect(reordered.json().payload.map((one: { id: string }) => one.id)).toEqual(order);
    expect(
      (await call("PUT", `${criteriaUrl}/order`, tokens.admin, { ids: order.slice(1) })).statusCode,
    ).toBe(400);
    expect((await call("DELETE", `${criteriaUrl}/${id}`, tokens.admin)).statusCode).toBe(200);
    expect((await call("DELETE", `${criteriaUrl}/${id}`, tokens.admin)).statusCode).toBe(404);
    await call("PUT", `${criteriaUrl}/order`, tokens.admin, {
      ids: order.filter((one: string) => one !== id).reverse(),
    });
  });
});

describe("session templates: presets for new sessions", () => {
  it("checks each reference's kind and event, naming the field", async () => {
    const track = await itemId("tracks", "Product");
    const wrongKind = await call("POST", templatesUrl, tokens.admin, { name: "Wrong", formatId: track });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe("formatId: formatId must be a format, not a track");
    const otherEvent = await call("POST", templatesUrl, tokens.admin, {
      name: "Wrong",
      trackId: orgB.roomId,
    });
    expect(otherEvent.json().message).toBe("trackId: This track does not exist in this event");
    for (const durationMinutes of [4, 1441]) {
      const bad = await call("POST", templatesUrl, tokens.admin, { name: "Wrong", durationMinutes });
      expect(bad.json().message).toMatch(
        /^durationMinutes: durationMinutes must be a whole number from 5 to 1440/,
      );
    }
  });

  it("a session made from a template gets its format, track, description and length", async () => {
    const format = (
      await call("POST", `/api/events/${summit}/session-settings/formats`, tokens.admin, {
        name: "Lightning talk",
      })
    ).json().payload.id as string;
    const track = await itemId("tracks", "Product");
    const created = await call("POST", templatesUrl, tokens.admin, {
      name: "Lightning",
      description: "Five minutes, no questions.",
      durationMinutes: 10,
      formatId: format,
      trackId: track,
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().payload;
    expect((await call("POST", templatesUrl, tokens.admin, { name: "LIGHTNING" })).statusCode).toBe(409);

    const session = await call("POST", base, tokens.admin, { title: "Quick one", templateId: template.id });
    expect(session.statusCode, session.body).toBe(201);
    expect(session.json().payload).toMatchObject({
      description: "Five minutes, no questions.",
      format: { id: format },
      track: { id: track },
      durationMinutes: 10,
    });
    // What the body sets wins over the template.
    const own = await call("POST", base, tokens.admin, {
      title: "Own description",
      description: "Mine",
      templateId: template.id,
    });
    expect(own.json().payload).toMatchObject({ description: "Mine", format: { id: format } });
    const unknown = await call("POST", base, tokens.admin, { title: "X", templateId: "no-such-template" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("templateId: This session template does not exist in this event");

    // Deleting the format leaves the template without one.
    await call("DELETE", `/api/events/${summit}/session-settings/formats/${format}`, tokens.admin);
    const after = (await call("GET", templatesUrl, tokens.admin)).json().payload;
    expect(after.find((one: { id: string }) => one.id === template.id)).toMatchObject({
      formatId: null,
      trackId: track,
    });
    const replaced = await call("PUT", `${templatesUrl}/${template.id}`, tokens.admin, {
      name: "Lightning 2",
    });
    expect(replaced.json().payload).toMatchObject({
      name: "Lightning 2",
      trackId: null,
      durationMinutes: null,
    });
    expect((await call("DELETE", `${templatesUrl}/${template.id}`, tokens.admin)).statusCode).toBe(200);
  });
});

describe("who may read and change them (spec 1 §6 sessionSettings)", () => {
  it("reading needs sessionSettings read (or the pages that use them); changing needs update", async () => {
    expect((await call("GET", criteriaUrl, settingsReader)).statusCode).toBe(200);
    expect((await call("GET", templatesUrl, settingsReader)).statusCode).toBe(200);
    expect((await call("POST", criteriaUrl, settingsReader, { name: "No", maxScore: 5 })).statusCode).toBe(
      403,
    );
    expect((await call("POST", templatesUrl, settingsReader, { name: "No" })).statusCode).toBe(403);
    // The new-session dialog offers templates to those who may read sessions.
    expect((await call("GET", templatesUrl, tokens.reader)).statusCode).toBe(200);
    expect((await call("GET", criteriaUrl, tokens.reader)).statusCode).toBe(403);
    expect((await call("GET", criteriaUrl, tokens.outsider)).statusCode).toBe(403);
  });

  it("another organization's member may not read or change the Summit's library", async () => {
    expect((await call("GET", criteriaUrl, tokens.orgB)).statusCode).toBe(403);
    expect((await call("POST", templatesUrl, tokens.orgB, { name: "Mine" })).statusCode).toBe(403);
    // Nor reach it through their own event.
    const viaB = `/api/events/${orgB.eventId}/session-templates`;
    const created = await call("POST", viaB, tokens.orgB, { name: "B template" });
    expect(created.statusCode).toBe(201);
    const criterionOfSummit = (await call("GET", criteriaUrl, tokens.admin)).json().payload[0].id;
    expect(
      (
        await call("PUT", `/api/events/${orgB.eventId}/session-criteria/${criterionOfSummit}`, tokens.orgB, {
          maxScore: 9,
        })
      ).statusCode,
    ).toBe(404);
    const ownB = await call("GET", `/api/events/${orgB.eventId}/session-criteria`, tokens.orgB);
    expect(ownB.json().payload).toEqual([]);
  });
});
