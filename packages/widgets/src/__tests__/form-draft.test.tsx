import type { FormStep } from "@foyer/domain";
import { createMemoryStorage } from "@foyer/sdk";
import { act, fireEvent } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_SAVE_DELAY_MS } from "../forms/draft-saver.js";
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

const steps: FormStep[] = [
  {
    id: "talk",
    title: "Your talk",
    fields: [
      { id: "title", type: "text", label: "Title", required: true },
      { id: "abstract", type: "textarea", label: "Abstract", required: false },
    ],
  },
  {
    id: "more",
    title: "More",
    fields: [{ id: "bio", type: "textarea", label: "Short bio", required: false }],
  },
];

beforeAll(async () => {
  // Overlays are loaded on first use; load them once up front so fake timers do not stall it.
  await import("../overlays/Dialog.js");
  await import("../overlays/Popover.js");
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
});
afterEach(() => {
  unmountForms();
  vi.useRealTimers();
});

const DRAFT_KEY = "foyer:draft:form-1";
const draftRequests = (api: ReturnType<typeof createFakeApi>) => [
  ...api.requestsTo("POST", /\/submissions$/),
  ...api.requestsTo("PUT", /\/submissions\/[^/]+$/),
];

async function open(storage = createMemoryStorage(), api = createFakeApi([makeForm(steps)]), strict = false) {
  const view = renderForm(submissionProps(), { sdk: createTestSdk(api, storage), strict });
  await settle();
  return { api, storage, view };
}

