import {
  bulkMessages,
  layoutMessages,
  MAX_LAYOUTS,
  messages,
  type OrgListLayout,
  orgListMessages,
} from "@foyer/domain";
import { and, eq, inArray } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contacts,
  eventSessions,
  eventUsers,
  orgListLayouts,
  orgUsers,
  sessionParticipants,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { caller, ORG_B, type OrgPeople, setUpOrgPeople } from "./support/org-area.js";
import { createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 item 1 for the organization's `/people` and `/speakers`: starred fields and saved
 * layouts, bulk select (delete and CSV export, by ids or "all matching" the search and filters),
 * with the event lists' rules — and never a contact of another organization.
 */

let t: TestApp;
let people: OrgPeople;
let call: ReturnType<typeof caller>;
let viewer: string;
const org: string = DEMO.org.id;

const contact = (id: string, eventId: string | null, fname: string, company: string | null, orgId = org) => ({
  id,
  orgId,
  eventId,
  fname,
  lname: "Lists",
  email: `${fname.toLowerCase()}@lists.test`,
  company,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  people = await setUpOrgPeople(t, "org-lists");
  call = caller(t);
  await db.insert(contacts).values([
    contact("ol-ada", DEMO.meetup.id, "Ada", "Acme"),
    contact("ol-ben", DEMO.meetup.id, "Ben", "Acme"),
    {
      ...contact("ol-cy", DEMO.summit.id, "Cy", '=HYPERLINK("http://x")'),
      title: "+cmd",
      phone: "@SUM(1)",
    },
    contact("ol-ori", null, "Ori", "Acme"),
    contact("ol-zed", DEMO.summit.id, "Zed", "Zeta"),
    contact("ol-zoe", null, "Zoe", "Zeta"),
    contact("ol-bob", ORG_B.eventId, "Bob", "Acme", ORG_B.id),
    contact("ol-zak", ORG_B.eventId, "Zak", "Zeta", ORG_B.id),
  ]);
  await db
    .insert(eventSessions)
    .values({ id: "ol-talk", orgId: org, eventId: DEMO.meetup.id, title: "Talk" });
  await db.insert(sessionParticipants).values({ sessionId: "ol-talk", contactId: "ol-ben", role: "speaker" });
  await db
    .insert(orgUsers)
    .values({ orgId: org, userId: DEMO.viewer.id, roleId: DEMO.roles.contactsViewer.id });
  viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens.id_token;
});
afterAll(async () => t?.close());

const path = (rest: string, orgId = org) => `/api/organizations/${orgId}/${rest}`;
const layoutsOf = async (kind: string, token = people.admin) =>
  (await call("GET", path(`${kind}/layouts`), token)).json().payload as OrgListLayout[];
const exists = async (ids: string[]) =>
  (await t.database.db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, ids)))
    .map((row) => row.id)
    .sort();
const csvRows = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\ufeff/, "")).data.filter((row) => row.length > 1);
const filters = (value: unknown) => JSON.stringify(value);

