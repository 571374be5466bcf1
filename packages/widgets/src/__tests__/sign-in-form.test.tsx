import { messages } from "@foyer/domain";
import { createFoyerSdk, createMemoryStorage } from "@foyer/sdk";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInForm, type SignInResult } from "../sign-in/SignInForm.js";

afterEach(cleanup);

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
}

function submit() {
  // Enter in a field submits the form, as a click on the button does.
  fireEvent.submit(screen.getByLabelText("Password").closest("form") as HTMLFormElement);
}

describe("password login: the password is required and not blank, otherwise 'Password is required'", () => {
  it("shows 'Password is required' for a blank password without asking the server", async () => {
    const signIn = vi.fn<(email: string, password: string) => Promise<SignInResult>>();
    render(<SignInForm signIn={signIn} />);
    fill("admin@foyer.demo", "   ");
    submit();
    expect(await screen.findByText(messages.passwordRequired)).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
  });

  it("with the real SDK, no request leaves for a blank password", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const sdk = createFoyerSdk({
      fetch,
      storage: createMemoryStorage(),
      locks: null,
      baseUrl: "http://test/api",
    });
    render(<SignInForm signIn={(email, password) => sdk.auth.login(email, password)} />);
    fill("admin@foyer.demo", "");
    submit();
    expect(await screen.findByText(messages.passwordRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for an email before asking the server", async () => {
    const signIn = vi.fn<(email: string, password: string) => Promise<SignInResult>>();
    render(<SignInForm signIn={signIn} />);
    fill("", "foyer-demo");
    submit();
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe("sign-in form", () => {
  it("focuses the email field when it opens", () => {
    render(<SignInForm signIn={vi.fn()} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });

  it("shows the server's message when sign-in is refused, and lets the user try again", async () => {
    const signIn = vi.fn(
      async (): Promise<SignInResult> => ({ status: "error", message: messages.invalidCredentials }),
    );
    render(<SignInForm signIn={signIn} />);
    fill("admin@foyer.demo", "wrong-password");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(messages.invalidCredentials);
    expect(signIn).toHaveBeenCalledWith("admin@foyer.demo", "wrong-password");
    expect(screen.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(false);
  });

  it("is busy while signing in, then hands over to onSignedIn", async () => {
    let finish: (result: SignInResult) => void = () => {};
    const signIn = vi.fn(() => new Promise<SignInResult>((resolve) => (finish = resolve)));
    const onSignedIn = vi.fn();
    render(<SignInForm signIn={signIn} onSignedIn={onSignedIn} />);
    fill(" admin@foyer.demo ", "foyer-demo");
    submit();
    const button = await screen.findByRole("button", { name: "Signing in..." });
    expect(button.hasAttribute("disabled")).toBe(true);
    submit();
    expect(signIn).toHaveBeenCalledOnce();
    expect(signIn).toHaveBeenCalledWith("admin@foyer.demo", "foyer-demo");
    await act(async () => finish({ status: "ok" }));
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it("shows a notice such as 'You must be logged in to continue.'", () => {
    render(<SignInForm signIn={vi.fn()} notice={messages.mustBeLoggedIn} />);
    expect(screen.getByRole("status").textContent).toBe(messages.mustBeLoggedIn);
  });
});
