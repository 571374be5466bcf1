import { randomUUID } from "node:crypto";
import { portalMessageTexts } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { portalMessages } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { PORTAL_NOT_IN_EVENT } from "../services/portal/admin.js";
import { call, ids, inbox, me, setUpMessagesSuite, startAs, t, tokens } from "./support/portal-messages.js";

/*
 * Issue 6 `/messages`, the organizer team's side (/event-light/{eventId}/portals/messages): every
 * thread of the portal with its participant, unread for the team, replies, and threads the team
 * starts with a contact. Read on `portal` sees, update on `portal` writes (spec 1 §6).
 */

setUpMessagesSuite();

type Summary = {
  id: string;
  subject: string;
  unread: boolean;
  participant: { contactId: string; name: string; email: string | null };
};
const inboxOf = async (query = ""): Promise<Summary[]> =>
  (await call("GET", `${inbox()}${query}`, tokens.admin)).json().payload;
const unreadOf = async (token: string): Promise<number> =>
  (await call("GET", `${me}/unread-count`, token)).json().payload.unread;

describe("the inbox", () => {
  it("lists every participant's threads of the portal, newest first, with name and email", async () => {
    const sam = await startAs(tokens.speaker, "From Sam");
    const second = await startAs(tokens.second, "From Second");
    const threads = await inboxOf();
    const ours = threads.filter((one) => [sam, second].includes(one.id));
    expect(ours.map((one) => [one.subject, one.participant.name, one.participant.email, one.unread])).toEqual(
      [
        ["From Second", "Second Participant", "second.messages@example.com", true],
        ["From Sam", "Sam Speaker", DEMO.speaker.email, true],
      ],
    );
  });

  it("'?unread=true' keeps the threads the team has not read; opening one marks it read for the team only", async () => {
    const id = await startAs(tokens.speaker, "Please read me");
    expect((await inboxOf("?unread=true")).map((one) => one.id)).toContain(id);
    const before = await unreadOf(tokens.speaker);
    const opened = await call("GET", `${inbox()}/${id}`, tokens.admin);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().payload).toMatchObject({
      subject: "Please read me",
      participant: { contactId: ids.speakerContact, name: "Sam Speaker" },
      messages: [{ author: "Sam Speaker", fromOrganizer: false, body: "Hello organizers" }],
    });
    expect((await inboxOf("?unread=true")).map((one) => one.id)).not.toContain(id);
    expect((await inboxOf()).find((one) => one.id === id)?.unread).toBe(false);
    expect(await unreadOf(tokens.speaker)).toBe(before);
    // A new message from the participant makes it unread for the team again.
    await call("POST", `${me}/${id}/messages`, tokens.speaker, { body: "One more thing" });
    expect((await inboxOf("?unread=true")).map((one) => one.id)).toContain(id);
    expect((await call("GET", `${inbox()}?unread=maybe`, tokens.admin)).statusCode).toBe(400);
  });
});

