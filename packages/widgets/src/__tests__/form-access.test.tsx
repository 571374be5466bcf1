import type { FormDefinition, FormStep } from "@foyer/domain";
import { createMemoryStorage } from "@foyer/sdk";
import { fireEvent, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formWidgetCss } from "../forms/form-widget.css.js";
import {
  createFakeApi,
  createTestSdk,
  makeForm,
  renderForm,
  settle,
  submissionProps,
  tokensFor,
  unmountForms,
} from "./form-test-kit.js";

afterEach(() => {
  vi.useRealTimers();
  unmountForms();
});

const steps: FormStep[] = [
  {
    id: "talk",
    title: "Your talk",
    fields: [
      { id: "title", type: "text", label: "Title", required: true },
      {
        id: "level",
        type: "dropdown",
        label: "Audience level",
        required: false,
        options: [{ value: "beginner", label: "Beginner" }],
      },
    ],
  },
];

function signedInStorage() {
  const storage = createMemoryStorage();
  const tokens = tokensFor("user-ada", "ada@foyer.demo");
  storage.setItem("access_token", tokens.access_token);
  storage.setItem("id_token", tokens.id_token);
  storage.setItem("refresh_token", tokens.refresh_token);
  return storage;
}

async function open(form: FormDefinition = makeForm(steps), storage = createMemoryStorage()) {
  const api = createFakeApi([form]);
  const sdk = createTestSdk(api, storage);
  const view = renderForm({ ...submissionProps(), kind: form.kind, slug: form.slug }, { sdk });
  await settle();
  return { api, sdk, view, storage };
}

async function submitTitle(title: string) {
  fireEvent.change(await screen.findByShadowLabelText("Title"), { target: { value: title } });
  fireEvent.click(screen.getByShadowRole("button", { name: "Submit" }));
}

