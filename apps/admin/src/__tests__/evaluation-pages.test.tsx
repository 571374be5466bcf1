import { evaluationMessages } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_EVALUATIONS } from "../eventlight/evaluation/MonitorPage.js";
import { NOTHING_TO_EVALUATE } from "../eventlight/evaluation/MyEvaluationsPage.js";
import { ADD_PLAN, NO_PLANS } from "../eventlight/evaluation/PlansPage.js";
import {
  base,
  evaluatorProfile,
  mine,
  monitorView,
  openEvaluation,
  plan,
  profileRoute,
} from "./evaluation-kit.js";
import { newEventDashboardParts } from "./org-fixtures.js";
import { ok, summitEvent } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Evaluation plans in the event area (spec 1 §2 "evaluation"; §6 "Evaluators are redirected from
 * /dashboard to their evaluations page. An evaluator role exists at event level."): the plans,
 * the evaluator's landing page and the plan's monitor.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const myEvaluations = "/event-light/ev-1/evaluation/my-evaluations";
const dashboard = {
  event: { ...summitEvent, status: "upcoming" },
  figures: { contacts: 1, sponsors: 0, exhibitors: 0, forms: 0, submissions: 0, sessions: 0, team: 1 },
  ...newEventDashboardParts,
};

describe("Evaluators are redirected from /dashboard to their evaluations page", () => {
  it("an evaluator lands on My evaluations: each plan with its progress", async () => {
    openEvaluation("dashboard", {
      [profileRoute]: ok(evaluatorProfile),
      "GET /events/ev-1/my-evaluations": ok(mine()),
    });
    // The first test of a file waits for the event area's chunk.
    expect(
      await screen.findByRole("heading", { name: "My evaluations", level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(location.pathname).toBe(myEvaluations);
    const plans = await screen.findByRole("list", { name: "Evaluation plans" });
    expect(within(plans).getByText("1 of 4 evaluated")).toBeTruthy();
    const bar = within(plans).getByRole("progressbar", { name: "Program committee: 1 of 4 evaluated" });
    expect(bar.getAttribute("value")).toBe("1");
    expect(within(plans).getByRole("link", { name: "Program committee" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/review/p-1",
    );
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "My evaluations" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Evaluations" })).toBeNull();
  });

  it("anyone else stays on the dashboard; nobody to evaluate for says so", async () => {
    openEvaluation("dashboard", { "GET /event/ev-1/dashboard": ok(dashboard) });
    expect(await screen.findByLabelText("Key figures", {}, { timeout: 8000 })).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/dashboard");
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Evaluations" }).getAttribute("href")).toBe(
      "/event-light/ev-1/evaluation/evaluation-plans",
    );
    // Plan managers may evaluate too: their own list is one link away, not their landing page.
    expect(within(nav).getByRole("link", { name: "My evaluations" }).getAttribute("href")).toBe(
      "/event-light/ev-1/evaluation/my-evaluations",
    );
    cleanup();
    // A member who neither evaluates nor reads plans sees neither entry.
    openEvaluation("dashboard", {
      [profileRoute]: ok({ permissions: [], read_permissions: [{ slug: "contacts_read" }], isMember: true }),
      "GET /event/ev-1/dashboard": ok(dashboard),
    });
    expect(await screen.findByLabelText("Key figures", {}, { timeout: 8000 })).toBeTruthy();
    const memberNav = screen.getByRole("navigation", { name: "Event" });
    expect(within(memberNav).queryByRole("link", { name: "My evaluations" })).toBeNull();
    expect(within(memberNav).queryByRole("link", { name: "Evaluations" })).toBeNull();
    cleanup();
    openEvaluation("evaluation/my-evaluations", { "GET /events/ev-1/my-evaluations": ok([]) });
    expect(await screen.findByText(NOTHING_TO_EVALUATE)).toBeTruthy();
  });
});

describe("the evaluation plans", () => {
  it("lists each plan's figures and links; deleting one says its evaluations go with it", async () => {
    const api = openEvaluation("sessions/evaluation-plans", {
      [`GET ${base}`]: ok([plan()]),
      [`DELETE ${base}/p-1`]: ok({ id: "p-1" }),
    });
    const table = await screen.findByRole("table", { name: "Evaluation plans" }, { timeout: 8000 });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(row.textContent).toContain("All sessions");
    expect([...row.querySelectorAll("td.event-table__number")].map((cell) => cell.textContent)).toEqual([
      "2",
      "1",
      "3",
      "4",
    ]);
    expect(within(row).getByRole("link", { name: "Monitor Program committee" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/monitor/p-1",
    );
    fireEvent.click(within(row).getByRole("button", { name: "Delete Program committee" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this evaluation plan?" });
    expect(dialog.textContent).toContain("with the 4 evaluations made in it");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete plan" }));
    });
    expect(await screen.findByText(NO_PLANS)).toBeTruthy();
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      evaluationMessages.deleted("Program committee"),
    );
    fireEvent.click(screen.getAllByRole("link", { name: ADD_PLAN })[0] as HTMLElement);
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/evaluation/add"));
  });

  it("/evaluation/review goes to My evaluations", async () => {
    openEvaluation("evaluation/review", { "GET /events/ev-1/my-evaluations": ok([]) });
    await waitFor(() => expect(location.pathname).toBe(myEvaluations), { timeout: 8000 });
  });
});

describe("the monitor", () => {
  it("shows each evaluator's progress and each session's averages, sortable by average total", async () => {
    openEvaluation("sessions/monitor/p-1", { [`GET ${base}/p-1/monitor`]: ok(monitorView()) });
    expect(
      await screen.findByRole("heading", { name: "Program committee", level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText("2 of 3")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Grace Hopper: 1 of 3 evaluated" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Sessions" });
    const rows = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ["Opening Keynote", "2", "4.5", "12.0", "16.5"],
      ["Deep Dive", "0", "—", "—", "—"],
      ["Closing Panel", "1", "3.0", "17.3", "20.3"],
    ]);
    const total = within(table).getByRole("button", { name: /Average total/ });
    fireEvent.click(total);
    expect(rows().map((row) => row[0])).toEqual(["Opening Keynote", "Closing Panel", "Deep Dive"]);
    fireEvent.click(total);
    expect(total.closest("th")?.getAttribute("aria-sort")).toBe("descending");
    expect(rows().map((row) => row[0])).toEqual(["Closing Panel", "Opening Keynote", "Deep Dive"]);
  });

  it("is served at evaluation/monitor/{planId} too (issue 20 item 9)", async () => {
    openEvaluation("evaluation/monitor/p-1", { [`GET ${base}/p-1/monitor`]: ok(monitorView()) });
    expect(
      await screen.findByRole("heading", { name: "Program committee", level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole("table", { name: "Sessions" })).toBeTruthy();
  });

  it("before the first evaluation says there is nothing to average yet", async () => {
    const view = monitorView();
    openEvaluation("sessions/monitor/p-1", {
      [`GET ${base}/p-1/monitor`]: ok({
        ...view,
        sessions: view.sessions.map((session) => ({
          ...session,
          evaluations: 0,
          averages: {},
          averageTotal: null,
        })),
      }),
    });
    expect(await screen.findByText(NO_EVALUATIONS, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Sessions" })).toBeNull();
  });
});
