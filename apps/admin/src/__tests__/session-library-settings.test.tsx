import type { LibraryCriterion, SessionTemplate } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openEvaluation } from "./evaluation-kit.js";
import type { Routes } from "./fake-api.js";
import { bodyOf, detail, page, settings } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/*
 * Issue 25 item 7: sessions/settings/criteria (the library a new evaluation plan starts with) and
 * sessions/settings/templates (presets the "Add session" dialog offers).
 */

afterEach(async () => {
  cleanup();
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const criteriaUrl = "/events/ev-1/session-criteria";
const templatesUrl = "/events/ev-1/session-templates";
const criterion = (id: string, name: string, position: number): LibraryCriterion => ({
  id,
  name,
  description: null,
  maxScore: 5,
  position,
});
const template = (extra: Partial<SessionTemplate> = {}): SessionTemplate => ({
  id: "tpl-1",
  name: "Lightning",
  description: null,
  durationMinutes: 10,
  formatId: null,
  trackId: "t-product",
  levelId: null,
  languageId: null,
  ...extra,
});

function open(path: string, routes: Routes = {}) {
  return openSignedIn(`/event-light/ev-1/${path}`, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/session-settings": ok(settings()),
    ...routes,
  });
}

describe("criteria: the event's library of evaluation criteria", () => {
  it("an empty library says so; adding checks the highest score, then sends the criterion", async () => {
    let sent: Record<string, unknown> = {};
    open("sessions/settings/criteria", {
      [`GET ${criteriaUrl}`]: ok([]),
      [`POST ${criteriaUrl}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: { id: "c-new", position: 0, ...sent } } };
      },
    });
    expect(await screen.findByText(/No criteria yet\./)).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Session settings" });
    expect(within(tabs).getByRole("link", { name: "Criteria" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("button", { name: "Add criterion" }));
    const form = screen.getByRole("form", { name: "Add a criterion" });
    fireEvent.change(within(form).getByLabelText("Criterion name"), { target: { value: "Originality" } });
    fireEvent.change(within(form).getByLabelText("Highest score"), { target: { value: "101" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add criterion" }));
    expect(within(form).getByRole("alert").textContent).toBe(
      "Highest score must be a whole number from 1 to 100",
    );
    fireEvent.change(within(form).getByLabelText("Highest score"), { target: { value: "10" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Add criterion" }));
    });
    await waitFor(() => expect(sent).toEqual({ name: "Originality", description: null, maxScore: 10 }));
    const list = await screen.findByRole("list", { name: "Evaluation criteria" });
    expect(within(list).getByText("Originality")).toBeTruthy();
  }, 45_000);

  it("reorders, edits and deletes after a confirmation; a refusal shows in the alert", async () => {
    let order: unknown = null;
    const api = open("sessions/settings/criteria", {
      [`GET ${criteriaUrl}`]: ok([criterion("c-1", "Relevance", 0), criterion("c-2", "Clarity", 1)]),
      [`PUT ${criteriaUrl}/order`]: async (request) => {
        order = (await bodyOf(request)).ids;
        return ok([criterion("c-2", "Clarity", 0), criterion("c-1", "Relevance", 1)])();
      },
      [`PUT ${criteriaUrl}/c-1`]: () => ({
        status: 409,
        body: { statusCode: 409, code: "CONFLICT", message: "A criterion named “Clarity” already exists." },
      }),
      [`DELETE ${criteriaUrl}/c-1`]: ok({ id: "c-1" }),
    });
    const list = await screen.findByRole("list", { name: "Evaluation criteria" });
    await act(async () => {
      fireEvent.click(within(list).getByRole("button", { name: "Move Clarity up" }));
    });
    await waitFor(() => expect(order).toEqual(["c-2", "c-1"]));
    fireEvent.click(within(list).getByRole("button", { name: "Edit Relevance" }));
    const form = screen.getByRole("form", { name: "Edit Relevance" });
    fireEvent.change(within(form).getByLabelText("Criterion name"), { target: { value: "Clarity" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save criterion" }));
    });
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("A criterion named “Clarity” already exists."),
    );
    fireEvent.keyDown(within(form).getByLabelText("Criterion name"), { key: "Escape" });
    fireEvent.click(within(list).getByRole("button", { name: "Delete Relevance" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this criterion?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete criterion" }));
    });
    await waitFor(() => expect(within(list).queryByText("Relevance")).toBeNull());
    expect(api.calls).toContain(`DELETE ${criteriaUrl}/c-1`);
  }, 45_000);

  it("a member who may only read sees the criteria without edit controls", async () => {
    open("sessions/settings/criteria", {
      [`GET ${criteriaUrl}`]: ok([criterion("c-1", "Relevance", 0)]),
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "sessionSettings_read" }],
      }),
    });
    const list = await screen.findByRole("list", { name: "Evaluation criteria" });
    expect(within(list).getByText("Relevance")).toBeTruthy();
    expect(within(list).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: "Add criterion" })).toBeNull();
  }, 45_000);

  it("a new evaluation plan starts with the library's criteria", async () => {
    openEvaluation("evaluation/add", {
      [`GET ${criteriaUrl}`]: ok([
        criterion("c-1", "Relevance", 0),
        { ...criterion("c-2", "Clarity", 1), maxScore: 10 },
      ]),
    });
    expect(((await screen.findByLabelText("Criterion 1")) as HTMLInputElement).value).toBe("Relevance");
    expect((screen.getByLabelText("Criterion 2") as HTMLInputElement).value).toBe("Clarity");
    expect((screen.getByLabelText(/Maximum score of criterion 2/) as HTMLInputElement).value).toBe("10");
  }, 45_000);
});

describe("templates: presets for new sessions", () => {
  it("adds a template with a length and a track from the event's settings", async () => {
    let sent: Record<string, unknown> = {};
    open("sessions/settings/templates", {
      [`GET ${templatesUrl}`]: ok([]),
      [`POST ${templatesUrl}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: { id: "tpl-new", ...sent } } };
      },
    });
    expect(await screen.findByText(/No templates yet\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add template" }));
    const form = screen.getByRole("form", { name: "Add a template" });
    fireEvent.change(within(form).getByLabelText("Template name"), { target: { value: "Lightning" } });
    fireEvent.change(within(form).getByLabelText("Length in minutes (optional)"), { target: { value: "2" } });
    fireEvent.change(within(form).getByLabelText("Track"), { target: { value: "t-product" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add template" }));
    expect(within(form).getByRole("alert").textContent).toMatch(/^Length must be a whole number of minutes/);
    fireEvent.change(within(form).getByLabelText("Length in minutes (optional)"), {
      target: { value: "10" },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Add template" }));
    });
    await waitFor(() =>
      expect(sent).toEqual({
        name: "Lightning",
        description: null,
        durationMinutes: 10,
        formatId: null,
        trackId: "t-product",
        levelId: null,
        languageId: null,
      }),
    );
    const list = await screen.findByRole("list", { name: "Session templates" });
    expect(within(list).getByText("10 minutes · Product")).toBeTruthy();
  }, 45_000);

  it("the 'Add session' dialog offers the templates and sends the one chosen", async () => {
    let sent: Record<string, unknown> = {};
    open("sessions", {
      "GET /events/ev-1/sessions": ok(page([])),
      [`GET ${templatesUrl}`]: ok([template()]),
      "POST /events/ev-1/sessions": async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: detail({ id: "s-new", title: "Quick" }) } };
      },
      "GET /events/ev-1/sessions/s-new": ok(detail({ id: "s-new", title: "Quick" })),
    });
    const buttons = await screen.findAllByRole("button", { name: "Add session" });
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = screen.getByRole("dialog", { name: "Add session" });
    const select = await within(dialog).findByLabelText("Template");
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Quick" } });
    fireEvent.change(select, { target: { value: "tpl-1" } });
    await act(async () => {
      fireEvent.submit(select.closest("form") as HTMLFormElement);
    });
    await waitFor(() => expect(sent).toEqual({ title: "Quick", templateId: "tpl-1" }));
  }, 45_000);
});
