import { messages } from "@foyer/domain";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../App.js";
import { adminUser, fakeApi, storeSession } from "./fake-api.js";

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

function visit(path: string) {
  history.replaceState(null, "", path);
}

describe("start-up: the loading screen shows until the session check completes", () => {
  it("shows 'Loading...' first, then the page", async () => {
    visit("/login");
    const api = fakeApi({});
    render(<App services={api.services} />);
    expect(screen.getByRole("status").textContent).toContain(messages.loading);
    expect(await screen.findByLabelText("Password")).toBeTruthy();
  });
});

describe("any other path without a session goes to /login with 'You must be logged in to continue.' and returnTo", () => {
  it("redirects a signed-out deep link, replacing the history entry", async () => {
    visit("/account/settings?tab=1");
    const length = history.length;
    const api = fakeApi({});
    render(<App services={api.services} />);
    expect(await screen.findByText(messages.mustBeLoggedIn)).toBeTruthy();
    expect(location.pathname + location.search).toBe(
      `/login?returnTo=${encodeURIComponent("/account/settings?tab=1")}`,
    );
    expect(history.length).toBe(length);
    expect(api.calls).toEqual([]);
  });
});

describe("password login", () => {
  it("shows 'Password is required' for a blank password and asks no server", async () => {
    visit("/login");
    const api = fakeApi({});
    render(<App services={api.services} />);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "admin@foyer.demo" } });
    fireEvent.submit(screen.getByRole("button", { name: "Sign in" }).closest("form") as HTMLFormElement);
    expect(await screen.findByText(messages.passwordRequired)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("after sign-in goes to the same-origin returnTo", async () => {
    visit(`/login?returnTo=${encodeURIComponent("/account/settings?tab=1")}`);
    const api = fakeApi({
      "POST /user/auth/login": () => {
        storeSession(api.storage, adminUser.id);
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
      "GET /user/me": () => ({ status: 200, body: { payload: adminUser } }),
    });
    render(<App services={api.services} />);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "admin@foyer.demo" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "foyer-demo" } });
    await act(async () => {
      fireEvent.submit(screen.getByRole("button", { name: "Sign in" }).closest("form") as HTMLFormElement);
    });
    expect(await screen.findByRole("heading", { name: "Account settings" })).toBeTruthy();
    expect(location.pathname + location.search).toBe("/account/settings?tab=1");
  });
});

describe("platform: any other path shows a not-found page", () => {
  it("shows 'Oops!' for an unknown path when signed in", async () => {
    visit("/no/such/page");
    const api = fakeApi({ "GET /user/me": () => ({ status: 200, body: { payload: adminUser } }) });
    storeSession(api.storage, adminUser.id);
    render(<App services={api.services} />);
    const heading = await screen.findByRole("heading", { name: messages.notFoundTitle });
    expect(screen.getByText(messages.notFoundText)).toBeTruthy();
    // Inside the app chrome (issue 22): the top bar with who is signed in, the page in <main>.
    expect(heading.closest("main")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(screen.getByRole("banner").textContent).toContain(adminUser.displayName);
  });
});