function typeTitle(value: string) {
  fireEvent.change(screen.getByShadowLabelText("Title"), { target: { value } });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

describe("a draft that survives reload: saved ~800 ms after typing stops", () => {
  it("saves the values as a server draft 800 ms after the last change", async () => {
    const { api } = await open();
    typeTitle("Sig");
    await wait(500);
    typeTitle("Signals");
    await wait(DRAFT_SAVE_DELAY_MS - 1);
    expect(draftRequests(api)).toHaveLength(0);
    await wait(1);
    const [created] = api.requestsTo("POST", /\/submissions$/);
    expect(created?.body).toEqual({ values: { title: "Signals" }, status: "draft" });
    expect(draftRequests(api)).toHaveLength(1);
    expect(screen.getByShadowText("Draft saved")).toBeTruthy();
  });

  it("still saves under React StrictMode (effects stop and start again)", async () => {
    const { api } = await open(createMemoryStorage(), createFakeApi([makeForm(steps)]), true);
    typeTitle("Signals");
    await wait(DRAFT_SAVE_DELAY_MS);
    expect(api.requestsTo("POST", /\/submissions$/)).toHaveLength(1);
  });

  it("shows 'Saving…' while the draft is on its way", async () => {
    const { api } = await open();
    let answer: (response: Response) => void = () => {};
    api.failNext("POST", /\/submissions$/, () => new Promise<Response>((resolve) => (answer = resolve)));
    typeTitle("Signals");
    await wait(DRAFT_SAVE_DELAY_MS);
    expect(screen.getByShadowText("Saving…")).toBeTruthy();
    // Typing goes on while it saves.
    expect((screen.getByShadowLabelText("Title") as HTMLInputElement).disabled).toBe(false);
    answer(api.apiError(500, "INTERNAL", "boom"));
    await settle();
    expect(screen.queryByShadowText("Saving…")).toBeNull();
  });

  it("saves at once on a step change", async () => {
    const { api } = await open();
    typeTitle("Signals");
    fireEvent.click(screen.getByShadowRole("button", { name: "Next" }));
    await settle();
    expect(api.requestsTo("POST", /\/submissions$/)).toHaveLength(1);
  });

  it("anonymous participants: {submissionId, editToken} is kept in localStorage under foyer:draft:", async () => {
    const { api, storage } = await open();
    typeTitle("Signals");
    await wait(DRAFT_SAVE_DELAY_MS);
    expect(JSON.parse(storage.getItem(DRAFT_KEY) ?? "null")).toEqual({
      submissionId: "submission-1",
      editToken: "edit-token-1",
    });
    typeTitle("Signals everywhere");
    await wait(DRAFT_SAVE_DELAY_MS);
    const [update] = api.requestsTo("PUT", /\/submissions\/submission-1$/);
    expect(update?.headers.get("x-foyer-edit-token")).toBe("edit-token-1");
    expect(update?.body).toEqual({ values: { title: "Signals everywhere" }, status: "draft" });
  });

  it("keeps the form (and what is being typed) when the host puts the new draft's id in its address", async () => {
    const api = createFakeApi([makeForm(steps)]);
    const created: string[] = [];
    const props = { ...submissionProps(), onSubmissionCreated: (id: string) => created.push(id) };
    const view = renderForm(props, { sdk: createTestSdk(api) });
    await settle();
    typeTitle("Sig");
    await wait(DRAFT_SAVE_DELAY_MS);
    expect(created).toEqual(["submission-1"]);
    typeTitle("Signals");
    view.rerender({ ...props, submissionId: "submission-1" });
    await settle();
    expect((screen.getByShadowLabelText("Title") as HTMLInputElement).value).toBe("Signals");
    expect(api.requestsTo("GET", /\/submissions\/submission-1$/)).toHaveLength(0);
  });

  it("is restored after a reload, with 'Draft restored'", async () => {
    const first = await open();
    typeTitle("Signals");
    fireEvent.change(screen.getByShadowLabelText("Abstract"), { target: { value: "Fine-grained." } });
    await wait(DRAFT_SAVE_DELAY_MS);
    first.view.unmount();

    // A new page: a new SDK on the same storage, the same server.
    await open(first.storage, first.api);
    expect((screen.getByShadowLabelText("Title") as HTMLInputElement).value).toBe("Signals");
    expect((screen.getByShadowLabelText("Abstract") as HTMLInputElement).value).toBe("Fine-grained.");
    expect(screen.getByShadowText("Draft restored")).toBeTruthy();
    const [read] = first.api.requestsTo("GET", /\/submissions\/submission-1$/);
    expect(read?.headers.get("x-foyer-edit-token")).toBe("edit-token-1");
  });

  it("Start over (confirmed in a dialog) clears the answers, and a reload does not bring them back", async () => {
    const first = await open();
    typeTitle("Signals");
    await wait(DRAFT_SAVE_DELAY_MS);
    first.view.unmount();

    const second = await open(first.storage, first.api);
    fireEvent.click(screen.getByShadowRole("button", { name: "Start over" }));
    // The dialog's code loads on first use (overlays are a lazy chunk); beforeAll cached it.
    await settle(20);
    const dialog = screen.getByShadowRole("dialog", { name: "Start over?" });
    expect(second.view.portalRoot.contains(dialog)).toBe(true);
    const buttons = dialog.querySelectorAll("button");
    fireEvent.click([...buttons].find((button) => button.textContent === "Start over") as HTMLButtonElement);
    await settle();
    expect((screen.getByShadowLabelText("Title") as HTMLInputElement).value).toBe("");
    expect(screen.queryByShadowText("Draft restored")).toBeNull();
    second.view.unmount();

    await open(first.storage, first.api);
    expect((screen.getByShadowLabelText("Title") as HTMLInputElement).value).toBe("");
    expect(screen.queryByShadowText("Draft restored")).toBeNull();
  });

  it("never loses typed input on a failed save, and Retry saves it", async () => {
    const { api } = await open();
    api.failNext("POST", /\/submissions$/, () => api.apiError(500, "INTERNAL", "Something broke"));
    typeTitle("Signals");
    await wait(DRAFT_SAVE_DELAY_MS);
    expect(
      screen.getByShadowText("Your draft could not be saved. Your answers are still here."),
    ).toBeTruthy();
    expect((screen.getByShadowLabelText("Title") as HTMLInputElement).value).toBe("Signals");
    fireEvent.click(screen.getByShadowRole("button", { name: "Retry" }));
    await settle();
    expect(screen.getByShadowText("Draft saved")).toBeTruthy();
    expect(api.submissions.get("submission-1")?.submission.values).toEqual({ title: "Signals" });
  });

  it("sends only well-formed answers in a draft (the server refuses malformed ones) and keeps the rest on screen", async () => {
    const api = createFakeApi([
      makeForm([
        {
          id: "only",
          title: "Contact",
          fields: [
            { id: "name", type: "text", label: "Name", required: true },
            { id: "email", type: "email", label: "Email", required: false },
          ],
        },
      ]),
    ]);
    await open(createMemoryStorage(), api);
    fireEvent.change(screen.getByShadowLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByShadowLabelText("Email"), { target: { value: "ada@" } });
    await wait(DRAFT_SAVE_DELAY_MS);
    expect(api.requestsTo("POST", /\/submissions$/)[0]?.body).toEqual({
      values: { name: "Ada" },
      status: "draft",
    });
    expect((screen.getByShadowLabelText("Email") as HTMLInputElement).value).toBe("ada@");
  });

  it("signed-in participants: their latest draft is found with mine(), nothing in localStorage", async () => {
    const api = createFakeApi([makeForm(steps)]);
    api.seed({
      submission: {
        id: "draft-ada",
        form_id: "form-1",
        status: "draft",
        values: { title: "Ada's talk" },
        created_at: "2025-04-01T00:00:00.000Z",
        updated_at: "2025-04-01T00:00:00.000Z",
        submitted_at: null,
      },
      userId: "user-ada",
      editToken: null,
    });
    const storage = createMemoryStorage();
    const tokens = tokensFor("user-ada", "ada@foyer.demo");
    storage.setItem("access_token", tokens.access_token);
    storage.setItem("id_token", tokens.id_token);
    storage.setItem("refresh_token", tokens.refresh_token);
    await open(storage, api);
    expect(api.requestsTo("GET", /\/submissions\/mine$/)).toHaveLength(1);
    expect((screen.getByShadowLabelText("Title") as HTMLInputElement).value).toBe("Ada's talk");
    expect(screen.getByShadowText("Draft restored")).toBeTruthy();
    typeTitle("Ada's better talk");
    await wait(DRAFT_SAVE_DELAY_MS);
    expect(api.requestsTo("PUT", /\/submissions\/draft-ada$/)).toHaveLength(1);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe("unmount leaves no timers", () => {
  it("cancels the pending draft save on unmount", async () => {
    const { api, view } = await open();
    typeTitle("Signals");
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    await wait(DRAFT_SAVE_DELAY_MS * 2);
    expect(draftRequests(api)).toHaveLength(0);
  });

  it("ignores an answer that arrives after unmount and schedules nothing more", async () => {
    const { api, view } = await open();
    let answer: (response: Response) => void = () => {};
    api.failNext("POST", /\/submissions$/, () => new Promise<Response>((resolve) => (answer = resolve)));
    typeTitle("Signals");
    await wait(DRAFT_SAVE_DELAY_MS);
    view.unmount();
    answer(api.apiError(500, "INTERNAL", "late"));
    await settle();
    expect(vi.getTimerCount()).toBe(0);
  });
});
