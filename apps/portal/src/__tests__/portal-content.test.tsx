import { type PortalResource, portalContentMessages } from "@foyer/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { leavePage, ok, openPortal } from "./portal-kit.js";

/*
 * Issue 6, participant side: /pages/{pageId} ("organizer-written pages, rendered safely"),
 * /resources and /resources/{resourceId}, and the published pages in the portal's nav.
 */

declare global {
  var pwned: unknown;
}

afterEach(() => {
  leavePage();
  vi.unstubAllGlobals();
  globalThis.pwned = undefined;
});

const me = "/portal/speakers/p-1/me";
const missing = (message: string) => () => ({
  status: 404,
  body: { statusCode: 404, code: "NOT_FOUND", message },
});

const HOSTILE =
  "<h2>Before the Summit</h2><script>globalThis.pwned = 'script'</script>" +
  "<img src=x onerror=\"globalThis.pwned = 'img'\">" +
  '<p onclick="globalThis.pwned = \'click\'" style="color:red">Send your <strong>slides</strong>.</p>' +
  "<p><a href=\"javascript:globalThis.pwned='link'\">Click me</a> or see the " +
  '<a href="https://example.org/venue">venue map</a>.</p>' +
  "<ul><li>One</li><li>Two</li></ul>";

const fileResource: PortalResource = {
  id: "r-file",
  title: "Slide template",
  description: "Use it, please.",
  kind: "file",
  file: { name: "template.pptx", size: 2048, type: "application/vnd.ms-powerpoint" },
  downloadUrl: `/api${me}/resources/r-file/file`,
};
const linkResource: PortalResource = {
  id: "r-link",
  title: "Venue map",
  description: "",
  kind: "link",
  url: "https://example.org/venue",
};

/** Opens `path` with the nav's published pages answered too. */
const open = (path: string, routes: Routes) =>
  openPortal(path, { [`GET ${me}/pages`]: ok([{ id: "pg-1", title: "Speaker guidelines" }]), ...routes });

