import { filterMessages, messages, type PersonRow, type Segment, segmentMessages } from "@foyer/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, eventSessions, orgUsers, sessionParticipants } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { caller, ORG_B, type OrgPeople, setUpOrgPeople } from "./support/org-area.js";
import { createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * Spec 1 §2 "Organization area": people and people/segments/{segmentId}, speakers and
 * speakers/segments/{segmentId}, segments. People are the organization's contacts across its
 * events (and those of no event); speakers only those who speak in one of its sessions.
 */

let t: TestApp;
let people: OrgPeople;
let call: ReturnType<typeof caller>;
const org = DEMO.org.id;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  people = await setUpOrgPeople(t, "org-people");
  call = caller(t);
  await db.insert(contacts).values([
    // A second Meetup contact, one of the organization outside any event, and one of organization B.
    {
      id: "p-eve",
      orgId: org,
      eventId: DEMO.meetup.id,
      fname: "Eve",
      lname: "Moderator",
      email: "eve@people.test",
    },
    {
      id: "p-mia",
      orgId: org,
      eventId: DEMO.meetup.id,
      fname: "Mia",
      lname: "Meetup",
      email: "mia@people.test",
      company: "Meetup Makers",
    },
    { id: "p-ori", orgId: org, eventId: null, fname: "Ori", lname: "Orgwide", email: "ori@people.test" },
    { id: "p-bob", orgId: ORG_B.id, eventId: ORG_B.eventId, fname: "Bob", lname: "Bee", email: "bob@b.test" },
  ]);
  await db.insert(eventSessions).values([
    { id: "s-meetup", orgId: org, eventId: DEMO.meetup.id, title: "Meetup talk" },
    { id: "s-b", orgId: ORG_B.id, eventId: ORG_B.eventId, title: "B talk" },
  ]);
  await db.insert(sessionParticipants).values([
    { sessionId: "s-meetup", contactId: "p-mia", role: "speaker" },
    { sessionId: "s-b", contactId: "p-bob", role: "speaker" },
    // Moderating is not speaking.
    { sessionId: "s-meetup", contactId: "p-eve", role: "moderator" },
  ]);
});
afterAll(async () => t?.close());

const get = (path: string, token = people.admin) => call("GET", `/api/organizations/${org}/${path}`, token);
const rowsOf = (response: { json(): { payload: { records: PersonRow[] } } }) =>
  response.json().payload.records;
const emails = (response: Parameters<typeof rowsOf>[0]) => rowsOf(response).map((row) => row.email);
const filtersParam = (filters: unknown) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;

