import { messages, PORTAL_PAGE_BODY_MAX, portalContentMessages } from "@foyer/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventUsers, portals } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { callAs, insertOtherOrg, type Method, organizerTeam, uploadAs } from "./support/portal-kit.js";
import { createTestApp, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 6 "Organizer side": a portal's pages and wiki (portals/pages, portals/wikiPage/{id}) and
 * its resources (portals/content), under /api/events/{eventId}/portals/{portalId}/…. Permission
 * module `portal` (spec 1 §6): read to see, update to change.
 */

let t: TestApp;
const tokens = { admin: "", viewer: "", reader: "", editor: "", outsider: "", speaker: "" };
// A portal of its own, so the demo portal's seeded content cannot interfere.
const PORTAL = "portal-admin-content";
const base = `/api/events/${DEMO.summit.id}/portals/${PORTAL}`;
const MEETUP_PORTAL = "portal-meetup-content";

const call = (method: Method, url: string, token?: string, payload?: object) =>
  callAs(t, method, url, token, payload);
const upload = (token: string, name = "guide.txt") => uploadAs(t, token, name, "text/plain", "a guide");

const titles = async (url: string) =>
  (await call("GET", url, tokens.admin)).json().payload.map((one: { title: string }) => one.title);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(tokens, await organizerTeam(t, "content", ["portal_read"], "role-portal-reader"));
  // Another organization's admin, with an event of their own.
  await insertOtherOrg(
    db,
    { orgId: "org-b-content", eventId: "event-b-content" },
    { org: "B", event: "B Conference", slug: "b-conference" },
  );
  const outsider = await signUp(t.app, "outsider.content@example.com");
  await db.insert(eventUsers).values({ eventId: "event-b-content", userId: outsider.id, isAdmin: true });
  tokens.outsider = outsider.token;
  await db.insert(portals).values([
    { id: PORTAL, eventId: DEMO.summit.id, slug: "content", name: "Content" },
    { id: MEETUP_PORTAL, eventId: DEMO.meetup.id, slug: "meetup", name: "Meetup" },
  ]);
});
afterAll(async () => t?.close());

