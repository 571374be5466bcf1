import { ssoMessages } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { areaFor } from "../areas.js";
import { openSignedOut as open, sessionTokensOf } from "./auth-app.js";
import { adminUser } from "./fake-api.js";
import { ok } from "./signed-in-app.js";

/* Issue 21 item 5: /sso starts single sign-on, /auth/callback finishes it, /login links to it. */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

describe("single sign-on pages", () => {
  it("belong to the sign-in area, and /login links to /sso keeping returnTo", async () => {
    expect(areaFor("/sso")).toBe("auth");
    expect(areaFor("/auth/callback")).toBe("auth");
    open("/login?returnTo=%2Forg-light%2Fo1%2Fdashboard");
    const link = await screen.findByRole("link", { name: "Sign in with SSO" });
    expect(link.getAttribute("href")).toBe("/sso?returnTo=%2Forg-light%2Fo1%2Fdashboard");
  });

  it("/sso sends the email (and returnTo) and shows the server's refusal", async () => {
    const sent: unknown[] = [];
    open("/sso?returnTo=%2Fhome", {
      "POST /sso/start": async (request) => {
        sent.push(await request.json());
        return {
          status: 404,
          body: { statusCode: 404, code: "NOT_FOUND", message: ssoMessages.noConnection },
        };
      },
    });
    fireEvent.change(await screen.findByLabelText("Work email"), { target: { value: "pat@acme.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ssoMessages.noConnection);
    expect(sent).toEqual([{ email: "pat@acme.test", returnTo: "/home" }]);
  });

  it("/auth/callback posts the provider's answer once, keeps the tokens and goes to returnTo", async () => {
    const sent: unknown[] = [];
    const api = open("/auth/callback?code=the-code&state=the-state&iss=https%3A%2F%2Fidp.test", {
      "POST /sso/callback": async (request) => {
        sent.push(await request.json());
        return {
          status: 200,
          body: { payload: { tokens: sessionTokensOf(api), returnTo: "/account/settings" } },
        };
      },
      "GET /user/me": ok(adminUser),
    });
    await waitFor(() => expect(location.pathname).toBe("/account/settings"));
    expect(sent).toEqual([{ code: "the-code", state: "the-state", iss: "https://idp.test" }]);
    expect(api.storage.getItem("refresh_token")).toBe("opaque-refresh-token");
  });

  it("/auth/callback says why a sign-in failed and links back to sign-in", async () => {
    open("/auth/callback?code=x&state=old", {
      "POST /sso/callback": () => ({
        status: 400,
        body: { statusCode: 400, code: "VALIDATION_ERROR", message: ssoMessages.signInExpired },
      }),
    });
    expect(await screen.findByRole("heading", { name: "Single sign-on did not work" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(ssoMessages.signInExpired);
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login");
  });

  it("/auth/callback spends a SAML sign-in's one-time code", async () => {
    const sent: unknown[] = [];
    const api = open("/auth/callback?handoff=one-time-code", {
      "POST /sso/callback": async (request) => {
        sent.push(await request.json());
        return { status: 200, body: { payload: { tokens: sessionTokensOf(api), returnTo: null } } };
      },
      "GET /user/me": ok(adminUser),
    });
    await waitFor(() => expect(sent).toEqual([{ handoff: "one-time-code" }]));
    await waitFor(() => expect(api.storage.getItem("refresh_token")).toBe("opaque-refresh-token"));
  });

  it("/auth/callback shows why the ACS endpoint refused a SAML answer, posting nothing", async () => {
    const sent: unknown[] = [];
    const reason = ssoMessages.samlRefused("Invalid signature");
    open(`/auth/callback?error=saml_refused&error_description=${encodeURIComponent(reason)}`, {
      "POST /sso/callback": async (request) => {
        sent.push(await request.json());
        return { status: 500, body: {} };
      },
    });
    expect(await screen.findByRole("heading", { name: "Single sign-on did not work" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(reason);
    expect(sent).toEqual([]);
  });
});
