import { createMemoryStorage, createWidgetSdk } from "@foyer/sdk";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { portalWidget } from "../elements/portal-widget.js";
import { mountDefinition } from "../runtime/widget-definition.js";
import { speakerPortal, speakerUser } from "../testing.js";
import { organizerTokens } from "./widget-session-kit.js";

/*
 * The <foyer-portal> widget in memory mode on a page of another site: the portal's own sign-in
 * inside the widget, then the portal, with the page's URL untouched; an ended session brings the
 * sign-in back with the reason; a failure beside the page reaches the host as foyer:error.
 */

const PORTAL = {
  ...speakerPortal,
  login: { title: "", text: "" },
  accentColor: "#3453d1",
  sections: ["sessions", "tasks", "messages"],
};
const USER = speakerUser;

type Answer = { status: number; body?: unknown };

// Each widget is unmounted after its test: a request still answering would otherwise render into
// a page the test environment has already torn down ("window is not defined").
const mounted: { host: HTMLElement; unmount(): void }[] = [];
afterEach(() => {
  for (const { host, unmount } of mounted.splice(0)) {
    act(() => unmount());
    host.remove();
  }
});

/** Mounts the widget over a fake server; `routes` answer "METHOD /path" under /api. */
function mountPortal(
  routes: Record<string, () => Answer>,
  signedIn = false,
  location: "memory" | "hash" = "memory",
) {
  const storage = createMemoryStorage();
  if (signedIn)
    for (const [key, value] of Object.entries(organizerTokens(speakerUser.id))) storage.setItem(key, value);
  const calls: string[] = [];
  const sdk = createWidgetSdk({
    baseUrl: "http://foyer.test/api",
    storage,
    locks: null,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, "")}`;
      calls.push(key);
      const answer = routes[key]?.() ?? {
        status: 404,
        body: { statusCode: 404, message: `No route ${key}` },
      };
      return answer.body === undefined
        ? new Response(null, { status: answer.status })
        : Response.json(answer.body, { status: answer.status });
    },
  });
  const host = document.createElement("div");
  document.body.append(host);
  const errors: unknown[] = [];
  host.addEventListener("foyer:error", (event) => errors.push((event as CustomEvent).detail));
  const ready: unknown[] = [];
  host.addEventListener("foyer:ready", (event) => ready.push((event as CustomEvent).detail));
  const handle = mountDefinition(host, portalWidget, {
    widget: "portal",
    portalSlug: "speakers",
    portalId: "p-1",
    location,
    sdk,
  });
  mounted.push({ host, unmount: () => handle.unmount() });
  return { calls, errors, storage, host, ready };
}

const ok = (payload: unknown) => () => ({ status: 200, body: { payload } });
const portalRoutes = {
  "GET /portal/speakers/p-1/public": ok(PORTAL),
  "GET /portal/speakers/p-1/access": ok({ portal: PORTAL, hasAccess: true }),
  "GET /user/me": ok(USER),
  "GET /portal/speakers/p-1/me/overview": ok({
    sections: PORTAL.sections,
    tasks: { open: 0, nextDue: null },
    messages: { unread: 0 },
    documents: { open: 0 },
    nextSession: null,
  }),
  "GET /portal/speakers/p-1/me/threads": ok([]),
  "GET /portal/speakers/p-1/me/pages": ok([]),
};

describe("<foyer-portal> in memory mode", () => {
  it("asks for a sign-in inside the widget, then shows the portal, leaving the page's URL alone", async () => {
    history.replaceState(null, "", "/talks?day=2");
    const { calls, ready } = mountPortal({
      ...portalRoutes,
      "POST /user/auth/login": () => ({ status: 200, body: { payload: organizerTokens(speakerUser.id) } }),
    });
    expect(await screen.findByShadowRole("heading", { name: "Speaker Portal" })).toBeTruthy();
    expect(ready).toEqual([{ portalSlug: "speakers", portalId: "p-1" }]);
    fireEvent.input(screen.getByShadowLabelText("Email"), { target: { value: "speaker@foyer.demo" } });
    fireEvent.input(screen.getByShadowLabelText("Password"), { target: { value: "foyer-demo" } });
    fireEvent.click(screen.getByShadowRole("button", { name: "Sign in" }));

    expect(await screen.findByShadowText("Signed in as Sam Speaker")).toBeTruthy();
    expect(screen.getByShadowRole("heading", { name: "Speaker Portal", level: 1 })).toBeTruthy();
    expect(calls).toContain("GET /portal/speakers/p-1/access");
    expect(location.pathname + location.search + location.hash).toBe("/talks?day=2");
  });

  it("goes straight in with a session, and its nav moves between pages in memory", async () => {
    history.replaceState(null, "", "/talks");
    mountPortal(portalRoutes, true);
    expect(await screen.findByShadowText("Signed in as Sam Speaker")).toBeTruthy();
    const nav = screen.getByShadowRole("navigation", { name: "Portal" });
    // Only the sections the portal turns on (and Home).
    const links = Array.from(nav.querySelectorAll("a"), (link) => link.textContent?.trim() ?? "");
    expect(links.slice(0, 3)).toEqual(["Home", "Sessions", "Tasks"]);
    for (const hidden of ["Resources", "Calendar", "Profile", "History"]) expect(links).not.toContain(hidden);
    const messagesLink = Array.from(nav.querySelectorAll("a")).find((link) =>
      link.textContent?.startsWith("Messages"),
    );
    // Opened in a new tab, a link is the same page in the portal app on the Foyer site (the host
    // site has no such page); a plain click stays in the widget.
    expect(messagesLink?.getAttribute("href")).toBe("http://foyer.test/portals/speakers/p-1/messages");
    fireEvent.click(messagesLink as HTMLAnchorElement);
    expect(await screen.findByShadowRole("heading", { name: "Messages", level: 1 })).toBeTruthy();
    expect(location.pathname + location.hash).toBe("/talks");
  });

  it("an ended session brings back the portal's sign-in with the reason", async () => {
    const { storage } = mountPortal(
      {
        ...portalRoutes,
        "GET /portal/speakers/p-1/access": () => ({
          status: 401,
          body: { statusCode: 401, message: "Unauthorized" },
        }),
        "POST /user/auth/refresh-token": () => ({
          status: 401,
          body: { statusCode: 401, message: "Expired" },
        }),
      },
      true,
    );
    expect(await screen.findByShadowText("Your session has ended. Please sign in again.")).toBeTruthy();
    expect(screen.getByShadowRole("button", { name: "Sign in" })).toBeTruthy();
    expect(storage.getItem("id_token")).toBeNull();
  });

  it("a failure beside the page shows on the notice line and reaches the host as foyer:error", async () => {
    const { errors, host } = mountPortal(
      {
        ...portalRoutes,
        "GET /portal/speakers/p-1/me/overview": () => ({ status: 500, body: { statusCode: 500 } }),
      },
      true,
    );
    await waitFor(() => expect(errors).toHaveLength(1));
    const notice = host.shadowRoot?.querySelector(".foyer-portal__notice");
    expect(notice?.getAttribute("role")).toBe("alert");
    expect(notice?.textContent).toContain((errors[0] as { message: string }).message);
    expect(errors).toEqual([{ message: expect.any(String) }]);
  });

  it("hash mode: an unknown page of its own portal is said inside the portal, with a way home that stays in the widget", async () => {
    history.replaceState(null, "", "/site#/portals/speakers/p-1/no-such-page");
    mountPortal(portalRoutes, true, "hash");
    expect(await screen.findByShadowRole("heading", { name: "Oops!", level: 1 })).toBeTruthy();
    const home = screen.getByShadowRole("link", { name: "Back to the portal's home" });
    expect(home.getAttribute("href")).toBe("#/portals/speakers/p-1");
    fireEvent.click(home);
    expect(await screen.findByShadowText("Signed in as Sam Speaker")).toBeTruthy();
    expect(location.pathname + location.hash).toBe("/site#/portals/speakers/p-1");
    history.replaceState(null, "", "/");
  });
});
