import { messages } from "@foyer/domain";
import { PORTAL_NOT_FOUND } from "@foyer/widgets/portal";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeApi, speakerUser, storeSession } from "./fake-api.js";
import { leavePage, openApp, speakerPortal } from "./portal-kit.js";

afterEach(leavePage);

const portal = { ...speakerPortal, welcome_text: "Welcome to the Foyer Summit 2027 speaker portal." };
const signIn = (api: FakeApi) => storeSession(api.storage, speakerUser.id);
const notFound = () => ({
  status: 404,
  body: { statusCode: 404, code: "NOT_FOUND", message: PORTAL_NOT_FOUND },
});

describe("/portal-login/{portalSlug}/{portalId}", () => {
  it("shows the portal's name and event above the sign-in form", async () => {
    openApp("/portal-login/speakers/p-1", {
      "GET /portal/speakers/p-1/public": () => ({ status: 200, body: { payload: portal } }),
    });
    expect(await screen.findByRole("heading", { name: "Speaker Portal" })).toBeTruthy();
    expect(screen.getByText("Foyer Summit 2027")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
  });

  it("says 'This portal does not exist.' for an unknown portal", async () => {
    const api = openApp("/portal-login/speakers/nope", { "GET /portal/speakers/nope/public": notFound });
    expect(await screen.findByRole("heading", { name: PORTAL_NOT_FOUND })).toBeTruthy();
    expect(api.services.errors.get().errors).toEqual([]);
  });

  it("after sign-in goes to /portal-switch/{a}/{b}, then into the portal", async () => {
    const api = openApp("/portal-login/speakers/p-1", {
      "GET /portal/speakers/p-1/public": () => ({ status: 200, body: { payload: portal } }),
      "POST /user/auth/login": () => {
        storeSession(api.storage, speakerUser.id);
        return {
          status: 200,
          body: {
            payload: {
              access_token: api.storage.getItem("access_token"),
              id_token: api.storage.getItem("id_token"),
              refresh_token: "opaque-refresh-token",
            },
          },
        };
      },
      "GET /user/me": () => ({ status: 200, body: { payload: speakerUser } }),
      "GET /portal/speakers/p-1/access": () => ({
        status: 200,
        body: { payload: { portal, hasAccess: true } },
      }),
    });
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "speaker@foyer.demo" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "foyer-demo" } });
    await act(async () => {
      fireEvent.submit(screen.getByRole("button", { name: "Sign in" }).closest("form") as HTMLFormElement);
    });
    expect(await screen.findByText("Signed in as Sam Speaker")).toBeTruthy();
    expect(location.pathname).toBe("/portals/speakers/p-1");
    expect(screen.getByText(portal.welcome_text)).toBeTruthy();
    expect(api.calls).toContain("GET /portal/speakers/p-1/access");
  });
});

describe("/portal-switch/{portalSlug}/{portalId}", () => {
  it("explains a missing access and offers to sign out", async () => {
    openApp(
      "/portal-switch/speakers/p-1",
      {
        "GET /user/me": () => ({ status: 200, body: { payload: speakerUser } }),
        "GET /portal/speakers/p-1/access": () => ({
          status: 200,
          body: { payload: { portal, hasAccess: false } },
        }),
      },
      signIn,
    );
    expect(
      await screen.findByRole("heading", { name: "You do not have access to this portal" }),
    ).toBeTruthy();
    expect(screen.getByText(/You are signed in as speaker@foyer\.demo/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });
});

describe("without a session, paths under /portals go to /portal-login/{seg2}/{seg3}", () => {
  it("redirects a signed-out portal page to its sign-in page", async () => {
    openApp("/portals/speakers/p-1/tasks", {
      "GET /portal/speakers/p-1/public": () => ({ status: 200, body: { payload: portal } }),
    });
    expect(await screen.findByLabelText("Password")).toBeTruthy();
    expect(location.pathname).toBe("/portal-login/speakers/p-1");
  });
});

describe("unknown routes show the not-found page", () => {
  it("links a portal's unknown page back to Portal Home", async () => {
    openApp(
      "/portals/speakers/p-1/nowhere",
      { "GET /user/me": () => ({ status: 200, body: { payload: speakerUser } }) },
      signIn,
    );
    expect(await screen.findByRole("heading", { name: messages.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Portal Home" }).getAttribute("href")).toBe(
      "/portals/speakers/p-1",
    );
  });
});
