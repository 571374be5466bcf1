import { webhookMessages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventUsers, mailMessages, webhooks } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { until } from "./support/mail.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";
import { startWebhookReceiver, verifies, type WebhookReceiver } from "./support/webhook-receiver.js";

/*
 * Issue 21 item 2: signed webhooks. A receiver on 127.0.0.1 (allowed as FOYER_WEBHOOK_ALLOW_HOSTS
 * would) verifies each delivery's Standard Webhooks signature and fails on purpose: the retries
 * keep the webhook-id and are logged; a receiver that hangs is cut off by the timeout; one that
 * answers 500 forever gets its webhook paused and the admins told; a name that resolves to a
 * private address later is refused at delivery; private addresses are refused when saved.
 */

/** What the stand-in DNS answers for hooks.example.test (the rebinding test changes it). */
let rebindTo = "93.184.216.34";

let t: TestApp;
let receiver: WebhookReceiver;
let base = "";
let received: WebhookReceiver["received"] = [];
let failures: WebhookReceiver["failures"] = new Map();
let admin = "";
const summit = DEMO.summit.id;
const hooksUrl = `/api/events/${summit}/webhooks`;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ base, received, failures } = receiver);
  t = await createTestApp({
    webhooks: {
      allowHosts: ["127.0.0.1"],
      schedule: [0.05, 0.05, 0.05],
      timeoutMs: 400,
      pauseAfter: 2,
      pollMs: 50,
      lookup: async (hostname) =>
        hostname === "hooks.example.test"
          ? [{ address: rebindTo, family: 4 }]
          : [{ address: "93.184.216.34", family: 4 }],
    },
  });
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
// Each test's webhooks go with it, so the next test's contacts reach only its own.
afterEach(async () => {
  await t.database.db.delete(webhooks).where(eq(webhooks.eventId, summit));
});

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  token = admin,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function subscribe(url: string, events = ["contact.created"]) {
  const response = await call("POST", hooksUrl, { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload as { id: string; secret: string };
}

let contacts = 0;
async function newContact() {
  contacts += 1;
  const response = await call("POST", `/api/event/${summit}/contact`, {
    values: { FIRST_NAME: "Hook", LAST_NAME: `Test ${contacts}`, EMAIL: `hook${contacts}@example.com` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload as { id: string };
}

interface DeliveryView {
  id: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastResponse: string | null;
  eventType: string;
  payload: { type: string; data: { id: string } };
}

async function deliveriesOf(webhookId: string): Promise<DeliveryView[]> {
  const response = await call("GET", `${hooksUrl}/${webhookId}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.items;
}

const settled = (webhookId: string, count = 1) =>
  until(
    async () => {
      const list = await deliveriesOf(webhookId);
      const done = list.length >= count && list.every((delivery) => delivery.status !== "pending");
      return done ? list : undefined;
    },
    15_000,
    "the deliveries to settle",
  );

describe("making and managing webhooks", () => {
  it("answers the whsec_ secret once; the list and the stored row never hold it", async () => {
    const created = await subscribe("https://hooks.example.test/foyer", [
      "contact.created",
      "session.updated",
    ]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call("GET", hooksUrl);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret.slice(6));
    expect(list.json().payload).toEqual([
      expect.objectContaining({
        id: created.id,
        url: "https://hooks.example.test/foyer",
        events: ["contact.created", "session.updated"],
        status: "active",
      }),
    ]);
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(6));

    const paused = await call("PUT", `${hooksUrl}/${created.id}`, {
      active: false,
      events: ["session.created"],
    });
    expect(paused.json().payload).toMatchObject({ status: "paused", events: ["session.created"] });
    const one = await call("GET", `${hooksUrl}/${created.id}`);
    expect(one.json().payload.status).toBe("paused");
    const deleted = await call("DELETE", `${hooksUrl}/${created.id}`);
    expect(deleted.json().payload).toEqual({ id: created.id });
    expect((await call("GET", `${hooksUrl}/${created.id}`)).statusCode).toBe(404);
  });

  it.each([
    ["http://hooks.example.test/x", "https://"],
    ["https://10.0.0.5/x", "private, loopback or link-local"],
    ["https://169.254.169.254/latest/meta-data", "private, loopback or link-local"],
    ["https://[::1]/x", "private, loopback or link-local"],
    ["https://[::ffff:192.168.1.1]/x", "private, loopback or link-local"],
    ["not a url", "full URL"],
  ])("refuses %s with 400", async (url, words) => {
    const response = await call("POST", hooksUrl, { url, events: ["contact.created"] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(words);
  });

  it("refuses unknown event types and an empty list", async () => {
    const unknown = await call("POST", hooksUrl, {
      url: "https://hooks.example.test/",
      events: ["planet.created"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(webhookMessages.unknownEvent("planet.created"));
    const none = await call("POST", hooksUrl, { url: "https://hooks.example.test/", events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(webhookMessages.eventsRequired);
  });

  it("is for those who may change the event's settings: 403 for an editor, 403 outside the organization", async () => {
    const created = await subscribe("https://hooks.example.test/foyer");
    const editor = await signUp(t.app, "hooks.editor@example.com");
    await t.database.db
      .insert(eventUsers)
      .values({ eventId: summit, userId: editor.id, isAdmin: false, roleId: DEMO.roles.editor.id });
    const stranger = await signUp(t.app, "hooks.stranger@example.com");
    for (const token of [editor.token, stranger.token]) {
      expect((await call("GET", hooksUrl, undefined, token)).statusCode).toBe(403);
      const create = await call(
        "POST",
        hooksUrl,
        { url: "https://hooks.example.test/", events: ["contact.created"] },
        token,
      );
      expect(create.statusCode).toBe(403);
      expect((await call("GET", `${hooksUrl}/${created.id}/deliveries`, undefined, token)).statusCode).toBe(
        403,
      );
    }
    // Another event's id finds nothing.
    const elsewhere = await call("GET", `/api/events/${DEMO.meetup.id}/webhooks/${created.id}`);
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("delivering", () => {
  it("signs each delivery; retries after 500s with the same webhook-id; logs each attempt; replays", async () => {
    const created = await subscribe(`${base}/flaky`);
    failures.set("/flaky", 2);
    const contact = await newContact();
    const [delivery] = await settled(created.id);
    expect(delivery).toMatchObject({
      status: "delivered",
      attempts: 3,
      lastStatusCode: 200,
      lastResponse: "thanks",
      eventType: "contact.created",
    });
    expect(delivery?.id).toMatch(/^msg_/);
    expect(delivery?.payload).toMatchObject({ type: "contact.created", data: { id: contact.id } });
    const attempts = received.filter((message) => message.path === "/flaky");
    expect(attempts).toHaveLength(3);
    for (const message of attempts) {
      expect(message.id).toBe(delivery?.id);
      expect(verifies(created.secret, message)).toBe(true);
      expect(verifies("whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", message)).toBe(false);
      expect(JSON.parse(message.body)).toMatchObject({ type: "contact.created", data: { id: contact.id } });
    }

    const replay = await call("POST", `${hooksUrl}/${created.id}/deliveries/${delivery?.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(200);
    await until(
      () => received.filter((message) => message.path === "/flaky").length === 4,
      10_000,
      "the replay",
    );
    const again = received.filter((message) => message.path === "/flaky")[3];
    expect(again?.id).toBe(delivery?.id);
    expect(verifies(created.secret, again as WebhookReceiver["received"][number])).toBe(true);
    const [after] = await settled(created.id);
    expect(after).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("cuts off a receiver that hangs and logs the timeout", async () => {
    const created = await subscribe(`${base}/hang`);
    await newContact();
    const [delivery] = await settled(created.id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 4, lastStatusCode: null });
    expect(delivery?.lastResponse).toContain("timeout");
  });

  it("pauses a webhook whose receiver answers 500 forever and emails the admins", async () => {
    const created = await subscribe(`${base}/broken`);
    failures.set("/broken", Number.POSITIVE_INFINITY);
    await newContact();
    await newContact();
    const list = await settled(created.id, 2);
    expect(list.map((delivery) => delivery.status)).toEqual(["failed", "failed"]);
    // The answer is kept as text, to be shown as text.
    expect(list[0]?.lastResponse).toBe("<b>Receiver broke</b>");
    expect(list[0]?.lastStatusCode).toBe(500);
    const hook = await until(async () => {
      const one = (await call("GET", `${hooksUrl}/${created.id}`)).json().payload;
      return one.status === "paused" ? one : undefined;
    });
    expect(hook.pausedReason).toContain("2 deliveries failed");
    const notices = await until(async () => {
      const rows = await t.database.db
        .select()
        .from(mailMessages)
        .where(
          and(eq(mailMessages.template, "webhook-paused"), eq(mailMessages.toAddress, DEMO.admin.email)),
        );
      return rows.length > 0 ? rows : undefined;
    });
    expect(notices[0]?.textBody).toContain(`${base}/broken`);

    // Paused: new news is not sent; resumed, it is.
    const before = received.filter((message) => message.path === "/broken").length;
    failures.set("/broken", 0);
    const replay = await call("POST", `${hooksUrl}/${created.id}/deliveries/${list[0]?.id}/replay`);
    expect(replay.statusCode).toBe(409);
    const resumed = await call("PUT", `${hooksUrl}/${created.id}`, { active: true });
    expect(resumed.json().payload).toMatchObject({ status: "active", failureStreak: 0, pausedReason: null });
    await newContact();
    await until(() => received.filter((message) => message.path === "/broken").length === before + 1);
  });

  it("refuses at delivery a name that resolves to a private address since it was saved", async () => {
    rebindTo = "93.184.216.34";
    const created = await subscribe("https://hooks.example.test/rebind");
    rebindTo = "10.0.0.7";
    try {
      await newContact();
      const [delivery] = await settled(created.id);
      expect(delivery?.status).toBe("failed");
      expect(delivery?.lastStatusCode).toBeNull();
      expect(delivery?.lastResponse).toContain("private, loopback or link-local");
      expect(delivery?.lastResponse).toContain("FOYER_WEBHOOK_ALLOW_HOSTS");
    } finally {
      rebindTo = "93.184.216.34";
    }
  });

  it("sends session news to the webhooks that subscribe to it, and nothing else", async () => {
    const sessions = await subscribe(`${base}/sessions`, ["session.created", "session.updated"]);
    const made = await call("POST", `/api/events/${summit}/sessions`, { title: "Hooked talk" });
    expect(made.statusCode, made.body).toBe(201);
    const sessionId = made.json().payload.id as string;
    const changed = await call("PATCH", `/api/events/${summit}/sessions/${sessionId}`, {
      title: "Hooked talk 2",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await newContact();
    const list = await settled(sessions.id, 2);
    expect(list.map((delivery) => delivery.eventType).sort()).toEqual(["session.created", "session.updated"]);
    expect(list.every((delivery) => delivery.status === "delivered")).toBe(true);
  });
});
