import { PORTAL_ACCESS_DENIED, portalContentMessages } from "@foyer/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portals, portalUsers } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_PORTAL_CONTENT, seedPortalContent } from "../db/seed-portal-content.js";
import { callAs, demoToken, insertOtherOrg, uploadAs } from "./support/portal-kit.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 6, participant side of /pages/{pageId}, /resources and /resources/{resourceId}: pages
 * and resources are portal-wide, so a member sees the portal's published pages (never a draft or
 * the team's wiki) and its resources, and nothing of another portal, whatever id they try.
 */

let t: TestApp;
let admin = "";
let speaker = "";
// A portal of its own (the speaker a member), so the demo portal's seeded content cannot interfere.
const MAIN = { id: "portal-main-content", slug: "content" };
const base = `/api/portal/${MAIN.slug}/${MAIN.id}/me`;
const organizer = `/api/events/${DEMO.summit.id}/portals/${MAIN.id}`;
const SECOND = { id: "portal-second-content", slug: "sponsors" };
const HOSTILE = `<h2>Welcome</h2><script>alert(1)</script><img src=x onerror="alert(2)"><p>Read this.</p>`;
const ids = {
  guidelines: "",
  travel: "",
  draft: "",
  wiki: "",
  link: "",
  file: "",
  otherPage: "",
  otherResource: "",
};

const get = (url: string, token?: string) => callAs(t, "GET", url, token);
const post = async (url: string, payload: object) => {
  const response = await t.app.inject({ method: "POST", url, payload, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.id as string;
};

const upload = (name: string, content: string) => uploadAs(t, admin, name, "text/plain", content);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
  speaker = await demoToken(t, DEMO.speaker.email);
  // A second portal of the Summit, the speaker a member of it too: its content stays its own.
  await t.database.db.insert(portals).values([
    { id: MAIN.id, eventId: DEMO.summit.id, slug: MAIN.slug, name: "Content Portal" },
    { id: SECOND.id, eventId: DEMO.summit.id, slug: SECOND.slug, name: "Sponsor Portal" },
  ]);
  await t.database.db.insert(portalUsers).values([
    { portalId: MAIN.id, userId: DEMO.speaker.id },
    { portalId: SECOND.id, userId: DEMO.speaker.id },
  ]);

  ids.guidelines = await post(`${organizer}/pages`, { title: "Guidelines", body: HOSTILE, published: true });
  ids.draft = await post(`${organizer}/pages`, { title: "Draft plans", body: "<p>secret draft</p>" });
  ids.travel = await post(`${organizer}/pages`, { title: "Travel", body: "<p>Trains</p>", published: true });
  ids.wiki = await post(`${organizer}/pages`, {
    kind: "wiki",
    title: "Team notes",
    body: "<p>team only</p>",
    published: true,
  });
  ids.link = await post(`${organizer}/resources`, { title: "Venue map", url: "https://example.org/venue" });
  ids.file = await post(`${organizer}/resources`, {
    title: "Slide template",
    description: "Use it, please.",
    uploadId: await upload("template.txt", "the template"),
  });
  const second = `/api/events/${DEMO.summit.id}/portals/${SECOND.id}`;
  ids.otherPage = await post(`${second}/pages`, { title: "Sponsor page", body: "<p>x</p>", published: true });
  ids.otherResource = await post(`${second}/resources`, {
    title: "Sponsor deck",
    uploadId: await upload("deck.txt", "sponsor deck"),
  });
});
afterAll(async () => t?.close());

describe("organizer-written pages, for participants", () => {
  it("lists the published pages in order, titles only: no draft, no wiki page", async () => {
    const response = await get(`${base}/pages`, speaker);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual([
      { id: ids.guidelines, title: "Guidelines" },
      { id: ids.travel, title: "Travel" },
    ]);
  });

  it("one page has its title, its body as written (rendered safely by the portal) and when it changed", async () => {
    const response = await get(`${base}/pages/${ids.guidelines}`, speaker);
    expect(response.statusCode).toBe(200);
    const page = response.json().payload;
    expect(page).toMatchObject({ id: ids.guidelines, title: "Guidelines", body: HOSTILE });
    expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
  });

  it("a draft, a wiki page, another portal's page and an unknown id are all 404, saying nothing", async () => {
    for (const id of [ids.draft, ids.wiki, ids.otherPage, "no-such-page"]) {
      const response = await get(`${base}/pages/${id}`, speaker);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(portalContentMessages.pageNotFound);
      expect(response.body).not.toMatch(/secret draft|team only|Sponsor page/);
    }
  });

  it("a page unpublished by the organizers disappears for participants", async () => {
    const hide = await t.app.inject({
      method: "PUT",
      url: `${organizer}/pages/${ids.travel}`,
      payload: { published: false },
      headers: bearer(admin),
    });
    expect(hide.statusCode).toBe(200);
    expect((await get(`${base}/pages/${ids.travel}`, speaker)).statusCode).toBe(404);
    const titles = (await get(`${base}/pages`, speaker))
      .json()
      .payload.map((page: { title: string }) => page.title);
    expect(titles).toEqual(["Guidelines"]);
    await t.app.inject({
      method: "PUT",
      url: `${organizer}/pages/${ids.travel}`,
      payload: { published: true },
      headers: bearer(admin),
    });
  });
});