describe("/pages/{pageId}: an organizer-written page, rendered safely", () => {
  it("a page containing script or event-handler HTML renders without running it", async () => {
    open("/portals/speakers/p-1/pages/pg-1", {
      [`GET ${me}/pages/pg-1`]: ok({
        id: "pg-1",
        title: "Speaker guidelines",
        body: HOSTILE,
        updatedAt: "2027-03-01T10:00:00.000Z",
      }),
    });
    const article = await screen.findByRole("article", { name: "Speaker guidelines" });
    expect(within(article).getByRole("heading", { name: "Before the Summit", level: 2 })).toBeTruthy();
    expect(within(article).getByText("slides").tagName).toBe("STRONG");
    expect(
      within(article)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["One", "Two"]);
    expect(article.querySelector("script, img, style, [onclick], [onerror], [style]")).toBeNull();
    // The javascript: link keeps its words but is no link; the web link opens in a new tab.
    expect(within(article).getByText("Click me").closest("a")).toBeNull();
    const venue = within(article).getByRole("link", { name: "venue map (opens in a new tab)" });
    expect(venue.getAttribute("href")).toBe("https://example.org/venue");
    expect(venue.getAttribute("target")).toBe("_blank");
    expect(venue.getAttribute("rel")).toBe("noopener noreferrer");
    // Fake timers from the click on: whatever it scheduled runs before the check, no guessing a wait.
    vi.useFakeTimers();
    try {
      fireEvent.click(within(article).getByText("Send your", { exact: false }));
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    expect(globalThis.pwned).toBeUndefined();
  });

  it("a page that is not there (or not published) reads as not found", async () => {
    open("/portals/speakers/p-1/pages/gone", {
      [`GET ${me}/pages/gone`]: missing(portalContentMessages.pageNotFound),
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByText(portalContentMessages.pageNotFound)).toBeTruthy();
  });

  it("a failed load says so, and Try again loads it", async () => {
    let calls = 0;
    open("/portals/speakers/p-1/pages/pg-1", {
      [`GET ${me}/pages/pg-1`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
          : {
              status: 200,
              body: { payload: { id: "pg-1", title: "Back", body: "<p>ok</p>", updatedAt: "" } },
            },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Back", level: 1 })).toBeTruthy();
  });

  it("the nav lists the published pages after the sections, the open one marked", async () => {
    open("/portals/speakers/p-1/pages/pg-1", {
      [`GET ${me}/pages/pg-1`]: ok({ id: "pg-1", title: "Speaker guidelines", body: "", updatedAt: "" }),
    });
    const nav = await screen.findByRole("navigation", { name: "Portal" });
    const link = await within(nav).findByRole("link", { name: "Speaker guidelines" });
    expect(link.getAttribute("href")).toBe("/portals/speakers/p-1/pages/pg-1");
    await waitFor(() => expect(link.getAttribute("aria-current")).toBe("page"));
    expect(within(nav).getByRole("link", { name: "Resources" }).getAttribute("href")).toBe(
      "/portals/speakers/p-1/resources",
    );
  });
});

describe("/resources: the portal's files and links", () => {
  it("lists each resource linking to its page; a link opens externally and says so", async () => {
    open("/portals/speakers/p-1/resources", { [`GET ${me}/resources`]: ok([fileResource, linkResource]) });
    const file = await screen.findByRole("link", { name: "Slide template" });
    expect(file.getAttribute("href")).toBe("/portals/speakers/p-1/resources/r-file");
    expect(screen.getByText("File: template.pptx (2.0 KB)")).toBeTruthy();
    expect(screen.getByText("Use it, please.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Venue map" }).getAttribute("href")).toBe(
      "/portals/speakers/p-1/resources/r-link",
    );
    const external = screen.getByRole("link", { name: "https://example.org/venue (opens in a new tab)" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(within(nav).getByRole("link", { name: "Resources" }).getAttribute("aria-current")).toBe("page");
  });

  it("says so when there are none", async () => {
    open("/portals/speakers/p-1/resources", { [`GET ${me}/resources`]: ok([]) });
    expect(await screen.findByText("There are no resources yet.")).toBeTruthy();
  });

  it("a failed load offers Try again", async () => {
    let calls = 0;
    open("/portals/speakers/p-1/resources", {
      [`GET ${me}/resources`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
          : { status: 200, body: { payload: [linkResource] } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Venue map" })).toBeTruthy();
  });
});

describe("/resources/{resourceId}", () => {
  it("a file: its details and a Download button that fetches it with the participant's token", async () => {
    open("/portals/speakers/p-1/resources/r-file", { [`GET ${me}/resources/r-file`]: ok(fileResource) });
    expect(await screen.findByRole("heading", { name: "Slide template", level: 1 })).toBeTruthy();
    expect(screen.getByText("template.pptx")).toBeTruthy();
    expect(screen.getByText("2.0 KB")).toBeTruthy();
    // The download goes around the SDK's client (a Blob, byte for byte): catch it at fetch.
    const fetched: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      fetched.push({ url, authorization: new Headers(init?.headers).get("authorization") });
      return new Response("binary");
    });
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      fireEvent.click(screen.getByRole("button", { name: "Download template.pptx" }));
      await waitFor(() => expect(saved).toEqual(["template.pptx"]));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.url).toBe(`http://localhost:3000/api${me}/resources/r-file/file`);
    expect(fetched[0]?.authorization).toMatch(/^Bearer /);
  });

  it("a link: a button-styled link that opens in a new tab", async () => {
    open("/portals/speakers/p-1/resources/r-link", { [`GET ${me}/resources/r-link`]: ok(linkResource) });
    const link = await screen.findByRole("link", { name: "Open the link (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://example.org/venue");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("another portal's (or an unknown) resource reads as not found", async () => {
    open("/portals/speakers/p-1/resources/other", {
      [`GET ${me}/resources/other`]: missing(portalContentMessages.resourceNotFound),
    });
    expect(await screen.findByRole("heading", { name: "Resource not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to resources" }).getAttribute("href")).toBe(
      "/portals/speakers/p-1/resources",
    );
  });
});