describe("replying", () => {
  it("the reply is the caller's, from the organizers, and unread for the participant", async () => {
    const id = await startAs(tokens.speaker, "Reply to me");
    const before = await unreadOf(tokens.speaker);
    const reply = await call("POST", `${inbox()}/${id}/messages`, tokens.admin, { body: "  On it.\nAda  " });
    expect(reply.statusCode).toBe(201);
    const messages = reply.json().payload.messages;
    expect(messages.at(-1)).toMatchObject({
      author: "Ada Organizer",
      fromOrganizer: true,
      body: "On it.\nAda",
    });
    const [row] = await t.database.db
      .select({ author: portalMessages.authorUserId })
      .from(portalMessages)
      .where(eq(portalMessages.id, messages.at(-1).id));
    expect(row?.author).toBe(DEMO.admin.id);
    expect(await unreadOf(tokens.speaker)).toBe(before + 1);
    // The team wrote last: not unread for the team.
    expect((await inboxOf()).find((one) => one.id === id)?.unread).toBe(false);
  });

  it("a reply whose author's account is gone reads as 'Organizer team'", async () => {
    const id = await startAs(tokens.speaker, "Who answered?");
    const reply = await call("POST", `${inbox()}/${id}/messages`, tokens.admin, { body: "Us." });
    const messageId = reply.json().payload.messages.at(-1).id;
    await t.database.db
      .update(portalMessages)
      .set({ authorUserId: null })
      .where(eq(portalMessages.id, messageId));
    const detail = (await call("GET", `${me}/${id}`, tokens.speaker)).json().payload;
    expect(detail.messages.map((one: { author: string }) => one.author)).toEqual(["You", "Organizer team"]);
    expect(JSON.stringify(detail)).not.toContain(DEMO.admin.email);
  });

  it("refuses an empty or unknown-shaped reply (400)", async () => {
    const id = await startAs(tokens.speaker, "Shapes");
    const empty = await call("POST", `${inbox()}/${id}/messages`, tokens.admin, { body: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(portalMessageTexts.bodyRequired);
    const extra = await call("POST", `${inbox()}/${id}/messages`, tokens.admin, {
      body: "x",
      fromOrganizer: false,
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe("starting a thread with a participant", () => {
  it("writes first to a contact of the portal's event; the participant sees it unread", async () => {
    const before = await unreadOf(tokens.second);
    const started = await call("POST", inbox(), tokens.admin, {
      contactId: ids.secondContact,
      subject: "Your slides",
      body: "Could you upload your slides?",
    });
    expect(started.statusCode).toBe(201);
    const thread = started.json().payload;
    expect(thread).toMatchObject({
      subject: "Your slides",
      participant: { contactId: ids.secondContact, name: "Second Participant" },
      messages: [{ author: "Ada Organizer", fromOrganizer: true }],
    });
    expect(await unreadOf(tokens.second)).toBe(before + 1);
    const theirs = (await call("GET", me, tokens.second)).json().payload;
    expect(theirs.find((one: Summary) => one.id === thread.id)).toMatchObject({ unread: true });
    expect((await inboxOf()).find((one) => one.id === thread.id)?.unread).toBe(false);
    // Not the speaker's.
    expect((await call("GET", `${me}/${thread.id}`, tokens.speaker)).statusCode).toBe(404);
  });

  it("a contact of another event, or an unknown one, is 404; a missing one is 400", async () => {
    for (const contactId of [ids.meetupContact, randomUUID()]) {
      const response = await call("POST", inbox(), tokens.admin, { contactId, subject: "Hi", body: "Hello" });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(portalMessageTexts.contactNotInEvent);
    }
    const missing = await call("POST", inbox(), tokens.admin, { subject: "Hi", body: "Hello" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("contactId: Pick a contact");
  });
});

describe("who may use the organizer's message endpoints", () => {
  const endpoints = (
    root: string,
    threadId: string,
  ): [method: "GET" | "POST", url: string, body?: unknown][] => [
    ["GET", root],
    ["GET", `${root}/${threadId}`],
    ["POST", `${root}/${threadId}/messages`, { body: "Hello" }],
    ["POST", root, { contactId: ids.speakerContact, subject: "Hi", body: "Hello" }],
  ];

  it("signed out: 401", async () => {
    for (const [method, url, body] of endpoints(inbox(), randomUUID())) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("without the portal permission (a contacts viewer, someone off the team): 403", async () => {
    const id = await startAs(tokens.speaker, "Team only");
    for (const token of [tokens.viewer, tokens.outsider]) {
      for (const [method, url, body] of endpoints(inbox(), id)) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.body).not.toContain("Team only");
      }
    }
  });

  it("read on portal only: reads and lists, but replying and starting are 403", async () => {
    const id = await startAs(tokens.speaker, "Read only");
    expect((await call("GET", inbox(), tokens.portalReader)).statusCode).toBe(200);
    expect((await call("GET", `${inbox()}/${id}`, tokens.portalReader)).statusCode).toBe(200);
    for (const [method, url, body] of endpoints(inbox(), id).filter(([method]) => method === "POST")) {
      expect((await call(method, url, tokens.portalReader, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const detail = (await call("GET", `${inbox()}/${id}`, tokens.admin)).json().payload;
    expect(detail.messages).toHaveLength(1);
  });

  it("another event's portal, another organization's portal, an unknown one: 404", async () => {
    const id = await startAs(tokens.speaker, "Summit thread");
    for (const portalId of [ids.meetupPortal, ids.otherOrgPortal, "no-such-portal"]) {
      for (const [method, url, body] of endpoints(inbox(portalId), id)) {
        const response = await call(method, url, tokens.admin, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe(PORTAL_NOT_IN_EVENT);
      }
    }
  });

  it("a thread of another portal is 404 through this one, and this portal's is 404 through that one", async () => {
    const meetup = inbox(ids.meetupPortal, DEMO.meetup.id);
    const started = await call("POST", meetup, tokens.admin, {
      contactId: ids.meetupContact,
      subject: "Meetup only",
      body: "Hello meetup",
    });
    expect(started.statusCode).toBe(201);
    const meetupThread = started.json().payload.id;
    const summitThread = await startAs(tokens.speaker, "Summit only");
    const pairs: [string, string][] = [
      [inbox(), meetupThread],
      [meetup, summitThread],
    ];
    for (const [root, threadId] of pairs) {
      for (const [method, url, body] of endpoints(root, threadId).slice(1, 3)) {
        const response = await call(method, url, tokens.admin, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe(portalMessageTexts.threadNotInPortal);
      }
    }
    expect((await inboxOf()).map((one) => one.id)).not.toContain(meetupThread);
    // A Summit contact is not a contact of the Meetup's portal.
    const wrong = await call("POST", meetup, tokens.admin, {
      contactId: ids.speakerContact,
      subject: "x",
      body: "y",
    });
    expect(wrong.statusCode).toBe(404);
  });
});
