import { evaluationMessages, messages } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEAM_NOT_LISTED } from "../eventlight/evaluation/EvaluatorPicker.js";
import { FIX_FIELDS } from "../eventlight/evaluation/PlanForm.js";
import { base, openEvaluation, plan } from "./evaluation-kit.js";
import { bodyOf } from "./sessions-kit.js";
import { ok } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * The evaluation plan editor at /event-light/{eventId}/evaluation/add and /evaluation/edit/{planId}
 * (spec 1 §2 "evaluation"): the contract's checks before sending, the body it sends, and the
 * server's 400 sentences beside the fields.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
  });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("adding a plan", () => {
  it("checks the contract's rules before sending, then sends the plan and goes back to the list", async () => {
    let sent: Record<string, unknown> | null = null;
    const api = openEvaluation("evaluation/add", {
      [`POST ${base}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: plan({ id: "p-new", name: "Committee" }) } };
      },
      [`GET ${base}`]: ok([plan({ id: "p-new", name: "Committee" })]),
    });
    expect(
      await screen.findByRole("heading", { name: "Add evaluation plan", level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    await screen.findByRole("button", { name: "Save" });
    await save();
    expect(screen.getByRole("alert").textContent).toBe(FIX_FIELDS);
    expect(screen.getByText(evaluationMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(evaluationMessages.criterionNameRequired)).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");

    type("Name", "Committee");
    type("Criterion 1", "Relevance");
    type(/Maximum score of criterion 1/, "0");
    fireEvent.click(screen.getByRole("button", { name: "Add criterion" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Criterion 2"));
    type("Criterion 2", "relevance");
    await save();
    expect(screen.getByText(evaluationMessages.criterionMax)).toBeTruthy();
    type(/Maximum score of criterion 1/, "5");
    await save();
    expect(screen.getByText(evaluationMessages.criterionTwice)).toBeTruthy();
    type("Criterion 2", "Clarity");
    type(/Maximum score of criterion 2/, "10");
    expect(sent).toBeNull();

    type("Sessions to evaluate", "st-ok");
    const evaluators = screen.getByRole("group", { name: "Evaluators" });
    await within(evaluators).findByRole("checkbox", { name: /Grace Hopper/ });
    type("Filter team members", "GRA");
    expect(within(evaluators).getAllByRole("checkbox")).toHaveLength(1);
    fireEvent.click(within(evaluators).getByRole("checkbox", { name: /Grace Hopper/ }));
    expect(within(evaluators).getByText("1 evaluator selected")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Instructions"), { target: { value: "<b>Plain</b>\ntext" } });
    await save();

    expect(sent).toEqual({
      name: "Committee",
      instructions: "<b>Plain</b>\ntext",
      statusId: "st-ok",
      criteria: [
        { name: "Relevance", maxScore: 5 },
        { name: "Clarity", maxScore: 10 },
      ],
      evaluatorIds: ["u-grace"],
    });
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/evaluation/evaluation-plans"));
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "“Committee” has been saved.",
    );
  });
});

describe("editing a plan", () => {
  it("keeps each saved criterion's id, so its scores stay, through renames and moves", async () => {
    let sent: Record<string, unknown> = {};
    openEvaluation("evaluation/edit/p-1", {
      [`GET ${base}/p-1`]: ok(plan()),
      [`PUT ${base}/p-1`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: plan() } };
      },
      [`GET ${base}`]: ok([plan()]),
    });
    expect(
      await screen.findByRole("heading", { name: "Edit evaluation plan" }, { timeout: 8000 }),
    ).toBeTruthy();
    const name = (await screen.findByLabelText("Name")) as HTMLInputElement;
    expect(name.value).toBe("Program committee");
    type("Criterion 1", "Topic fit");
    fireEvent.click(screen.getByRole("button", { name: "Move Depth up" }));
    fireEvent.click(screen.getByRole("button", { name: "Add criterion" }));
    type("Criterion 3", "Clarity");
    fireEvent.click(await screen.findByRole("checkbox", { name: /Vic Viewer/ }));
    await save();
    expect(sent).toEqual({
      name: "Program committee",
      instructions: "Read each abstract.\n\nScore it honestly.",
      statusId: null,
      criteria: [
        { id: "c-depth", name: "Depth", maxScore: 20 },
        { id: "c-rel", name: "Topic fit", maxScore: 5 },
        { name: "Clarity", maxScore: 5 },
      ],
      evaluatorIds: [],
    });
  });

  it("shows the server's 400 sentences beside their fields and keeps what was typed", async () => {
    openEvaluation("evaluation/edit/p-1/step/criteria", {
      [`GET ${base}/p-1`]: ok(plan()),
      [`PUT ${base}/p-1`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: evaluationMessages.notOnTeam,
          details: [{ path: "evaluatorIds", message: evaluationMessages.notOnTeam }],
        },
      }),
    });
    await screen.findByLabelText("Name", {}, { timeout: 8000 });
    type("Name", "Committee 2027");
    await save();
    expect(screen.getByRole("alert").textContent).toBe(FIX_FIELDS);
    const evaluators = screen.getByRole("group", { name: "Evaluators" });
    expect(within(evaluators).getByText(evaluationMessages.notOnTeam)).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Committee 2027");
    expect(location.pathname).toBe("/event-light/ev-1/evaluation/edit/p-1/step/criteria");
  });

  it("a plan that does not exist says so; a team the user may not list leaves the plan's evaluators", async () => {
    openEvaluation("evaluation/edit/p-gone", {
      [`GET ${base}/p-gone`]: () => ({ status: 404, body: { message: evaluationMessages.planNotFound } }),
    });
    expect(
      await screen.findByRole("heading", { name: evaluationMessages.planNotFound }, { timeout: 8000 }),
    ).toBeTruthy();
    cleanup();
    openEvaluation("evaluation/edit/p-1", {
      [`GET ${base}/p-1`]: ok(plan()),
      "GET /events/ev-1/evaluators": () => ({ status: 403, body: { message: messages.noPermission } }),
    });
    expect(await screen.findByText(TEAM_NOT_LISTED)).toBeTruthy();
    const vic = screen.getByRole("checkbox", { name: /Vic Viewer/ }) as HTMLInputElement;
    expect(vic.checked).toBe(true);
    expect(screen.queryByRole("heading", { name: messages.noAccessTitle })).toBeNull();
  });
});
