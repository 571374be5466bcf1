import { contrastWithWhite } from "@foyer/domain";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { leavePage, ok, openApp, openPortal, speakerPortal } from "./portal-kit.js";

/*
 * Issue 6: "Portal sign-in: /portal-login/{portalSlug}/{portalId} with the portal's own log-in
 * page settings and appearance", and the nav showing only the sections the portal's settings
 * ("widgets") choose.
 */

afterEach(leavePage);

const portal = {
  ...speakerPortal,
  login: { title: "Speakers, welcome back", text: "Sign in with the email we invited.\n<b>Bring slides</b>" },
  accentColor: "#aa3300",
  sections: ["sessions", "profile"],
};

const openLogin = (payload: unknown) =>
  openApp("/portal-login/speakers/p-1", { "GET /portal/speakers/p-1/public": ok(payload) });

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
    openPortal(
      "/portals/speakers/p-1/sessions",
      { "GET /portal/speakers/p-1/me/sessions": ok({ timezone: "America/New_York", sessions: [] }) },
      portal,
    );
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
      { "GET /portal/speakers/p-1/me/sessions": ok({ timezone: "America/New_York", sessions: [] }) },
      {
        ...portal,
        sections: ["sessions", "tasks", "resources", "calendar", "messages", "profile", "history"],
      },
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
