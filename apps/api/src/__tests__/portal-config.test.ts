import { messages, portalSections } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portals, portalUsers } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import {
  callAs,
  demoToken,
  insertOtherOrg,
  type Method,
  signUpWithPermissions,
} from "./support/portal-kit.js";
import { createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

/*
 * Issue 6 "Organizer side": config sets (an event's portals) created, configured and deleted at
 * /api/events/{eventId}/portals…; the event settings' sign-in pages; and what the portal's
 * sign-in page may show anyone. Read on `portal` to see, update to change (spec 1 §6).
 */

let t: TestApp;
const tokens = { admin: "", viewer: "", reader: "", editor: "", settings: "", outsider: "", member: "" };
const orgB = { id: "org-b-portal-config", eventId: "event-b-portal-config", portalId: "portal-b-config" };
const meetupPortal = "portal-meetup-config";
const summit = `/api/events/${DEMO.summit.id}/portals`;
const demo = `${summit}/${DEMO.portal.id}`;

const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  callAs(t, method, url, token, payload);

const withRole = (email: string, permissions: string[]) => signUpWithPermissions(t, email, permissions);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tokens.admin = (await signIn(t.app)).tokens.id_token;
  tokens.viewer = await demoToken(t, DEMO.viewer.email);
  tokens.reader = await withRole("portal.reader@example.com", ["portal_read"]);
  tokens.editor = await withRole("portal.editor@example.com", ["portal_read", "portal_update"]);
  tokens.settings = await withRole("settings.only@example.com", ["settings_update"]);
  const member = await signUp(t.app, "portal.member@example.com");
  tokens.member = member.token;
  await db.insert(portalUsers).values({ portalId: DEMO.portal.id, userId: member.id });
  await db
    .insert(portals)
    .values({ id: meetupPortal, eventId: DEMO.meetup.id, slug: "meetup", name: "Meetup" });
  await insertOtherOrg(
    db,
    { orgId: orgB.id, eventId: orgB.eventId, portalId: orgB.portalId },
    {
      org: "Organization B",
      event: "B Expo",
      slug: "b-expo-portal-config",
      portalSlug: "b",
      portal: "B portal",
    },
  );
  tokens.outsider = (await signUpEventAdmin(t, "b.admin.config@example.com", orgB.eventId)).token;
});
afterAll(async () => t?.close());