describe("resources, for participants", () => {
  it("lists files (name, size, the portal's download address) and links, in order", async () => {
    const response = await get(`${base}/resources`, speaker);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual([
      { id: ids.link, title: "Venue map", description: "", kind: "link", url: "https://example.org/venue" },
      {
        id: ids.file,
        title: "Slide template",
        description: "Use it, please.",
        kind: "file",
        file: { name: "template.txt", size: 12, type: "text/plain" },
        downloadUrl: `${base}/resources/${ids.file}/file`,
      },
    ]);
    expect(response.body).not.toContain("Sponsor deck");
  });

  it("one resource, and its file downloads as an attachment", async () => {
    const detail = await get(`${base}/resources/${ids.file}`, speaker);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().payload.title).toBe("Slide template");
    const file = await get(detail.json().payload.downloadUrl, speaker);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("the template");
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect(file.headers["cache-control"]).toBe("private, no-store");
  });

  it("another portal's resource and its file are 404 here, like unknown ones; a link has no file", async () => {
    for (const path of [
      `/resources/${ids.otherResource}`,
      `/resources/${ids.otherResource}/file`,
      "/resources/no-such-resource",
      "/resources/no-such-resource/file",
      `/resources/${ids.link}/file`,
    ]) {
      const response = await get(`${base}${path}`, speaker);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain("sponsor deck");
    }
    // In its own portal, the same member gets it.
    const own = await get(
      `/api/portal/${SECOND.slug}/${SECOND.id}/me/resources/${ids.otherResource}/file`,
      speaker,
    );
    expect(own.body).toBe("sponsor deck");
  });
});

describe("who may call the content endpoints", () => {
  const paths = () => [
    "/pages",
    `/pages/${ids.guidelines}`,
    "/resources",
    `/resources/${ids.file}`,
    `/resources/${ids.file}/file`,
  ];

  it("signed out: 401", async () => {
    for (const path of paths()) expect((await get(`${base}${path}`)).statusCode, path).toBe(401);
  });

  it("signed in but not a member of the portal (the organizer too): 403", async () => {
    for (const path of paths()) {
      const response = await get(`${base}${path}`, admin);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toBe(PORTAL_ACCESS_DENIED);
    }
  });

  it("unknown portal: 404", async () => {
    for (const path of paths()) {
      const response = await get(`/api/portal/${MAIN.slug}/no-such-portal/me${path}`, speaker);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it("a member without a contact in the event still reads the portal-wide content", async () => {
    const member = await signUp(t.app, "no.contact.content@example.com");
    await t.database.db.insert(portalUsers).values({ portalId: MAIN.id, userId: member.id });
    const pages = (await get(`${base}/pages`, member.token)).json().payload;
    expect(pages.map((page: { title: string }) => page.title)).toContain("Guidelines");
    expect((await get(`${base}/resources/${ids.file}/file`, member.token)).body).toBe("the template");
  });

  it("a portal of another organization's event: 403 for a non-member, nothing of the Summit for a member", async () => {
    const db = t.database.db;
    await insertOtherOrg(db, {
      orgId: "org-other-content",
      eventId: "event-other-content",
      portalId: "portal-other-content",
    });
    const other = "/api/portal/speakers/portal-other-content/me";
    expect((await get(`${other}/pages`, speaker)).statusCode).toBe(403);
    await db.insert(portalUsers).values({ portalId: "portal-other-content", userId: DEMO.speaker.id });
    expect((await get(`${other}/pages`, speaker)).json().payload).toEqual([]);
    expect((await get(`${other}/resources`, speaker)).json().payload).toEqual([]);
    for (const path of [
      `/pages/${ids.guidelines}`,
      `/resources/${ids.file}`,
      `/resources/${ids.file}/file`,
    ]) {
      expect((await get(`${other}${path}`, speaker)).statusCode, path).toBe(404);
    }
  });

  it("answers a hostile id clearly", async () => {
    const long = "x".repeat(300);
    expect((await get(`${base}/pages/${long}`, speaker)).statusCode).toBe(400);
    expect((await get(`${base}/resources/${long}/file`, speaker)).statusCode).toBe(400);
  });
});

describe("the demo content (seedPortalContent)", () => {
  it("gives a portal a published page, a wiki page the participants never see, and the venue map link", async () => {
    const db = t.database.db;
    await db
      .insert(portals)
      .values({ id: "portal-seeded", eventId: DEMO.summit.id, slug: "seeded", name: "Seeded" });
    await db.insert(portalUsers).values({ portalId: "portal-seeded", userId: DEMO.speaker.id });
    await seedPortalContent(db, { id: "portal-seeded" });
    const seeded = "/api/portal/seeded/portal-seeded/me";
    const pages = (await get(`${seeded}/pages`, speaker)).json().payload;
    expect(pages.map((page: { title: string }) => page.title)).toEqual([DEMO_PORTAL_CONTENT.guidelines]);
    const page = (await get(`${seeded}/pages/${pages[0].id}`, speaker)).json().payload;
    expect(page.body).toContain("<h2>");
    expect(page.body).toContain("<ul>");
    expect(page.body).toContain("<a href=");
    const resources = (await get(`${seeded}/resources`, speaker)).json().payload;
    expect(resources).toMatchObject([{ kind: "link", ...DEMO_PORTAL_CONTENT.venueMap }]);
    const wiki = await get(`/api/events/${DEMO.summit.id}/portals/portal-seeded/pages?kind=wiki`, admin);
    expect(wiki.json().payload.map((one: { title: string }) => one.title)).toEqual([
      DEMO_PORTAL_CONTENT.wiki,
    ]);
  });
});
