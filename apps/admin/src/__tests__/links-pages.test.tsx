import { joinLinkMessages, type PortalUser, type SsoLinkState, ssoLinkMessages } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { areaFor } from "../areas.js";
import { openSignedOut } from "./auth-app.js";
import { adminUser } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Spec 1 §2 "/join/vu/{virtualUserHash}; /sso-link/event/{eventUUID}/account/{accountId}" (issue
 * 21): the organizer's "Copy join link", the join page, and linking an account to single sign-on.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const refusal = (status: number, message: string) => () => ({
  status,
  body: { statusCode: status, code: status === 403 ? "FORBIDDEN" : "VALIDATION_ERROR", message },
});

// The first test waits for the event area's cold chunk (slow on a busy machine).
describe("Copy join link on the portal's Customize tab", () => {
  const base = "/events/ev-1/portals";
  const sam: PortalUser = {
    userId: "u-sam",
    name: "Sam Speaker",
    email: "speaker@foyer.demo",
    hasPassword: false,
    contact: { id: "c-sam", name: "Sam Speaker" },
  };
  const summary = { id: "p-1", slug: "speakers", name: "Speaker Portal", userCount: 1 };

  it("makes a one-time link for the person, copies it and shows it", async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const url = "http://foyer.test/join/vu/abc123";
    let made = 0;
    const api = openSignedIn("/event-light/ev-1/portals/config-sets/p-1/customize", {
      "GET /user/me/events": ok([summitEvent]),
      [`GET ${base}`]: ok([summary]),
      [`GET ${base}/p-1`]: ok({
        ...summary,
        eventId: "ev-1",
        welcomeText: "",
        settings: {
          login: { title: "", text: "" },
          appearance: { accentColor: "#3b5bdb" },
          sections: [],
          profileFields: [],
          filters: { roles: [] },
        },
      }),
      [`GET ${base}/p-1/users`]: ok([sam]),
      [`POST ${base}/p-1/users/u-sam/join-link`]: () => {
        made += 1;
        return { status: 201, body: { payload: { url, expiresAt: "2027-01-08T10:00:00.000Z" } } };
      },
    });
    const row = (
      await screen.findByRole("cell", { name: "speaker@foyer.demo" }, { timeout: 30_000 })
    ).closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Copy join link for Sam Speaker" }));
    const shown = (await within(row).findByLabelText("Join link for Sam Speaker")) as HTMLInputElement;
    expect(shown.value).toBe(url);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(made).toBe(1);
    await waitFor(() =>
      expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
        joinLinkMessages.copied,
      ),
    );
  }, 40_000);
});

describe("/join/vu/{virtualUserHash}", () => {
  it("belongs to the sign-in area", () => {
    expect(areaFor("/join/vu/abc")).toBe("auth");
    expect(areaFor("/sso-link/event/e1/account/a1")).toBe("auth");
  });

  it("posts the hash once and keeps the session's tokens", async () => {
    const sent: unknown[] = [];
    const api = openSignedOut("/join/vu/the-hash", {
      "POST /auth/join": async (request) => {
        sent.push(await request.json());
        const tokens = {
          access_token: "a.b.c",
          id_token: "a.b.c",
          refresh_token: "opaque-join-refresh",
        };
        return { status: 200, body: { payload: { tokens, redirectTo: "/portals/speakers/p-1" } } };
      },
    });
    await waitFor(() => expect(sent).toEqual([{ hash: "the-hash" }]));
    await waitFor(() => expect(api.storage.getItem("refresh_token")).toBe("opaque-join-refresh"));
  });

  it("says an expired or used link does not work, and links to sign-in", async () => {
    openSignedOut("/join/vu/old", { "POST /auth/join": refusal(400, joinLinkMessages.spent) });
    expect(await screen.findByRole("heading", { name: "This join link does not work" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(joinLinkMessages.spent);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });
});

describe("/sso-link/event/{eventUUID}/account/{accountId}", () => {
  const path = `/sso-link/event/ev-1/account/${adminUser.id}`;
  const state: SsoLinkState = {
    event: { id: "ev-1", name: "Foyer Summit 2027" },
    organization: { id: "org-1", name: "Acme" },
    protocol: "oidc",
    linked: false,
  };

  it("sends a signed-out visitor to sign in and back", async () => {
    openSignedOut(path);
    await waitFor(() => expect(location.pathname).toBe("/login"));
    expect(new URLSearchParams(location.search).get("returnTo")).toBe(path);
  });

  it("refuses someone signed in as another account, and asks the server nothing about the link", async () => {
    const asked: string[] = [];
    openSignedIn("/sso-link/event/ev-1/account/someone-else", {
      "GET /sso/link/events/ev-1/accounts/someone-else": () => {
        asked.push("state");
        return { status: 200, body: { payload: state } };
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(ssoLinkMessages.notYours);
    expect(screen.queryByRole("button", { name: "Continue with single sign-on" })).toBeNull();
    expect(asked).toEqual([]);
  });

  it("shows the server's refusal (an organization without single sign-on)", async () => {
    openSignedIn(path, {
      [`GET /sso/link/events/ev-1/accounts/${adminUser.id}`]: refusal(404, ssoLinkMessages.noConnection),
    });
    expect((await screen.findByRole("alert")).textContent).toBe(ssoLinkMessages.noConnection);
  });

  it("starts the provider's sign-in with Continue with single sign-on", async () => {
    let started = 0;
    openSignedIn(path, {
      [`GET /sso/link/events/ev-1/accounts/${adminUser.id}`]: ok(state),
      [`POST /sso/link/events/ev-1/accounts/${adminUser.id}/start`]: () => {
        started += 1;
        return { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "The provider is down" } };
      },
    });
    expect(await screen.findByText(/sign-in provider of Acme/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue with single sign-on" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The provider is down");
    expect(started).toBe(1);
  });
});
