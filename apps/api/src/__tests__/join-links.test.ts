import { randomUUID } from "node:crypto";
import { joinLinkMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalJoinLinks, portalUsers, users } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { bearer, createTestApp, DEMO_LOGIN, signIn, type TestApp } from "./support/test-app.js";

/*
 * Spec 1 §2 "/join/vu/{virtualUserHash}" (issue 21): an organizer makes a one-time join link for
 * someone who may sign in to a portal; opening it signs that person in and lands in the portal.
 */

const PUBLIC_URL = "http://foyer.test";
const event = DEMO.summit.id;
const portal = DEMO.portal.id;
const portalHome = `/portals/${DEMO.portal.slug}/${portal}`;

let t: TestApp;
let admin = "";

const call = (token: string | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const linkPath = (userId: string) => `/events/${event}/portals/${portal}/users/${userId}/join-link`;

/** A new person (no password) who may sign in to the Speaker Portal. */
async function portalPerson(name: string) {
  const id = randomUUID();
  await t.database.db
    .insert(users)
    .values({ id, email: `${name}-${id.slice(0, 6)}@mail.test`, fname: name, lname: "Virtual" });
  await t.database.db.insert(portalUsers).values({ portalId: portal, userId: id });
  return id;
}

async function makeLink(userId: string) {
  const response = await call(admin, "POST", linkPath(userId));
  expect(response.statusCode, response.body).toBe(201);
  const { url, expiresAt } = response.json().payload as { url: string; expiresAt: string };
  return { url, expiresAt, hash: url.split("/join/vu/")[1] ?? "" };
}

const join = (hash: unknown) => call(null, "POST", "/auth/join", { hash });

// The first file of a run builds the seeded database image (slow on a busy machine).
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = (await signIn(t.app)).tokens.id_token;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("an organizer's join link", () => {
  it("is PUBLIC_URL/join/vu/{32 random bytes}, expires in 7 days, and only its SHA-256 is stored", async () => {
    const person = await portalPerson("Vera");
    const { url, expiresAt, hash } = await makeLink(person);
    expect(url).toMatch(/^http:\/\/foyer\.test\/join\/vu\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const rows = await t.database.db.select().from(portalJoinLinks).where(eq(portalJoinLinks.userId, person));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(hash);
  });

  it("replaces the person's previous unused link", async () => {
    const person = await portalPerson("Rita");
    const first = await makeLink(person);
    const second = await makeLink(person);
    expect((await join(first.hash)).statusCode).toBe(400);
    expect((await join(second.hash)).statusCode).toBe(200);
  });

  it("is only for someone who may sign in to the portal", async () => {
    const response = await call(admin, "POST", linkPath(DEMO.viewer.id));
    expect(response.statusCode).toBe(404);
  });

  it("needs the permission to give portal access", async () => {
    const person = await portalPerson("Noor");
    const viewer = await signIn(t.app, { username: DEMO.viewer.email, password: DEMO_LOGIN.password });
    const response = await call(viewer.tokens.id_token, "POST", linkPath(person));
    expect(response.statusCode).toBe(403);
    expect((await call(null, "POST", linkPath(person))).statusCode).toBe(401);
  });
});

describe("opening a join link", () => {
  it("signs the person in with normal tokens and answers the portal's address, once", async () => {
    const person = await portalPerson("Otto");
    const { hash } = await makeLink(person);
    const answer = await join(hash);
    expect(answer.statusCode, answer.body).toBe(200);
    const { tokens, redirectTo } = answer.json().payload;
    expect(redirectTo).toBe(portalHome);
    const me = await call(tokens.id_token, "GET", "/user/me");
    expect(me.json().payload.id).toBe(person);
    const refreshed = await call(null, "POST", "/user/auth/refresh-token", { token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);

    const again = await join(hash);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(joinLinkMessages.spent);
  });

  it("answers an expired link, an unknown one and a used one alike", async () => {
    const person = await portalPerson("Ezra");
    const { hash } = await makeLink(person);
    await t.database.db
      .update(portalJoinLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalJoinLinks.userId, person));
    const expired = await join(hash);
    const unknown = await join("A".repeat(43));
    expect(expired.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(expired.json().message).toBe(joinLinkMessages.spent);
    expect(unknown.json().message).toBe(joinLinkMessages.spent);
  });

  it("stops working when the person's portal access is removed", async () => {
    const person = await portalPerson("Ines");
    const { hash } = await makeLink(person);
    const removed = await call(admin, "DELETE", `/events/${event}/portals/${portal}/users/${person}`);
    expect(removed.statusCode).toBe(200);
    const answer = await join(hash);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(joinLinkMessages.spent);
  });

  it("refuses hostile input with a 400 naming the field", async () => {
    const huge = await join("x".repeat(10_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain("hash");
    expect(huge.body).not.toContain("x".repeat(200));
    for (const bad of ["", 42, null, { $ne: "" }]) {
      const response = await join(bad);
      expect(response.statusCode).toBe(400);
    }
    expect((await call(null, "POST", "/auth/join", {})).statusCode).toBe(400);
  });
});