describe("loading, not found, closed", () => {
  it("shows 'Loading...' until the form arrives, then emits foyer:ready with the form", async () => {
    const api = createFakeApi([makeForm(steps)]);
    const view = renderForm(submissionProps(), { sdk: createTestSdk(api) });
    expect(screen.getByShadowRole("status").textContent).toContain("Loading...");
    await screen.findByShadowLabelText("Title");
    expect(view.events[0]).toEqual({
      name: "foyer:ready",
      detail: { form: expect.objectContaining({ id: "form-1" }) },
    });
  });

  it("404: 'This form does not exist.' and foyer:error", async () => {
    const api = createFakeApi([]);
    const view = renderForm(submissionProps("missing"), { sdk: createTestSdk(api) });
    expect(await screen.findByShadowText("This form does not exist.")).toBeTruthy();
    expect(view.events).toEqual([{ name: "foyer:error", detail: { message: "This form does not exist." } }]);
  });

  it("a closed form says 'This form is closed.' and shows no inputs", async () => {
    await open(makeForm(steps, { isOpen: false }));
    expect(screen.getByShadowText("This form is closed.")).toBeTruthy();
    expect(screen.queryAllByShadowRole("textbox")).toHaveLength(0);
    expect(screen.queryByShadowRole("button", { name: "Submit" })).toBeNull();
  });

  it("a failed load can be tried again", async () => {
    const form = makeForm(steps);
    const api = createFakeApi([form]);
    api.failNext("GET", /^\/api\/forms\/submission\//, () => api.apiError(500, "INTERNAL", "boom"));
    const view = renderForm(submissionProps(), { sdk: createTestSdk(api) });
    expect((await screen.findByShadowRole("alert")).textContent).toBe(
      "This form could not be loaded. Please try again.",
    );
    expect(view.events.at(-1)?.name).toBe("foyer:error");
    fireEvent.click(screen.getByShadowRole("button", { name: "Try again" }));
    expect(await screen.findByShadowLabelText("Title")).toBeTruthy();
  });
});

describe("preview mode (followup /preview)", () => {
  it("is fully interactive, says 'Preview', and saves nothing", async () => {
    // Timers advance with the clock (so the widget renders), and every pending one (an autosave's
    // debounce) is run before the check instead of sleeping past it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const form = makeForm(steps, { kind: "followup", slug: "post-event-survey" });
    const api = createFakeApi([form]);
    const view = renderForm(
      { kind: "followup", slug: "post-event-survey", formId: "form-1", preview: true },
      { sdk: createTestSdk(api) },
    );
    expect(await screen.findByShadowText("Preview")).toBeTruthy();
    expect(screen.getByShadowText(/Nothing you enter here is saved\./)).toBeTruthy();
    await submitTitle("Just looking");
    expect(await screen.findByShadowText("This was a preview: nothing was saved.")).toBeTruthy();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(api.requests.filter((request) => request.method !== "GET")).toHaveLength(0);
    expect(view.events.map((event) => event.name)).toEqual(["foyer:ready"]);
  });
});

describe("sign-in where the form requires it", () => {
  const login = makeForm(steps, { requiresLogin: true, allowSignup: true });

  it("shows the sign-in panel, not the form, when signed out", async () => {
    await open(login);
    expect(screen.getByShadowRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByShadowLabelText("Email")).toBeTruthy();
    expect(screen.getByShadowLabelText("Password")).toBeTruthy();
    expect(screen.queryByShadowLabelText("Title")).toBeNull();
  });

  it("shows the SDK's messages ('Password is required', a refused password)", async () => {
    await open(login);
    fireEvent.change(screen.getByShadowLabelText("Email"), { target: { value: "ada@foyer.demo" } });
    fireEvent.click(screen.getByShadowRole("button", { name: "Sign in" }));
    expect((await screen.findByShadowRole("alert")).textContent).toBe("Password is required");
    fireEvent.change(screen.getByShadowLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByShadowRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByShadowRole("alert").textContent).toBe("The email or password is incorrect."),
    );
  });

  it("continues to the form after signing in, with 'Signed in as …' and Sign out", async () => {
    await open(login);
    fireEvent.change(screen.getByShadowLabelText("Email"), { target: { value: "ada@foyer.demo" } });
    fireEvent.change(screen.getByShadowLabelText("Password"), { target: { value: "foyer-demo" } });
    fireEvent.click(screen.getByShadowRole("button", { name: "Sign in" }));
    expect(await screen.findByShadowLabelText("Title")).toBeTruthy();
    expect(screen.getByShadowText("Signed in as ada@foyer.demo")).toBeTruthy();
    fireEvent.click(screen.getByShadowRole("button", { name: "Sign out" }));
    expect(await screen.findByShadowRole("heading", { name: "Sign in" })).toBeTruthy();
  });

  it("switches to sign-up (first name, last name, email, password) when the form allows it", async () => {
    const { api } = await open(login);
    fireEvent.click(screen.getByShadowRole("button", { name: "Create an account" }));
    fireEvent.change(screen.getByShadowLabelText("First name"), { target: { value: "Grace" } });
    fireEvent.change(screen.getByShadowLabelText("Last name"), { target: { value: "Hopper" } });
    fireEvent.change(screen.getByShadowLabelText("Email"), { target: { value: "grace@foyer.demo" } });
    fireEvent.change(screen.getByShadowLabelText("Password"), { target: { value: "cobol-1959" } });
    fireEvent.click(screen.getByShadowRole("button", { name: "Create account" }));
    expect(await screen.findByShadowLabelText("Title")).toBeTruthy();
    expect(api.requestsTo("POST", /\/user\/signup$/)[0]?.body).toEqual({
      email: "grace@foyer.demo",
      password: "cobol-1959",
      fname: "Grace",
      lname: "Hopper",
    });
  });

  it("offers no sign-up where the form does not allow it", async () => {
    await open(makeForm(steps, { requiresLogin: true, allowSignup: false }));
    expect(screen.queryByShadowRole("button", { name: "Create an account" })).toBeNull();
  });

  it("a session that ended mid-form asks to sign in again and keeps the answers", async () => {
    const { api } = await open(login, signedInStorage());
    api.failNext("POST", /\/submissions$/, () =>
      api.apiError(401, "UNAUTHORIZED", "Sign in to fill in this form."),
    );
    api.failNext("POST", /\/user\/auth\/refresh-token$/, () => api.apiError(401, "UNAUTHORIZED", "expired"));
    await submitTitle("Kept");
    expect(await screen.findByShadowRole("heading", { name: "Sign in" })).toBeTruthy();
    fireEvent.change(screen.getByShadowLabelText("Email"), { target: { value: "ada@foyer.demo" } });
    fireEvent.change(screen.getByShadowLabelText("Password"), { target: { value: "foyer-demo" } });
    fireEvent.click(screen.getByShadowRole("button", { name: "Sign in" }));
    expect(((await screen.findByShadowLabelText("Title")) as HTMLInputElement).value).toBe("Kept");
  });
});

