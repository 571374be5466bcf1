import type { OrganizerPortalPage, OrganizerPortalPageSummary, OrganizerPortalResource } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Routes } from "./fake-api.js";
import { bodyOf } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 6 "Organizer side": portals/pages (two tabs, "Portal pages" and "Wiki (team only)"), the
 * page editor at portals/pages/{pageId} and portals/wikiPage/{wikiPageId} with a live preview
 * rendered safely, and portals/content (resources: files and links).
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const base = "/events/ev-1/portals/p-1";
const summary = (id: string, title: string, extra: Partial<OrganizerPortalPageSummary> = {}) => ({
  id,
  kind: "page" as const,
  title,
  published: true,
  position: 0,
  updatedAt: "2027-01-02T10:00:00.000Z",
  ...extra,
});
const guidelines = summary("pg-1", "Speaker guidelines");
const travel = summary("pg-2", "Travel", { published: false, position: 1 });
const notes = summary("w-1", "Logistics notes", { kind: "wiki" });

function open(path: string, routes: Routes) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/portals": ok([{ id: "p-1", slug: "speakers", name: "Speaker Portal", userCount: 3 }]),
    ...routes,
  });
}

describe("portals/pages", () => {
  it("lists the portal pages with their state and order; the Wiki tab lists the team's pages", async () => {
    open("/event-light/ev-1/portals/pages", {
      [`GET ${base}/pages`]: (request) =>
        ok(new URL(request.url).searchParams.get("kind") === "wiki" ? [notes] : [guidelines, travel])(),
    });
    const list = await screen.findByRole(
      "list",
      { name: "Portal pages of Speaker Portal" },
      { timeout: 5000 },
    );
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("h2")?.textContent)).toEqual([
      "Speaker guidelinesPublished",
      "TravelDraft",
    ]);
    expect(within(list).getByRole("link", { name: "Speaker guidelines" }).getAttribute("href")).toBe(
      "/event-light/ev-1/portals/pages/pg-1?portal=p-1",
    );
    expect(screen.getByRole("button", { name: "Move Speaker guidelines up" }).hasAttribute("disabled")).toBe(
      true,
    );
    const tabs = screen.getByRole("navigation", { name: "Page kinds" });
    expect(within(tabs).getByRole("link", { name: "Portal pages" }).getAttribute("aria-current")).toBe(
      "page",
    );
    fireEvent.click(within(tabs).getByRole("link", { name: "Wiki (team only)" }));
    const wiki = await screen.findByRole("list", { name: "Wiki (team only) of Speaker Portal" });
    const link = within(wiki).getByRole("link", { name: "Logistics notes" });
    expect(link.getAttribute("href")).toBe("/event-light/ev-1/portals/wikiPage/w-1?portal=p-1");
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Pages" }).getAttribute("href")).toBe(
      "/event-light/ev-1/portals/pages",
    );
  });

  it("moves a page down with the server's new order", async () => {
    let sent: unknown = null;
    open("/event-light/ev-1/portals/pages", {
      [`GET ${base}/pages`]: ok([guidelines, travel]),
      [`PUT ${base}/pages/order`]: async (request) => {
        sent = await bodyOf(request);
        return ok([travel, guidelines])();
      },
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Move Speaker guidelines down" }, { timeout: 5000 }),
    );
    await waitFor(() => expect(sent).toEqual({ pageIds: ["pg-2", "pg-1"] }));
    const list = screen.getByRole("list", { name: "Portal pages of Speaker Portal" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("link")
          .map((one) => one.textContent),
      ).toEqual(["Travel", "Speaker guidelines"]),
    );
  });

  it("creates a page from its title and opens it in the editor", async () => {
    let sent: unknown = null;
    const created: OrganizerPortalPage = { ...summary("pg-9", "FAQ", { published: false }), body: "" };
    open("/event-light/ev-1/portals/pages", {
      [`GET ${base}/pages`]: ok([]),
      [`POST ${base}/pages`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: created } };
      },
      [`GET ${base}/pages/pg-9`]: ok(created),
    });
    expect(await screen.findByRole("heading", { name: "No pages yet" }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New page" }));
    const dialog = screen.getByRole("dialog", { name: "New page" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "FAQ" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(sent).toEqual({ kind: "page", title: "FAQ" }));
    expect(await screen.findByLabelText("Body (HTML)")).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/portals/pages/pg-9");
  });

  it("a failed load says so and tries again", async () => {
    let calls = 0;
    open("/event-light/ev-1/portals/pages", {
      [`GET ${base}/pages`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL_ERROR", message: "boom" } }
          : ok([guidelines])(),
    });
    expect(
      await screen.findByText("An error occurred getting the portal's pages.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Speaker guidelines" })).toBeTruthy();
  });
});

