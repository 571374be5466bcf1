import { describe, expect, it } from "vitest";
import { areaFor } from "../areas.js";
import { callbackTarget } from "../auth/callback-target.js";

describe("routes: each path belongs to one area", () => {
  it.each([
    ["/portal-login/speakers/p-1", "auth"],
    ["/portal-login-callback", "auth"],
    ["/portal-switch/speakers/p-1", "portal"],
    ["/portals/speakers/p-1", "portal"],
    ["/portal-login/speakers", "not-found"],
    ["/portals/speakers/p-1/tasks", "portal"],
    ["/portals/speakers/p-1/tasks/extra", "not-found"],
    ["/intake/e/1", "intake"],
    ["/submit/e/f/step/s2", "intake"],
    ["/applications/expo/a1/logon", "intake"],
    ["/submit-callback", "auth"],
    ["/applications-callback", "auth"],
    ["/intake/e", "not-found"],
  ])("%s → %s", (path, area) => {
    expect(areaFor(path)).toBe(area);
  });
});

describe("/portal-login-callback: a returned redirect URL takes priority", () => {
  it("prefers the stored redirect URL, then returnTo, then the named portal", () => {
    expect(callbackTarget({ search: "?returnTo=%2Fhome", redirectUrl: "/portals/a/b" })).toBe("/portals/a/b");
    expect(callbackTarget({ search: "?returnTo=%2Fportals%2Fa%2Fb", redirectUrl: null })).toBe(
      "/portals/a/b",
    );
    expect(callbackTarget({ search: "?portalSlug=a&portalId=b", redirectUrl: null })).toBe(
      "/portal-switch/a/b",
    );
    expect(callbackTarget({ search: "", redirectUrl: null })).toBe("/home");
  });

  it("never leaves the origin", () => {
    expect(callbackTarget({ search: "?returnTo=//evil.example", redirectUrl: "https://evil.example" })).toBe(
      "/home",
    );
  });
});
