import { randomUUID } from "node:crypto";
import { fileRequestMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, eventUsers, portalFileRequests, portals, roles } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_DOCUMENTS, seedPortalDocuments } from "../db/seed-portal-documents.js";
import { multipart } from "./support/imports.js";
import { callAs, demoToken, type Method } from "./support/portal-kit.js";
import { bearer, createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

/*
 * Issue 6 "Organizer side": file requests and their results (`/file-requests/{fileRequestId}/results`)
 * and the portal's files, under permission module `portal` (spec 1 §6). The must-show flow: the
 * speaker uploads the requested document; the organizer sees the upload in the results.
 */

let t: TestApp;
let organizer = "";
let speaker = "";
const contactOf: Record<string, string> = {};
const portalBase = `/api/events/${DEMO.summit.id}/portals/${DEMO.portal.id}`;
const base = `${portalBase}/file-requests`;
const slides = DEMO_DOCUMENTS.slides.id;
const meetupPortal = randomUUID();
let meetupContact = "";

const call = (method: Method, url: string, token: string, payload?: unknown) =>
  callAs(t, method, url, token, payload);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [seeded] = await db.select().from(portalFileRequests).where(eq(portalFileRequests.id, slides));
  if (!seeded)
    await seedPortalDocuments(db, { id: DEMO.portal.id, eventId: DEMO.summit.id }, DEMO.speaker.id);
  // A team admin of the Summit only (the demo admin is a platform admin and sees every event).
  organizer = (await signUpEventAdmin(t, "summit.admin@example.com", DEMO.summit.id)).token;
  speaker = await demoToken(t, DEMO.speaker.email);
  for (const row of await db
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(eq(contacts.eventId, DEMO.summit.id)))
    if (row.email) contactOf[row.email] = row.id;
  await db
    .insert(portals)
    .values({ id: meetupPortal, eventId: DEMO.meetup.id, slug: "meetup", name: "Meetup" });
  meetupContact = randomUUID();
  await db
    .insert(contacts)
    .values({ id: meetupContact, orgId: DEMO.org.id, eventId: DEMO.meetup.id, fname: "Meet" });
});
afterAll(async () => t?.close());

