import { randomUUID } from "node:crypto";
import { layoutMessages, MAX_LAYOUT_COLUMNS, MAX_LAYOUTS } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, eventUsers, moduleFields, moduleLayouts, organizations } from "../db/schema/index.js";
import { DEMO, DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed.js";
import { createDefaultModules } from "../services/records/modules.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 item 1 "starred fields and layouts": a module's list layouts are named, ordered lists of
 * starred field keys, checked against the module's fields; read permission lists them, update
 * permission saves, changes and deletes them; another organization's layouts are out of reach.
 */

let t: TestApp;
let admin: string;
let viewer: string;
let intruder: string;
let intruderContacts = "";
const contactsUrl = `/api/modules/${DEMO_MODULES.contacts.id}/layouts`;
const sponsorsUrl = `/api/modules/${DEMO_MODULES.sponsors.id}/layouts`;

type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; token: string; payload?: unknown };
const call = ({ method, url, token, payload }: Call) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const create = (payload: unknown, url = contactsUrl, token = admin) =>
  call({ method: "POST", url, token, payload });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signIn(t.app)).tokens.id_token;
  viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens.id_token;
  // Organization A: its own event and modules, its member an admin of both.
  await db.insert(organizations).values({ id: "org-layouts-a", name: "Organization A" });
  await db.insert(events).values({
    id: "event-layouts-a",
    orgId: "org-layouts-a",
    name: "A Conference",
    slug: "a-conference",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  const [contactsOfA] = await createDefaultModules(db, { id: "event-layouts-a", orgId: "org-layouts-a" });
  intruderContacts = contactsOfA?.id ?? "";
  const member = await signUp(t.app, "layouts.a@example.com");
  await db.insert(eventUsers).values({ eventId: "event-layouts-a", userId: member.id, isAdmin: true });
  intruder = member.token;
});
afterAll(async () => t?.close());

