import { randomUUID } from "node:crypto";
import { fileRequestMessages, PORTAL_ACCESS_DENIED } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  portalActivity,
  portalFileRequestRecipients,
  portalFileRequests,
  portalFileSubmissions,
  portalUsers,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_DOCUMENTS, seedPortalDocuments } from "../db/seed-portal-documents.js";
import { callAs, demoToken, insertOtherOrg, type Method, uploadAs } from "./support/portal-kit.js";
import { createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 6: the participant's `/documents/request/{requestId}` — "upload what a file request asks
 * for, see its status" — and "A participant changing ids in URLs or API calls gets nothing of
 * another participant (tested per portal endpoint)". The demo speaker is asked for their slides;
 * a second member is asked for a photo; a third request (any file, three at most) is the speaker's.
 */

let t: TestApp;
let speaker = "";
let speakerContact = "";
let second = { id: "", token: "" };
const base = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me/file-requests`;
const slides = DEMO_DOCUMENTS.slides.id;
const photoRequest = randomUUID();
const anyFile = randomUUID();
let secondFile = "";

/** Uploads a file as `token` (or signed out) and answers its upload id. */
const upload = (name: string, type: string, content: string, token?: string) =>
  uploadAs(t, token, name, type, content);

const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  callAs(t, method, url, token, payload);
const get = (url: string, token?: string) => call("GET", url, token);
const handIn = (requestId: string, uploadId: string, token = speaker) =>
  call("POST", `${base}/${requestId}/files`, token, { uploadId });

async function historyOf(contactId: string) {
  return t.database.db
    .select({ kind: portalActivity.kind, summary: portalActivity.summary })
    .from(portalActivity)
    .where(and(eq(portalActivity.portalId, DEMO.portal.id), eq(portalActivity.contactId, contactId)));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [seeded] = await db.select().from(portalFileRequests).where(eq(portalFileRequests.id, slides));
  if (!seeded)
    await seedPortalDocuments(db, { id: DEMO.portal.id, eventId: DEMO.summit.id }, DEMO.speaker.id);
  speaker = await demoToken(t, DEMO.speaker.email);
  const [mine] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.eventId, DEMO.summit.id), eq(contacts.userId, DEMO.speaker.id)));
  speakerContact = mine?.id ?? "";
  second = await signUp(t.app, "second.speaker@example.com");
  await db.insert(portalUsers).values({ portalId: DEMO.portal.id, userId: second.id });
  const secondContact = randomUUID();
  await db.insert(contacts).values({
    id: secondContact,
    orgId: DEMO.org.id,
    eventId: DEMO.summit.id,
    fname: "Second",
    lname: "Speaker",
    email: "Second.Speaker@Example.com",
  });
  await db.insert(portalFileRequests).values([
    { id: photoRequest, portalId: DEMO.portal.id, title: "Your headshot", acceptedTypes: ["image/*"] },
    { id: anyFile, portalId: DEMO.portal.id, title: "Anything else", maxFiles: 3, dueDate: "2027-01-10" },
  ]);
  await db.insert(portalFileRequestRecipients).values([
    { requestId: photoRequest, contactId: secondContact },
    { requestId: anyFile, contactId: speakerContact },
  ]);
  secondFile = await upload("headshot.png", "image/png", "second's face", second.token);
  expect((await handIn(photoRequest, secondFile, second.token)).statusCode).toBe(201);
});
afterAll(async () => t?.close());

describe("the participant's file requests", () => {
  it("lists only the requests sent to them, soonest due first, with how many files they handed in", async () => {
    const response = await get(base, speaker);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual([
      {
        id: anyFile,
        title: "Anything else",
        dueDate: "2027-01-10",
        handedIn: 0,
        maxFiles: 3,
        status: "not_handed_in",
      },
      {
        id: slides,
        title: "Your presentation slides",
        dueDate: "2027-02-22",
        handedIn: 0,
        maxFiles: 2,
        status: "not_handed_in",
      },
    ]);
    expect(response.body).not.toContain("Your headshot");
  });

  it("one request shows its instructions, accepted types and max files", async () => {
    const response = await get(`${base}/${slides}`, speaker);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      title: "Your presentation slides",
      acceptedTypes: [".pdf", ".pptx", ".key"],
      maxFiles: 2,
      submissions: [],
    });
    expect(response.json().payload.instructions).toContain("\n");
  });
});

describe("the speaker uploads the requested document", () => {
  let pdf = "";

  it("hands in their own upload: it is listed as Submitted with a download link, and in their history", async () => {
    pdf = await upload("Talk Slides.pdf", "application/pdf", "%PDF-1.7 the slides", speaker);
    const response = await handIn(slides, pdf);
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json().payload.submissions;
    expect(file).toMatchObject({
      name: "Talk Slides.pdf",
      size: 19,
      type: "application/pdf",
      status: "submitted",
    });
    expect(file.reviewNote).toBe("");
    expect(file.url).toBe(`${base}/${slides}/files/${file.id}`);
    const download = await get(file.url, speaker);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("%PDF-1.7 the slides");
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(await historyOf(speakerContact)).toContainEqual({
      kind: "document_uploaded",
      summary: "Talk Slides.pdf for Your presentation slides",
    });
    const [summary] = (await get(base, speaker))
      .json()
      .payload.filter((one: { id: string }) => one.id === slides);
    expect(summary).toMatchObject({ handedIn: 1, status: "submitted" });
  });

  it("refuses a file of a type the request does not accept, saying which types it takes", async () => {
    const notes = await upload("notes.txt", "text/plain", "just notes", speaker);
    const response = await handIn(slides, notes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      fileRequestMessages.wrongType("notes.txt", [".pdf", ".pptx", ".key"]),
    );
  });

  it("takes a Keynote deck by its extension", async () => {
    const deck = await upload("talk.key", "application/x-iwork-keynote-sffkey", "keynote bytes", speaker);
    expect((await handIn(slides, deck)).statusCode).toBe(201);
  });

  it("refuses more files than the request's max files", async () => {
    const third = await upload("extra.pdf", "application/pdf", "%PDF more", speaker);
    const response = await handIn(slides, third);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(fileRequestMessages.tooMany(2));
    expect((await get(`${base}/${slides}`, speaker)).json().payload.submissions).toHaveLength(2);
  });

  it("refuses the same upload twice", async () => {
    const once = await upload("once.docx", "application/msword", "doc", speaker);
    expect((await handIn(anyFile, once)).statusCode).toBe(201);
    const twice = await handIn(anyFile, once);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(fileRequestMessages.alreadyHandedIn);
  });

  it("someone else's upload id, or one uploaded signed out, cannot be attached", async () => {
    for (const uploadId of [secondFile, await upload("anon.pdf", "application/pdf", "%PDF anon")]) {
      const response = await handIn(anyFile, uploadId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(fileRequestMessages.fileNotFound);
    }
    expect(await handIn(anyFile, randomUUID()).then((r) => r.statusCode)).toBe(404);
  });

  it("removes a file not yet accepted, and records it in their history", async () => {
    const { submissions } = (await get(`${base}/${anyFile}`, speaker)).json().payload;
    const response = await call("DELETE", `${base}/${anyFile}/files/${submissions[0].id}`, speaker);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.submissions).toEqual([]);
    expect(await historyOf(speakerContact)).toContainEqual({
      kind: "document_removed",
      summary: "once.docx from Anything else",
    });
  });

  it("an accepted file can no longer be removed; the review note shows", async () => {
    const { submissions } = (await get(`${base}/${slides}`, speaker)).json().payload;
    await t.database.db
      .update(portalFileSubmissions)
      .set({ status: "accepted", reviewNote: "Looks great" })
      .where(eq(portalFileSubmissions.id, submissions[0].id));
    const response = await call("DELETE", `${base}/${slides}/files/${submissions[0].id}`, speaker);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(fileRequestMessages.acceptedCannotBeRemoved);
    const after = (await get(`${base}/${slides}`, speaker)).json().payload.submissions[0];
    expect(after).toMatchObject({ status: "accepted", reviewNote: "Looks great" });
  });
});

describe("a participant changing ids gets nothing of another participant", () => {
  it("the second member gets 404 on every endpoint of the speaker's request, the same as an unknown one", async () => {
    const { submissions } = (await get(`${base}/${slides}`, speaker)).json().payload;
    const theirs = submissions[1].id;
    const pdf = await upload("mine.pdf", "application/pdf", "%PDF mine", second.token);
    for (const requestId of [slides, "no-such-request"]) {
      const answers = [
        await get(`${base}/${requestId}`, second.token),
        await handIn(requestId, pdf, second.token),
        await call("DELETE", `${base}/${requestId}/files/${theirs}`, second.token),
        await get(`${base}/${requestId}/files/${theirs}`, second.token),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toBe(fileRequestMessages.notYours);
        expect(answer.body).not.toContain("slides");
      }
    }
  });

  it("their own request's id with the speaker's file id is still 404", async () => {
    const { submissions } = (await get(`${base}/${slides}`, speaker)).json().payload;
    const swapped = `${base}/${photoRequest}/files/${submissions[1].id}`;
    expect((await get(swapped, second.token)).statusCode).toBe(404);
    expect((await call("DELETE", swapped, second.token)).statusCode).toBe(404);
  });

  it("the speaker gets 404 on the second member's request and file", async () => {
    const { submissions } = (await get(`${base}/${photoRequest}`, second.token)).json().payload;
    expect((await get(`${base}/${photoRequest}`, speaker)).statusCode).toBe(404);
    expect((await get(`${base}/${photoRequest}/files/${submissions[0].id}`, speaker)).statusCode).toBe(404);
    expect(
      (await call("DELETE", `${base}/${photoRequest}/files/${submissions[0].id}`, speaker)).statusCode,
    ).toBe(404);
  });
});

describe("who may call the participant's file request endpoints", () => {
  const endpoints = (prefix: string, uploadId: string = randomUUID()) =>
    [
      ["GET", prefix],
      ["GET", `${prefix}/${slides}`],
      ["POST", `${prefix}/${slides}/files`, { uploadId }],
      ["DELETE", `${prefix}/${slides}/files/${randomUUID()}`],
      ["GET", `${prefix}/${slides}/files/${randomUUID()}`],
    ] as const;

  it("signed out: 401", async () => {
    for (const [method, url, body] of endpoints(base))
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
  });

  it("signed in but not a member of the portal: 403", async () => {
    const admin = (await signIn(t.app)).tokens.id_token;
    for (const [method, url, body] of endpoints(base)) {
      const response = await call(method, url, admin, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(PORTAL_ACCESS_DENIED);
    }
  });

  it("unknown portal: 404", async () => {
    const unknown = `/api/portal/${DEMO.portal.slug}/no-such-portal/me/file-requests`;
    for (const [method, url, body] of endpoints(unknown))
      expect((await call(method, url, speaker, body)).statusCode, url).toBe(404);
  });

  it("a portal of another organization's event: 403 for a non-member; a member there without a contact has nothing", async () => {
    const db = t.database.db;
    await insertOtherOrg(db, { orgId: "org-other", eventId: "event-other", portalId: "portal-other" });
    const other = "/api/portal/speakers/portal-other/me/file-requests";
    expect((await get(other, speaker)).statusCode).toBe(403);
    await db.insert(portalUsers).values({ portalId: "portal-other", userId: DEMO.speaker.id });
    expect((await get(other, speaker)).json().payload).toEqual([]);
    const pdf = await upload("x.pdf", "application/pdf", "%PDF x", speaker);
    for (const [method, url, body] of endpoints(other, pdf).slice(1)) {
      const response = await call(method, url, speaker, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("answers a hostile id or body clearly", async () => {
    expect((await get(`${base}/${"x".repeat(300)}`, speaker)).statusCode).toBe(400);
    const bad = await call("POST", `${base}/${slides}/files`, speaker, { uploadId: "not-a-uuid" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("uploadId");
    const extra = await call("POST", `${base}/${slides}/files`, speaker, {
      uploadId: randomUUID(),
      status: "accepted",
    });
    expect(extra.statusCode).toBe(400);
  });
});