describe("creating, changing and deleting file requests", () => {
  let created = "";

  it("creates a request: the title is required, types are normalized, max files within 1–50", async () => {
    const missing = await call("POST", base, organizer, { instructions: "x" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("title: Title is required");
    for (const wrong of [
      { title: "T", maxFiles: 51 },
      { title: "T", maxFiles: 0 },
      { title: "T", dueDate: "2027-02-30" },
      { title: "T", acceptedTypes: ["not a type!"] },
      { title: "x".repeat(201) },
      { title: "T", instructions: "x".repeat(20_001) },
    ])
      expect(
        (await call("POST", base, organizer, wrong)).statusCode,
        JSON.stringify(wrong).slice(0, 80),
      ).toBe(400);
    const response = await call("POST", base, organizer, {
      title: "  Your bio  ",
      instructions: "Two lines\nof instructions",
      dueDate: "2027-02-01",
      acceptedTypes: ["PDF", ".docx", "image/*"],
      maxFiles: 3,
    });
    expect(response.statusCode).toBe(201);
    created = response.json().payload.id;
    expect(response.json().payload).toMatchObject({
      title: "Your bio",
      instructions: "Two lines\nof instructions",
      acceptedTypes: [".pdf", ".docx", "image/*"],
      maxFiles: 3,
      recipientCount: 0,
      handedInCount: 0,
    });
  });

  it("lists the portal's requests, newest first", async () => {
    const list = (await call("GET", base, organizer)).json().payload;
    expect(list.map((one: { title: string }) => one.title)).toEqual(["Your bio", "Your presentation slides"]);
    expect(list[1]).toMatchObject({ recipientCount: 1, dueDate: "2027-02-22" });
  });

  it("changes a request as a whole", async () => {
    const response = await call("PUT", `${base}/${created}`, organizer, {
      title: "Your short bio",
      maxFiles: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      title: "Your short bio",
      acceptedTypes: [],
      dueDate: null,
    });
  });

  it("deletes a request; it is gone", async () => {
    expect((await call("DELETE", `${base}/${created}`, organizer)).statusCode).toBe(200);
    const results = await call("GET", `${base}/${created}/results`, organizer);
    expect(results.statusCode).toBe(404);
    expect(results.json().message).toBe(fileRequestMessages.notFound);
  });
});

describe("recipients", () => {
  let request = "";
  beforeAll(async () => {
    request = (await call("POST", base, organizer, { title: "Travel details" })).json().payload.id;
  });

  it("adds contacts of the portal's event by id", async () => {
    const grace = contactOf["grace@example.com"] as string;
    const response = await call("POST", `${base}/${request}/recipients`, organizer, {
      contactIds: [grace, grace],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      added: 1,
      recipients: [{ contactId: grace, name: "Grace Hopper", email: "grace@example.com" }],
    });
  });

  it("refuses a contact of another event (and adds none of the list)", async () => {
    const linus = contactOf["linus@example.com"] as string;
    const response = await call("POST", `${base}/${request}/recipients`, organizer, {
      contactIds: [linus, meetupContact],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(fileRequestMessages.contactNotFound);
    expect((await call("GET", `${base}/${request}/recipients`, organizer)).json().payload).toHaveLength(1);
  });

  it("adds a group: the event's moderators, then everyone who can sign in to the portal", async () => {
    const moderators = await call("POST", `${base}/${request}/recipients`, organizer, {
      group: "moderators",
    });
    expect(moderators.json().payload.recipients.map((one: { name: string }) => one.name)).toContain(
      "Linus Moderator",
    );
    const users = await call("POST", `${base}/${request}/recipients`, organizer, { group: "portal-users" });
    expect(users.json().payload.added).toBe(1);
    expect(users.json().payload.recipients.map((one: { contactId: string }) => one.contactId)).toContain(
      contactOf[DEMO.speaker.email],
    );
    const again = await call("POST", `${base}/${request}/recipients`, organizer, { group: "portal-users" });
    expect(again.json().payload.added).toBe(0);
    const unknown = await call("POST", `${base}/${request}/recipients`, organizer, { group: "everyone" });
    expect(unknown.statusCode).toBe(400);
  });

  it("removes a recipient; removing someone not asked is 404", async () => {
    const grace = contactOf["grace@example.com"] as string;
    const response = await call("DELETE", `${base}/${request}/recipients/${grace}`, organizer);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.map((one: { contactId: string }) => one.contactId)).not.toContain(grace);
    const twice = await call("DELETE", `${base}/${request}/recipients/${grace}`, organizer);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(fileRequestMessages.recipientNotFound);
  });
});

describe("the speaker uploads the requested document; the organizer sees it in the results", () => {
  let fileId = "";

  it("shows every recipient, 'Not handed in' until they hand something in", async () => {
    const grace = contactOf["grace@example.com"] as string;
    await call("POST", `${base}/${slides}/recipients`, organizer, { contactIds: [grace] });
    const { results } = (await call("GET", `${base}/${slides}/results`, organizer)).json().payload;
    expect(results.map((one: { name: string; status: string }) => [one.name, one.status])).toEqual([
      ["Grace Hopper", "not_handed_in"],
      ["Sam Speaker", "not_handed_in"],
    ]);
  });

  it("the uploaded slides appear in the speaker's row, with a download", async () => {
    const { payload, headers } = multipart("slides.pdf", "application/pdf", "%PDF the deck");
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload,
      headers: { ...headers, ...bearer(speaker) },
    });
    const uploadId = uploaded.json().payload.uploadId;
    const me = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me/file-requests/${slides}`;
    expect((await call("POST", `${me}/files`, speaker, { uploadId })).statusCode).toBe(201);

    const answer = (await call("GET", `${base}/${slides}/results`, organizer)).json().payload;
    expect(answer.request).toMatchObject({
      title: "Your presentation slides",
      recipientCount: 2,
      handedInCount: 1,
    });
    const row = answer.results.find((one: { name: string }) => one.name === "Sam Speaker");
    expect(row).toMatchObject({ email: DEMO.speaker.email, status: "submitted" });
    expect(row.files).toHaveLength(1);
    expect(row.files[0]).toMatchObject({
      name: "slides.pdf",
      size: 13,
      status: "submitted",
      reviewedAt: null,
    });
    fileId = row.files[0].id;
    expect(row.files[0].url).toBe(`${base}/${slides}/results/${fileId}/file`);
    const download = await call("GET", row.files[0].url, organizer);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("%PDF the deck");
  });

  it("accepting with a note shows to the speaker, who can no longer remove it", async () => {
    const bad = await call("PUT", `${base}/${slides}/results/${fileId}`, organizer, { status: "submitted" });
    expect(bad.statusCode).toBe(400);
    const response = await call("PUT", `${base}/${slides}/results/${fileId}`, organizer, {
      status: "accepted",
      note: " Thanks! ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ status: "accepted", reviewNote: "Thanks!" });
    expect(response.json().payload.reviewedAt).toEqual(expect.any(String));
    const me = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me/file-requests/${slides}`;
    const mine = (await call("GET", me, speaker)).json().payload.submissions[0];
    expect(mine).toMatchObject({ status: "accepted", reviewNote: "Thanks!" });
    expect((await call("DELETE", `${me}/files/${fileId}`, speaker)).statusCode).toBe(409);
  });

  it("rejecting marks the speaker's row Rejected", async () => {
    await call("PUT", `${base}/${slides}/results/${fileId}`, organizer, {
      status: "rejected",
      note: "Use 16:9",
    });
    const { results } = (await call("GET", `${base}/${slides}/results`, organizer)).json().payload;
    expect(results.find((one: { name: string }) => one.name === "Sam Speaker").status).toBe("rejected");
  });

  it("the portal's files list every handed-in file, newest first, with request and person", async () => {
    const response = await call("GET", `${portalBase}/files`, organizer);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload[0]).toMatchObject({
      id: fileId,
      name: "slides.pdf",
      requestId: slides,
      requestTitle: "Your presentation slides",
      contactName: "Sam Speaker",
      contactEmail: DEMO.speaker.email,
      status: "rejected",
    });
  });

  it("a file of one request is 404 under another", async () => {
    const other = (await call("POST", base, organizer, { title: "Other" })).json().payload.id;
    expect((await call("GET", `${base}/${other}/results/${fileId}/file`, organizer)).statusCode).toBe(404);
    const review = await call("PUT", `${base}/${other}/results/${fileId}`, organizer, { status: "accepted" });
    expect(review.statusCode).toBe(404);
    expect(review.json().message).toBe(fileRequestMessages.fileNotFound);
  });
});

