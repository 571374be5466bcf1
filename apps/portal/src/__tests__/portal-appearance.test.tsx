import { contrastWithWhite } from "@foyer/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../App.js";
import { fakeApi, type Routes, speakerUser, storeSession } from "./fake-api.js";

/*
 * Issue 6: "Portal sign-in: /portal-login/{portalSlug}/{portalId} with the portal's own log-in
 * page settings and appearance", and the nav showing only the sections the portal's settings
 * ("widgets") choose.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const portal = {
  id: "p-1",
  slug: "speakers",
  name: "Speaker Portal",
  welcome_text: "Welcome.",
  event_id: "ev-1",
  event_name: "Foyer Summit 2027",
  login: { title: "Speakers, welcome back", text: "Sign in with the email we invited.\n<b>Bring slides</b>" },
  accentColor: "#aa3300",
  sections: ["sessions", "profile"],
};
const ok = (payload: unknown) => () => ({ status: 200, body: { payload } });

function openLogin(payload: unknown) {
  history.replaceState(null, "", "/portal-login/speakers/p-1");
  const api = fakeApi({ "GET /portal/speakers/p-1/public": ok(payload) });
  render(<App services={api.services} />);
  return api;
}

function openPortal(path: string, payload: unknown, routes: Routes = {}) {
  history.replaceState(null, "", path);
  const api = fakeApi({
    "GET /user/me": ok(speakerUser),
    "GET /portal/speakers/p-1/access": ok({ portal: payload, hasAccess: true }),
    ...routes,
  });
  storeSession(api.storage, speakerUser.id);
  render(<App services={api.services} />);
  return api;
}

const accentOf = (element: Element | null) =>
  (element as HTMLElement | null)?.style.getPropertyValue("--foyer-color-primary") ?? "";

describe("the portal's sign-in page uses its log-in page settings", () => {
  it("shows the log-in title, the event and the text, as plain text", async () => {
    openLogin(portal);
    const heading = await screen.findByRole("heading", { name: "Speakers, welcome back" });
    expect(heading).toBeTruthy();
    expect(screen.getByText("Foyer Summit 2027")).toBeTruthy();
    const text = screen.getByText(/Sign in with the email we invited\./);
    expect(text.textContent).toBe("Sign in with the email we invited.\n<b>Bring slides</b>");
    expect(text.querySelector("b")).toBeNull();
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe("/forgot");
    expect(screen.getByText('First time here? Use "Forgot your password?" to set one.')).toBeTruthy();
  });

  it("without a log-in title shows the portal's name", async () => {
    openLogin({ ...portal, login: { title: "", text: "" } });
    expect(await screen.findByRole("heading", { name: "Speaker Portal" })).toBeTruthy();
  });

  it("uses the accent colour, darkened when white text would not read on it", async () => {
    openLogin(portal);
    const heading = await screen.findByRole("heading", { name: "Speakers, welcome back" });
    expect(accentOf(heading.closest(".portal-login"))).toBe("#aa3300");
    cleanup();
    openLogin({ ...portal, accentColor: "#ffd43b" });
    const again = await screen.findByRole("heading", { name: "Speakers, welcome back" });
    const used = accentOf(again.closest(".portal-login"));
    expect(used).not.toBe("#ffd43b");
    expect(contrastWithWhite(used)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the portal's nav shows only the chosen sections", () => {
  it("hides the sections left out; Home always shows; the accent applies to the frame", async () => {
    openPortal("/portals/speakers/p-1/sessions", portal, {
      "GET /portal/speakers/p-1/me/sessions": ok({ timezone: "America/New_York", sessions: [] }),
    });
    const nav = await screen.findByRole("navigation", { name: "Portal" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toContain("Home");
    expect(labels).toContain("Sessions");
    expect(labels).toContain("Profile");
    for (const hidden of ["Tasks", "Calendar", "Messages", "History"]) {
      expect(labels.some((label) => label?.startsWith(hidden))).toBe(false);
    }
    expect(accentOf(nav.closest(".portal-frame"))).toBe("#aa3300");
  });

  it("a portal whose settings choose every section shows them all", async () => {
    openPortal(
      "/portals/speakers/p-1/sessions",
      {
        ...portal,
        sections: ["sessions", "tasks", "resources", "calendar", "messages", "profile", "history"],
      },
      { "GET /portal/speakers/p-1/me/sessions": ok({ timezone: "America/New_York", sessions: [] }) },
    );
    const nav = await screen.findByRole("navigation", { name: "Portal" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent ?? "");
    for (const shown of ["Home", "Sessions", "Tasks", "Calendar", "Profile", "History"]) {
      expect(labels.some((label) => label.startsWith(shown))).toBe(true);
    }
  });
});