describe("pages and wiki pages", () => {
  let page = "";

  it("creates a page as a draft by default, after the others of its kind", async () => {
    const first = await call("POST", `${base}/pages`, tokens.admin, {
      title: "  Guidelines  ",
      body: "<p>Hi</p>",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().payload).toMatchObject({
      kind: "page",
      title: "Guidelines",
      body: "<p>Hi</p>",
      published: false,
      position: 0,
    });
    page = first.json().payload.id;
    const second = await call("POST", `${base}/pages`, tokens.admin, { title: "Travel", published: true });
    expect(second.json().payload).toMatchObject({ position: 1, published: true, body: "" });
  });

  it("keeps wiki pages apart from portal pages", async () => {
    const wiki = await call("POST", `${base}/pages`, tokens.admin, { kind: "wiki", title: "Logistics" });
    expect(wiki.statusCode).toBe(201);
    expect(wiki.json().payload.position).toBe(0);
    expect(await titles(`${base}/pages?kind=wiki`)).toEqual(["Logistics"]);
    expect(await titles(`${base}/pages`)).toEqual(["Guidelines", "Travel"]);
    const list = (await call("GET", `${base}/pages`, tokens.admin)).json().payload;
    expect(list[0]).not.toHaveProperty("body");
  });

  it("stores any HTML as written (rendering is the portal's job), up to 100,000 characters", async () => {
    const hostile = `<script>alert(1)</script><p onclick="x()">${"a".repeat(1000)}</p>`;
    const saved = await call("PUT", `${base}/pages/${page}`, tokens.admin, {
      body: hostile,
      published: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({ body: hostile, published: true, title: "Guidelines" });
    expect((await call("GET", `${base}/pages/${page}`, tokens.admin)).json().payload.body).toBe(hostile);
    const long = await call("PUT", `${base}/pages/${page}`, tokens.admin, {
      body: "x".repeat(PORTAL_PAGE_BODY_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Body must be at most 100000 characters");
  });

  it("refuses bad input with a clear message", async () => {
    for (const [payload, message] of [
      [{ title: "" }, "title: Title is required"],
      [{ title: "x".repeat(201) }, "title: Title must be at most 200 characters"],
      [{ title: "A", kind: "blog" }, "kind: Kind must be page or wiki"],
      [{ title: "A", colour: "red" }, "Unknown field(s): colour"],
    ] as const) {
      const response = await call("POST", `${base}/pages`, tokens.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const empty = await call("PUT", `${base}/pages/${page}`, tokens.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(portalContentMessages.nothingToChange);
    expect((await call("GET", `${base}/pages?kind=blog`, tokens.admin)).statusCode).toBe(400);
  });

  it("orders the pages of a kind: every one once; an unknown id is 404", async () => {
    const list = (await call("GET", `${base}/pages`, tokens.admin)).json().payload;
    const ids = list.map((one: { id: string }) => one.id).reverse();
    const moved = await call("PUT", `${base}/pages/order`, tokens.admin, { pageIds: ids });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().payload.map((one: { title: string }) => one.title)).toEqual(["Travel", "Guidelines"]);
    expect((await call("PUT", `${base}/pages/order`, tokens.admin, { pageIds: [ids[0]] })).statusCode).toBe(
      400,
    );
    const unknown = await call("PUT", `${base}/pages/order`, tokens.admin, { pageIds: [...ids, "nope"] });
    expect(unknown.statusCode).toBe(404);
    const twice = await call("PUT", `${base}/pages/order`, tokens.admin, { pageIds: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);
  });

  it("deletes a page; then it is unknown", async () => {
    const gone = await call("DELETE", `${base}/pages/${page}`, tokens.admin);
    expect(gone.statusCode).toBe(200);
    expect((await call("GET", `${base}/pages/${page}`, tokens.admin)).statusCode).toBe(404);
    expect((await call("DELETE", `${base}/pages/${page}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe("resources", () => {
  let link = "";
  let file = "";

  it("adds a link (http or https only) and a file the caller uploaded", async () => {
    const created = await call("POST", `${base}/resources`, tokens.admin, {
      title: "Venue map",
      description: " Rooms ",
      url: "https://example.org/venue",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().payload).toMatchObject({
      title: "Venue map",
      description: "Rooms",
      kind: "link",
      url: "https://example.org/venue",
      file: null,
      position: 0,
    });
    link = created.json().payload.id;
    const uploadId = await upload(tokens.admin);
    const withFile = await call("POST", `${base}/resources`, tokens.admin, { title: "Guide", uploadId });
    expect(withFile.statusCode, withFile.body).toBe(201);
    expect(withFile.json().payload).toMatchObject({
      kind: "file",
      url: null,
      position: 1,
      file: { uploadId, name: "guide.txt", size: 7, type: "text/plain" },
    });
    file = withFile.json().payload.id;
  });

  it("refuses a javascript:, data: or ftp: link, both or neither of file and link", async () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "ftp://x.org",
      "example.org",
    ]) {
      const response = await call("POST", `${base}/resources`, tokens.admin, { title: "Bad", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(`url: ${portalContentMessages.linkInvalid}`);
    }
    const both = await call("POST", `${base}/resources`, tokens.admin, {
      title: "Both",
      url: "https://example.org",
      uploadId: await upload(tokens.admin),
    });
    expect(both.json().message).toBe(portalContentMessages.fileOrLink);
    const neither = await call("POST", `${base}/resources`, tokens.admin, { title: "Neither" });
    expect(neither.json().message).toBe(portalContentMessages.fileOrLinkMissing);
    expect(await titles(`${base}/resources`)).toEqual(["Venue map", "Guide"]);
  });

  it("a file someone else uploaded, or an unknown one, is a file that does not exist", async () => {
    for (const uploadId of [await upload(tokens.speaker), "6f1c1e3a-0000-4000-8000-000000000000"]) {
      const response = await call("POST", `${base}/resources`, tokens.admin, { title: "Theirs", uploadId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(portalContentMessages.fileNotFound);
    }
  });

  it("edits title, description and a link's address; a file resource's address cannot be set", async () => {
    const edited = await call("PUT", `${base}/resources/${link}`, tokens.admin, {
      title: "Map",
      url: "http://example.org/map",
    });
    expect(edited.json().payload).toMatchObject({ title: "Map", url: "http://example.org/map" });
    const wrong = await call("PUT", `${base}/resources/${file}`, tokens.admin, {
      url: "https://example.org",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(portalContentMessages.notALink);
    const bad = await call("PUT", `${base}/resources/${link}`, tokens.admin, { url: "javascript:x" });
    expect(bad.statusCode).toBe(400);
  });

  it("orders and deletes resources", async () => {
    const moved = await call("PUT", `${base}/resources/order`, tokens.admin, { resourceIds: [file, link] });
    expect(moved.json().payload.map((one: { title: string }) => one.title)).toEqual(["Guide", "Map"]);
    expect((await call("DELETE", `${base}/resources/${link}`, tokens.admin)).statusCode).toBe(200);
    expect(await titles(`${base}/resources`)).toEqual(["Guide"]);
  });
});

describe("who may see and change a portal's content (spec 1 §6: portal)", () => {
  let page = "";
  let resource = "";
  beforeAll(async () => {
    page = (await call("POST", `${base}/pages`, tokens.admin, { title: "Kept" })).json().payload.id;
    resource = (
      await call("POST", `${base}/resources`, tokens.admin, {
        title: "Kept link",
        url: "https://example.org",
      })
    ).json().payload.id;
  });

  const writes = () =>
    [
      ["POST", `${base}/pages`, { title: "Intruder" }],
      ["PUT", `${base}/pages/${page}`, { title: "Intruder" }],
      ["PUT", `${base}/pages/order`, { pageIds: [page] }],
      ["DELETE", `${base}/pages/${page}`, undefined],
      ["POST", `${base}/resources`, { title: "Intruder", url: "https://example.org" }],
      ["PUT", `${base}/resources/${resource}`, { title: "Intruder" }],
      ["PUT", `${base}/resources/order`, { resourceIds: [resource] }],
      ["DELETE", `${base}/resources/${resource}`, undefined],
    ] as const;
  const reads = () =>
    [
      ["GET", `${base}/pages`, undefined],
      ["GET", `${base}/pages?kind=wiki`, undefined],
      ["GET", `${base}/pages/${page}`, undefined],
      ["GET", `${base}/resources`, undefined],
    ] as const;

  it("signed out: 401", async () => {
    for (const [method, url, payload] of [...reads(), ...writes()]) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("without read on portal (the contacts viewer, a portal participant, another org's admin): 403", async () => {
    for (const token of [tokens.viewer, tokens.speaker, tokens.outsider]) {
      for (const [method, url, payload] of [...reads(), ...writes()]) {
        const response = await call(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        // Off the event's team: no access at all; on it without the module: no permission.
        expect(response.json().message).toBe(
          token === tokens.viewer ? messages.noPermission : messages.noAccess,
        );
        expect(response.body).not.toContain("Kept");
      }
    }
  });

  it("read on portal sees everything but changes nothing", async () => {
    for (const [method, url] of reads()) {
      expect((await call(method, url, tokens.reader)).statusCode, `${method} ${url}`).toBe(200);
    }
    for (const [method, url, payload] of writes()) {
      expect((await call(method, url, tokens.reader, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await titles(`${base}/pages`)).toContain("Kept");
  });

  it("update on portal (the editor role) changes it", async () => {
    const response = await call("PUT", `${base}/pages/${page}`, tokens.editor, {
      title: "Kept by the editor",
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("another event's portal, or another portal's page or resource, is 404 from here", async () => {
    const meetupPortal = await call(
      "GET",
      `/api/events/${DEMO.summit.id}/portals/${MEETUP_PORTAL}/pages`,
      tokens.admin,
    );
    expect(meetupPortal.statusCode).toBe(404);
    const meetupBase = `/api/events/${DEMO.meetup.id}/portals/${MEETUP_PORTAL}`;
    for (const [method, url, payload] of [
      ["GET", `${meetupBase}/pages/${page}`, undefined],
      ["PUT", `${meetupBase}/pages/${page}`, { title: "Moved" }],
      ["DELETE", `${meetupBase}/pages/${page}`, undefined],
      ["PUT", `${meetupBase}/resources/${resource}`, { title: "Moved" }],
      ["DELETE", `${meetupBase}/resources/${resource}`, undefined],
      ["PUT", `${meetupBase}/pages/order`, { pageIds: [page] }],
    ] as const) {
      const response = await call(method, url, tokens.admin, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await titles(`${base}/pages`)).toContain("Kept by the editor");
  });
});
