import { decideRoute, HttpError, type SessionCheckResult } from "@foyer/sdk";
import { describe, expect, it } from "vitest";
import { areaFor } from "../areas.js";
import { destinationAfterSignIn, HOME_AFTER_SIGN_IN } from "../auth/after-sign-in.js";
import { checkNewPassword, PASSWORDS_DIFFER } from "../auth/new-password-rules.js";
import { accountFieldErrorsOf, updateBodyOf } from "../platform/account-form.js";
import { formatEventDates } from "../platform/event-dates.js";

describe("routes: each path belongs to one area", () => {
  it.each([
    ["/", "auth"],
    ["/auth/login", "auth"],
    ["/login", "auth"],
    ["/logout", "auth"],
    ["/logout/callback", "auth"],
    ["/forgot", "auth"],
    ["/reset/abc123", "auth"],
    ["/home", "platform"],
    ["/account/settings", "platform"],
    ["/reset", "not-found"],
    ["/reset/a/b", "not-found"],
    ["/homeward", "not-found"],
    ["/event-light/1/dashboard", "event"],
    ["/event-light/1/sessions/forms", "event"],
    ["/event-light/1/applications/f-1/submissions", "event"],
    ["/event-light", "not-found"],
    ["/event-lightning/1", "not-found"],
  ])("%s → %s", (path, area) => {
    expect(areaFor(path)).toBe(area);
  });
});

describe("after a successful check: on /login go to /home?loggedIn=true; a returned redirect URL takes priority", () => {
  const signedInOn = (search: string, redirectUrl: string | null = null): SessionCheckResult => ({
    status: "authenticated",
    user: {} as never,
    decision: decideRoute({ pathname: "/login", search, hasSession: true, redirectUrl }),
  });

  it("goes home by default", () => {
    expect(destinationAfterSignIn(signedInOn(""))).toBe(HOME_AFTER_SIGN_IN);
  });

  it("goes to a same-origin returnTo", () => {
    expect(destinationAfterSignIn(signedInOn("?returnTo=%2Faccount%2Fsettings%3Ftab%3D1"))).toBe(
      "/account/settings?tab=1",
    );
  });

  it("ignores returnTo=//evil.example", () => {
    expect(destinationAfterSignIn(signedInOn("?returnTo=//evil.example"))).toBe(HOME_AFTER_SIGN_IN);
  });

  it("prefers the stored redirect URL", () => {
    expect(destinationAfterSignIn(signedInOn("?returnTo=%2Fhome", "/account/settings"))).toBe(
      "/account/settings",
    );
  });
});

describe("new password: at least 8 characters, typed twice alike", () => {
  it("accepts a good pair", () => {
    expect(checkNewPassword("long-enough", "long-enough")).toEqual({});
  });

  it("refuses a short one and a mismatch", () => {
    expect(checkNewPassword("short", "other")).toEqual({
      password: "Password must be at least 8 characters",
      confirmation: PASSWORDS_DIFFER,
    });
  });
});

describe("account settings", () => {
  it("maps the server's validation details to the fields", () => {
    const error = new HttpError({
      status: 400,
      method: "PUT",
      url: "/api/user/me",
      body: {
        statusCode: 400,
        code: "VALIDATION_ERROR",
        message: "fname: First name is required",
        details: [
          { path: "fname", message: "First name is required" },
          { path: "timezone", message: "Unknown time zone" },
          { path: "body", message: "Unknown field(s): x" },
        ],
      },
    });
    expect(accountFieldErrorsOf(error)).toEqual({
      fname: "First name is required",
      timezone: "Unknown time zone",
    });
    expect(accountFieldErrorsOf(new Error("x"))).toEqual({});
  });

  it("sends an unset time zone as null", () => {
    expect(updateBodyOf({ fname: "Ada", lname: "O", phone: "", location: "", timezone: "" })).toEqual({
      fname: "Ada",
      lname: "O",
      phone: "",
      location: "",
      timezone: null,
    });
  });
});

describe("event dates display like 'Mon, Jan 5, 2025'", () => {
  it("shows a range, a single day, and keeps what it cannot read", () => {
    expect(formatEventDates("2027-03-15", "2027-03-17")).toBe("Mon, Mar 15, 2027 – Wed, Mar 17, 2027");
    expect(formatEventDates("2026-12-08", "2026-12-08")).toBe("Tue, Dec 8, 2026");
    expect(formatEventDates("soon", "later")).toBe("soon – later");
  });
});