describe("the page editor", () => {
  const hostile: OrganizerPortalPage = {
    ...guidelines,
    body: '<h2>Hello</h2><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"><p onclick="x">Body</p>',
  };

  it("previews the body live with the same safe rendering, and saves title, state and body", async () => {
    let sent: unknown = null;
    open("/event-light/ev-1/portals/pages/pg-1?portal=p-1", {
      [`GET ${base}/pages/pg-1`]: ok(hostile),
      [`PUT ${base}/pages/pg-1`]: async (request) => {
        sent = await bodyOf(request);
        return ok({ ...hostile, ...(sent as object) })();
      },
    });
    const body = (await screen.findByLabelText("Body (HTML)", {}, { timeout: 5000 })) as HTMLTextAreaElement;
    expect(body.value).toBe(hostile.body);
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByRole("heading", { name: "Hello", level: 2 })).toBeTruthy();
    expect(preview.querySelector("script, img, [onclick]")).toBeNull();
    fireEvent.change(body, { target: { value: "<p>New <em>words</em></p>" } });
    expect(within(preview).getByText("words").tagName).toBe("EM");
    fireEvent.click(screen.getByRole("checkbox", { name: /Published/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent).toEqual({
        title: "Speaker guidelines",
        body: "<p>New <em>words</em></p>",
        published: false,
      }),
    );
    expect(await screen.findByText("Speaker guidelines has been saved.")).toBeTruthy();
  });

  it("a wiki page opens at portals/wikiPage/{id}, without the published choice, and deletes after asking", async () => {
    let deleted = false;
    open("/event-light/ev-1/portals/wikiPage/w-1?portal=p-1", {
      [`GET ${base}/pages/w-1`]: ok({ ...notes, body: "<p>Green room: level 2</p>" }),
      [`DELETE ${base}/pages/w-1`]: () => {
        deleted = true;
        return ok({ id: "w-1" })();
      },
      [`GET ${base}/pages`]: ok([]),
    });
    expect(
      await screen.findByRole("heading", { name: "Logistics notes", level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: /Published/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Delete wiki page" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete the wiki page Logistics notes?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete wiki page" }));
    await waitFor(() => expect(deleted).toBe(true));
    await waitFor(() =>
      expect(`${location.pathname}${location.search}`).toBe(
        "/event-light/ev-1/portals/pages?portal=p-1&tab=wiki",
      ),
    );
  });
});

describe("portals/content: resources", () => {
  const link: OrganizerPortalResource = {
    id: "r-1",
    title: "Venue map",
    description: "Rooms and entrances.",
    kind: "link",
    position: 0,
    file: null,
    url: "https://example.org/venue",
  };
  const file: OrganizerPortalResource = {
    id: "r-2",
    title: "Slide template",
    description: "",
    kind: "file",
    position: 1,
    file: { uploadId: "u-1", name: "template.pptx", size: 2048, type: "application/vnd.ms-powerpoint" },
    url: null,
  };

  it("lists files and links in order", async () => {
    open("/event-light/ev-1/portals/content", { [`GET ${base}/resources`]: ok([link, file]) });
    const list = await screen.findByRole("list", { name: "Resources of Speaker Portal" }, { timeout: 5000 });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Link: https://example.org/venue");
    expect(rows[0]?.textContent).toContain("Rooms and entrances.");
    expect(rows[1]?.textContent).toContain("File: template.pptx (2.0 KB)");
  });

  it("adds a link, refusing a javascript: address before asking the server", async () => {
    let sent: unknown = null;
    open("/event-light/ev-1/portals/content", {
      [`GET ${base}/resources`]: ok([]),
      [`POST ${base}/resources`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: link } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add a link" }, { timeout: 5000 }));
    const dialog = screen.getByRole("dialog", { name: "Add a link" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Venue map" } });
    fireEvent.change(within(dialog).getByLabelText("Web address"), {
      target: { value: "javascript:alert(1)" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add link" }));
    expect(
      await within(dialog).findByText("A link must be a web address starting with http:// or https://"),
    ).toBeTruthy();
    expect(sent).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Web address"), {
      target: { value: "https://example.org/venue" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add link" }));
    await waitFor(() =>
      expect(sent).toEqual({ title: "Venue map", description: "", url: "https://example.org/venue" }),
    );
    expect(await screen.findByText("Venue map has been added.")).toBeTruthy();
  });

  it("adds a file: uploads it, then adds the resource with its upload id", async () => {
    let sent: unknown = null;
    open("/event-light/ev-1/portals/content", {
      [`GET ${base}/resources`]: ok([]),
      "POST /uploads": () => ({
        status: 201,
        body: {
          payload: { uploadId: "u-1", name: "template.pptx", size: 2048, type: "x", url: "/api/uploads/u-1" },
        },
      }),
      [`POST ${base}/resources`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: file } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add a file" }, { timeout: 5000 }));
    const dialog = screen.getByRole("dialog", { name: "Add a file" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Slide template" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add file" }));
    expect(await within(dialog).findByText("Choose a file")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("File"), {
      target: { files: [new File(["x"], "template.pptx")] },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add file" }));
    await waitFor(() => expect(sent).toEqual({ title: "Slide template", description: "", uploadId: "u-1" }));
    const list = await screen.findByRole("list", { name: "Resources of Speaker Portal" });
    expect(within(list).getByText("File: template.pptx (2.0 KB)")).toBeTruthy();
  });
});
