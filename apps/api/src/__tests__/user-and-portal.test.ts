import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../db/seed.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET/PUT /api/user/me", () => {
  it("updates the user's own fields and answers the new user", async () => {
    const { tokens } = await signIn(t.app);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/me",
      headers: bearer(tokens.id_token),
      payload: { fname: "  Ada ", lname: "Lovelace", timezone: "Europe/London", phone: "" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      fname: "Ada",
      lname: "Lovelace",
      displayName: "Ada Lovelace",
      timezone: "Europe/London",
      phone: null,
    });
    const again = await t.app.inject({
      method: "GET",
      url: "/api/user/me",
      headers: bearer(tokens.id_token),
    });
    expect(again.json().payload.lname).toBe("Lovelace");
  });

  it("lists event roles and the user's events", async () => {
    const { tokens } = await signIn(t.app);
    const me = (
      await t.app.inject({ method: "GET", url: "/api/user/me", headers: bearer(tokens.id_token) })
    ).json().payload;
    expect(me.event_roles).toHaveLength(2);
    const events = await t.app.inject({
      method: "GET",
      url: "/api/user/me/events",
      headers: bearer(tokens.id_token),
    });
    expect(events.json().payload.map((event: { name: string }) => event.name)).toEqual([
      DEMO.summit.name,
      DEMO.meetup.name,
    ]);
  });

  it("a participant sees no organizer events", async () => {
    const { tokens } = await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password });
    const events = await t.app.inject({
      method: "GET",
      url: "/api/user/me/events",
      headers: bearer(tokens.id_token),
    });
    expect(events.json().payload).toEqual([]);
  });
});

describe("portal sign-in support", () => {
  const path = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}`;

  it("shows the portal's name to anyone, and 404 for unknown portals", async () => {
    const response = await t.app.inject({ method: "GET", url: `${path}/public` });
    expect(response.json().payload).toMatchObject({ name: DEMO.portal.name, event_name: DEMO.summit.name });
    const other = await t.app.inject({ method: "GET", url: `/api/portal/speakers/nope/public` });
    expect(other.statusCode).toBe(404);
  });

  it("tells whether the signed-in user may enter", async () => {
    const speaker = (await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })).tokens;
    const admin = (await signIn(t.app)).tokens;
    const a = await t.app.inject({ method: "GET", url: `${path}/access`, headers: bearer(speaker.id_token) });
    const b = await t.app.inject({ method: "GET", url: `${path}/access`, headers: bearer(admin.id_token) });
    expect(a.json().payload.hasAccess).toBe(true);
    expect(b.json().payload.hasAccess).toBe(false);
    expect((await t.app.inject({ method: "GET", url: `${path}/access` })).statusCode).toBe(401);
  });
});

describe("GET /api/health", () => {
  it("reports the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("cross-origin calls from widgets on other sites", () => {
  it("answers the CORS preflight for bearer calls", async () => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url: "/api/user/me",
      headers: {
        origin: "http://localhost:3001",
        "access-control-request-method": "PUT",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(String(response.headers["access-control-allow-headers"])).toContain("Authorization");
  });
});
