import { type AuditEntry, type EventTag, messages, type RecordTag, tagMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, recordTags, tags } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { importCsv, summitContactsByEmail } from "./support/imports.js";
import { bearer, createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 item 3 "Fields and tags": the event's tags (spec 1 §2 `tags`) under manage_fields, a
 * record's tags under update on its module, every tag change in the record's audit, and
 * record_tags kept right when records are deleted, reverted, merged or cloned.
 */

let t: TestApp;
let admin: string;
let viewer: string;
let outsider: string;
let meetupAdmin: string;

const summit = DEMO.summit.id;

type Method = "GET" | "PUT" | "POST" | "DELETE";
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const tagsUrl = (rest = "", eventId: string = summit) => `/events/${eventId}/tags${rest}`;
const recordTagsUrl = (type: string, id: string, rest = "") => `/event/${summit}/${type}/${id}/tags${rest}`;

async function createTag(name: string, color?: string): Promise<EventTag> {
  const response = await call(admin, "POST", tagsUrl(), { name, ...(color ? { color } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload;
}

async function newContact(values: Record<string, unknown>): Promise<string> {
  const response = await call(admin, "POST", `/event/${summit}/contact`, { values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.id;
}

async function tagRecord(type: string, id: string, tagId: string, token = admin) {
  return call(token, "POST", recordTagsUrl(type, id), { tagId });
}

const namesOf = (list: readonly RecordTag[]) => list.map((tag) => tag.name);

async function listed(): Promise<EventTag[]> {
  const response = await call(admin, "GET", tagsUrl());
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

async function tagRowsOf(recordId: string) {
  return t.database.db.select().from(recordTags).where(eq(recordTags.recordId, recordId));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
  viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: "foyer-demo" })).tokens.id_token;
  outsider = (await signUp(t.app, "outsider.tags@example.com")).token;
  meetupAdmin = (await signUpEventAdmin(t, "meetup.tags@example.com", DEMO.meetup.id)).token;
});
afterAll(async () => t?.close());

describe("the event's tags", () => {
  it("creates tags with a palette colour by default, lists them by name with their record counts", async () => {
    const vip = await createTag("VIP", "#E03131");
    expect(vip).toMatchObject({ name: "VIP", color: "#e03131", recordCount: 0 });
    const press = await createTag("  press  ");
    expect(press).toMatchObject({ name: "press", color: "#339af0" });
    const contactId = await newContact({ EMAIL: "tagged.count@example.com" });
    expect((await tagRecord("contact", contactId, vip.id)).statusCode).toBe(200);
    const list = await listed();
    const ours = list.filter((tag) => ["VIP", "press"].includes(tag.name));
    expect(ours.map((tag) => tag.name)).toEqual(["press", "VIP"]);
    expect(ours.find((tag) => tag.name === "VIP")?.recordCount).toBe(1);
  });

  it("renames and recolours; a name another tag has, in any case, is refused", async () => {
    const tag = await createTag("Speaker Dinner");
    await createTag("Board");
    const renamed = await call(admin, "PUT", tagsUrl(`/${tag.id}`), {
      name: "Speakers' Dinner",
      color: "#2f9e44",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload).toMatchObject({ name: "Speakers' Dinner", color: "#2f9e44" });
    const taken = await call(admin, "PUT", tagsUrl(`/${tag.id}`), { name: "board" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(tagMessages.nameTaken("board"));
    const duplicate = await call(admin, "POST", tagsUrl(), { name: "BOARD" });
    expect(duplicate.statusCode).toBe(409);
    // The same name in another case on itself is a rename.
    expect((await call(admin, "PUT", tagsUrl(`/${tag.id}`), { name: "SPEAKERS' DINNER" })).statusCode).toBe(
      200,
    );
  });

  const refusals: [string, unknown, string][] = [
    ["no name", {}, "name: Name is required"],
    ["a blank name", { name: "  " }, "name: Name is required"],
    ["a long name", { name: "x".repeat(51) }, "name: Name must be at most 50 characters"],
    ["a tab in the name", { name: "a\tb" }, `name: ${tagMessages.controlCharacters}`],
    ["a short colour", { name: "Red", color: "#f00" }, `color: ${tagMessages.badColor}`],
    ["a colour name", { name: "Red", color: "red" }, `color: ${tagMessages.badColor}`],
    ["CSS in the colour", { name: "Red", color: "#fff;background:url(x)" }, `color: ${tagMessages.badColor}`],
    ["an unknown key", { name: "Red", id: "mine" }, "Unknown field(s): id"],
    ["a number for a name", { name: 42 }, "name: Name is required"],
  ];
  for (const [what, body, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const response = await call(admin, "POST", tagsUrl(), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  }

  it("refuses an update that changes nothing, and an unknown tag", async () => {
    const tag = await createTag("Nothing");
    expect((await call(admin, "PUT", tagsUrl(`/${tag.id}`), {})).json().message).toBe(
      tagMessages.nothingToChange,
    );
    expect((await call(admin, "PUT", tagsUrl("/no-such-tag"), { name: "X" })).statusCode).toBe(404);
  });

  it("stores markup as plain text", async () => {
    const tag = await createTag("<b>bold</b>");
    expect(tag.name).toBe("<b>bold</b>");
  });
});

describe("permissions (spec 1 §6 'Fields and tags': manage_fields)", () => {
  it("the viewer reads the list (to see a contact's tags) but cannot change it or tag a contact", async () => {
    const tag = await createTag("Viewer Test");
    expect((await call(viewer, "GET", tagsUrl())).statusCode).toBe(200);
    const attempts = [
      await call(viewer, "POST", tagsUrl(), { name: "Mine" }),
      await call(viewer, "PUT", tagsUrl(`/${tag.id}`), { name: "Mine" }),
      await call(viewer, "DELETE", tagsUrl(`/${tag.id}`)),
    ];
    const contactId = await newContact({ EMAIL: "viewer.target@example.com" });
    attempts.push(await tagRecord("contact", contactId, tag.id, viewer));
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
    }
    expect((await call(viewer, "GET", recordTagsUrl("contact", contactId))).statusCode).toBe(200);
    expect(await tagRowsOf(contactId)).toEqual([]);
  });

  it("someone outside the event gets 403; another event's tag does not exist here", async () => {
    expect((await call(outsider, "GET", tagsUrl())).statusCode).toBe(403);
    expect((await call(meetupAdmin, "GET", tagsUrl())).statusCode).toBe(403);
    const own = await call(meetupAdmin, "POST", tagsUrl("", DEMO.meetup.id), { name: "Meetup only" });
    expect(own.statusCode).toBe(201);
    const contactId = await newContact({ EMAIL: "cross.event@example.com" });
    const crossed = await tagRecord("contact", contactId, own.json().payload.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(tagMessages.notFound);
    // And the meetup's admin cannot rename or delete the summit's tags through their own event.
    const summitTag = await createTag("Summit only");
    expect((await call(meetupAdmin, "DELETE", tagsUrl(`/${summitTag.id}`, DEMO.meetup.id))).statusCode).toBe(
      404,
    );
    expect((await listed()).some((tag) => tag.id === summitTag.id)).toBe(true);
  });
});

describe("a record's tags", () => {
  it("adds and removes tags on a contact, each change in its audit", async () => {
    const speaker = await createTag("Speaker");
    const local = await createTag("Local");
    const contactId = await newContact({
      FIRST_NAME: "Tag",
      LAST_NAME: "Audit",
      EMAIL: "tag.audit@example.com",
    });
    const first = await tagRecord("contact", contactId, speaker.id);
    expect(namesOf(first.json().payload)).toEqual(["Speaker"]);
    const second = await tagRecord("contact", contactId, local.id);
    expect(namesOf(second.json().payload)).toEqual(["Local", "Speaker"]);
    // Adding it again changes nothing and writes nothing.
    expect(namesOf((await tagRecord("contact", contactId, local.id)).json().payload)).toEqual([
      "Local",
      "Speaker",
    ]);
    const removed = await call(admin, "DELETE", recordTagsUrl("contact", contactId, `/${speaker.id}`));
    expect(namesOf(removed.json().payload)).toEqual(["Local"]);
    expect(namesOf((await call(admin, "GET", recordTagsUrl("contact", contactId))).json().payload)).toEqual([
      "Local",
    ]);

    const audit = (await call(admin, "GET", `/event/${summit}/contact/${contactId}/audit`)).json()
      .payload as AuditEntry[];
    const tagEntries = audit.filter((entry) => entry.changes.some((change) => change.field === "Tags"));
    expect(tagEntries.map((entry) => entry.note)).toEqual([
      'Removed tag "Speaker"',
      'Added tag "Local"',
      'Added tag "Speaker"',
    ]);
    expect(tagEntries[0]?.changes).toEqual([
      { field: "Tags", before: ["Local", "Speaker"], after: ["Local"] },
    ]);
    expect(tagEntries[0]?.user?.name).toBeTruthy();
  });

  it("tags accounts and custom records too", async () => {
    const tag = await createTag("Partner");
    const [sponsor] = (await call(admin, "GET", `/modules/${DEMO_MODULES.sponsors.id}/records`)).json()
      .payload.records as { id: string }[];
    expect((await tagRecord("account", sponsor?.id ?? "", tag.id)).statusCode).toBe(200);
    const booking = await call(admin, "POST", `/event/${summit}/record`, {
      moduleId: DEMO_MODULES.hotelBookings.id,
      values: { NAME: "Tagged room" },
    });
    const bookingId = booking.json().payload.id;
    expect((await tagRecord("record", bookingId, tag.id)).statusCode).toBe(200);
    expect((await listed()).find((item) => item.id === tag.id)?.recordCount).toBe(2);
    // A contact id is not an account.
    const contactId = await newContact({ EMAIL: "not.an.account@example.com" });
    expect((await tagRecord("account", contactId, tag.id)).statusCode).toBe(404);
  });

  it("refuses a bad body", async () => {
    const contactId = await newContact({ EMAIL: "bad.body@example.com" });
    expect((await call(admin, "POST", recordTagsUrl("contact", contactId), { tagId: "" })).statusCode).toBe(
      400,
    );
    expect((await call(admin, "POST", recordTagsUrl("contact", contactId), { tag: "x" })).statusCode).toBe(
      400,
    );
    expect((await tagRecord("contact", contactId, "no-such-tag")).statusCode).toBe(404);
  });
});

describe("record_tags stay right", () => {
  it("deleting a tag takes it off every record, noted in each record's audit", async () => {
    const tag = await createTag("Temporary");
    const keep = await createTag("Keeper");
    const a = await newContact({ EMAIL: "temp.a@example.com" });
    const b = await newContact({ EMAIL: "temp.b@example.com" });
    await tagRecord("contact", a, tag.id);
    await tagRecord("contact", a, keep.id);
    await tagRecord("contact", b, tag.id);
    const deleted = await call(admin, "DELETE", tagsUrl(`/${tag.id}`));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().payload).toEqual({ id: tag.id, removedFromRecords: 2 });
    expect((await tagRowsOf(a)).map((row) => row.tagId)).toEqual([keep.id]);
    expect(await tagRowsOf(b)).toEqual([]);
    const [latest] = (await call(admin, "GET", `/event/${summit}/contact/${a}/audit`)).json()
      .payload as AuditEntry[];
    expect(latest?.note).toBe(`Tag "Temporary" was deleted from the event's tags`);
    expect(latest?.changes).toEqual([{ field: "Tags", before: ["Keeper", "Temporary"], after: ["Keeper"] }]);
    expect((await listed()).some((item) => item.id === tag.id)).toBe(false);
  });

  it("deleting a record removes its tags", async () => {
    const tag = await createTag("Doomed");
    const id = await newContact({ EMAIL: "doomed@example.com" });
    await tagRecord("contact", id, tag.id);
    expect(await tagRowsOf(id)).toHaveLength(1);
    expect((await call(admin, "DELETE", `/event/${summit}/contact/${id}`)).statusCode).toBe(200);
    expect(await tagRowsOf(id)).toEqual([]);
    expect((await listed()).find((item) => item.id === tag.id)?.recordCount).toBe(0);
  });

  it("reverting an import removes the tags of the records it created", async () => {
    const tag = await createTag("Imported");
    const status = await importCsv(
      t.app,
      admin,
      DEMO_MODULES.contacts.id,
      "First Name,Last Name,Email\nRevert,Me,revert.me@example.com\n",
    );
    expect(status.success, JSON.stringify(status)).toBe(true);
    const [imported] = await summitContactsByEmail(t.database.db, "revert.me@example.com");
    await tagRecord("contact", imported?.id ?? "", tag.id);
    expect(await tagRowsOf(imported?.id ?? "")).toHaveLength(1);
    const importId = imported?.importId ?? "";
    const revert = await call(
      admin,
      "POST",
      `/modules/${DEMO_MODULES.contacts.id}/import/${importId}/revert`,
    );
    expect(revert.statusCode, revert.body).toBe(200);
    expect(await tagRowsOf(imported?.id ?? "")).toEqual([]);
  });

  it("merging contacts gives the survivor the other's tags, in the merge's audit", async () => {
    const shared = await createTag("Shared");
    const theirs = await createTag("Theirs");
    const survivor = await newContact({
      FIRST_NAME: "Merge",
      LAST_NAME: "Keeper",
      EMAIL: "merge.keeper@example.com",
    });
    const other = await newContact({
      FIRST_NAME: "Merge",
      LAST_NAME: "Keeper",
      EMAIL: "merge.other@example.com",
    });
    await tagRecord("contact", survivor, shared.id);
    await tagRecord("contact", other, shared.id);
    await tagRecord("contact", other, theirs.id);
    const merged = await call(admin, "POST", `/event/${summit}/contact/${survivor}/merge`, {
      otherId: other,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(namesOf((await call(admin, "GET", recordTagsUrl("contact", survivor))).json().payload)).toEqual([
      "Shared",
      "Theirs",
    ]);
    expect(await tagRowsOf(other)).toEqual([]);
    const [entry] = (await call(admin, "GET", `/event/${summit}/contact/${survivor}/audit`)).json()
      .payload as AuditEntry[];
    expect(entry?.action).toBe("merge");
    expect(entry?.changes).toContainEqual({ field: "Tags", before: ["Shared"], after: ["Shared", "Theirs"] });
  });

  it("cloning the event copies its tags, and the copied records keep theirs, with new ids", async () => {
    const tag = await createTag("Clone Me", "#6741d9");
    const id = await newContact({ EMAIL: "clone.tagged@example.com" });
    await tagRecord("contact", id, tag.id);
    const started = await call(admin, "POST", "/event/clone", {
      eventSourceId: summit,
      cloneToOrgId: DEMO.org.id,
      newEventName: "Tagged Summit Copy",
      newEventStartDate: "2028-03-15",
      newEventEndDate: "2028-03-17",
      contentType: "everything",
      includeAllRecordData: true,
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().payload.jobId as string;
    let job: { status: string; payload: { newEventId?: string; error?: string } } | null = null;
    for (let tries = 0; tries < 400; tries++) {
      job = (await call(admin, "GET", `/jobs/progress/${jobId}`)).json().payload;
      if (job && job.status !== "pending" && job.status !== "processing") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job?.status, job?.payload.error).toBe("completed");
    const newEventId = job?.payload.newEventId ?? "";
    const copied = await t.database.db.select().from(tags).where(eq(tags.eventId, newEventId));
    const copy = copied.find((item) => item.name === "Clone Me");
    expect(copy).toMatchObject({ color: "#6741d9" });
    expect(copy?.id).not.toBe(tag.id);
    const links = await t.database.db
      .select()
      .from(recordTags)
      .where(eq(recordTags.tagId, copy?.id ?? ""));
    expect(links).toHaveLength(1);
    const [linked] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, links[0]?.recordId ?? ""));
    expect(linked).toMatchObject({ eventId: newEventId, email: "clone.tagged@example.com" });
    expect(links[0]?.recordId).not.toBe(id);
    // The source keeps its own.
    expect(await tagRowsOf(id)).toHaveLength(1);
  });
});
