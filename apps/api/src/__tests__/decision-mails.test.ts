import type { DecisionMailDetail, DecisionMailSummary } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, decisionMails, events, eventUsers, organizations } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { outboxTo, settledMailTo, startTestSmtp, type TestSmtp } from "./support/mail.js";
import { signUpWithPermissions } from "./support/portal-kit.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 3: "Session decisions (accepted, rejected) written from templates into an outbox
 * that organizers review, edit and send in bulk — never sent automatically; a person's decision
 * mail is sent once." Against a real SMTP server on loopback.
 */

let smtp: TestSmtp;
let t: TestApp;
const tokens = { admin: "", sessionsOnly: "", reader: "", orgB: "" };
const summit = DEMO.summit.id;
const base = `/api/events/${summit}/decision-mails`;
let contactSeq = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mail: {
      smtpUrl: smtp.url,
      from: { name: "Foyer Summit", address: "events@foyer.test" },
      retry: { limit: 1, delaySeconds: 0.02 },
    },
  });
  tokens.admin = (await signIn(t.app)).tokens.id_token;
  tokens.sessionsOnly = await signUpWithPermissions(t, "sessions.only@example.com", [
    "sessions_read",
    "sessions_update",
  ]);
  tokens.reader = await signUpWithPermissions(t, "decision.reader@example.com", [
    "sessions_read",
    "emails_read",
  ]);
  const db = t.database.db;
  await db.insert(organizations).values({ id: "org-b-decisions", name: "Organization B" });
  await db.insert(events).values({
    id: "event-b-decisions",
    orgId: "org-b-decisions",
    name: "B Event",
    slug: "b-decisions",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  const memberB = await signUp(t.app, "member.b.decisions@example.com");
  await db.insert(eventUsers).values({ eventId: "event-b-decisions", userId: memberB.id, isAdmin: true });
  tokens.orgB = memberB.token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: unknown, token = tokens.admin) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A Summit session with these speakers (new contacts; `email: null` for one without an address). */
async function sessionWith(
  title: string,
  speakers: { fname: string; email: string | null }[],
): Promise<string> {
  const created = await call("POST", `/api/events/${summit}/sessions`, { title });
  expect(created.statusCode, created.body).toBe(201);
  const sessionId = created.json().payload.id as string;
  const contactIds: string[] = [];
  for (const speaker of speakers) {
    const id = `decision-contact-${++contactSeq}`;
    await t.database.db.insert(contacts).values({
      id,
      orgId: DEMO.org.id,
      eventId: summit,
      fname: speaker.fname,
      lname: "Speaker",
      email: speaker.email,
    });
    contactIds.push(id);
  }
  if (contactIds.length > 0) {
    const added = await call("POST", `/api/events/${summit}/sessions/${sessionId}/participants`, {
      role: "speaker",
      contactIds,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return sessionId;
}

const write = (decision: "accepted" | "rejected", sessionIds: string[], token = tokens.admin) =>
  call("POST", base, { decision, sessionIds }, token);

async function draftsOf(sessionId: string): Promise<DecisionMailSummary[]> {
  const listed = await call("GET", `${base}?sessionId=${sessionId}&pageSize=100`);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().payload.mails;
}

async function onlyDraft(sessionId: string): Promise<DecisionMailSummary> {
  const [draft] = await draftsOf(sessionId);
  if (!draft) throw new Error("no draft");
  return draft;
}

const send = (body: object, token = tokens.admin) => call("POST", `${base}/send`, body, token);

describe("drafts are written from the template, and nothing is sent until Send", () => {
  it("writes one draft per speaker with an address, escaping the person's name in the HTML", async () => {
    const sessionId = await sessionWith("Rust <in> production", [
      { fname: "<b>Ada</b>", email: "ada.decision@example.org" },
      { fname: "Nomail", email: null },
    ]);
    const empty = await sessionWith("Nobody yet", []);
    const written = await write("accepted", [sessionId, empty]);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().payload).toEqual({
      written: 1,
      kept: 0,
      alreadySent: 0,
      noAddress: 1,
      noSpeakers: 1,
    });

    const draft = await onlyDraft(sessionId);
    expect(draft).toMatchObject({
      decision: "accepted",
      status: "draft",
      toAddress: "ada.decision@example.org",
      subject: "Your session {session_title} is accepted",
      sessionTitle: "Rust <in> production",
      edited: false,
      messageId: null,
    });
    const detail: DecisionMailDetail = (await call("GET", `${base}/${draft.id}`)).json().payload;
    expect(detail.values).toEqual({
      first_name: "<b>Ada</b>",
      session_title: "Rust <in> production",
      event_name: DEMO.summit.name,
    });
    // Never sent by itself.
    expect(await outboxTo(t.database.db, "ada.decision@example.org")).toEqual([]);

    const sent = await send({ ids: [draft.id] });
    expect(sent.json().payload).toEqual({ queued: 1, refused: 0, skipped: 0 });
    const mail = await smtp.mailTo("ada.decision@example.org");
    expect(mail.parsed.subject).toBe("Your session Rust <in> production is accepted");
    expect(mail.parsed.text).toContain("Hello <b>Ada</b>,");
    expect(mail.parsed.html).toContain("Hello &lt;b&gt;Ada&lt;/b&gt;,");
    expect(mail.parsed.html).not.toContain("<b>Ada</b>");
    const after = await onlyDraft(sessionId);
    expect(after.status).toBe("sent");
    expect(after.messageId).toEqual(expect.any(String));
  });

  it("an edited draft is delivered with the edit, and the rejected template is used for rejections", async () => {
    const sessionId = await sessionWith("Edited talk", [{ fname: "Eve", email: "eve.decision@example.org" }]);
    await write("rejected", [sessionId]);
    const draft = await onlyDraft(sessionId);
    expect(draft.subject).toBe("Your session {session_title} for {event_name}");
    const edited = await call("PUT", `${base}/${draft.id}`, {
      subject: "About {session_title}",
      body: "Dear {first_name},\n\nSorry, not this year. Come and listen anyway!",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payload.edited).toBe(true);
    await send({ filter: { sessionId } });
    const mail = await smtp.mailTo("eve.decision@example.org");
    expect(mail.parsed.subject).toBe("About Edited talk");
    expect(mail.parsed.text?.trim()).toBe("Dear Eve,\n\nSorry, not this year. Come and listen anyway!");
  });
});

describe("a person's decision mail is sent once", () => {
  it("sending twice sends once, and a sent draft cannot be edited or discarded", async () => {
    const sessionId = await sessionWith("Twice", [{ fname: "Tom", email: "tom.decision@example.org" }]);
    await write("accepted", [sessionId]);
    const draft = await onlyDraft(sessionId);
    expect((await send({ ids: [draft.id] })).json().payload.queued).toBe(1);
    expect((await send({ ids: [draft.id] })).json().payload).toEqual({ queued: 0, refused: 0, skipped: 1 });
    expect((await send({ filter: { sessionId } })).json().payload.queued).toBe(0);
    await settledMailTo(t.database.db, "tom.decision@example.org");
    expect(await outboxTo(t.database.db, "tom.decision@example.org")).toHaveLength(1);
    const edit = await call("PUT", `${base}/${draft.id}`, { subject: "Again", body: "Again" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("This email was already sent or discarded; it cannot be changed.");
    expect((await call("DELETE", `${base}/${draft.id}`)).statusCode).toBe(409);
  });

  it("writing drafts again after sending makes none for those people, and keeps an edited draft", async () => {
    const sessionId = await sessionWith("Again", [
      { fname: "Sent", email: "sent.again@example.org" },
      { fname: "Kept", email: "kept.again@example.org" },
    ]);
    await write("accepted", [sessionId]);
    const drafts = await draftsOf(sessionId);
    const sentOne = drafts.find(
      (draft) => draft.toAddress === "sent.again@example.org",
    ) as DecisionMailSummary;
    const keptOne = drafts.find(
      (draft) => draft.toAddress === "kept.again@example.org",
    ) as DecisionMailSummary;
    await send({ ids: [sentOne.id] });
    await call("PUT", `${base}/${keptOne.id}`, { subject: "Mine", body: "My words for {first_name}" });

    const again = await write("accepted", [sessionId]);
    expect(again.json().payload).toMatchObject({ written: 0, kept: 1, alreadySent: 1 });
    // A change of mind rewrites the unsent draft from the other template; the sent one stays.
    const rejected = await write("rejected", [sessionId]);
    expect(rejected.json().payload).toMatchObject({ written: 1, kept: 0, alreadySent: 1 });
    const now = await draftsOf(sessionId);
    expect(now).toHaveLength(2);
    expect(now.find((draft) => draft.id === keptOne.id)).toMatchObject({
      decision: "rejected",
      edited: false,
    });
    expect(now.find((draft) => draft.id === sentOne.id)).toMatchObject({
      decision: "accepted",
      status: "sent",
    });
  });

  it("two sends at once deliver each mail once", async () => {
    const people = Array.from({ length: 12 }, (_unused, index) => ({
      fname: `P${index}`,
      email: `parallel${index}@example.org`,
    }));
    const sessionId = await sessionWith("Parallel", people);
    await write("accepted", [sessionId]);
    const [first, second] = await Promise.all([
      send({ filter: { sessionId } }),
      send({ filter: { sessionId } }),
    ]);
    expect(first?.json().payload.queued + second?.json().payload.queued).toBe(12);
    for (const person of people) {
      await settledMailTo(t.database.db, person.email);
      expect(await outboxTo(t.database.db, person.email)).toHaveLength(1);
    }
  });

  it("a discarded draft is not sent; writing drafts again brings it back", async () => {
    const sessionId = await sessionWith("Discarded", [{ fname: "Dee", email: "dee.decision@example.org" }]);
    await write("accepted", [sessionId]);
    const draft = await onlyDraft(sessionId);
    const discarded = await call("DELETE", `${base}/${draft.id}`);
    expect(discarded.json().payload.status).toBe("discarded");
    expect((await send({ ids: [draft.id] })).json().payload).toEqual({ queued: 0, refused: 0, skipped: 1 });
    expect((await write("accepted", [sessionId])).json().payload.written).toBe(1);
    expect((await onlyDraft(sessionId)).status).toBe("draft");
    const [row] = await t.database.db.select().from(decisionMails).where(eq(decisionMails.id, draft.id));
    expect(row?.messageId).toBeNull();
  });
});

describe("the list", () => {
  it("filters by decision and status and finds names, addresses and session titles", async () => {
    const sessionId = await sessionWith("Searchable keynote", [
      { fname: "Quinn", email: "quinn.d@example.org" },
    ]);
    await write("rejected", [sessionId]);
    const byTitle = (await call("GET", `${base}?q=searchable%20KEYNOTE`)).json().payload;
    expect(byTitle.mails.map((mail: DecisionMailSummary) => mail.toAddress)).toEqual(["quinn.d@example.org"]);
    const byName = (await call("GET", `${base}?q=quinn&decision=rejected&status=draft`)).json().payload;
    expect(byName.total).toBe(1);
    expect((await call("GET", `${base}?q=quinn&decision=accepted`)).json().payload.total).toBe(0);
    expect((await call("GET", `${base}?q=50%25`)).json().payload.total).toBe(0);
  });
});

describe("permissions", () => {
  it("needs update on sessions and on emails to write and send; read on both to list", async () => {
    const sessionId = await sessionWith("Guarded", [{ fname: "Gus", email: "gus.decision@example.org" }]);
    const refused = await write("accepted", [sessionId], tokens.sessionsOnly);
    expect(refused.statusCode).toBe(403);
    expect((await call("GET", base, undefined, tokens.sessionsOnly)).statusCode).toBe(403);
    expect((await call("GET", base, undefined, tokens.reader)).statusCode).toBe(200);
    expect((await write("accepted", [sessionId], tokens.reader)).statusCode).toBe(403);
    expect((await send({ filter: {} }, tokens.reader)).statusCode).toBe(403);
  });

  it("another organization's admin cannot read or send this event's drafts, nor name its sessions", async () => {
    const sessionId = await sessionWith("Ours", [{ fname: "Olga", email: "olga.decision@example.org" }]);
    await write("accepted", [sessionId]);
    const draft = await onlyDraft(sessionId);
    expect((await call("GET", `${base}/${draft.id}`, undefined, tokens.orgB)).statusCode).toBe(403);
    const theirs = "/api/events/event-b-decisions/decision-mails";
    expect((await call("GET", `${theirs}/${draft.id}`, undefined, tokens.orgB)).statusCode).toBe(404);
    const crossWrite = await call(
      "POST",
      theirs,
      { decision: "accepted", sessionIds: [sessionId] },
      tokens.orgB,
    );
    expect(crossWrite.statusCode).toBe(400);
    expect(crossWrite.json().message).toBe("Some of the chosen sessions do not exist in this event.");
    const crossSend = await call("POST", `${theirs}/send`, { ids: [draft.id] }, tokens.orgB);
    expect(crossSend.json().payload).toEqual({ queued: 0, refused: 0, skipped: 1 });
    expect((await onlyDraft(sessionId)).status).toBe("draft");
  });
});

describe("bad input", () => {
  let draftId = "";
  beforeAll(async () => {
    const sessionId = await sessionWith("Bad input", [{ fname: "Bo", email: "bo.decision@example.org" }]);
    await write("accepted", [sessionId]);
    draftId = (await onlyDraft(sessionId)).id;
  });
  const edit = (payload: unknown) => call("PUT", `${base}/${draftId}`, payload);

  it("refuses a 5 MB body clearly", async () => {
    const huge = await edit({ subject: "Big", body: "x".repeat(5 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Request body is too large");
    const long = await edit({ subject: "Long", body: "x".repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      { path: "body", message: "The body must be at most 20,000 characters" },
    ]);
  });

  it("refuses placeholders decision emails do not know, and empty or multi-line subjects", async () => {
    const unknown = await edit({ subject: "Hi {first_name}", body: "Your {link} and {portal_name}" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      {
        path: "body",
        message:
          "Unknown placeholders {link}, {portal_name}. Use: {first_name}, {session_title}, {event_name}",
      },
    ]);
    const twoLines = await edit({ subject: "Hi\r\nBcc: x@example.org", body: "Body" });
    expect(twoLines.json().details).toEqual([
      { path: "subject", message: "The subject must be one line (no line breaks)" },
    ]);
    const blank = await edit({ subject: "  ", body: " \n " });
    expect(blank.json().details).toEqual([
      { path: "subject", message: "The subject is required" },
      { path: "body", message: "The body is required" },
    ]);
    expect((await call("GET", `${base}/${draftId}`)).json().payload.subject).toBe(
      "Your session {session_title} is accepted",
    );
  });

  it("refuses a send that names nothing, an unknown decision and an unknown draft", async () => {
    expect((await send({})).json().message).toContain("Name the emails to send");
    expect((await call("POST", base, { decision: "maybe", sessionIds: ["x"] })).statusCode).toBe(400);
    expect((await call("GET", `${base}/no-such-mail`)).statusCode).toBe(404);
    expect((await call("PUT", `${base}/no-such-mail`, { subject: "a", body: "b" })).statusCode).toBe(404);
  });
});
