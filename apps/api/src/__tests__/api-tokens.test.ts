import { apiTokenMessages, MAX_API_TOKENS_PER_ORG } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, events, organizations, orgUsers } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 21 item 1: organization API tokens. Made by an organization admin, shown once, stored
 * hashed, accepted as `Authorization: Bearer` wherever the id token is, inside their organization
 * and their scopes only; expired and revoked ones get 401; the audit log names them.
 */

let t: TestApp;
let admin = "";
const org: string = DEMO.org.id;
const summit = DEMO.summit.id;
const otherOrg = { id: "org-other", eventId: "event-other" };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
  await t.database.db.insert(organizations).values({ id: otherOrg.id, name: "Other Organization" });
  await t.database.db.insert(events).values({
    id: otherOrg.eventId,
    orgId: otherOrg.id,
    name: "Other Conference",
    slug: "other-conference",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
});
afterAll(async () => t?.close());

const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function makeToken(body: { name: string; scopes: string[]; expiresAt?: string }, orgId = org) {
  const response = await call(admin, "POST", `/organizations/${orgId}/api-tokens`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload as { id: string; token: string };
}

const newContact = (email: string) => ({ values: { FIRST_NAME: "Token", LAST_NAME: "Made", EMAIL: email } });

describe("making, listing and revoking tokens", () => {
  it("shows the token once; the list never holds it", async () => {
    const created = await makeToken({ name: "Reporting", scopes: ["read"] });
    expect(created.token).toMatch(/^foyer_pat_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    const list = await call(admin, "GET", `/organizations/${org}/api-tokens`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.body).not.toContain(created.token.slice(-43));
    expect(list.json().payload).toContainEqual(
      expect.objectContaining({
        id: created.id,
        name: "Reporting",
        scopes: ["read"],
        status: "active",
        lastUsedAt: null,
        prefix: created.token.slice(0, 14),
        createdBy: expect.objectContaining({ id: DEMO.admin.id }),
      }),
    );
    // Stored hashed: the secret is nowhere in the row.
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(-43));
  });

  it("refuses bad input with 400 naming the problem", async () => {
    const url = `/organizations/${org}/api-tokens`;
    const unknown = await call(admin, "POST", url, { name: "x", scopes: ["planets:read"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('"planets:read"');
    const noName = await call(admin, "POST", url, { name: " ", scopes: ["read"] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain(apiTokenMessages.nameRequired);
    const long = await call(admin, "POST", url, { name: "x".repeat(101), scopes: ["read"] });
    expect(long.statusCode).toBe(400);
    const noScopes = await call(admin, "POST", url, { name: "x", scopes: [] });
    expect(noScopes.statusCode).toBe(400);
    const past = await call(admin, "POST", url, {
      name: "x",
      scopes: ["read"],
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain(apiTokenMessages.expiryPast);
  });

  it("lets only the organization's admins manage tokens", async () => {
    const member = await signUp(t.app, "plain.member@example.com");
    await t.database.db.insert(orgUsers).values({ orgId: org, userId: member.id, isAdmin: false });
    const url = `/organizations/${org}/api-tokens`;
    expect((await call(member.token, "GET", url)).statusCode).toBe(403);
    expect((await call(member.token, "POST", url, { name: "Mine", scopes: ["write"] })).statusCode).toBe(403);
    // A token cannot make or see tokens either, not even a write one.
    const write = await makeToken({ name: "Writer", scopes: ["write"] });
    expect((await call(write.token, "GET", url)).statusCode).toBe(403);
    expect((await call(write.token, "POST", url, { name: "Child", scopes: ["write"] })).statusCode).toBe(403);
    expect((await call(write.token, "DELETE", `${url}/${write.id}`)).statusCode).toBe(403);
  });

  it("caps the live tokens of an organization", async () => {
    const [live] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.orgId, otherOrg.id));
    expect(live).toBeUndefined();
    for (let n = 0; n < MAX_API_TOKENS_PER_ORG; n++)
      await makeToken({ name: `t${n}`, scopes: ["read"] }, otherOrg.id);
    const over = await call(admin, "POST", `/organizations/${otherOrg.id}/api-tokens`, {
      name: "one more",
      scopes: ["read"],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(apiTokenMessages.tooMany);
  });
});

describe("using a token", () => {
  it("a read token reads, records its last use, and gets 403 on a write", async () => {
    const { id, token } = await makeToken({ name: "Reader", scopes: ["read"] });
    const event = await call(token, "GET", `/event/${summit}`);
    expect(event.statusCode, event.body).toBe(200);
    expect((await call(token, "GET", `/organizations/${org}`)).statusCode).toBe(200);
    expect((await call(token, "GET", `/events/${summit}/sessions`)).statusCode).toBe(200);
    const write = await call(token, "POST", `/event/${summit}/contact`, newContact("reader@example.com"));
    expect(write.statusCode).toBe(403);
    const list = (await call(admin, "GET", `/organizations/${org}/api-tokens`)).json().payload;
    expect(list.find((each: { id: string }) => each.id === id).lastUsedAt).not.toBeNull();
  });

  it("a write token writes, and the audit entry names it", async () => {
    const { token } = await makeToken({ name: "CRM sync", scopes: ["write"] });
    const created = await call(token, "POST", `/event/${summit}/contact`, newContact("sync@example.com"));
    expect(created.statusCode, created.body).toBe(201);
    const audit = await call(admin, "GET", `/event/${summit}/contact/${created.json().payload.id}/audit`);
    expect(audit.json().payload[0]).toMatchObject({
      action: "create",
      user: { name: "API token ‘CRM sync’" },
    });
  });

  it("a module-scoped token is limited to its module", async () => {
    const { token } = await makeToken({ name: "Contacts only", scopes: ["contacts:write"] });
    const created = await call(token, "POST", `/event/${summit}/contact`, newContact("scoped@example.com"));
    expect(created.statusCode, created.body).toBe(201);
    expect((await call(token, "GET", `/events/${summit}/sessions`)).statusCode).toBe(403);
    const reader = await makeToken({ name: "Sessions reader", scopes: ["sessions:read"] });
    expect((await call(reader.token, "GET", `/events/${summit}/sessions`)).statusCode).toBe(200);
    const contact = await call(
      reader.token,
      "POST",
      `/event/${summit}/contact`,
      newContact("no@example.com"),
    );
    expect(contact.statusCode).toBe(403);
  });

  it("gets nothing of another organization", async () => {
    const { token } = await makeToken({ name: "Write", scopes: ["write"] });
    expect((await call(token, "GET", `/organizations/${otherOrg.id}`)).statusCode).toBe(403);
    expect((await call(token, "GET", `/event/${otherOrg.eventId}`)).statusCode).toBe(403);
    const events = await call(token, "GET", `/organizations/${org}/events`);
    expect(events.statusCode).toBe(200);
    expect(events.body).not.toContain(otherOrg.eventId);
  });

  it("is refused on a person's own routes", async () => {
    const { token } = await makeToken({ name: "Person?", scopes: ["write"] });
    for (const url of ["/user/me", "/user/me/organizations", "/user/me/events"]) {
      const response = await call(token, "GET", url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(apiTokenMessages.peopleOnly);
    }
    for (const url of ["/user/auth/logout", "/user/auth/refresh-token"]) {
      const response = await t.app.inject({ method: "POST", url: `/api${url}`, payload: { token } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe(apiTokenMessages.peopleOnly);
    }
  });

  it("401 for an unknown, tampered, expired or revoked token", async () => {
    const { id, token } = await makeToken({ name: "Short-lived", scopes: ["read"] });
    const url = `/event/${summit}`;
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const bad = await call(tampered, "GET", url);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(apiTokenMessages.invalid);
    expect((await call("foyer_pat_nonsense", "GET", url)).statusCode).toBe(401);

    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    const expired = await call(token, "GET", url);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(apiTokenMessages.expired);

    const live = await makeToken({
      name: "Revoked soon",
      scopes: ["read"],
      expiresAt: "2099-01-01T00:00:00Z",
    });
    expect((await call(live.token, "GET", url)).statusCode).toBe(200);
    const revoked = await call(admin, "DELETE", `/organizations/${org}/api-tokens/${live.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().payload).toMatchObject({ id: live.id, status: "revoked" });
    const after = await call(live.token, "GET", url);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(apiTokenMessages.revoked);
    // Another organization's admin route cannot revoke it by id.
    expect((await call(admin, "DELETE", `/organizations/${otherOrg.id}/api-tokens/${id}`)).statusCode).toBe(
      404,
    );
  });
});
