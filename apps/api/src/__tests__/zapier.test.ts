import { webhookMessages, zapierMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, organizations, webhooks } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { until } from "./support/mail.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";
import { startWebhookReceiver, verifies, type WebhookReceiver } from "./support/webhook-receiver.js";

/*
 * Issue 21 item 3: the endpoints Zapier's platform calls, with an organization API token. A
 * stand-in "Zapier" on 127.0.0.1 (allowed as FOYER_WEBHOOK_ALLOW_HOSTS would) subscribes through
 * the REST hook and receives a signed delivery; the sample list holds the same body; the actions
 * create a contact and a session within the token's scopes; unsubscribing stops the hook.
 */

let t: TestApp;
let zapier: WebhookReceiver;
let admin = "";
let write = "";
let contactsRead = "";
const org: string = DEMO.org.id;
const summit = DEMO.summit.id;
const otherEvent = "event-other-zapier";

const call = (token: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function makeToken(name: string, scopes: string[]) {
  const response = await call(admin, "POST", `/organizations/${org}/api-tokens`, { name, scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.token as string;
}

beforeAll(async () => {
  zapier = await startWebhookReceiver();
  t = await createTestApp({
    webhooks: { allowHosts: ["127.0.0.1"], schedule: [0.05, 0.05], timeoutMs: 2000, pollMs: 50 },
  });
  admin = (await signIn(t.app)).tokens.id_token;
  write = await makeToken("Zapier", ["write"]);
  contactsRead = await makeToken("Zapier read", ["contacts:read"]);
  await t.database.db.insert(organizations).values({ id: "org-other-zapier", name: "Other Organization" });
  await t.database.db.insert(events).values({
    id: otherEvent,
    orgId: "org-other-zapier",
    name: "Other Conference",
    slug: "other-conference-zapier",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
});
afterAll(async () => {
  await t?.close();
  await zapier?.close();
});

describe("connecting", () => {
  it("answers the authentication test with the token's organization", async () => {
    const me = await call(write, "GET", "/zapier/me");
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      orgId: org,
      orgName: DEMO.org.name,
      tokenName: "Zapier",
      scopes: ["write"],
    });
    expect((await t.app.inject({ method: "GET", url: "/api/zapier/me" })).statusCode).toBe(401);
    const bad = await call("foyer_pat_0123456789abcdef_nope", "GET", "/zapier/me");
    expect(bad.statusCode).toBe(401);
    const person = await call(admin, "GET", "/zapier/me");
    expect(person.statusCode).toBe(403);
    expect(person.json().message).toBe(zapierMessages.tokenOnly);
  });

  it("lists the organization's events for the Event field, and no other organization's", async () => {
    const list = await call(write, "GET", "/zapier/events");
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json() as { id: string }[]).map((event) => event.id);
    expect(ids).toContain(summit);
    expect(ids).not.toContain(otherEvent);
  });
});

describe("a REST-hook trigger", () => {
  it("delivers a new contact, signed, to the subscribed hook URL; the samples hold the same body", async () => {
    const hookUrl = `${zapier.base}/hooks/catch/123/abc`;
    const subscribed = await call(write, "POST", `/zapier/events/${summit}/hooks`, {
      hookUrl,
      event: "contact.created",
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const hook = subscribed.json() as { id: string; hookUrl: string; event: string; secret: string };
    expect(hook).toMatchObject({ hookUrl, event: "contact.created", eventId: summit });
    // The organization's admins see it among the event's webhooks, marked as Zapier's.
    const listed = await call(admin, "GET", `/events/${summit}/webhooks`);
    expect(listed.json().payload).toContainEqual(expect.objectContaining({ id: hook.id, source: "zapier" }));

    const made = await call(write, "POST", `/zapier/events/${summit}/contacts`, {
      FIRST_NAME: "Zap",
      LAST_NAME: "Contact",
      EMAIL: "zap.contact@example.com",
    });
    expect(made.statusCode, made.body).toBe(201);
    const contact = made.json() as { id: string; values: Record<string, unknown> };
    expect(contact.values).toMatchObject({ FIRST_NAME: "Zap", EMAIL: "zap.contact@example.com" });

    const delivery = await until(
      () => zapier.received.find((message) => message.path === "/hooks/catch/123/abc"),
      15_000,
      "Zapier to receive the contact",
    );
    expect(verifies(hook.secret, delivery)).toBe(true);
    expect(verifies(hook.secret, { ...delivery, body: `${delivery.body} ` })).toBe(false);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({ type: "contact.created", eventId: summit, data: { id: contact.id } });

    const samples = await call(write, "GET", `/zapier/events/${summit}/samples/contact.created`);
    expect(samples.statusCode, samples.body).toBe(200);
    const [newest] = samples.json() as { type: string; data: unknown }[];
    expect(newest?.type).toBe("contact.created");
    expect(newest?.data).toEqual(body.data);

    const gone = await call(write, "DELETE", `/zapier/events/${summit}/hooks/${hook.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id: hook.id });
    expect(await t.database.db.select().from(webhooks).where(eq(webhooks.id, hook.id))).toEqual([]);
    expect((await call(write, "DELETE", `/zapier/events/${summit}/hooks/${hook.id}`)).statusCode).toBe(404);
  });

  it("refuses a hook URL on a private address, and a type it does not know", async () => {
    const privateUrl = await call(write, "POST", `/zapier/events/${summit}/hooks`, {
      hookUrl: "https://10.0.0.5/hooks",
      event: "contact.created",
    });
    expect(privateUrl.statusCode).toBe(400);
    expect(privateUrl.json().message).toContain("private, loopback or link-local");
    const unknown = await call(write, "POST", `/zapier/events/${summit}/hooks`, {
      hookUrl: "https://hooks.zapier.com/hooks/catch/1/x",
      event: "contact.deleted",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("event");
    const missing = await call(write, "POST", `/zapier/events/${summit}/hooks`, { event: "contact.created" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("hookUrl");
  });

  it("unsubscribes only Zapier's own subscriptions", async () => {
    const manual = await call(admin, "POST", `/events/${summit}/webhooks`, {
      url: `${zapier.base}/manual`,
      events: ["contact.created"],
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const id = manual.json().payload.id as string;
    const refused = await call(write, "DELETE", `/zapier/events/${summit}/hooks/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(webhookMessages.notFound);
    expect((await call(admin, "DELETE", `/events/${summit}/webhooks/${id}`)).statusCode).toBe(200);
  });

  it("holds a token to its scopes and its organization", async () => {
    const hookUrl = `${zapier.base}/hooks/scoped`;
    // contacts:read may hear of contacts, not of sessions, and may not create anything.
    const contactsHook = await call(contactsRead, "POST", `/zapier/events/${summit}/hooks`, {
      hookUrl,
      event: "contact.created",
    });
    expect(contactsHook.statusCode, contactsHook.body).toBe(201);
    const sessionsHook = await call(contactsRead, "POST", `/zapier/events/${summit}/hooks`, {
      hookUrl,
      event: "session.created",
    });
    expect(sessionsHook.statusCode).toBe(403);
    expect(
      (await call(contactsRead, "GET", `/zapier/events/${summit}/samples/session.created`)).statusCode,
    ).toBe(403);
    const create = await call(contactsRead, "POST", `/zapier/events/${summit}/contacts`, {
      EMAIL: "no@example.com",
    });
    expect(create.statusCode).toBe(403);
    const session = await call(contactsRead, "POST", `/zapier/events/${summit}/sessions`, { title: "No" });
    expect(session.statusCode).toBe(403);
    // Another organization's event is closed to it.
    const elsewhere = await call(write, "POST", `/zapier/events/${otherEvent}/hooks`, {
      hookUrl,
      event: "contact.created",
    });
    expect([403, 404]).toContain(elsewhere.statusCode);
    expect(
      (await call(write, "GET", `/zapier/events/${otherEvent}/samples/contact.created`)).statusCode,
    ).not.toBe(200);
    await call(contactsRead, "DELETE", `/zapier/events/${summit}/hooks/${contactsHook.json().id}`);
  });
});

describe("actions", () => {
  it("creates a contact with validated values", async () => {
    const empty = await call(write, "POST", `/zapier/events/${summit}/contacts`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(zapierMessages.valuesRequired);
    const badEmail = await call(write, "POST", `/zapier/events/${summit}/contacts`, {
      FIRST_NAME: "Bad",
      EMAIL: "not an address",
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/^Email/);
    const twice = { FIRST_NAME: "Twice", EMAIL: "twice.zap@example.com" };
    expect((await call(write, "POST", `/zapier/events/${summit}/contacts`, twice)).statusCode).toBe(201);
    expect((await call(write, "POST", `/zapier/events/${summit}/contacts`, twice)).statusCode).toBe(409);
  });

  it("creates a session, which heads the session samples, and refuses one without a title", async () => {
    const made = await call(write, "POST", `/zapier/events/${summit}/sessions`, {
      title: "Zapped keynote",
      startsAt: "2027-06-01T09:00:00.000Z",
      endsAt: "2027-06-01T10:00:00.000Z",
    });
    expect(made.statusCode, made.body).toBe(201);
    const session = made.json() as { id: string; title: string; startsAt: string };
    expect(session).toMatchObject({ title: "Zapped keynote", startsAt: "2027-06-01T09:00:00.000Z" });
    const samples = await call(write, "GET", `/zapier/events/${summit}/samples/session.created`);
    expect(samples.statusCode, samples.body).toBe(200);
    expect(samples.json()[0]).toMatchObject({ type: "session.created", eventId: summit, data: session });
    const untitled = await call(write, "POST", `/zapier/events/${summit}/sessions`, { description: "x" });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.body).toContain("title");
  });

  it("answers an empty list for a type with no news yet", async () => {
    const none = await call(write, "GET", `/zapier/events/${summit}/samples/schedule.released`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual([]);
  });
});