describe("a layout is a name and the starred fields, in column order", () => {
  it("creates layouts after one another and lists them in that order", async () => {
    const first = await create({ name: "  Speakers desk ", starredFields: ["name", "email", "company"] });
    expect(first.statusCode).toBe(201);
    expect(first.json().payload).toMatchObject({
      name: "Speakers desk",
      moduleId: DEMO_MODULES.contacts.id,
      starredFields: ["name", "email", "company"],
      position: 0,
    });
    const second = await create({
      name: "Catering",
      starredFields: [DEMO_CONTACT_FIELDS.dietary.id, "name", "createdAt"],
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().payload.position).toBe(1);

    const list = await call({ method: "GET", url: contactsUrl, token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().payload.map((layout: { name: string }) => layout.name)).toEqual([
      "Speakers desk",
      "Catering",
    ]);
    expect(list.json().payload[1].starredFields).toEqual([
      DEMO_CONTACT_FIELDS.dietary.id,
      "name",
      "createdAt",
    ]);
  });

  it("renames, restars and moves a layout; the others stay as they were", async () => {
    const made = (await create({ name: "Draft", starredFields: ["name"] })).json().payload;
    const url = `${contactsUrl}/${made.id}`;
    const renamed = await call({
      method: "PUT",
      url,
      token: admin,
      payload: { name: "Badges", starredFields: ["name", "title", "company"] },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().payload).toMatchObject({
      name: "Badges",
      starredFields: ["name", "title", "company"],
    });
    const moved = await call({ method: "PUT", url, token: admin, payload: { position: 0 } });
    expect(moved.json().payload).toMatchObject({ name: "Badges", position: 0 });
    // The others move along: the order is numbered again from 0.
    const list = (await call({ method: "GET", url: contactsUrl, token: admin })).json().payload;
    expect(list.map((layout: { name: string; position: number }) => [layout.name, layout.position])).toEqual([
      ["Badges", 0],
      ["Speakers desk", 1],
      ["Catering", 2],
    ]);
  });

  it("deletes a layout; deleting it again is 404", async () => {
    const made = (await create({ name: "Short-lived", starredFields: ["email"] })).json().payload;
    const url = `${contactsUrl}/${made.id}`;
    const gone = await call({ method: "DELETE", url, token: admin });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().payload).toEqual({ id: made.id });
    expect((await call({ method: "DELETE", url, token: admin })).statusCode).toBe(404);
    const names = (await call({ method: "GET", url: contactsUrl, token: admin }))
      .json()
      .payload.map((layout: { name: string }) => layout.name);
    expect(names).not.toContain("Short-lived");
  });

  it("a field deleted after the layout was saved drops out of it", async () => {
    const db = t.database.db;
    const fieldId = `field-${randomUUID()}`;
    await db.insert(moduleFields).values({
      id: fieldId,
      moduleId: DEMO_MODULES.contacts.id,
      name: "Badge colour",
      type: "text",
      position: 9,
    });
    const made = (await create({ name: "Colours", starredFields: ["name", fieldId] })).json().payload;
    expect(made.starredFields).toEqual(["name", fieldId]);
    await db.delete(moduleFields).where(eq(moduleFields.id, fieldId));
    const list = (await call({ method: "GET", url: contactsUrl, token: admin })).json().payload;
    expect(list.find((layout: { id: string }) => layout.id === made.id).starredFields).toEqual(["name"]);
  });
});

describe("starred fields are checked against the module's fields", () => {
  it.each([
    ["contacts", { name: "X", starredFields: ["name", "nope"] }, "“nope” is not a field of Contacts"],
    // Company is a contacts column: sponsors have none.
    ["sponsors", { name: "X", starredFields: ["name", "company"] }, "“company” is not a field of Sponsors"],
    ["contacts", { name: "X", starredFields: [] }, layoutMessages.noColumns],
    ["contacts", { name: "X", starredFields: ["name", "name"] }, layoutMessages.starredTwice],
    ["contacts", { name: "X", starredFields: "name" }, layoutMessages.noColumns],
    ["contacts", { name: "X", starredFields: [42] }, layoutMessages.badKey],
    ["contacts", { starredFields: ["name"] }, layoutMessages.nameRequired],
    ["contacts", { name: "   ", starredFields: ["name"] }, layoutMessages.nameRequired],
    ["contacts", { name: "x".repeat(81), starredFields: ["name"] }, layoutMessages.nameTooLong],
    ["contacts", { name: "X", starredFields: ["name"], shared: true }, "Unknown field(s): shared"],
  ])("on %s, %j is refused: %s", async (module, payload, message) => {
    const response = await create(payload, module === "sponsors" ? sponsorsUrl : contactsUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it(`at most ${MAX_LAYOUT_COLUMNS} columns`, async () => {
    const db = t.database.db;
    const ids = Array.from({ length: MAX_LAYOUT_COLUMNS }, () => `wide-${randomUUID()}`);
    await db
      .insert(moduleFields)
      .values(
        ids.map((id, index) => ({ id, moduleId: DEMO_MODULES.sponsors.id, name: `F${index}`, type: "text" })),
      );
    expect((await create({ name: "Widest", starredFields: ids }, sponsorsUrl)).statusCode).toBe(201);
    const tooWide = await create({ name: "Too wide", starredFields: [...ids, "name"] }, sponsorsUrl);
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toContain(layoutMessages.tooManyColumns);
  });

  it("a name in use, in any case, is 409 for a new layout and for a rename", async () => {
    await create({ name: "Front Desk", starredFields: ["name"] });
    const again = await create({ name: "front desk", starredFields: ["email"] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(layoutMessages.nameTaken("front desk"));
    const other = (await create({ name: "Back Office", starredFields: ["name"] })).json().payload;
    const rename = await call({
      method: "PUT",
      url: `${contactsUrl}/${other.id}`,
      token: admin,
      payload: { name: "FRONT DESK" },
    });
    expect(rename.statusCode).toBe(409);
    // Keeping its own name is no conflict.
    const same = await call({
      method: "PUT",
      url: `${contactsUrl}/${other.id}`,
      token: admin,
      payload: { name: "back office" },
    });
    expect(same.statusCode).toBe(200);
  });

  it("a change must change something, with known keys and a sensible position", async () => {
    const made = (await create({ name: "Changes", starredFields: ["name"] })).json().payload;
    const url = `${contactsUrl}/${made.id}`;
    for (const [payload, message] of [
      [{}, layoutMessages.nothingToChange],
      [{ starredFields: ["nope"] }, "“nope” is not a field of Contacts"],
      [{ position: -1 }, layoutMessages.badPosition],
      [{ position: 1.5 }, layoutMessages.badPosition],
      [{ id: "other" }, "Unknown field(s): id"],
    ] as const) {
      const response = await call({ method: "PUT", url, token: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const missing = await call({
      method: "PUT",
      url: `${contactsUrl}/nope`,
      token: admin,
      payload: { name: "Y" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(layoutMessages.notFound);
  });

  it(`a module keeps at most ${MAX_LAYOUTS} layouts`, async () => {
    const exhibitors = `/api/modules/${DEMO_MODULES.exhibitors.id}/layouts`;
    await t.database.db.insert(moduleLayouts).values(
      Array.from({ length: MAX_LAYOUTS }, (_, index) => ({
        id: randomUUID(),
        moduleId: DEMO_MODULES.exhibitors.id,
        name: `Layout ${index}`,
        starredFields: ["name"],
        position: index,
      })),
    );
    const response = await create({ name: "One more", starredFields: ["name"] }, exhibitors);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(layoutMessages.tooManyLayouts);
  });

  it("a layout of another module is not found under this one", async () => {
    const sponsors = (
      await create({ name: "Sponsor view", starredFields: ["name", "website"] }, sponsorsUrl)
    ).json().payload;
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await call({
        method,
        url: `${contactsUrl}/${sponsors.id}`,
        token: admin,
        ...(method === "PUT" ? { payload: { name: "Taken over" } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const list = (await call({ method: "GET", url: sponsorsUrl, token: admin })).json().payload;
    expect(list.find((layout: { id: string }) => layout.id === sponsors.id).name).toBe("Sponsor view");
  });
});

describe("read permission lists and uses layouts; update permission changes them", () => {
  it("the demo viewer, who only reads contacts, lists the contacts layouts and changes none", async () => {
    const made = (await create({ name: "Viewer can see", starredFields: ["name"] })).json().payload;
    const list = await call({ method: "GET", url: contactsUrl, token: viewer });
    expect(list.statusCode).toBe(200);
    expect(list.json().payload.map((layout: { id: string }) => layout.id)).toContain(made.id);

    const refused = [
      await create({ name: "Mine", starredFields: ["name"] }, contactsUrl, viewer),
      await call({
        method: "PUT",
        url: `${contactsUrl}/${made.id}`,
        token: viewer,
        payload: { name: "Mine" },
      }),
      await call({ method: "DELETE", url: `${contactsUrl}/${made.id}`, token: viewer }),
      await call({ method: "GET", url: sponsorsUrl, token: viewer }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    const after = (await call({ method: "GET", url: contactsUrl, token: admin })).json().payload;
    expect(after.find((layout: { id: string }) => layout.id === made.id).name).toBe("Viewer can see");
  });

  it("without a session every call is 401", async () => {
    const response = await t.app.inject({ method: "GET", url: contactsUrl });
    expect(response.statusCode).toBe(401);
  });
});

describe("another organization's layouts are out of reach", () => {
  it("an admin of organization A gets 403 on B's module and 404 for B's layout under A's module", async () => {
    const ofB = (await create({ name: "Only for B", starredFields: ["name", "email"] })).json().payload;
    const direct = [
      await call({ method: "GET", url: contactsUrl, token: intruder }),
      await create({ name: "Planted", starredFields: ["name"] }, contactsUrl, intruder),
      await call({
        method: "PUT",
        url: `${contactsUrl}/${ofB.id}`,
        token: intruder,
        payload: { name: "Hacked" },
      }),
      await call({ method: "DELETE", url: `${contactsUrl}/${ofB.id}`, token: intruder }),
    ];
    expect(direct.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    for (const response of direct) expect(response.body).not.toContain("Only for B");

    const ownUrl = `/api/modules/${intruderContacts}/layouts`;
    const sideways = [
      await call({ method: "PUT", url: `${ownUrl}/${ofB.id}`, token: intruder, payload: { name: "Hacked" } }),
      await call({ method: "DELETE", url: `${ownUrl}/${ofB.id}`, token: intruder }),
    ];
    expect(sideways.map((response) => response.statusCode)).toEqual([404, 404]);
    const own = await call({ method: "GET", url: ownUrl, token: intruder });
    expect(own.statusCode).toBe(200);
    expect(own.json().payload).toEqual([]);
    const still = (await call({ method: "GET", url: contactsUrl, token: admin })).json().payload;
    expect(still.find((layout: { id: string }) => layout.id === ofB.id).name).toBe("Only for B");
  });
});
