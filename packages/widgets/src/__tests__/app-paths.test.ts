import { afterEach, describe, expect, it, vi } from "vitest";
import { appOfPath, crossAppNavigate } from "../app-shell/app-paths.js";
import { rememberSignInPage, signInPageOr } from "../app-shell/sign-in-page.js";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("one origin, two apps: the portal's paths and everything else", () => {
  it.each([
    ["/portal-login/speakers/1", "portal"],
    ["/portal-login-callback?x=1", "portal"],
    ["/portal-switch/speakers/1", "portal"],
    ["/portals/speakers/1/tasks", "portal"],
    ["/intake/event/1", "portal"],
    ["/submit-callback", "portal"],
    ["/applications/form/1", "portal"],
    ["/followup-forms/form/1", "portal"],
    ["/login?returnTo=%2Fportals%2Fa", "admin"],
    ["/home", "admin"],
    ["/portalsx", "admin"],
    ["/logout/callback", "admin"],
  ])("%s is served by the %s app", (path, app) => {
    expect(appOfPath(path)).toBe(app);
  });

  it("routes within the app and loads the other app's pages", () => {
    const navigate = vi.fn();
    const go = crossAppNavigate("portal", navigate);
    go("/portals/a/b", { replace: true });
    expect(navigate).toHaveBeenCalledWith("/portals/a/b", { replace: true });
  });
});

describe("'Sign in again' goes back to where the user signed in", () => {
  it("remembers our own paths only", () => {
    expect(signInPageOr("/login")).toBe("/login");
    rememberSignInPage("/portal-login/speakers/1");
    expect(signInPageOr("/login")).toBe("/portal-login/speakers/1");
    rememberSignInPage("//evil.example");
    expect(signInPageOr("/login")).toBe("/portal-login/speakers/1");
  });
});