describe("confirmation after a final submit", () => {
  it("shows the confirmation message and a summary, and emits foyer:submit", async () => {
    const { view } = await open();
    const heard = vi.fn();
    document.body.addEventListener("foyer:submit", heard);
    const combobox = await screen.findByShadowRole("combobox", { name: /Audience level/ });
    fireEvent.keyDown(combobox, { key: "Enter" });
    fireEvent.keyDown(combobox, { key: "Enter" });
    await submitTitle("Signals");
    expect(await screen.findByShadowText("Thanks for your proposal.")).toBeTruthy();
    const summary = screen.getByShadowText("Your answers").parentElement as HTMLElement;
    expect(summary.textContent).toContain("TitleSignals");
    expect(summary.textContent).toContain("Audience levelBeginner");
    const submitted = view.events.find((event) => event.name === "foyer:submit");
    expect(submitted?.detail).toEqual({
      submission: expect.objectContaining({
        status: "submitted",
        values: expect.objectContaining({ title: "Signals" }),
      }),
    });
    expect(heard).toHaveBeenCalledOnce();
    document.body.removeEventListener("foyer:submit", heard);
  });

  it("falls back to 'Thank you! Your submission has been received.'", async () => {
    await open(makeForm(steps, { confirmationMessage: "" }));
    await submitTitle("Signals");
    expect(await screen.findByShadowText("Thank you! Your submission has been received.")).toBeTruthy();
  });

  it("'Edit your submission' goes back into the form with the values; submitting updates it", async () => {
    const { api } = await open();
    await submitTitle("Signals");
    fireEvent.click(await screen.findByShadowRole("button", { name: "Edit your submission" }));
    const title = (await screen.findByShadowLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Signals");
    expect(screen.getByShadowText(/You are editing your submission/)).toBeTruthy();
    await submitTitle("Signals, revised");
    await screen.findByShadowText("Thanks for your proposal.");
    expect(api.requestsTo("POST", /\/submissions$/)).toHaveLength(1);
    const [update] = api.requestsTo("PUT", /\/submissions\/submission-1$/);
    expect(update?.headers.get("x-foyer-edit-token")).toBe("edit-token-1");
    expect(api.submissions.get("submission-1")?.submission).toMatchObject({
      status: "submitted",
      values: { title: "Signals, revised" },
    });
  });

  it("says what went wrong (409) and keeps the answers", async () => {
    const { api } = await open();
    api.failNext("POST", /\/submissions$/, () =>
      api.apiError(
        409,
        "VALIDATION_ERROR",
        "You have already filled in this form; edit your submission instead.",
      ),
    );
    await submitTitle("Signals");
    await waitFor(() =>
      expect(screen.getByShadowRole("alert").textContent).toContain("You have already filled in this form"),
    );
    expect((screen.getByShadowLabelText("Title") as HTMLInputElement).value).toBe("Signals");
  });
});

describe("editing an existing submission", () => {
  it("props.submissionId loads its values (with this browser's edit token) and submitting updates it", async () => {
    const form = makeForm(steps);
    const api = createFakeApi([form]);
    api.seed({
      submission: {
        id: "sub-7",
        form_id: form.id,
        status: "submitted",
        values: { title: "Old title" },
        created_at: "2025-04-01T00:00:00.000Z",
        updated_at: "2025-04-01T00:00:00.000Z",
        submitted_at: "2025-04-01T00:00:00.000Z",
      },
      userId: null,
      editToken: "token-7",
    });
    const storage = createMemoryStorage();
    storage.setItem("foyer:draft:form-1", JSON.stringify({ submissionId: "sub-7", editToken: "token-7" }));
    renderForm({ ...submissionProps(), submissionId: "sub-7" }, { sdk: createTestSdk(api, storage) });
    const title = (await screen.findByShadowLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Old title");
    await submitTitle("New title");
    await screen.findByShadowText("Thanks for your proposal.");
    expect(api.submissions.get("sub-7")?.submission).toMatchObject({
      status: "submitted",
      values: { title: "New title" },
    });
  });

  it("a single-submission form opens the participant's existing submission (mine())", async () => {
    const form = makeForm(steps, { singleSubmission: true, requiresLogin: true });
    const api = createFakeApi([form]);
    api.seed({
      submission: {
        id: "sub-ada",
        form_id: form.id,
        status: "submitted",
        values: { title: "Ada's" },
        created_at: "2025-04-01T00:00:00.000Z",
        updated_at: "2025-04-01T00:00:00.000Z",
        submitted_at: "2025-04-01T00:00:00.000Z",
      },
      userId: "user-ada",
      editToken: null,
    });
    renderForm(submissionProps(), { sdk: createTestSdk(api, signedInStorage()) });
    expect(((await screen.findByShadowLabelText("Title")) as HTMLInputElement).value).toBe("Ada's");
    await submitTitle("Ada's, edited");
    await screen.findByShadowText("Thanks for your proposal.");
    expect(api.requestsTo("POST", /\/submissions$/)).toHaveLength(0);
    expect(api.submissions.get("sub-ada")?.submission.values).toEqual({ title: "Ada's, edited" });
  });

  it("an unknown submission says so", async () => {
    renderForm(
      { ...submissionProps(), submissionId: "nope" },
      { sdk: createTestSdk(createFakeApi([makeForm(steps)])) },
    );
    expect(await screen.findByShadowText("This submission does not exist.")).toBeTruthy();
  });
});

describe("everything user-supplied is rendered as text", () => {
  it("renders an <img src=x onerror=...> label and value as text", async () => {
    const evil = '<img src=x onerror="window.__pwned = 1">';
    const form = makeForm(
      [{ id: "s", title: evil, fields: [{ id: "title", type: "text", label: evil, required: true }] }],
      { name: evil, description: evil, confirmationMessage: evil },
    );
    const { view } = await open(form);
    fireEvent.change(screen.getByShadowRole("textbox", { name: evil }), { target: { value: evil } });
    fireEvent.click(screen.getByShadowRole("button", { name: "Submit" }));
    await waitFor(() => expect(view.shadowRoot.querySelector(".foyer-confirmation")).toBeTruthy());
    expect(view.shadowRoot.querySelector("img")).toBeNull();
    expect(screen.getAllByShadowText(evil).length).toBeGreaterThan(2);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe("theme and parts", () => {
  it("puts data-theme and part names on the key elements", async () => {
    const api = createFakeApi([makeForm(steps)]);
    const view = renderForm(submissionProps(), { sdk: createTestSdk(api), theme: "dark" });
    await screen.findByShadowLabelText("Title");
    expect(view.shadowRoot.querySelector(".foyer-fw")?.getAttribute("data-theme")).toBe("dark");
    for (const part of ["form", "field", "label", "input", "button", "title"]) {
      expect(view.shadowRoot.querySelector(`[part~="${part}"]`), part).toBeTruthy();
    }
  });

  it("the stylesheet uses the documented custom properties, supports dark, and sets no inline styles", async () => {
    for (const name of [
      "--foyer-color-primary",
      "--foyer-color-text",
      "--foyer-color-background",
      "--foyer-color-border",
      "--foyer-color-danger",
      "--foyer-radius",
      "--foyer-font-family",
      "--foyer-space",
    ]) {
      expect(formWidgetCss).toContain(`var(${name}`);
    }
    expect(formWidgetCss).toContain('[data-theme="dark"]');
    const { view } = await open();
    expect(view.shadowRoot.querySelector("[style]")).toBeNull();
  });
});