describe("GET /api/organizations/{orgId}/people: the organization's contacts across its events", () => {
  it("holds every contact of the organization, in any of its events, and none of another organization", async () => {
    const response = await get("people?pageSize=200");
    expect(response.statusCode).toBe(200);
    const [own] = await t.database.db.select({ n: count() }).from(contacts).where(eq(contacts.orgId, org));
    expect(response.json().payload.total).toBe(own?.n);
    const rows = rowsOf(response);
    expect(rows.map((row) => row.email)).toEqual(
      expect.arrayContaining(["grace@example.com", "mia@people.test", "eve@people.test", "ori@people.test"]),
    );
    expect(rows.some((row) => row.email === "bob@b.test")).toBe(false);
    expect(rows.find((row) => row.id === "p-mia")).toMatchObject({
      event: DEMO.meetup.name,
      eventId: DEMO.meetup.id,
    });
    expect(response.json().payload.columns.map((column: { id: string }) => column.id)).toEqual([
      "name",
      "email",
      "company",
      "title",
      "phone",
      "country",
      "event",
      "createdAt",
    ]);
  });

  it("searches, sorts, pages and filters like the event lists", async () => {
    expect(emails(await get("people?q=MIA@"))).toEqual(["mia@people.test"]);
    const meetup = filtersParam([{ field: "event", op: "contains", value: "meetup" }]);
    const names = async (query: string) =>
      rowsOf(await get(`people?${meetup}&${query}`)).map((row) => row.name);
    expect(await names("sort=name")).toEqual(["Eve Moderator", "Mia Meetup"]);
    expect(await names("sort=-name")).toEqual(["Mia Meetup", "Eve Moderator"]);
    const second = await get(`people?${meetup}&sort=-name&pageSize=1&page=2`);
    expect(second.json().payload).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(emails(second)).toEqual(["eve@people.test"]);
    expect(
      emails(
        await get(`people?${filtersParam([{ field: "event", op: "is", value: DEMO.summit.name }])}&q=mia`),
      ),
    ).toEqual([]);
    expect(
      emails(await get(`people?${filtersParam([{ field: "company", op: "is", value: "navy labs" }])}`)),
    ).toEqual(["grace@example.com"]);
  });

  it("answers bad input with the event lists' messages", async () => {
    const bad = async (query: string, message: string) => {
      const response = await get(`people?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    };
    await bad("page=0", "Page must be a whole number from 1");
    await bad("pageSize=1000", "Page size must be a whole number between 1 and 200");
    await bad("sort=company", "Sort must be one of");
    await bad(`q=${"x".repeat(201)}`, "Search must be at most 200 characters");
    await bad("filters=%7Bnope", filterMessages.badJson);
    // Custom fields belong to one event's contacts: the organization's lists do not have them.
    await bad(
      filtersParam([{ field: "f1a2b3c4-0001-4a00-8000-00000000c001", op: "empty" }]),
      filterMessages.badField,
    );
  });
});

describe("GET /api/organizations/{orgId}/speakers: only those who speak in the organization's sessions", () => {
  it("lists the speakers of every event, with how many sessions they speak in", async () => {
    const response = await get("speakers?sort=email");
    expect(response.statusCode).toBe(200);
    expect(emails(response)).toEqual([
      "amara@example.com",
      "grace@example.com",
      "mia@people.test",
      DEMO.speaker.email,
    ]);
    const grace = rowsOf(response).find((row) => row.email === "grace@example.com");
    expect(grace?.sessions).toBe(2);
    expect(grace?.event).toBe(DEMO.summit.name);
    // The moderator and the contact of no session are people, not speakers.
    expect(emails(response)).not.toContain("linus@example.com");
    expect(emails(response)).not.toContain("eve@people.test");
  });

  it("filters speakers", async () => {
    const response = await get(
      `speakers?${filtersParam([{ field: "event", op: "is", value: DEMO.meetup.name }])}`,
    );
    expect(emails(response)).toEqual(["mia@people.test"]);
  });
});

describe("segments: saved filters of the people or speakers lists", () => {
  const create = (body: unknown, token = people.admin) =>
    call("POST", `/api/organizations/${org}/segments`, token, body);
  const segment = (response: { json(): { payload: Segment } }) => response.json().payload;

  it("saves, reads, renames, refilters and deletes a segment, each answer with its count", async () => {
    const created = await create({
      kind: "people",
      name: "  Navy  ",
      filters: [{ field: "company", op: "contains", value: "navy" }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = segment(created);
    expect(saved).toMatchObject({ kind: "people", name: "Navy", count: 1 });
    expect(saved.filters).toEqual([{ field: "company", op: "contains", value: "navy" }]);

    const read = await get(`segments/${saved.id}`);
    expect(segment(read)).toEqual(saved);
    const listed = await get("segments?kind=people");
    expect(listed.json().payload).toEqual([saved]);

    const renamed = await call("PUT", `/api/organizations/${org}/segments/${saved.id}`, people.admin, {
      name: "Navy people",
    });
    expect(segment(renamed)).toMatchObject({ name: "Navy people", count: 1 });
    const refiltered = await call("PUT", `/api/organizations/${org}/segments/${saved.id}`, people.admin, {
      filters: [{ field: "email", op: "contains", value: "@people.test" }],
    });
    // Mia and Eve of the Meetup, and Ori of no event.
    expect(segment(refiltered)).toMatchObject({ name: "Navy people", count: 3 });

    const deleted = await call("DELETE", `/api/organizations/${org}/segments/${saved.id}`, people.admin);
    expect(deleted.statusCode).toBe(200);
    expect(segment(deleted)).toMatchObject({ id: saved.id, count: 3 });
    const gone = await get(`segments/${saved.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(segmentMessages.notFound);
  });

  it("counts follow the data: a new matching contact counts at once", async () => {
    const saved = segment(
      await create({
        kind: "people",
        name: "Makers",
        filters: [{ field: "company", op: "contains", value: "makers" }],
      }),
    );
    expect(saved.count).toBe(1);
    await t.database.db.insert(contacts).values({
      id: "p-maker",
      orgId: org,
      eventId: DEMO.meetup.id,
      fname: "New",
      lname: "Maker",
      company: "Home Makers",
    });
    expect(segment(await get(`segments/${saved.id}`)).count).toBe(2);
  });

  it("speakers' segments count speakers only; without a kind the list holds both kinds", async () => {
    const speakers = segment(
      await create({
        kind: "speakers",
        name: "Summit",
        filters: [{ field: "event", op: "contains", value: "summit" }],
      }),
    );
    expect(speakers.count).toBe(3);
    const all = (await get("segments")).json().payload as Segment[];
    expect(all.map((item) => item.kind)).toEqual(expect.arrayContaining(["people", "speakers"]));
    expect(all.find((item) => item.id === speakers.id)?.count).toBe(3);
  });

  it("names are required, at most 100 characters, and unique per kind ignoring case", async () => {
    const first = segment(await create({ kind: "people", name: "Unique name" }));
    const taken = await create({ kind: "people", name: "UNIQUE NAME" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(segmentMessages.nameTaken);
    // Another kind may use it; the segment itself may change its case.
    expect((await create({ kind: "speakers", name: "unique name" })).statusCode).toBe(200);
    const recased = await call("PUT", `/api/organizations/${org}/segments/${first.id}`, people.admin, {
      name: "unique NAME",
    });
    expect(recased.statusCode).toBe(200);
    const blank = await create({ kind: "people", name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(segmentMessages.nameRequired);
    const long = await create({ kind: "people", name: "x".repeat(101) });
    expect(long.json().message).toContain(segmentMessages.nameTooLong);
  });

  it("refuses a bad kind, bad filters and unknown fields", async () => {
    const kind = await create({ kind: "sponsors", name: "Bad kind" });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain(segmentMessages.badKind);
    const field = await create({
      kind: "people",
      name: "Bad field",
      filters: [{ field: "password", op: "empty" }],
    });
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toBe(filterMessages.badField);
    const many = Array.from({ length: 21 }, () => ({ field: "name", op: "not_empty" }));
    const tooMany = await create({ kind: "people", name: "Too many", filters: many });
    expect(tooMany.json().message).toContain(filterMessages.tooMany);
    const extra = await create({ kind: "people", name: "Extra", orgId: ORG_B.id });
    expect(extra.statusCode).toBe(400);
    const query = await get("segments?kind=sponsors");
    expect(query.statusCode).toBe(400);
  });
});

describe("permissions", () => {
  const create = (body: unknown, token: string) =>
    call("POST", `/api/organizations/${org}/segments`, token, body);

  it("the demo viewer (on the Summit's team, not in the organization) is refused", async () => {
    const viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens
      .id_token;
    for (const path of ["people", "speakers", "segments"]) {
      const response = await get(path, viewer);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toBe(messages.noAccess);
    }
  });

  it("with the Contacts viewer role in the organization: people yes, speakers no, segments read-only", async () => {
    await t.database.db
      .insert(orgUsers)
      .values({ orgId: org, userId: DEMO.viewer.id, roleId: DEMO.roles.contactsViewer.id });
    const viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens
      .id_token;
    expect((await get("people", viewer)).statusCode).toBe(200);
    const speakers = await get("speakers", viewer);
    expect(speakers.statusCode).toBe(403);
    expect(speakers.json().message).toBe(messages.noPermission);
    expect((await get("segments?kind=speakers", viewer)).statusCode).toBe(403);
    const readable = (await get("segments", viewer)).json().payload as Segment[];
    expect(readable.length).toBeGreaterThan(0);
    expect(readable.every((item) => item.kind === "people")).toBe(true);
    const saving = await create({ kind: "people", name: "Viewer's own" }, viewer);
    expect(saving.statusCode).toBe(403);
    const speakersSegment = (await get("segments?kind=speakers")).json().payload[0] as Segment;
    expect((await get(`segments/${speakersSegment.id}`, viewer)).statusCode).toBe(403);
  });

  it("the Editor role may save segments; a member without a role sees none of it", async () => {
    expect((await create({ kind: "speakers", name: "Editor's" }, people.editor.token)).statusCode).toBe(200);
    const member = await get("people", people.member.token);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(messages.noPermission);
  });

  it("an outsider gets 403 and no session 401", async () => {
    expect((await get("people", people.outsider.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/organizations/${org}/people` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("another organization", () => {
  it("organization B's admin sees only B's people, and none of the demo organization's segments", async () => {
    const own = await call("GET", `/api/organizations/${ORG_B.id}/people`, people.orgBAdmin.token);
    expect(own.statusCode).toBe(200);
    expect(emails(own)).toEqual(["bob@b.test"]);
    expect(
      emails(await call("GET", `/api/organizations/${ORG_B.id}/speakers`, people.orgBAdmin.token)),
    ).toEqual(["bob@b.test"]);
    const theirs = await get("people", people.orgBAdmin.token);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain("grace@example.com");

    const demoSegment = ((await get("segments")).json().payload as Segment[])[0];
    expect(demoSegment).toBeDefined();
    // Through B's own path the demo organization's segment does not exist.
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await call(
        method,
        `/api/organizations/${ORG_B.id}/segments/${demoSegment?.id}`,
        people.orgBAdmin.token,
        method === "PUT" ? { name: "Taken over" } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.body).not.toContain(demoSegment?.name);
    }
    expect(
      (await call("GET", `/api/organizations/${ORG_B.id}/segments`, people.orgBAdmin.token)).json().payload,
    ).toEqual([]);
  });
});