describe("config sets: an event's portals", () => {
  it("creates a portal with an address made from its name, unique in the event", async () => {
    const first = await call("POST", summit, tokens.admin, { name: "Sponsor Hub!" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().payload).toMatchObject({ name: "Sponsor Hub!", slug: "sponsor-hub", userCount: 0 });
    const second = await call("POST", summit, tokens.admin, { name: "Sponsor  hub" });
    expect(second.json().payload.slug).toBe("sponsor-hub-2");
    const list = (await call("GET", summit, tokens.admin)).json().payload;
    expect(list.map((one: { name: string }) => one.name)).toEqual(
      expect.arrayContaining(["Sponsor Hub!", "Sponsor  hub", "Speaker Portal"]),
    );
  });

  it("a chosen address must be free and well formed", async () => {
    const taken = await call("POST", summit, tokens.admin, { name: "Other", slug: "speakers" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'Another portal of this event already uses the address "speakers". Choose another.',
    );
    const reserved = await call("POST", summit, tokens.admin, { name: "Other", slug: "event" });
    expect(reserved.statusCode).toBe(409);
    const bad = await call("POST", summit, tokens.admin, { name: "Other", slug: "no spaces" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Address may use only letters, digits and single hyphens");
    const empty = await call("POST", summit, tokens.admin, { name: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("name: Name is required");
  });

  it("portals asked for with the same address at once: one is made, the others are told it is taken", async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        call("POST", summit, tokens.admin, { name: `Race ${n}`, slug: "race-address" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(
        'Another portal of this event already uses the address "race-address". Choose another.',
      );
    }
    const stored = await t.database.db.select().from(portals).where(eq(portals.slug, "race-address"));
    expect(stored).toHaveLength(1);
    // The database itself refuses a second one, whoever writes it; another event may use it.
    await expect(
      t.database.db
        .insert(portals)
        .values({ id: "dup-race", eventId: DEMO.summit.id, slug: "race-address", name: "D" }),
    ).rejects.toThrow();
    await t.database.db
      .insert(portals)
      .values({ id: "meetup-race", eventId: DEMO.meetup.id, slug: "race-address", name: "Meetup race" });
  });

  it("portals of one name made at once, without an address, each get their own", async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => call("POST", summit, tokens.admin, { name: "Same Name" })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = answers.map((answer) => (answer.json().payload as { slug: string }).slug).sort();
    expect(slugs).toEqual([
      "same-name",
      "same-name-2",
      "same-name-3",
      "same-name-4",
      "same-name-5",
      "same-name-6",
    ]);
  });

  it("shows one portal with its welcome text, whole settings and user count", async () => {
    const response = await call("GET", demo, tokens.reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({
      id: DEMO.portal.id,
      slug: "speakers",
      name: DEMO.portal.name,
      eventId: DEMO.summit.id,
      welcomeText: "Welcome to the Foyer Summit 2027 speaker portal.",
      userCount: 2,
      settings: {
        login: { title: "", text: "" },
        appearance: { accentColor: "#3b5bdb" },
        sections: [...portalSections],
        profileFields: ["fname", "lname", "title", "company", "phone", "country"],
        filters: { roles: [] },
      },
    });
  });

  it("updates name, welcome text and the parts of the settings given, keeping the others", async () => {
    const response = await call("PUT", demo, tokens.editor, {
      name: "Speakers' Lounge",
      welcomeText: "  Hello speakers  ",
      settings: {
        login: { title: "Speakers, sign in" },
        appearance: { accentColor: "#AA3300" },
        sections: ["sessions", "calendar"],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { payload } = response.json();
    expect(payload.name).toBe("Speakers' Lounge");
    expect(payload.welcomeText).toBe("Hello speakers");
    expect(payload.settings.login).toEqual({ title: "Speakers, sign in", text: "" });
    expect(payload.settings.appearance.accentColor).toBe("#aa3300");
    expect(payload.settings.sections).toEqual(["sessions", "calendar"]);
    expect(payload.settings.profileFields).toHaveLength(6);
    const again = await call("PUT", demo, tokens.editor, {
      settings: { login: { text: "Use your email." } },
    });
    expect(again.json().payload.settings.login).toEqual({
      title: "Speakers, sign in",
      text: "Use your email.",
    });
    expect(again.json().payload.settings.sections).toEqual(["sessions", "calendar"]);
  });

  it.each([
    [{ settings: { appearance: { accentColor: "red" } } }, "Accent colour must be a colour such as #3b5bdb"],
    [
      { settings: { appearance: { accentColor: "#12345" } } },
      "Accent colour must be a colour such as #3b5bdb",
    ],
    [{ settings: { sections: ["sessions", "shop"] } }, "Sections must be among"],
    [{ settings: { sections: ["tasks", "tasks"] } }, "Each section may be listed once"],
    [{ settings: { profileFields: ["email"] } }, "Profile fields must be among"],
    [{ settings: { login: { title: "x".repeat(121) } } }, "Log-in title must be at most 120 characters"],
    [{ settings: { login: { text: "x".repeat(2001) } } }, "Log-in text must be at most 2000 characters"],
    [{ settings: { login: { title: "a", html: "<b>" } } }, "Unknown field(s): html"],
    [{ settings: { theme: "dark" } }, "Unknown field(s): theme"],
    [{ welcomeText: "x".repeat(20_001) }, "Welcome text must be at most 20000 characters"],
    [{ name: "x".repeat(201) }, "Name must be at most 200 characters"],
  ])("refuses bad settings %j with a clear 400", async (body, message) => {
    const response = await call("PUT", demo, tokens.admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("deletes a portal: it no longer exists, for organizers or participants", async () => {
    const made = (await call("POST", summit, tokens.admin, { name: "Short-lived" })).json().payload;
    expect((await call("DELETE", `${summit}/${made.id}`, tokens.editor)).statusCode).toBe(200);
    expect((await call("GET", `${summit}/${made.id}`, tokens.admin)).statusCode).toBe(404);
    const open = await call("GET", `/api/portal/${made.slug}/${made.id}/public`);
    expect(open.statusCode).toBe(404);
    expect(open.json().message).toBe(messages.portalNotFound);
  });
});

describe("who may configure portals (spec 1 §6: read on portal to see, update to change)", () => {
  it("a reader sees but cannot create, change or delete", async () => {
    expect((await call("GET", demo, tokens.reader)).statusCode).toBe(200);
    expect((await call("GET", `${demo}/users`, tokens.reader)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", summit, { name: "Nope" }],
      ["PUT", demo, { name: "Nope" }],
      ["DELETE", demo, undefined],
      ["PUT", `${demo}/filters`, { roles: ["speaker"] }],
      ["POST", `${demo}/filters/apply`, undefined],
      ["DELETE", `${demo}/users/${DEMO.speaker.id}`, undefined],
    ] as const) {
      const response = await call(method, url, tokens.reader, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
    }
  });

  it("a member without portal permissions, an outsider, and nobody signed in get nothing", async () => {
    expect((await call("GET", demo, tokens.viewer)).json().message).toBe(messages.noPermission);
    expect((await call("GET", demo, tokens.settings)).statusCode).toBe(403);
    const outsider = await call("GET", demo, tokens.outsider);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(messages.noAccess);
    expect((await call("GET", demo)).statusCode).toBe(401);
    expect((await call("POST", summit, undefined, { name: "x" })).statusCode).toBe(401);
  });

  it("a portal of another event or organization, or an unknown one, is 404 through this event", async () => {
    for (const id of [meetupPortal, orgB.portalId, "no-such-portal"]) {
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const response = await call(
          method,
          `${summit}/${id}`,
          tokens.admin,
          method === "PUT" ? { name: "x" } : undefined,
        );
        expect(response.statusCode, `${method} ${id}`).toBe(404);
      }
      expect((await call("GET", `${summit}/${id}/users`, tokens.admin)).statusCode).toBe(404);
    }
    const [b] = await t.database.db.select().from(portals).where(eq(portals.id, orgB.portalId));
    expect(b?.name).toBe("B portal");
  });
});

describe("the portal's users", () => {
  it("lists who may sign in, with their contact in the event and whether they have a password", async () => {
    const response = await call("GET", `${demo}/users`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const users = response.json().payload;
    expect(users).toContainEqual({
      userId: DEMO.speaker.id,
      name: "Sam Speaker",
      email: DEMO.speaker.email,
      hasPassword: true,
      contact: { id: expect.any(String), name: "Sam Speaker" },
    });
    expect(
      users.find((one: { email: string }) => one.email === "portal.member@example.com")?.contact,
    ).toBeNull();
  });

  it("removes one: they can no longer enter; an unknown user is 404", async () => {
    const users = (await call("GET", `${demo}/users`, tokens.admin)).json().payload;
    const member = users.find((one: { email: string }) => one.email === "portal.member@example.com");
    const url = `${demo}/users/${member.userId}`;
    expect((await call("DELETE", url, tokens.editor)).statusCode).toBe(200);
    const access = await call("GET", `/api/portal/speakers/${DEMO.portal.id}/access`, tokens.member);
    expect(access.json().payload.hasAccess).toBe(false);
    expect((await call("DELETE", url, tokens.editor)).statusCode).toBe(404);
    expect(
      (await call("DELETE", `${summit}/${meetupPortal}/users/${member.userId}`, tokens.admin)).statusCode,
    ).toBe(404);
  });
});

describe("the event settings' sign-in pages (settings/portals/log-in-page, settings/login-settings)", () => {
  const signIn = `/api/events/${DEMO.summit.id}/portal-sign-in`;

  it("update on settings may read and change the log-in page and sections, nothing else", async () => {
    const list = await call("GET", signIn, tokens.settings);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().payload.find((one: { id: string }) => one.id === DEMO.portal.id)).toMatchObject({
      slug: "speakers",
      login: expect.any(Object),
      sections: expect.any(Array),
    });
    const saved = await call("PUT", `${signIn}/${DEMO.portal.id}`, tokens.settings, {
      login: { title: "Welcome, speakers", text: "Sign in with the email we wrote to." },
      sections: ["sessions", "profile"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.login).toEqual({
      title: "Welcome, speakers",
      text: "Sign in with the email we wrote to.",
    });
    const detail = (await call("GET", demo, tokens.admin)).json().payload;
    expect(detail.settings.sections).toEqual(["sessions", "profile"]);
    expect(detail.settings.appearance.accentColor).toBe("#aa3300");
  });

  it("refuses a member with neither permission, bad input and another event's portal", async () => {
    expect((await call("GET", signIn, tokens.viewer)).statusCode).toBe(403);
    expect(
      (await call("PUT", `${signIn}/${DEMO.portal.id}`, tokens.reader, { sections: [] })).statusCode,
    ).toBe(403);
    const bad = await call("PUT", `${signIn}/${DEMO.portal.id}`, tokens.admin, { login: { title: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("login.title: Log-in title must be text");
    expect((await call("PUT", `${signIn}/${meetupPortal}`, tokens.admin, { sections: [] })).statusCode).toBe(
      404,
    );
  });
});

describe("the portal's public information (its sign-in page)", () => {
  it("shows the log-in title and text, accent colour and sections, and nothing private", async () => {
    const response = await call("GET", `/api/portal/speakers/${DEMO.portal.id}/public`);
    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(Object.keys(payload).sort()).toEqual(
      [
        "accentColor",
        "event_id",
        "event_name",
        "id",
        "login",
        "name",
        "sections",
        "slug",
        "welcome_text",
      ].sort(),
    );
    expect(payload).toMatchObject({
      login: { title: "Welcome, speakers", text: "Sign in with the email we wrote to." },
      accentColor: "#aa3300",
      sections: ["sessions", "profile"],
    });
    const text = JSON.stringify(payload);
    expect(text).not.toContain("profileFields");
    expect(text).not.toContain("filters");
    expect(text).not.toContain("@");
  });

  it("a stored setting gone bad falls back to the defaults rather than failing", async () => {
    await t.database.db
      .update(portals)
      .set({ settings: { appearance: { accentColor: "javascript:alert(1)" }, sections: "all" } as never })
      .where(eq(portals.id, meetupPortal));
    const payload = (await call("GET", `/api/portal/meetup/${meetupPortal}/public`)).json().payload;
    expect(payload.accentColor).toBe("#3b5bdb");
    expect(payload.sections).toEqual([...portalSections]);
  });
});
