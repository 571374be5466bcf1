import type { TokenSet } from "@foyer/domain";
import { createMemoryStorage, createWidgetSdk, type ImportApi, SessionExpiredError } from "@foyer/sdk";
import { fireEvent, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deepActiveElement } from "../forms/focus-target.js";
import type { ImportReader } from "../import-wizard/reader-port.js";
import { wizardText } from "../import-wizard/wizard-text.js";
import {
  advance,
  createFakeImportApi,
  createFakeReader,
  type FakeImportApi,
  renderWizard,
  settle,
  status,
  unmountWizards,
} from "./import-wizard-kit.js";
import { organizerTokens, signInAnswer } from "./widget-session-kit.js";

// The sign-in is its own chunk: load it once, so it renders after one tick.
await import("../sign-in/WidgetSignIn.js");

const fakes = vi.hoisted(() => ({ api: null as ImportApi | null, reader: null as ImportReader | null }));

vi.mock("@foyer/sdk", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@foyer/sdk")>()),
  createImportApi: () => fakes.api,
}));

vi.mock("../import-wizard/default-reader.js", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../import-wizard/default-reader.js")>()),
  defaultReader: {
    openImportFile: (...args: Parameters<ImportReader["openImportFile"]>) =>
      fakes.reader?.openImportFile(...args),
    openPastedTable: (...args: Parameters<ImportReader["openPastedTable"]>) =>
      fakes.reader?.openPastedTable(...args),
  },
  preloadReader: () => undefined,
}));

let server: FakeImportApi;
let storage: Storage;
/** The requests the SDK sent (only the sign-in: the import calls go to the fake import API). */
let requests: { path: string; body: unknown }[];

/** The widget SDK of a page on another site: its own storage, a fake server for the sign-in. */
function pageSdk(stored: TokenSet | null = null) {
  storage = createMemoryStorage();
  if (stored) for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  return createWidgetSdk({
    baseUrl: "http://foyer.test/api",
    storage,
    locks: null,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const body = await request.json().catch(() => null);
      const path = new URL(request.url).pathname;
      requests.push({ path, body });
      return path === "/api/user/auth/login"
        ? signInAnswer(body as { username?: string; password?: string })
        : Response.json({ message: "Not found" }, { status: 404 });
    },
  });
}

beforeEach(() => {
  server = createFakeImportApi();
  fakes.api = server.api;
  fakes.reader = createFakeReader().reader;
  requests = [];
});

afterEach(() => {
  unmountWizards();
  vi.useRealTimers();
});

const button = (name: string) => screen.getByShadowRole("button", { name });
const heading = (name: string) => screen.findByShadowRole("heading", { name });

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByShadowLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByShadowLabelText("Password"), { target: { value: password } });
  fireEvent.click(button("Sign in"));
}

describe("no session (embedded on another site): the wizard asks the organizer to sign in", () => {
  it("shows the sign-in before any call, without pulling focus into the page", async () => {
    const view = renderWizard({}, pageSdk());
    expect(await screen.findByShadowText(wizardText.signIn)).toBeTruthy();
    expect(screen.getByShadowLabelText("Email")).toBeTruthy();
    expect(server.api.module).not.toHaveBeenCalled();
    expect(deepActiveElement(document)).toBe(document.body);
    expect(view.events).toEqual([]);
  });

  it("signing in stores the session in the SDK's token store, loads the module and shows 'Select an import option'", async () => {
    const sdk = pageSdk();
    const view = renderWizard({}, sdk);
    await screen.findByShadowText(wizardText.signIn);
    signIn("admin@foyer.demo", "foyer-demo");
    const first = await heading("Select an import option");
    expect(requests).toEqual([
      { path: "/api/user/auth/login", body: { username: "admin@foyer.demo", password: "foyer-demo" } },
    ]);
    expect(sdk.tokens.get()?.id_token).toBe(storage.getItem("id_token"));
    expect(storage.getItem("refresh_token")).toBe("opaque-refresh-token");
    expect(server.api.module).toHaveBeenCalledOnce();
    expect(view.events.map((event) => event.name)).toEqual(["foyer:ready"]);
    // The sign-in had the focus; the page's heading takes it over.
    await waitFor(() => expect(deepActiveElement(document)).toBe(first));
    expect(screen.queryByShadowLabelText("Password")).toBeNull();
  });

  it("a refused sign-in says why and keeps asking", async () => {
    renderWizard({}, pageSdk());
    await screen.findByShadowText(wizardText.signIn);
    signIn("admin@foyer.demo", "wrong-password");
    expect((await screen.findByShadowText("Incorrect username or password.")).getAttribute("role")).toBe(
      "alert",
    );
    expect(server.api.module).not.toHaveBeenCalled();
    expect(screen.getByShadowText(wizardText.signIn)).toBeTruthy();
  });

  it("a sign-in elsewhere on the page (the same SDK) lets the wizard carry on by itself", async () => {
    const sdk = pageSdk();
    renderWizard({}, sdk);
    await screen.findByShadowText(wizardText.signIn);
    // The organizer is busy elsewhere on the host page: the wizard must not pull them back.
    const elsewhere = document.createElement("button");
    document.body.append(elsewhere);
    elsewhere.focus();
    await sdk.auth.login("admin@foyer.demo", "foyer-demo");
    expect(await heading("Select an import option")).toBeTruthy();
    await settle();
    expect(deepActiveElement(document)).toBe(elsewhere);
    elsewhere.remove();
  });
});

describe("a session that ends: the sign-in again, then the wizard is where it was", () => {
  it("the module's call answering 'session expired' shows the sign-in with 'Your session has ended.'", async () => {
    server.api.module.mockRejectedValueOnce(new SessionExpiredError("The session has expired", "rejected"));
    const view = renderWizard({}, pageSdk(organizerTokens()));
    expect(await screen.findByShadowText(wizardText.sessionEnded)).toBeTruthy();
    expect(view.events).toEqual([{ name: "foyer:error", detail: { message: wizardText.sessionEnded } }]);
    signIn("admin@foyer.demo", "foyer-demo");
    expect(await heading("Select an import option")).toBeTruthy();
    expect(server.api.module).toHaveBeenCalledTimes(2);
  });

  it("Import on the mapping page after the session ended: sign in, the mapping is still there, Import works", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderWizard({}, pageSdk(organizerTokens()));
    await settle();
    const input = screen.getByShadowLabelText("Upload a file to import");
    fireEvent.change(input, { target: { files: [new File(["Name,Email\n"], "people.csv")] } });
    await settle();
    expect(screen.getByShadowRole("heading", { name: "Map your columns to fields" })).toBeTruthy();

    server.api.start.mockRejectedValueOnce(new SessionExpiredError("The session has expired", "rejected"));
    fireEvent.click(button("Import"));
    await settle();
    expect(await screen.findByShadowText(wizardText.sessionEnded)).toBeTruthy();
    expect(screen.queryByShadowText(wizardText.importFailed)).toBeNull();
    expect(view.events.at(-1)).toEqual({ name: "foyer:error", detail: { message: wizardText.sessionEnded } });

    signIn("admin@foyer.demo", "foyer-demo");
    const mapping = await heading("Map your columns to fields");
    await waitFor(() => expect(deepActiveElement(document)).toBe(mapping));
    expect(server.api.upload).toHaveBeenCalledOnce();

    server.answer("i-1", status("i-1"));
    fireEvent.click(button("Import"));
    await settle();
    await advance(500);
    expect(await heading("Import Confirmation")).toBeTruthy();
    expect(server.started).toHaveLength(1);
  });
});