describe("layouts of /people and /speakers", () => {
  it("saves, lists, renames, reorders and deletes a list's layouts", async () => {
    const created = await call("POST", path("people/layouts"), people.admin, {
      name: "Front desk",
      starredFields: ["email", "name", "event"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const desk = created.json().payload as OrgListLayout;
    expect(desk).toMatchObject({
      kind: "people",
      name: "Front desk",
      starredFields: ["email", "name", "event"],
    });
    const second = (
      await call("POST", path("people/layouts"), people.admin, {
        name: "Phones",
        starredFields: ["name", "phone"],
      })
    ).json().payload as OrgListLayout;
    expect((await layoutsOf("people")).map((layout) => layout.name)).toEqual(["Front desk", "Phones"]);

    const moved = await call("PUT", path(`people/layouts/${second.id}`), people.admin, {
      name: "Calls",
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await layoutsOf("people")).map((layout) => layout.name)).toEqual(["Calls", "Front desk"]);

    // The speakers list has its own layouts: the same name is free there, and the people's ids are unknown.
    expect((await layoutsOf("speakers")).map((layout) => layout.id)).not.toContain(desk.id);
    const speakersDesk = await call("POST", path("speakers/layouts"), people.admin, {
      name: "front desk",
      starredFields: ["name", "sessions"],
    });
    expect(speakersDesk.statusCode).toBe(201);
    expect((await call("DELETE", path(`speakers/layouts/${desk.id}`), people.admin)).statusCode).toBe(404);

    const removed = await call("DELETE", path(`people/layouts/${desk.id}`), people.admin);
    expect(removed.json().payload).toEqual({ id: desk.id });
    expect((await layoutsOf("people")).map((layout) => layout.name)).toEqual(["Calls"]);
  });

  it("refuses a name in use (ignoring case), unknown fields and bad bodies", async () => {
    const post = (body: unknown, kind = "people") =>
      call("POST", path(`${kind}/layouts`), people.admin, body);
    await post({ name: "Taken", starredFields: ["name"] });
    const taken = await post({ name: "TAKEN", starredFields: ["email"] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(layoutMessages.nameTaken("TAKEN"));

    const unknown = await post({ name: "Custom", starredFields: ["name", "nickname"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(layoutMessages.unknownField("nickname", "People"));
    // Sessions are a column of the speakers list only.
    expect((await post({ name: "Talks", starredFields: ["sessions"] })).json().message).toBe(
      layoutMessages.unknownField("sessions", "People"),
    );
    expect((await post({ name: "None", starredFields: [] })).json().message).toContain(
      layoutMessages.noColumns,
    );
    expect((await post({ name: "x".repeat(81), starredFields: ["name"] })).statusCode).toBe(400);
    expect((await post({ name: "Extra", starredFields: ["name"], orgId: ORG_B.id })).statusCode).toBe(400);
    const [taken2] = await layoutsOf("people");
    const clash = await call("PUT", path(`people/layouts/${taken2?.id}`), people.admin, { name: "taken" });
    expect(clash.statusCode).toBe(409);
  });

  it(`keeps at most ${MAX_LAYOUTS} layouts per list`, async () => {
    const have = (await layoutsOf("speakers")).length;
    await t.database.db.insert(orgListLayouts).values(
      Array.from({ length: MAX_LAYOUTS - have }, (_, index) => ({
        id: `ol-many-${index}`,
        orgId: org,
        kind: "speakers" as const,
        name: `Many ${index}`,
        starredFields: ["name"],
        position: 100 + index,
      })),
    );
    const over = await call("POST", path("speakers/layouts"), people.admin, {
      name: "One more",
      starredFields: ["name"],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(orgListMessages.tooManyLayouts);
    await t.database.db.delete(orgListLayouts).where(eq(orgListLayouts.kind, "speakers"));
  });

  it("reading needs read on the list, saving update; outsiders get 403 and another organization 404", async () => {
    expect((await call("GET", path("people/layouts"), people.member.token)).statusCode).toBe(403);
    // The contacts viewer reads people (not speakers) and saves nothing.
    expect((await call("GET", path("people/layouts"), viewer)).statusCode).toBe(200);
    const speakers = await call("GET", path("speakers/layouts"), viewer);
    expect(speakers.statusCode).toBe(403);
    expect(speakers.json().message).toBe(messages.noPermission);
    const save = await call("POST", path("people/layouts"), viewer, {
      name: "Mine",
      starredFields: ["name"],
    });
    expect(save.statusCode).toBe(403);
    expect((await call("GET", path("people/layouts"), people.outsider.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: path("people/layouts") })).statusCode).toBe(401);
    expect((await call("GET", path("people/layouts", "no-such-org"), people.admin)).statusCode).toBe(404);

    const [ours] = await layoutsOf("people");
    expect((await call("GET", path("people/layouts"), people.orgBAdmin.token)).statusCode).toBe(403);
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await call(
        method,
        path(`people/layouts/${ours?.id}`, ORG_B.id),
        people.orgBAdmin.token,
        method === "PUT" ? { name: "Taken over" } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe(layoutMessages.notFound);
    }
    expect(
      (await call("GET", path("people/layouts", ORG_B.id), people.orgBAdmin.token)).json().payload,
    ).toEqual([]);
  });
});

describe("POST …/export: the selected people as CSV", () => {
  const exportOf = (body: unknown, kind = "people", token = people.admin) =>
    call("POST", path(`${kind}/export`), token, body);

  it("writes the picked rows of this organization only, formulas neutralised", async () => {
    const response = await exportOf({ ids: ["ol-cy", "ol-ada", "ol-bob", "nope"] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="people-selected-/);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual([
      "First name",
      "Last name",
      "Email",
      "Company",
      "Title",
      "Phone",
      "Country",
      "Event",
      "Added",
    ]);
    expect(rows.map((row) => row[0])).toEqual(["Ada", "Cy"]);
    expect(rows[0]?.[7]).toBe(DEMO.meetup.name);
    // Spreadsheets read these as text, not as formulas.
    expect(rows[1]?.slice(3, 6)).toEqual(['\'=HYPERLINK("http://x")', "'+cmd", "'@SUM(1)"]);
    expect(response.body).not.toContain("bob@lists.test");
  });

  it("exports all that match the list's search and filters, and the speakers list only its speakers", async () => {
    const acme = filters([{ field: "company", op: "is", value: "acme" }]);
    const all = await exportOf({ all: true, filters: acme });
    expect(all.statusCode, all.body).toBe(200);
    expect(csvRows(all.body).map((row) => row[0])).toEqual(expect.arrayContaining(["Ada", "Ben", "Ori"]));
    expect(all.body).not.toContain("Bob");
    const searched = await exportOf({ all: true, q: "ada@lists", filters: acme });
    expect(
      csvRows(searched.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(["Ada"]);

    const speakers = await exportOf({ all: true, q: "lists.test" }, "speakers");
    const [header, ...rows] = csvRows(speakers.body);
    expect(rows.map((row) => row[0])).toEqual(["Ben"]);
    expect(rows[0]?.[header?.indexOf("Sessions") ?? -1]).toBe("1");
    // Picking a non-speaker by id on /speakers picks nothing.
    expect(csvRows((await exportOf({ ids: ["ol-ada"] }, "speakers")).body)).toHaveLength(1);
  });

  it("refuses a wrong selection and needs read on the list", async () => {
    const misspelt = await exportOf({ all: true, filter: "[]" });
    expect(misspelt.statusCode).toBe(400);
    const both = await exportOf({ all: true, ids: ["ol-ada"] });
    expect(both.json().message).toContain(bulkMessages.idsOrAll);
    expect((await exportOf({ ids: [] })).json().message).toContain(bulkMessages.pickSome);
    const badField = await exportOf({ all: true, filters: filters([{ field: "f-custom", op: "empty" }]) });
    expect(badField.statusCode).toBe(400);
    expect((await exportOf({ ids: ["ol-ada"] }, "people", people.member.token)).statusCode).toBe(403);
    expect((await exportOf({ ids: ["ol-ada"] }, "people", viewer)).statusCode).toBe(200);
    expect((await exportOf({ ids: ["ol-ben"] }, "speakers", viewer)).statusCode).toBe(403);
  });
});

describe("POST …/bulk-delete", () => {
  const bulkDelete = (body: unknown, token = people.admin, orgId = org, kind = "people") =>
    call("POST", path(`${kind}/bulk-delete`, orgId), token, body);
  const audits = (ids: string[]) =>
    t.database.db
      .select({ entityId: auditLog.entityId, eventId: auditLog.eventId, orgId: auditLog.orgId })
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, ids), eq(auditLog.action, "delete")));

  it("never touches another organization's contacts, whoever asks and however they are named", async () => {
    const ours = await bulkDelete({ ids: ["ol-bob", "ol-zak"] });
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.json().payload).toEqual({ deleted: 0, ids: [] });
    const theirs = await bulkDelete({ ids: ["ol-ada", "ol-ori"] }, people.orgBAdmin.token, ORG_B.id);
    expect(theirs.json().payload).toEqual({ deleted: 0, ids: [] });
    expect((await bulkDelete({ ids: ["ol-ada"] }, people.orgBAdmin.token)).statusCode).toBe(403);
    expect(await exists(["ol-ada", "ol-bob", "ol-ori", "ol-zak"])).toEqual([
      "ol-ada",
      "ol-bob",
      "ol-ori",
      "ol-zak",
    ]);
  });

  it("needs update on contacts: read alone, or no role, is refused", async () => {
    const read = await bulkDelete({ ids: ["ol-ori"] }, viewer);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(messages.noPermission);
    expect((await bulkDelete({ ids: ["ol-ori"] }, people.member.token)).statusCode).toBe(403);
    expect(await exists(["ol-ori"])).toEqual(["ol-ori"]);
  });

  it("a contact's event decides: outside the event's team nothing goes; on it with the permission, it goes with its audit", async () => {
    const editor = people.editor.token;
    const refused = await bulkDelete({ ids: ["ol-ori", "ol-ada"] }, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(orgListMessages.noDeleteIn(DEMO.meetup.name));
    expect(await exists(["ol-ada", "ol-ori"])).toEqual(["ol-ada", "ol-ori"]);

    // A contact of no event answers to the organization's permission alone.
    const orgWide = await bulkDelete({ ids: ["ol-ori"] }, editor);
    expect(orgWide.json().payload).toEqual({ deleted: 1, ids: ["ol-ori"] });

    await t.database.db
      .insert(eventUsers)
      .values({ eventId: DEMO.meetup.id, userId: people.editor.id, roleId: DEMO.roles.editor.id });
    const onTeam = await bulkDelete({ ids: ["ol-ada"] }, editor);
    expect(onTeam.json().payload).toEqual({ deleted: 1, ids: ["ol-ada"] });
    expect(await exists(["ol-ada", "ol-ori"])).toEqual([]);
    expect(await audits(["ol-ada", "ol-ori"])).toEqual(
      expect.arrayContaining([
        { entityId: "ol-ada", eventId: DEMO.meetup.id, orgId: org },
        { entityId: "ol-ori", eventId: null, orgId: org },
      ]),
    );
  });

  it("deletes all that match the search and filters, across events, each with its audit entry", async () => {
    const zeta = filters([{ field: "company", op: "is", value: "zeta" }]);
    const misspelt = await bulkDelete({ all: true, filter: zeta });
    expect(misspelt.statusCode).toBe(400);
    const response = await bulkDelete({ all: true, q: "", filters: zeta });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.deleted).toBe(2);
    expect(await exists(["ol-zed", "ol-zoe", "ol-zak"])).toEqual(["ol-zak"]);
    expect((await audits(["ol-zed", "ol-zoe"])).map((entry) => entry.eventId).sort()).toEqual(
      [DEMO.summit.id, null].sort(),
    );
  });

  it("on /speakers, only speakers go", async () => {
    const response = await bulkDelete({ ids: ["ol-cy", "ol-ben"] }, people.admin, org, "speakers");
    expect(response.json().payload).toEqual({ deleted: 1, ids: ["ol-ben"] });
    expect(await exists(["ol-ben", "ol-cy"])).toEqual(["ol-cy"]);
  });
});
