import { LOGO_MAX_BYTES, logoMessages, messages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events, organizations, orgUsers } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import {
  caller,
  JPEG_BYTES,
  multipart,
  ORG_B,
  type OrgPeople,
  PNG_BYTES,
  SVG_WITH_SCRIPT,
  setUpOrgPeople,
} from "./support/org-area.js";
import { bearer, createTestApp, type TestApp } from "./support/test-app.js";

/*
 * Issue 5 items 2 and 3: the organization area's calls (spec 1 §5 "Logo upload", §7 "Organization
 * get and put; the logo is saved by put with logoImageUrl"), the user's organizations, the events
 * list with per-user stars, and the organization's dashboard. Every call is checked on the server.
 */

let t: TestApp;
let people: OrgPeople;
let call: ReturnType<typeof caller>;
const org = DEMO.org.id;
const orgUrl = (orgId: string = org) => `/api/organizations/${orgId}`;

beforeAll(async () => {
  // Statuses depend on the day: the demo's summit (March 2027) and meetup (December 2026) are to come.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
  t = await createTestApp();
  people = await setUpOrgPeople(t, "orgs");
  call = caller(t);
  // A past event and a draft beside the demo's two upcoming ones.
  await t.database.db.insert(events).values([
    {
      id: "past-event",
      orgId: org,
      name: "Winter Gala 2020",
      slug: "winter-gala-2020",
      dateFrom: "2020-01-10",
      dateTo: "2020-01-11",
    },
    {
      id: "draft-event",
      orgId: org,
      name: "Draft Retreat",
      slug: "draft-retreat",
      dateFrom: "2030-06-01",
      dateTo: "2030-06-02",
      isDraft: true,
    },
  ]);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

function uploadLogo(token: string, filename: string, type: string, content: string | Buffer, orgId = org) {
  return t.app.inject({
    method: "POST",
    url: `${orgUrl(orgId)}/logo`,
    headers: { ...bearer(token), ...multipart(filename, type, content).headers },
    payload: multipart(filename, type, content).payload,
  });
}

describe("GET /api/organizations/{orgId}", () => {
  it("answers a member with the organization (spec 1 §3: id, logoImageUrl)", async () => {
    const response = await call("GET", orgUrl(), people.member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      id: org,
      name: DEMO.org.name,
      logoImageUrl: null,
      is_light: true,
    });
  });

  it("403 'You don't have access to this page!' outside the organization, 404 for an unknown one", async () => {
    for (const token of [people.outsider.token, people.orgBAdmin.token]) {
      const response = await call("GET", orgUrl(), token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.noAccess);
    }
    expect((await call("GET", orgUrl("no-such-org"), people.admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: orgUrl() })).statusCode).toBe(401);
  });
});

