import { randomUUID } from "node:crypto";
import { eventLifeMessages, messages, newEventMessages } from "@foyer/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows.js";
import { contentItems, eventDayGroups, eventUsers } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { caller, multipart, type OrgPeople, PNG_BYTES, setUpOrgPeople } from "./support/org-area.js";
import { bearer, createTestApp, type TestApp } from "./support/test-app.js";

/*
 * Issue 20 item 1, "An event's life": its details (PUT /virtual/event/{eventId}/details), its logo
 * (event-logo/), publishing (PUT /event/{eventId} with isVirtualEventPublished, spec 2 §7),
 * archiving and deleting with everything of the event, its files included.
 */

let t: TestApp;
let people: OrgPeople;
let call: ReturnType<typeof caller>;
const org = DEMO.org.id;

beforeAll(async () => {
  t = await createTestApp();
  people = await setUpOrgPeople(t, "event-life");
  call = caller(t);
});
afterAll(async () => t?.close());

async function newEvent(name = `Life ${randomUUID().slice(0, 8)}`) {
  const response = await call("POST", `/api/event/organization/${org}/events`, people.admin, {
    name,
    date_from: "2027-06-01",
    date_to: "2027-06-03",
    timezone: "Europe/Berlin",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload as { id: string; name: string };
}

const details = (overrides: Record<string, unknown> = {}) => ({
  name: "Renamed Forum",
  date_from: "2027-07-10",
  date_to: "2027-07-12",
  timezone: "America/New_York",
  description: "Three days of talks.",
  venue: "Hall 4, Convention Centre",
  currency: "USD",
  ...overrides,
});

async function onTeam(eventId: string, userId: string, roleId: string) {
  await t.database.db.insert(eventUsers).values({ eventId, userId, roleId });
}

describe("settings/details: PUT /virtual/event/{eventId}/details", () => {
  it("saves name, dates, time zone, description, venue and currency, and GET reads them back", async () => {
    const event = await newEvent();
    const saved = await call("PUT", `/api/virtual/event/${event.id}/details`, people.admin, details());
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await call("GET", `/api/event/${event.id}`, people.admin);
    expect(read.json().payload.event).toMatchObject({
      id: event.id,
      name: "Renamed Forum",
      date_from: "2027-07-10",
      date_to: "2027-07-12",
      timezone: "America/New_York",
      description: "Three days of talks.",
      venue: "Hall 4, Convention Centre",
      currency: "USD",
      is_published: false,
      is_archived: false,
      logo_image_url: null,
    });
  });

  it("keeps only the day labels' days that are still within the new dates", async () => {
    const event = await newEvent();
    await t.database.db.insert(eventDayGroups).values({
      eventId: event.id,
      groupId: 2,
      name: "Show Days",
      color: "#01C07C",
      days: ["2027-06-01", "2027-06-02", "2027-06-03"],
    });
    const moved = details({ date_from: "2027-06-02", date_to: "2027-06-05" });
    expect(
      (await call("PUT", `/api/virtual/event/${event.id}/details`, people.admin, moved)).statusCode,
    ).toBe(200);
    const groups = await call("GET", `/api/event/${event.id}/day-groups`, people.admin);
    expect(groups.json().payload).toEqual([
      expect.objectContaining({ id: 2, days: ["2027-06-02", "2027-06-03"] }),
    ]);
  });

  it.each([
    ["an end before the start", { date_to: "2027-07-01" }, "date_to", newEventMessages.endBeforeStart],
    ["a day that does not exist", { date_from: "2027-02-30" }, "date_from", newEventMessages.badDate],
    ["an unknown time zone", { timezone: "Mars/Olympus" }, "timezone", newEventMessages.unknownTimezone],
    ["a blank name", { name: "  " }, "name", newEventMessages.nameRequired],
    ["another currency", { currency: "EUR" }, "currency", eventLifeMessages.currencyUsdOnly],
    [
      "a description too long",
      { description: "x".repeat(5001) },
      "description",
      eventLifeMessages.descriptionTooLong,
    ],
    ["more than a year", { date_to: "2028-07-11" }, "date_to", newEventMessages.tooLong],
  ])("refuses %s with 400 naming the field", async (_, change, field, message) => {
    const event = await newEvent();
    const response = await call(
      "PUT",
      `/api/virtual/event/${event.id}/details`,
      people.admin,
      details(change),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path: field, message });
    const read = await call("GET", `/api/event/${event.id}`, people.admin);
    expect(read.json().payload.event.name).toBe(event.name);
  });

  it("refuses unknown keys", async () => {
    const event = await newEvent();
    const response = await call(
      "PUT",
      `/api/virtual/event/${event.id}/details`,
      people.admin,
      details({ slug: "x" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("slug");
  });
});

describe("permissions (spec 1 §6: update on settings)", () => {
  it("lets a team member whose role updates settings in, and refuses the others", async () => {
    const event = await newEvent();
    await onTeam(event.id, people.settingsManager.id, DEMO.roles.administrator.id);
    await onTeam(event.id, people.editor.id, DEMO.roles.editor.id);
    const url = `/api/virtual/event/${event.id}/details`;
    expect((await call("PUT", url, people.settingsManager.token, details())).statusCode).toBe(200);

    const editor = await call("PUT", url, people.editor.token, details({ name: "Editor's" }));
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message).toBe(messages.noPermission);
    const outsider = await call("PUT", url, people.outsider.token, details({ name: "Outsider's" }));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(messages.noAccess);
    // Reading stays open to the team.
    expect((await call("GET", `/api/event/${event.id}`, people.editor.token)).statusCode).toBe(200);

    for (const token of [people.editor.token, people.outsider.token, people.orgBAdmin.token]) {
      const publish = await call("PUT", `/api/event/${event.id}`, token, { isVirtualEventPublished: true });
      expect(publish.statusCode).toBe(403);
      const remove = await call("DELETE", `/api/event/${event.id}`, token, { confirmName: event.name });
      expect(remove.statusCode).toBe(403);
      const logo = await t.app.inject({
        method: "POST",
        url: `/api/event/${event.id}/logo`,
        ...withBearer(multipart("logo.png", "image/png", PNG_BYTES), token),
      });
      expect(logo.statusCode).toBe(403);
    }
    const read = await call("GET", `/api/event/${event.id}`, people.admin);
    expect(read.json().payload.event).toMatchObject({ name: "Renamed Forum", is_published: false });
  });

  it("answers 404 for an event that does not exist", async () => {
    const response = await call("PUT", "/api/event/no-such-event", people.admin, { isArchived: true });
    expect(response.statusCode).toBe(404);
  });
});

function withBearer(body: { payload: Buffer; headers: Record<string, string> }, token: string) {
  return { payload: body.payload, headers: { ...body.headers, ...bearer(token) } };
}

/** POST /api/uploads as the admin: the new upload's id and address. */
async function uploadFile(name: string, type: string, content: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/uploads",
    ...withBearer(multipart(name, type, content), people.admin),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload as { uploadId: string; url: string };
}

async function uploadLogo(eventId: string) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/event/${eventId}/logo`,
    ...withBearer(multipart("logo.png", "image/png", PNG_BYTES), people.admin),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload as { uploadId: string; url: string };
}

describe("the logo (event-logo/)", () => {
  it("stores the upload under event-logo/ and saves it by PUT with logoImageUrl", async () => {
    const event = await newEvent();
    const logo = await uploadLogo(event.id);
    const key = rowsOf<{ storage_key: string }>(
      await t.database.db.execute(sql`select storage_key from uploads where id = ${logo.uploadId}`),
    )[0]?.storage_key;
    expect(key).toBe(`event-logo/${logo.uploadId}`);
    const saved = await call("PUT", `/api/event/${event.id}`, people.admin, { logoImageUrl: logo.url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.event.logo_image_url).toBe(logo.url);
    const removed = await call("PUT", `/api/event/${event.id}`, people.admin, { logoImageUrl: null });
    expect(removed.json().payload.event.logo_image_url).toBeNull();
  });

  it("refuses a file that is not an image, and a logo address that is not an event logo", async () => {
    const event = await newEvent();
    const page = await t.app.inject({
      method: "POST",
      url: `/api/event/${event.id}/logo`,
      ...withBearer(multipart("logo.png", "image/png", "<html>not a picture</html>"), people.admin),
    });
    expect(page.statusCode).toBe(415);
    const { url } = await uploadFile("notes.txt", "text/plain", "just notes");
    const response = await call("PUT", `/api/event/${event.id}`, people.admin, { logoImageUrl: url });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: "logoImageUrl",
      message: eventLifeMessages.logoNotUploaded,
    });
  });
});

describe("publishing (spec 2 §7 isVirtualEventPublished)", () => {
  it("publishes and unpublishes", async () => {
    const event = await newEvent();
    const published = await call("PUT", `/api/event/${event.id}`, people.admin, {
      isVirtualEventPublished: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().payload.event.is_published).toBe(true);
    const unpublished = await call("PUT", `/api/event/${event.id}`, people.admin, {
      isVirtualEventPublished: false,
    });
    expect(unpublished.json().payload.event.is_published).toBe(false);
  });

  it("refuses an empty change, a value that is not true or false, and unknown keys", async () => {
    const event = await newEvent();
    const empty = await call("PUT", `/api/event/${event.id}`, people.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(eventLifeMessages.nothingToChange);
    const text = await call("PUT", `/api/event/${event.id}`, people.admin, {
      isVirtualEventPublished: "yes",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toContainEqual({
      path: "isVirtualEventPublished",
      message: "isVirtualEventPublished must be true or false",
    });
    const unknown = await call("PUT", `/api/event/${event.id}`, people.admin, { name: "Sneaky" });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("archiving: the event leaves the lists and stays readable by its address", () => {
  it("archives and unarchives", async () => {
    const event = await newEvent();
    const listed = async () => {
      const orgList = await call("GET", `/api/organizations/${org}/events`, people.admin);
      const mine = await call("GET", "/api/user/me/events", people.admin);
      const ids = (response: typeof orgList) =>
        (response.json().payload as { id: string }[]).map((item) => item.id).includes(event.id);
      return { org: ids(orgList), mine: ids(mine) };
    };
    expect(await listed()).toEqual({ org: true, mine: true });
    const archived = await call("PUT", `/api/event/${event.id}`, people.admin, { isArchived: true });
    expect(archived.json().payload.event.is_archived).toBe(true);
    expect(await listed()).toEqual({ org: false, mine: false });
    const read = await call("GET", `/api/event/${event.id}`, people.admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().payload.event.is_archived).toBe(true);
    await call("PUT", `/api/event/${event.id}`, people.admin, { isArchived: false });
    expect(await listed()).toEqual({ org: true, mine: true });
  });
});

/** Clones `eventSourceId` into the demo organization as `newEventName`; the new event's id. */
async function cloneOf(eventSourceId: string, newEventName: string, extra: Record<string, unknown> = {}) {
  const started = await call("POST", "/api/event/clone", people.admin, {
    eventSourceId,
    cloneToOrgId: org,
    newEventName,
    newEventStartDate: "2027-03-16",
    newEventEndDate: "2027-03-18",
    contentType: "everything",
    ...extra,
  });
  expect(started.statusCode, started.body).toBe(202);
  const jobId = started.json().payload.jobId as string;
  let job: { status: string; payload?: { newEventId?: string } } = { status: "pending" };
  for (const deadline = Date.now() + 30_000; job.status === "pending" || job.status === "processing"; ) {
    if (Date.now() > deadline) throw new Error("the clone did not finish");
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = (await call("GET", `/api/jobs/progress/${jobId}`, people.admin)).json().payload;
  }
  expect(job.status, JSON.stringify(job)).toBe("completed");
  return job.payload?.newEventId ?? "";
}

describe("cloning keeps the details", () => {
  it("copies description, venue and logo; the clone starts unpublished and in the lists", async () => {
    const event = await newEvent();
    await call("PUT", `/api/virtual/event/${event.id}/details`, people.admin, details());
    const logo = await uploadLogo(event.id);
    await call("PUT", `/api/event/${event.id}`, people.admin, {
      logoImageUrl: logo.url,
      isVirtualEventPublished: true,
      isArchived: true,
    });
    const cloneId = await cloneOf(event.id, "Cloned Forum");
    const read = await call("GET", `/api/event/${cloneId}`, people.admin);
    expect(read.json().payload.event).toMatchObject({
      name: "Cloned Forum",
      description: "Three days of talks.",
      venue: "Hall 4, Convention Centre",
      logo_image_url: logo.url,
      is_published: false,
      is_archived: false,
    });
  });
});

/** Every row of the database naming `id`: in a text column, or inside a JSON value. */
async function rowsNaming(id: string): Promise<string[]> {
  const db = t.database.db;
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name, c.data_type from information_schema.columns c
      join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json')`),
  );
  const found: string[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    // The job log keeps what each job was asked (a clone names its source): history, not the event's.
    if (table_name === "jobs") continue;
    const column = sql.identifier(column_name);
    const condition = data_type.startsWith("json")
      ? sql`strpos(${column}::text, ${id}) > 0`
      : sql`${column} = ${id}`;
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${condition}`),
    );
    if (Number(row?.n) > 0) found.push(`${table_name}.${column_name}: ${row?.n}`);
  }
  return found;
}

describe("deleting: everything of the event in one transaction, its files too", () => {
  it("refuses a confirmation that is not the event's name, and keeps the event", async () => {
    const event = await newEvent();
    for (const confirmName of ["", "wrong name", event.name.toUpperCase()]) {
      const response = await call("DELETE", `/api/event/${event.id}`, people.admin, { confirmName });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({
        path: "confirmName",
        message: eventLifeMessages.confirmNameMismatch,
      });
    }
    const missing = await call("DELETE", `/api/event/${event.id}`, people.admin, {});
    expect(missing.statusCode).toBe(400);
    expect((await call("GET", `/api/event/${event.id}`, people.admin)).statusCode).toBe(200);
  });

  it("leaves no row naming the event, removes its own files and keeps the files its source still uses", async () => {
    // A file of the summit's content library: its clone points at the same upload (files are shared).
    const sharedId = (await uploadFile("floor-plan.pdf", "application/pdf", "%PDF-1.4 plan")).uploadId;
    await t.database.db.insert(contentItems).values({
      id: randomUUID(),
      orgId: org,
      eventId: DEMO.summit.id,
      title: "Floor plan",
      uploadId: sharedId,
    });
    // A clone of the demo summit has a bit of everything: records, sessions, forms, portals, files.
    const eventId = await cloneOf(DEMO.summit.id, "Doomed Summit", {
      includeAllRecordData: true,
      includeAllFormSubmissions: true,
    });
    expect((await rowsNaming(eventId)).length).toBeGreaterThan(5);

    // Files of its own: a logo, and a content library document.
    const logo = await uploadLogo(eventId);
    await call("PUT", `/api/event/${eventId}`, people.admin, { logoImageUrl: logo.url });
    const documentId = (await uploadFile("agenda.pdf", "application/pdf", "%PDF-1.4 agenda")).uploadId;
    await t.database.db.insert(contentItems).values({
      id: randomUUID(),
      orgId: org,
      eventId,
      title: "Agenda",
      uploadId: documentId,
    });
    const cloned = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from content_items where event_id = ${eventId} and upload_id = ${sharedId}`,
      ),
    );
    expect(Number(cloned[0]?.n)).toBe(1);

    const deleted = await call("DELETE", `/api/event/${eventId}`, people.admin, {
      confirmName: "Doomed Summit",
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().payload).toEqual({ id: eventId, files_removed: 2 });

    expect(await rowsNaming(eventId)).toEqual([]);
    expect((await call("GET", `/api/event/${eventId}`, people.admin)).statusCode).toBe(404);
    for (const gone of [logo.uploadId, documentId]) {
      expect((await call("GET", `/api/uploads/${gone}`, people.admin)).statusCode).toBe(404);
      expect(
        await storedBytes(`${gone === logo.uploadId ? "event-logo" : "event-files"}/${gone}`),
      ).toBeNull();
    }
    // The summit still uses the files its clone pointed at.
    expect((await call("GET", `/api/uploads/${sharedId}`, people.admin)).statusCode).toBe(200);
    expect(await storedBytes(`event-files/${sharedId}`)).not.toBeNull();
    expect((await call("GET", `/api/event/${DEMO.summit.id}`, people.admin)).statusCode).toBe(200);
  });
});

async function storedBytes(key: string): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of t.storage.open(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return null;
    throw error;
  }
}
