import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhooks } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { until } from "./support/mail.js";
import { bearer, createTestApp, signIn, signUpEventAdmin, type TestApp } from "./support/test-app.js";
import { startWebhookReceiver, verifies, type WebhookReceiver } from "./support/webhook-receiver.js";

/*
 * Issue 21 item 2 "also for the organization": an organization's own webhooks hear of every event
 * of the organization, signed as an event's are; its admins manage them (an event's admin and an
 * API token may not); their deliveries are logged and replayed with the same webhook-id.
 */

let t: TestApp;
let receiver: WebhookReceiver;
let admin = "";
const org: string = DEMO.org.id;
const orgHooks = `/api/organizations/${org}/webhooks`;

const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({
    webhooks: { allowHosts: ["127.0.0.1"], schedule: [0.05, 0.05], timeoutMs: 2000, pollMs: 50 },
  });
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function newContact(eventId: string, email: string) {
  const response = await call(admin, "POST", `/api/event/${eventId}/contact`, {
    values: { FIRST_NAME: "Org", LAST_NAME: "Hook", EMAIL: email },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.id as string;
}

describe("an organization's own webhook", () => {
  it("receives the news of every event of the organization, signed; logs and replays it", async () => {
    const created = await call(admin, "POST", orgHooks, {
      url: `${receiver.base}/org`,
      events: ["contact.created"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret, webhook } = created.json().payload;
    expect(webhook).toMatchObject({ eventId: null, source: "manual", events: ["contact.created"] });
    expect((await call(admin, "GET", orgHooks)).json().payload).toEqual([expect.objectContaining({ id })]);
    // Not one of an event's webhooks.
    const summitHooks = await call(admin, "GET", `/api/events/${DEMO.summit.id}/webhooks`);
    expect(summitHooks.json().payload).not.toContainEqual(expect.objectContaining({ id }));
    expect((await call(admin, "GET", `/api/events/${DEMO.summit.id}/webhooks/${id}`)).statusCode).toBe(404);

    const inSummit = await newContact(DEMO.summit.id, "org.hook.summit@example.com");
    const inMeetup = await newContact(DEMO.meetup.id, "org.hook.meetup@example.com");
    const messages = await until(
      () => {
        const got = receiver.received.filter((message) => message.path === "/org");
        return got.length >= 2 ? got : undefined;
      },
      15_000,
      "both events' contacts",
    );
    for (const message of messages) expect(verifies(secret, message)).toBe(true);
    const bodies = messages.map((message) => JSON.parse(message.body));
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventId: DEMO.summit.id, data: expect.objectContaining({ id: inSummit }) }),
        expect.objectContaining({ eventId: DEMO.meetup.id, data: expect.objectContaining({ id: inMeetup }) }),
      ]),
    );

    const log = await until(async () => {
      const page = (await call(admin, "GET", `${orgHooks}/${id}/deliveries`)).json().payload;
      return page.items.length === 2 &&
        page.items.every((item: { status: string }) => item.status === "delivered")
        ? page
        : undefined;
    });
    const first = log.items[0] as { id: string };
    const replayed = await call(admin, "POST", `${orgHooks}/${id}/deliveries/${first.id}/replay`);
    expect(replayed.statusCode, replayed.body).toBe(200);
    await until(() => receiver.received.filter((message) => message.id === first.id).length === 2);

    const paused = await call(admin, "PUT", `${orgHooks}/${id}`, { active: false });
    expect(paused.json().payload.status).toBe("paused");
    expect((await call(admin, "DELETE", `${orgHooks}/${id}`)).json().payload).toEqual({ id });
    expect(await t.database.db.select().from(webhooks).where(eq(webhooks.id, id))).toEqual([]);
  });

  it("is managed by the organization's admins only", async () => {
    const eventAdmin = await signUpEventAdmin(t, "org.hooks.event.admin@example.com", DEMO.summit.id);
    expect((await call(eventAdmin.token, "GET", orgHooks)).statusCode).toBe(403);
    const body = { url: `${receiver.base}/nope`, events: ["contact.created"] };
    expect((await call(eventAdmin.token, "POST", orgHooks, body)).statusCode).toBe(403);
    const token = await call(admin, "POST", `/api/organizations/${org}/api-tokens`, {
      name: "Writer",
      scopes: ["write"],
    });
    const writer = token.json().payload.token as string;
    expect((await call(writer, "POST", orgHooks, body)).statusCode).toBe(403);
    const bad = await call(admin, "POST", orgHooks, {
      url: "https://169.254.169.254/x",
      events: ["contact.created"],
    });
    expect(bad.statusCode).toBe(400);
  });
});