describe("PUT /api/organizations/{orgId}", () => {
  it("renames the organization for someone with update on settings", async () => {
    const response = await call("PUT", orgUrl(), people.settingsManager.token, {
      name: "  Foyer Events Co  ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.name).toBe("Foyer Events Co");
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, org));
    expect(row?.name).toBe("Foyer Events Co");
    await call("PUT", orgUrl(), people.admin, { name: DEMO.org.name });
  });

  it.each([
    [{ name: "   " }, "name: Organization name is required"],
    [{ name: "x".repeat(201) }, "name: Organization name must be at most 200 characters"],
    [{ name: 42 }, "name: Organization name must be text"],
    [{ name: "Ok", plan: "gold" }, "Unknown field(s): plan"],
    [{ logoImageUrl: "https://evil.example/logo.svg" }, `logoImageUrl: ${logoMessages.notUploaded}`],
  ])("refuses %j with %s", async (body, message) => {
    const response = await call("PUT", orgUrl(), people.admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("403 without update on settings, also for another organization's admin; nothing changes", async () => {
    const cases = [
      [people.member.token, messages.noPermission],
      [people.editor.token, messages.noPermission],
      [people.outsider.token, messages.noAccess],
      [people.orgBAdmin.token, messages.noAccess],
    ] as const;
    for (const [token, message] of cases) {
      const response = await call("PUT", orgUrl(), token, { name: "Taken over" });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
    }
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, org));
    expect(row?.name).toBe(DEMO.org.name);
    expect((await call("PUT", orgUrl("no-such-org"), people.admin, { name: "X" })).statusCode).toBe(404);
  });
});

describe("logo upload (spec 1 §5: a single file, only jpeg, svg or png, stored under org-logo)", () => {
  it("uploads a PNG under org-logo/, and PUT with logoImageUrl saves it", async () => {
    const upload = await uploadLogo(people.admin, "logo.png", "image/png", PNG_BYTES);
    expect(upload.statusCode).toBe(201);
    const file = upload.json().payload;
    expect(file).toMatchObject({ name: "logo.png", type: "image/png", size: PNG_BYTES.length });
    expect(file.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(t.storage.open(`org-logo/${file.uploadId}`)).toBeTruthy();
    // Uploading alone does not change the organization: PUT does.
    expect((await call("GET", orgUrl(), people.admin)).json().payload.logoImageUrl).toBeNull();
    const saved = await call("PUT", orgUrl(), people.admin, { logoImageUrl: file.url });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload.logoImageUrl).toBe(file.url);
    expect((await call("GET", orgUrl(), people.member.token)).json().payload.logoImageUrl).toBe(file.url);
    const image = await t.app.inject({ method: "GET", url: file.url });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("accepts a JPEG; null removes the logo", async () => {
    const upload = await uploadLogo(people.settingsManager.token, "photo.jpg", "image/jpeg", JPEG_BYTES);
    expect(upload.statusCode).toBe(201);
    const url = upload.json().payload.url;
    expect((await call("PUT", orgUrl(), people.admin, { logoImageUrl: url })).statusCode).toBe(200);
    const removed = await call("PUT", orgUrl(), people.admin, { logoImageUrl: null });
    expect(removed.json().payload.logoImageUrl).toBeNull();
  });

  it("an SVG is stored, but never served in a way that runs its scripts", async () => {
    const upload = await uploadLogo(people.admin, "logo.svg", "image/svg+xml", SVG_WITH_SCRIPT);
    expect(upload.statusCode).toBe(201);
    const { url } = upload.json().payload;
    const image = await t.app.inject({ method: "GET", url });
    expect(image.headers["content-type"]).toBe("image/svg+xml");
    // Opened directly, it downloads, sandboxed, with no script source allowed; <img> never runs scripts.
    expect(image.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(image.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each([
    ["logo.gif", "image/gif", "GIF89a....", 415, logoMessages.wrongType],
    ["logo.bmp", "image/bmp", "BM....", 415, logoMessages.wrongType],
    ["page.html", "text/html", "<script>alert(1)</script>", 415, logoMessages.wrongType],
    ["fake.png", "image/png", "<html><script>alert(1)</script></html>", 415, logoMessages.notAnImage],
    ["fake.svg", "image/svg+xml", "<html><body>no svg here</body></html>", 415, logoMessages.notAnImage],
    ["png.svg", "image/svg+xml", PNG_BYTES, 415, logoMessages.notAnImage],
    ["empty.png", "image/png", "", 400, logoMessages.empty],
  ])("refuses %s (%s) with %i '%s'", async (name, type, content, status, message) => {
    const response = await uploadLogo(people.admin, name, type, content);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it(`refuses a file over ${LOGO_MAX_BYTES / 1024 / 1024} MB with 413`, async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await uploadLogo(people.admin, "huge.png", "image/png", big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(logoMessages.tooLarge);
  });

  it("takes one file: a second file in the same request is refused", async () => {
    const boundary = "----foyer-two-files";
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
    const payload = Buffer.concat([
      Buffer.from(part("one.png")),
      PNG_BYTES,
      Buffer.from("\r\n"),
      Buffer.from(part("two.png")),
      PNG_BYTES,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: `${orgUrl()}/logo`,
      headers: { ...bearer(people.admin), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(logoMessages.oneFile);
  });

  it("403 without update on settings; 403 for another organization's admin", async () => {
    const member = await uploadLogo(people.member.token, "logo.png", "image/png", PNG_BYTES);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(messages.noPermission);
    const other = await uploadLogo(people.orgBAdmin.token, "logo.png", "image/png", PNG_BYTES);
    expect(other.statusCode).toBe(403);
  });

  it("PUT refuses an upload that is not an organization logo (an event file)", async () => {
    const eventFile = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { ...bearer(people.admin), ...multipart("logo.png", "image/png", PNG_BYTES).headers },
      payload: multipart("logo.png", "image/png", PNG_BYTES).payload,
    });
    expect(eventFile.statusCode).toBe(201);
    const response = await call("PUT", orgUrl(), people.admin, {
      logoImageUrl: eventFile.json().payload.url,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: "logoImageUrl", message: logoMessages.notUploaded }]);
    const unknown = await call("PUT", orgUrl(), people.admin, {
      logoImageUrl: "/api/uploads/00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("GET /api/user/me/organizations", () => {
  it("lists the user's organizations, with whether they may add events", async () => {
    const admin = (await call("GET", "/api/user/me/organizations", people.admin)).json().payload;
    expect(admin).toEqual([
      expect.objectContaining({ id: org, name: DEMO.org.name, is_admin: true, can_create_events: true }),
    ]);
    const member = (await call("GET", "/api/user/me/organizations", people.member.token)).json().payload;
    expect(member).toEqual([expect.objectContaining({ id: org, is_admin: false, can_create_events: false })]);
    const manager = (await call("GET", "/api/user/me/organizations", people.settingsManager.token)).json()
      .payload;
    expect(manager[0].can_create_events).toBe(true);
    const outsider = (await call("GET", "/api/user/me/organizations", people.outsider.token)).json().payload;
    expect(outsider).toEqual([]);
  });
});

describe("the organization's events and per-user stars", () => {
  const eventsUrl = `${orgUrl()}/events`;
  const starUrl = (eventId: string, orgId: string = org) => `${orgUrl(orgId)}/events/${eventId}/star`;
  const names = (list: { name: string }[]) => list.map((event) => event.name);

  it("lists every event of the organization, newest first, with status and can_open", async () => {
    const response = await call("GET", eventsUrl, people.member.token);
    expect(response.statusCode).toBe(200);
    const list = response.json().payload;
    expect(names(list)).toEqual(["Draft Retreat", DEMO.summit.name, DEMO.meetup.name, "Winter Gala 2020"]);
    const byName = Object.fromEntries(list.map((event: { name: string }) => [event.name, event]));
    expect(byName["Draft Retreat"].status).toBe("draft");
    expect(byName["Winter Gala 2020"].status).toBe("past");
    expect(byName[DEMO.summit.name]).toMatchObject({ status: "upcoming", starred: false, can_open: false });
    const admin = (await call("GET", eventsUrl, people.admin)).json().payload;
    expect(admin.every((event: { can_open: boolean }) => event.can_open)).toBe(true);
  });

  it("a star is the user's own: it puts the event first for them and for no one else", async () => {
    const star = await call("PUT", starUrl(DEMO.meetup.id), people.member.token);
    expect(star.statusCode).toBe(200);
    expect(star.json().payload).toEqual({ event_id: DEMO.meetup.id, starred: true });
    // Starring twice changes nothing.
    expect((await call("PUT", starUrl(DEMO.meetup.id), people.member.token)).statusCode).toBe(200);
    const mine = (await call("GET", eventsUrl, people.member.token)).json().payload;
    expect(mine[0]).toMatchObject({ name: DEMO.meetup.name, starred: true });
    const theirs = (await call("GET", eventsUrl, people.editor.token)).json().payload;
    expect(theirs.find((event: { id: string }) => event.id === DEMO.meetup.id).starred).toBe(false);
    const starredOnly = (await call("GET", `${eventsUrl}?starred=true`, people.member.token)).json().payload;
    expect(names(starredOnly)).toEqual([DEMO.meetup.name]);

    const unstar = await call("DELETE", starUrl(DEMO.meetup.id), people.member.token);
    expect(unstar.json().payload).toEqual({ event_id: DEMO.meetup.id, starred: false });
    const after = (await call("GET", `${eventsUrl}?starred=true`, people.member.token)).json().payload;
    expect(after).toEqual([]);
  });

  it("404 for another organization's event through this organization; 403 outside it", async () => {
    const crossed = await call("PUT", starUrl(ORG_B.eventId), people.admin);
    expect(crossed.statusCode).toBe(404);
    const unknown = await call("PUT", starUrl("no-such-event"), people.member.token);
    expect(unknown.statusCode).toBe(404);
    const outsider = await call("PUT", starUrl(DEMO.summit.id), people.outsider.token);
    expect(outsider.statusCode).toBe(403);
    const otherAdmin = await call("PUT", starUrl(DEMO.summit.id), people.orgBAdmin.token);
    expect(otherAdmin.statusCode).toBe(403);
    // Organization B's admin cannot reach the demo event through their own organization either.
    const viaB = await call("PUT", starUrl(DEMO.summit.id, ORG_B.id), people.orgBAdmin.token);
    expect(viaB.statusCode).toBe(404);
    expect((await call("GET", eventsUrl, people.outsider.token)).statusCode).toBe(403);
  });

  it("searches by name ignoring case and filters by status", async () => {
    const search = (await call("GET", `${eventsUrl}?q=SUMMIT`, people.member.token)).json().payload;
    expect(names(search)).toEqual([DEMO.summit.name]);
    const past = (await call("GET", `${eventsUrl}?status=past`, people.member.token)).json().payload;
    expect(names(past)).toEqual(["Winter Gala 2020"]);
    const drafts = (await call("GET", `${eventsUrl}?status=draft&q=retreat`, people.member.token)).json()
      .payload;
    expect(names(drafts)).toEqual(["Draft Retreat"]);
    const bad = await call("GET", `${eventsUrl}?status=soon`, people.member.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("status: status must be all, upcoming, ongoing, past or draft");
    const long = await call("GET", `${eventsUrl}?q=${"x".repeat(201)}`, people.member.token);
    expect(long.json().message).toBe("q: Search must be at most 200 characters");
  });
});

describe("GET /api/organizations/{orgId}/dashboard", () => {
  it("counts the events by status, the contacts, accounts, forms and members for an admin", async () => {
    const response = await call("GET", `${orgUrl()}/dashboard`, people.admin);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json().payload;
    expect(dashboard.events).toEqual({ total: 4, upcoming: 2, ongoing: 0, past: 1, draft: 1 });
    expect(dashboard.next_events.map((event: { name: string }) => event.name)).toEqual([
      DEMO.meetup.name,
      DEMO.summit.name,
    ]);
    expect(dashboard.contacts).toBeGreaterThanOrEqual(6);
    expect(dashboard.accounts).toBeGreaterThanOrEqual(0);
    expect(dashboard.forms).toBeGreaterThan(0);
    expect(typeof dashboard.submissions).toBe("number");
    const members = await t.database.db.select().from(orgUsers).where(eq(orgUsers.orgId, org));
    // admin@foyer.demo and the three members this file added, at least.
    expect(dashboard.members).toBe(members.length);
    expect(dashboard.members).toBeGreaterThanOrEqual(4);
  });

  it("hides what the profile cannot read: a member without a role gets null figures", async () => {
    const dashboard = (await call("GET", `${orgUrl()}/dashboard`, people.member.token)).json().payload;
    expect(dashboard.events.total).toBe(4);
    expect(dashboard).toMatchObject({ contacts: null, accounts: null, forms: null, submissions: null });
    const editor = (await call("GET", `${orgUrl()}/dashboard`, people.editor.token)).json().payload;
    expect(editor.contacts).toBeGreaterThanOrEqual(6);
  });

  it("403 outside the organization, 404 for an unknown one", async () => {
    expect((await call("GET", `${orgUrl()}/dashboard`, people.orgBAdmin.token)).statusCode).toBe(403);
    expect((await call("GET", `${orgUrl("nope")}/dashboard`, people.admin)).statusCode).toBe(404);
  });
});
