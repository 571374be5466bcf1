import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../db/seed.js";
import { until } from "./support/mail.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";
import { startWebhookReceiver, verifies, type WebhookReceiver } from "./support/webhook-receiver.js";

/*
 * Issue 25 with issue 21 item 2: `session.scheduled` when a session gets or changes its time or
 * room (its page, the API, a draft applied), and `schedule.released` when a version is released,
 * delivered signed to a receiver on 127.0.0.1.
 */

let t: TestApp;
let receiver: WebhookReceiver;
let admin = "";
const summit = DEMO.summit.id;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({
    webhooks: { allowHosts: ["127.0.0.1"], schedule: [0.05], timeoutMs: 2000, pauseAfter: 5, pollMs: 50 },
  });
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

interface News {
  type: string;
  data: Record<string, unknown>;
}
/** What the receiver got on `path`, parsed, once it holds `count` messages. */
const newsAt = (path: string, count: number) =>
  until(
    async () => {
      const got = receiver.received.filter((one) => one.path === path);
      return got.length >= count ? got : undefined;
    },
    15_000,
    `${count} deliveries on ${path}`,
  );

describe("agenda webhooks", () => {
  it("sends session.scheduled when a session is placed or moved (also by a draft), not for other edits", async () => {
    const hook = await call("POST", `/api/events/${summit}/webhooks`, {
      url: `${receiver.base}/scheduled`,
      events: ["session.scheduled"],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const secret = hook.json().payload.secret as string;
    const rooms = (await call("GET", `/api/events/${summit}/session-settings/rooms`)).json().payload as {
      id: string;
    }[];
    const [roomA, roomB] = rooms;
    if (!roomA || !roomB) throw new Error("the Summit has fewer than two rooms");

    const made = await call("POST", `/api/events/${summit}/sessions`, { title: "Hooked on time" });
    expect(made.statusCode, made.body).toBe(201);
    const sessionId = made.json().payload.id as string;
    const url = `/api/events/${summit}/sessions/${sessionId}`;
    // A title change is not a scheduling.
    expect((await call("PATCH", url, { title: "Hooked on time!" })).statusCode).toBe(200);
    const placed = await call("PATCH", url, {
      startsAt: "2027-03-15T15:00:00Z",
      endsAt: "2027-03-15T16:00:00Z",
      roomId: roomA.id,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [first] = await newsAt("/scheduled", 1);
    if (!first) throw new Error("no delivery");
    expect(verifies(secret, first)).toBe(true);
    const news = JSON.parse(first.body) as News;
    expect(news.type).toBe("session.scheduled");
    expect(news.data).toMatchObject({
      id: sessionId,
      title: "Hooked on time!",
      startsAt: "2027-03-15T15:00:00.000Z",
      endsAt: "2027-03-15T16:00:00.000Z",
      roomId: roomA.id,
    });
    expect(news.data.changed).toEqual(expect.arrayContaining(["Starts", "Ends", "Room"]));

    // A draft that moves it to the other room sends it again when applied.
    const drafts = `/api/events/${summit}/schedule/drafts`;
    const draftId = (await call("POST", drafts, { name: "Hooks" })).json().payload.id as string;
    const moved = await t.app.inject({
      method: "PUT",
      url: `${drafts}/${draftId}/placements/${sessionId}`,
      headers: bearer(admin),
      payload: {
        startsAt: "2027-03-15T15:00:00Z",
        endsAt: "2027-03-15T16:00:00Z",
        roomId: roomB.id,
        version: 1,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call("POST", `${drafts}/${draftId}/apply`)).json().payload.applied).toBe(1);
    const deliveries = await newsAt("/scheduled", 2);
    const second = JSON.parse(deliveries[1]?.body ?? "{}") as News;
    expect(second.data).toMatchObject({ id: sessionId, roomId: roomB.id });
    expect(second.data.changed).toEqual(["Room"]);
  });

  it("sends schedule.released with the version and the export paths", async () => {
    const hook = await call("POST", `/api/events/${summit}/webhooks`, {
      url: `${receiver.base}/released`,
      events: ["schedule.released"],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const released = await call("POST", `/api/events/${summit}/schedule/releases`, {
      version: "2.0-hooks",
      changelog: "Hooks heard it.",
    });
    expect(released.statusCode, released.body).toBe(201);
    const [delivery] = await newsAt("/released", 1);
    if (!delivery) throw new Error("no delivery");
    const news = JSON.parse(delivery.body) as News;
    expect(news.type).toBe("schedule.released");
    expect(news.data).toMatchObject({
      id: released.json().payload.id,
      version: "2.0-hooks",
      changelog: "Hooks heard it.",
      sessionCount: released.json().payload.sessionCount,
      exports: {
        json: `/api/public/events/${DEMO.summit.slug}/schedule.json`,
        ics: `/api/public/events/${DEMO.summit.slug}/schedule.ics`,
        xml: `/api/public/events/${DEMO.summit.slug}/schedule.xml`,
      },
    });
  });
});
