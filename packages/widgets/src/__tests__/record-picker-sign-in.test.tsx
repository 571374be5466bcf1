import type { ContactHit } from "@foyer/domain";
import { act, cleanup, fireEvent, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defineFoyerElements } from "../elements.js";
import { deepActiveElement } from "../forms/focus-target.js";
import { pickerText } from "../record-picker/picker-text.js";
import { contact } from "./record-picker-kit.js";
import {
  clearWidgetSessions,
  signInAnswer,
  storedWidgetSession,
  storeWidgetSession,
} from "./widget-session-kit.js";

// The dialog and the sign-in load on demand: load them once, so they render after one tick.
await import("../overlays/Dialog.js");
await import("../sign-in/WidgetSignIn.js");

const API = "http://foyer.test/api";
const people: ContactHit[] = [contact("c-1", "Ada", "Lovelace"), contact("c-2", "Alan", "Turing")];

/** Every request: path, bearer token. */
let requests: { path: string; bearer: string | null }[];
/** The server refuses every token it sees (the session ended on the server). */
let refusing: boolean;

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const bearer = request.headers.get("Authorization");
  requests.push({ path: url.pathname, bearer });
  if (url.pathname === "/api/user/auth/login") {
    refusing = false;
    return signInAnswer(await request.json());
  }
  if (!bearer || refusing) {
    return Response.json({ statusCode: 401, code: "UNAUTHORIZED", message: "Unauthorized" }, { status: 401 });
  }
  const q = (url.searchParams.get("q") ?? "").toLowerCase();
  const payload = url.pathname.includes("/contacts/")
    ? people.filter((hit) => hit.name.toLowerCase().includes(q))
    : [];
  return Response.json({ payload });
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  defineFoyerElements();
});

beforeEach(() => {
  requests = [];
  refusing = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      answer(input instanceof Request ? input : new Request(input, init)),
    ),
  );
});

afterEach(async () => {
  cleanup();
  await act(async () => document.body.replaceChildren());
  vi.unstubAllGlobals();
  clearWidgetSessions();
});

const active = () => deepActiveElement(document);
const searchesSent = () => requests.filter((request) => request.path.endsWith("/search"));

async function openPicker() {
  await act(async () => {
    document.body.innerHTML = `<foyer-record-picker api="${API}" event-id="e-1" mode="speaker"></foyer-record-picker>`;
  });
  const opener = await screen.findByShadowRole("button", { name: "Add Speakers" });
  act(() => opener.focus());
  fireEvent.click(opener);
  return screen.findByShadowRole("dialog", { name: "Add Speakers" });
}

async function signIn(password = "foyer-demo") {
  const email = await screen.findByShadowLabelText("Email");
  fireEvent.change(email, { target: { value: "admin@foyer.demo" } });
  fireEvent.change(screen.getByShadowLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByShadowRole("button", { name: "Sign in" }));
}

describe("no session (embedded on another site): the dialog asks the organizer to sign in", () => {
  it("opening shows the sign-in in the dialog, the cursor in Email; no search is sent", async () => {
    await openPicker();
    expect(await screen.findByShadowText(pickerText.signIn)).toBeTruthy();
    await waitFor(() => expect(active()).toBe(screen.getByShadowLabelText("Email")));
    expect(screen.getByShadowRole("combobox", { hidden: true }).closest("[hidden]")).not.toBeNull();
    expect(requests).toEqual([]);
  });

  it("signing in stores the session for the page's widgets; the search bar takes the focus and searches", async () => {
    await openPicker();
    await signIn();
    const input = await screen.findByShadowRole("combobox");
    await waitFor(() => expect(active()).toBe(input));
    expect(screen.queryByShadowText(pickerText.signIn)).toBeNull();
    // The token store of the forms' sign-in: on another site, the page's storage under "foyer:".
    expect(storedWidgetSession(API)).toEqual({
      access_token: expect.any(String),
      id_token: expect.any(String),
      refresh_token: "opaque-refresh-token",
    });
    expect(localStorage.getItem("foyer:refresh_token")).toBe("opaque-refresh-token");
    fireEvent.change(input, { target: { value: "a" } });
    await waitFor(() => expect(screen.getAllByShadowRole("option")).toHaveLength(2));
    expect(searchesSent().length).toBe(2);
    for (const search of searchesSent()) expect(search.bearer).toMatch(/^Bearer ./);
  });

  it("a refused sign-in says why and keeps asking", async () => {
    await openPicker();
    await signIn("wrong-password");
    expect(await screen.findByShadowText("Incorrect username or password.")).toBeTruthy();
    expect(screen.getByShadowText(pickerText.signIn)).toBeTruthy();
    expect(storedWidgetSession(API)).toBeNull();
  });
});

describe("a session that ends: the sign-in again, then the same search", () => {
  it("a search refused with 401 (and no refresh) shows 'Your session has ended.'; after signing in the term is searched again", async () => {
    storeWidgetSession(API);
    refusing = true;
    await openPicker();
    const input = await screen.findByShadowRole("combobox");
    fireEvent.change(input, { target: { value: "ada" } });
    expect(await screen.findByShadowText(pickerText.sessionEnded)).toBeTruthy();
    expect(screen.queryByShadowText(pickerText.failed)).toBeNull();
    await signIn();
    await waitFor(() => expect(screen.getAllByShadowRole("option")).toHaveLength(1));
    expect(screen.getByShadowRole("combobox")).toBe(input);
    expect((input as HTMLInputElement).value).toBe("ada");
    await waitFor(() => expect(active()).toBe(input));
  });
});
