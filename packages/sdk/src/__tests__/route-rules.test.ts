import { describe, expect, it } from "vitest";
import { decideRoute, type RouteDecision } from "../route-rules.js";

const stay: RouteDecision = { kind: "stay" };
const skip: RouteDecision = { kind: "skip" };
const to = (path: string, message?: string): RouteDecision =>
  message === undefined
    ? { kind: "redirect", to: path, replace: true }
    : { kind: "redirect", to: path, message, replace: true };
const mustLogIn = "You must be logged in to continue.";

type Row = [pathname: string, search: string, expected: RouteDecision];

const anonymous = (rows: Row[]) =>
  it.each(rows)("%s%s → %j", (pathname, search, expected) => {
    expect(decideRoute({ pathname, search, hasSession: false })).toEqual(expected);
  });

const signedIn = (rows: Array<[...Row, redirectUrl?: string | null]>) =>
  it.each(rows)("%s%s → %j (redirect URL %j)", (pathname, search, expected, redirectUrl = null) => {
    expect(decideRoute({ pathname, search, hasSession: true, redirectUrl })).toEqual(expected);
  });

describe("Public without forced login: paths containing /login, /signup, /account/confirm, /attend, /attend-login, /register", () => {
  anonymous([
    ["/login", "", stay],
    ["/requests/r1/login", "", stay],
    ["/signup", "", stay],
    ["/signup/complete", "", stay],
    ["/signup/speakers", "", stay],
    ["/account/confirm/abc123", "", stay],
    ["/attend/e1", "", stay],
    ["/attend-login/e1", "", stay],
    ["/register/e1", "", stay],
  ]);
});

describe("Public: paths starting /forms or containing /open-submissions or /form-link; starting /assignment-manager", () => {
  anonymous([
    ["/forms/f1", "", stay],
    ["/e/open-submissions/1", "", stay],
    ["/x/form-link/1", "", stay],
    ["/assignment-manager/a1", "", stay],
  ]);
});

describe("Public: paths containing /sales-portal, /intake, /submit/ or /applications/", () => {
  anonymous([
    ["/sales-portal/e1", "", stay],
    ["/intake/event-slug/i1", "", stay],
    ["/intake/event-slug/i1/logon", "", stay],
    ["/submit/event-slug/f1/step/2", "?a=1", stay],
    ["/applications/form-slug/f1/submissions/s1", "", stay],
  ]);
});

describe("Public (ours): the portal sign-in page /portal-login/{portalSlug}/{portalId}", () => {
  anonymous([["/portal-login/speakers/p1", "", stay]]);
});

describe("Without a session, paths under /portals, /portal-switch, /portal-login-callback, /submit-callback and /applications-callback go to /portal-login/{seg2}/{seg3}", () => {
  anonymous([
    ["/portals/speakers/p1/tasks", "", to("/portal-login/speakers/p1")],
    ["/portals/speakers/p1", "?x=1", to("/portal-login/speakers/p1")],
    ["/portal-switch/speakers/p1", "", to("/portal-login/speakers/p1")],
    ["/portal-login-callback/speakers/p1", "?code=1", to("/portal-login/speakers/p1")],
    ["/submit-callback/event/f1", "", to("/portal-login/event/f1")],
    ["/applications-callback/slug/f1", "", to("/portal-login/slug/f1")],
  ]);

  it("falls back to /login when the segments are missing", () => {
    expect(decideRoute({ pathname: "/portals/speakers", search: "", hasSession: false })).toEqual(
      to("/login", mustLogIn),
    );
    expect(decideRoute({ pathname: "/portal-login-callback", search: "?code=1", hasSession: false })).toEqual(
      to("/login", mustLogIn),
    );
  });
});

describe("Without a session, paths starting /requests or containing /requests-portal-login-callback go to /requests/{seg2}/login", () => {
  anonymous([
    ["/requests/r1", "", to("/requests/r1/login")],
    ["/requests/r1/documents", "", to("/requests/r1/login")],
    ["/requests-login/r1", "", to("/requests/r1/login")],
    ["/requests-portal-login-callback/r1", "?code=1", to("/requests/r1/login")],
    ["/e/r1/requests-portal-login-callback", "", to("/requests/r1/login")],
  ]);

  it("falls back to /login when seg2 is missing", () => {
    expect(decideRoute({ pathname: "/requests", search: "", hasSession: false })).toEqual(
      to("/login", mustLogIn),
    );
  });
});

describe("Paths starting /auth are left alone", () => {
  anonymous([
    ["/auth/login", "", stay],
    ["/auth/callback", "?code=abc", stay],
  ]);
});

