import { describe, expect, it } from "vitest";
import { homeLinkFor } from "../status-pages/home-link.js";

describe("error page: a link back to Event Home, Organization Home, Portal Home or Home depending on the current path", () => {
  it("links an event page to its event's dashboard", () => {
    expect(homeLinkFor("/event-light/ev-1/sessions/agenda")).toEqual({
      href: "/event-light/ev-1/dashboard",
      label: "Event Home",
    });
  });

  it("links an organization page to its organization's dashboard", () => {
    expect(homeLinkFor("/org-light/org-9/settings/team")).toEqual({
      href: "/org-light/org-9/dashboard",
      label: "Organization Home",
    });
  });

  it("links a portal page to the portal's landing page", () => {
    expect(homeLinkFor("/portals/speakers/2459efa7/tasks")).toEqual({
      href: "/portals/speakers/2459efa7",
      label: "Portal Home",
    });
  });

  it("links anything else to Home", () => {
    for (const path of [
      "/",
      "/home",
      "/account/settings",
      "/event-light",
      "/portals/speakers",
      "/org-lightweight/1",
    ]) {
      expect(homeLinkFor(path)).toEqual({ href: "/home", label: "Home" });
    }
  });

  it("keeps already-encoded segments as they are", () => {
    expect(homeLinkFor("/portals/my%20portal/id-1").href).toBe("/portals/my%20portal/id-1");
  });
});