describe("who may use the organizer's file request endpoints", () => {
  const endpoints = (prefix: string, requestId = slides) =>
    [
      ["GET", `${prefix}/file-requests`],
      ["POST", `${prefix}/file-requests`, { title: "Nope" }],
      ["PUT", `${prefix}/file-requests/${requestId}`, { title: "Nope" }],
      ["DELETE", `${prefix}/file-requests/${requestId}`],
      ["GET", `${prefix}/file-requests/${requestId}/recipients`],
      ["POST", `${prefix}/file-requests/${requestId}/recipients`, { group: "speakers" }],
      ["DELETE", `${prefix}/file-requests/${requestId}/recipients/${randomUUID()}`],
      ["GET", `${prefix}/file-requests/${requestId}/results`],
      ["PUT", `${prefix}/file-requests/${requestId}/results/${randomUUID()}`, { status: "accepted" }],
      ["GET", `${prefix}/file-requests/${requestId}/results/${randomUUID()}/file`],
      ["GET", `${prefix}/files`],
    ] as const;

  it("signed out: 401", async () => {
    for (const [method, url, body] of endpoints(portalBase)) {
      const response = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("a team member without the portal permission (contacts viewer): 403 on each", async () => {
    const viewer = await demoToken(t, DEMO.viewer.email);
    for (const [method, url, body] of endpoints(portalBase))
      expect((await call(method, url, viewer, body)).statusCode, `${method} ${url}`).toBe(403);
  });

  it("read on portal sees, but does not change", async () => {
    const reader = await signUp(t.app, "portal.reader@example.com");
    const roleId = randomUUID();
    await t.database.db
      .insert(roles)
      .values({ id: roleId, orgId: DEMO.org.id, name: "Portal reader", permissions: ["portal_read"] });
    await t.database.db.insert(eventUsers).values({ eventId: DEMO.summit.id, userId: reader.id, roleId });
    for (const [method, url, body] of endpoints(portalBase)) {
      const status = (await call(method, url, reader.token, body)).statusCode;
      if (method === "GET") expect(status, url).not.toBe(403);
      else expect(status, `${method} ${url}`).toBe(403);
    }
  });

  it("another event's portal, or an unknown one, under this event: 404", async () => {
    for (const portalId of [meetupPortal, "no-such-portal"]) {
      for (const [method, url, body] of endpoints(`/api/events/${DEMO.summit.id}/portals/${portalId}`))
        expect((await call(method, url, organizer, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("a request of another portal under this one: 404", async () => {
    const admin = (await signIn(t.app)).tokens.id_token;
    const meetupBase = `/api/events/${DEMO.meetup.id}/portals/${meetupPortal}/file-requests`;
    const theirs = (await call("POST", meetupBase, admin, { title: "Meetup slides" })).json().payload.id;
    for (const [method, url, body] of endpoints(portalBase, theirs).slice(2, 10))
      expect((await call(method, url, organizer, body)).statusCode, `${method} ${url}`).toBe(404);
  });

  it("the Summit's team admin cannot reach the other event's portal (403)", async () => {
    for (const [method, url, body] of endpoints(`/api/events/${DEMO.meetup.id}/portals/${meetupPortal}`))
      expect((await call(method, url, organizer, body)).statusCode, `${method} ${url}`).toBe(403);
  });
});