describe("Paths containing /join/vu/ or /logout/callback, or starting /invoice, /forgot, /reset or /sso, skip the session check", () => {
  anonymous([
    ["/join/vu/hash123", "", skip],
    ["/logout/callback", "", skip],
    ["/invoice/i1", "", skip],
    ["/forgot", "", skip],
    ["/reset/0123456789abcdef", "", skip],
    ["/sso", "", skip],
    ["/sso-link/event/e1/account/a1", "", skip],
  ]);

  signedIn([
    ["/logout/callback", "", skip],
    ["/reset/0123456789abcdef", "", skip],
  ]);
});

describe("Any other path without a session goes to /login with the message 'You must be logged in to continue.' and a returnTo parameter holding the original path and query", () => {
  anonymous([
    ["/home", "", to("/login?returnTo=%2Fhome", mustLogIn)],
    [
      "/org-light/o1/dashboard",
      "?tab=events&q=a b",
      to("/login?returnTo=%2Forg-light%2Fo1%2Fdashboard%3Ftab%3Devents%26q%3Da%20b", mustLogIn),
    ],
    [
      "/event-light/e1/sessions",
      "tab=1",
      to("/login?returnTo=%2Fevent-light%2Fe1%2Fsessions%3Ftab%3D1", mustLogIn),
    ],
    ["/account/settings", "?", to("/login?returnTo=%2Faccount%2Fsettings", mustLogIn)],
  ]);

  it("never puts a returnTo for / itself", () => {
    expect(decideRoute({ pathname: "/", search: "", hasSession: false })).toEqual(to("/login"));
  });

  it("never puts a returnTo for /logout (signing in would sign out again)", () => {
    expect(decideRoute({ pathname: "/logout", search: "", hasSession: false })).toEqual(to("/login"));
  });
});

describe("After a successful check: on /login go to /home?loggedIn=true", () => {
  signedIn([
    ["/login", "", to("/home?loggedIn=true")],
    ["/login/", "", to("/home?loggedIn=true")],
    ["/", "", to("/home?loggedIn=true")],
    ["/auth/login", "", to("/home?loggedIn=true")],
  ]);
});

describe("After a successful check: a same-origin returnTo wins over /home", () => {
  signedIn([
    ["/login", "?returnTo=%2Forg-light%2Fo1%2Fdashboard%3Ftab%3D1", to("/org-light/o1/dashboard?tab=1")],
    ["/login", "?returnTo=//evil.example", to("/home?loggedIn=true")],
    ["/login", "?returnTo=%2F%5Cevil", to("/home?loggedIn=true")],
    ["/login", "?returnTo=https%3A%2F%2Fevil.example%2F", to("/home?loggedIn=true")],
    ["/login", "?returnTo=javascript%3Aalert(1)", to("/home?loggedIn=true")],
    ["/login", "?returnTo=%2Flogin%3FreturnTo%3D%252Fhome", to("/home?loggedIn=true")],
  ]);

  it("ignores returnTo=/\\evil given unencoded", () => {
    expect(decideRoute({ pathname: "/login", search: "?returnTo=/\\evil", hasSession: true })).toEqual(
      to("/home?loggedIn=true"),
    );
  });
});

describe("After a successful check: a returned redirect URL takes priority", () => {
  signedIn([
    ["/login", "?returnTo=%2Fhome%2Fa", to("/org-light/o1/dashboard"), "/org-light/o1/dashboard"],
    ["/login", "", to("/event-light/e1/dashboard"), "/event-light/e1/dashboard"],
    ["/login", "?returnTo=%2Fhome%2Fa", to("/home/a"), "//evil.example"],
    ["/login", "", to("/home?loggedIn=true"), "https://evil.example/"],
    ["/login", "", to("/home?loggedIn=true"), "/login"],
    ["/portal-login/speakers/p1", "", to("/portals/speakers/p1/tasks"), "/portals/speakers/p1/tasks"],
    ["/home", "", stay, "/org-light/o1/dashboard"],
  ]);
});

describe("After a successful check: on /portal-login/{a}/{b} go to /portal-switch/{a}/{b}", () => {
  signedIn([
    ["/portal-login/speakers/p1", "", to("/portal-switch/speakers/p1")],
    ["/portal-login/speakers", "", stay],
  ]);
});

describe("After a successful check: on /requests-login go to /requests/{id}", () => {
  signedIn([
    ["/requests-login/r1", "", to("/requests/r1")],
    ["/requests-login", "?id=r2", to("/requests/r2")],
    ["/requests-login", "", stay],
  ]);
});

describe("After a successful check: every other path stays", () => {
  signedIn([
    ["/home", "?loggedIn=true", stay],
    ["/org-light/o1/dashboard", "", stay],
    ["/portals/speakers/p1/tasks", "", stay],
    ["/requests/r1", "", stay],
    ["/signup", "", stay],
    ["/auth/callback", "", stay],
  ]);
});
