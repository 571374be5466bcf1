import { signupMessages } from "@foyer/domain";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../App.js";
import { areaFor } from "../areas.js";
import { openSignedOut as open, sessionTokensOf } from "./auth-app.js";
import { adminUser, type FakeApi, fakeApi, storeSession } from "./fake-api.js";
import { ok } from "./signed-in-app.js";

/*
 * Issue 19 item 2: sign-up with a confirmation email (spec 1 §2 /signup, /signup/{template},
 * /signup/complete, /signup/resend, /account/confirm/{verificationHash}, /account/onboard).
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the sign-up paths belong to the sign-in area", () => {
  it("routes /signup, its template, complete, resend, confirm and onboard there", () => {
    for (const path of [
      "/signup",
      "/signup/speaker",
      "/signup/complete",
      "/signup/resend",
      "/account/confirm/abc",
      "/account/onboard",
    ]) {
      expect(areaFor(path), path).toBe("auth");
    }
    expect(areaFor("/account/confirm/a/b")).toBe("not-found");
  });
});

describe("/signup", () => {
  it("checks the fields as the server does and asks no server while they are wrong", async () => {
    const api = open("/signup");
    await screen.findByRole("heading", { name: "Create your Foyer account" });
    change("Email", "not-an-email");
    change("Password", "short");
    change("Confirm password", "other");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeTruthy();
    expect(screen.getByText(signupMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("The two passwords do not match.")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);
  });

  it("a template words the page and is sent; then 'check your email', with the email sent again", async () => {
    const sent: unknown[] = [];
    const api = open("/signup/speaker", {
      "POST /user/signup/request": async (request) => {
        sent.push(await request.json());
        return { status: 202, body: { payload: { message: signupMessages.requested } } };
      },
      "POST /user/signup/resend": () => ({
        status: 202,
        body: { payload: { message: signupMessages.resent } },
      }),
    });
    await screen.findByRole("heading", { name: "Create your speaker account" });
    change("First name", " Ada ");
    change("Last name", "Lovelace");
    change("Email", "ada@example.org");
    change("Password", "long-enough-1");
    change("Confirm password", "long-enough-1");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
    expect(location.pathname).toBe("/signup/complete");
    expect(sent).toEqual([
      {
        email: "ada@example.org",
        password: "long-enough-1",
        fname: "Ada",
        lname: "Lovelace",
        template: "speaker",
      },
    ]);
    expect(screen.getByText(/We sent a link to ada@example.org/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send the email again" }));
    expect((await screen.findByRole("status")).textContent).toBe(signupMessages.resent);
    expect(api.calls).toContain("POST /user/signup/resend");
  });

  it("an unknown template is a page that does not exist", async () => {
    open("/signup/wizard");
    expect(await screen.findByText("The page you are trying to access does not exist.")).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    open("/signup", {
      "POST /user/signup/request": () => ({
        status: 400,
        body: { statusCode: 400, code: "VALIDATION_ERROR", message: "Unknown kind of account" },
      }),
    });
    await screen.findByRole("heading", { name: "Create your Foyer account" });
    change("First name", "Ada");
    change("Last name", "Lovelace");
    change("Email", "ada@example.org");
    change("Password", "long-enough-1");
    change("Confirm password", "long-enough-1");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Unknown kind of account");
  });
});

describe("/signup/resend", () => {
  it("sends a new confirmation email for the address given", async () => {
    let asked: unknown;
    open("/signup/resend", {
      "POST /user/signup/resend": async (request) => {
        asked = await request.json();
        return { status: 202, body: { payload: { message: signupMessages.resent } } };
      },
    });
    await screen.findByLabelText("Email");
    change("Email", "ada@example.org");
    fireEvent.click(screen.getByRole("button", { name: "Send confirmation email" }));
    expect((await screen.findByRole("status")).textContent).toBe(signupMessages.resent);
    expect(asked).toEqual({ email: "ada@example.org" });
  });
});

describe("/account/confirm/{verificationHash}", () => {
  const HASH = "a-confirmation-hash-of-enough-length";

  it("confirms once, stores the tokens and goes on to /account/onboard on the first sign-in", async () => {
    let confirms = 0;
    const api: FakeApi = open(`/account/confirm/${HASH}`, {
      "POST /user/signup/confirm": () => {
        confirms++;
        return { status: 200, body: { payload: { tokens: sessionTokensOf(api), onboard: true } } };
      },
      "GET /user/me": ok(adminUser),
    });
    expect(await screen.findByRole("heading", { name: "Welcome to Foyer" })).toBeTruthy();
    expect(location.pathname).toBe("/account/onboard");
    expect(confirms).toBe(1);
    expect(api.storage.getItem("refresh_token")).toBe("opaque-refresh-token");
  });

  it("a used link says the address is confirmed and leads to sign in", async () => {
    open(`/account/confirm/${HASH}`, {
      "POST /user/signup/confirm": () => ({
        status: 400,
        body: { statusCode: 400, code: "CONFIRMATION_USED", message: signupMessages.linkUsed },
      }),
    });
    expect(await screen.findByRole("heading", { name: "Your address is already confirmed" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(signupMessages.linkUsed);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("an expired link says so and offers a new email", async () => {
    open(`/account/confirm/${HASH}`, {
      "POST /user/signup/confirm": () => ({
        status: 400,
        body: { statusCode: 400, code: "CONFIRMATION_EXPIRED", message: signupMessages.linkExpired },
      }),
    });
    expect(await screen.findByRole("heading", { name: "This link cannot be used" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(signupMessages.linkExpired);
    expect(screen.getByRole("link", { name: "Send a new confirmation email" }).getAttribute("href")).toBe(
      "/signup/resend",
    );
  });
});

describe("/account/onboard", () => {
  function openOnboard(routes: Parameters<typeof fakeApi>[0]) {
    history.replaceState(null, "", "/account/onboard");
    const api = fakeApi({ "GET /user/me": ok(adminUser), "GET /user/me/events": ok([]), ...routes });
    storeSession(api.storage, adminUser.id);
    render(<App services={api.services} />);
    return api;
  }

  it("saves the names, then goes home", async () => {
    const bodies: unknown[] = [];
    openOnboard({
      "POST /user/me/onboard": async (request) => {
        bodies.push(await request.json());
        return { status: 200, body: { payload: { ...adminUser, fname: "Ada", lname: "Byron" } } };
      },
    });
    expect((await screen.findByLabelText("First name")).getAttribute("value")).toBe(adminUser.fname);
    change("First name", "");
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText(signupMessages.firstNameRequired)).toBeTruthy();
    change("First name", " Ada ");
    change("Last name", "Byron");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    });
    await waitFor(() => expect(location.pathname).toBe("/home"));
    expect(bodies).toEqual([{ fname: "Ada", lname: "Byron" }]);
  });

  it("can be skipped: the names stay as they are", async () => {
    const bodies: unknown[] = [];
    openOnboard({
      "POST /user/me/onboard": async (request) => {
        bodies.push(await request.json());
        return { status: 200, body: { payload: adminUser } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Skip for now" }));
    await waitFor(() => expect(location.pathname).toBe("/home"));
    expect(bodies).toEqual([{ fname: adminUser.fname, lname: adminUser.lname }]);
  });
});

describe("/login", () => {
  it("links to sign-up, and offers the confirmation email to an account not confirmed yet", async () => {
    open("/login", {
      "POST /user/auth/login": () => ({
        status: 401,
        body: { statusCode: 401, code: "ACCOUNT_UNCONFIRMED", message: signupMessages.unconfirmed },
      }),
    });
    expect((await screen.findByRole("link", { name: "Create an account" })).getAttribute("href")).toBe(
      "/signup",
    );
    change("Email", "ada@example.org");
    change("Password", "long-enough-1");
    fireEvent.submit(screen.getByRole("button", { name: "Sign in" }).closest("form") as HTMLFormElement);
    expect(await screen.findByText(signupMessages.unconfirmed)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Send the confirmation email again" }).getAttribute("href")).toBe(
      "/signup/resend",
    );
  });
});
