import { evaluationMessages, messages } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAVED, UNSAVED } from "../eventlight/evaluation/ReviewForm.js";
import { NOT_EVALUATED } from "../eventlight/evaluation/ReviewListPage.js";
import {
  base,
  evaluatorProfile,
  openEvaluation,
  profileRoute,
  reviewItem,
  reviewList,
} from "./evaluation-kit.js";
import type { Routes } from "./fake-api.js";
import { bodyOf } from "./sessions-kit.js";
import { ok } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * An evaluator's pages (spec 1 §2 "review/{planId} (and /session/{sessionId})"): the plan's
 * sessions with the evaluator's totals, and one session scored against the plan's criteria.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const review = `${base}/p-1/review`;

function openReview(routes: Routes = {}) {
  return openEvaluation("sessions/review/p-1/session/s-1", {
    [profileRoute]: ok(evaluatorProfile),
    [`GET ${review}/s-1`]: ok(reviewItem()),
    ...routes,
  });
}

const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });

describe("scoring a session", () => {
  it("shows the session as plain text and checks every score with scoreProblems before sending", async () => {
    let sent: Record<string, unknown> | null = null;
    openReview({
      [`PUT ${review}/s-1`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: { ...sent, updatedAt: "2027-01-06T10:00:00.000Z" } } };
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Opening Keynote", level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(
      screen.getByText("Where events are heading.\nAnd why.", { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(screen.getByRole("list", { name: "People" }).textContent).toBe("Speaker: Grace Hopper");
    expect(screen.getByText("Beginner")).toBeTruthy();

    await press("Save");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(evaluationMessages.scoreMissing("Relevance"))).toBeTruthy();
    expect(within(alert).getByText(evaluationMessages.scoreMissing("Depth"))).toBeTruthy();

    const relevance = screen.getByRole("group", { name: "Relevance (0 to 5)" });
    expect(within(relevance).getAllByRole("radio")).toHaveLength(6);
    fireEvent.click(within(relevance).getByRole("radio", { name: "4" }));
    fireEvent.change(screen.getByLabelText("Depth (0 to 20)"), { target: { value: "25" } });
    await press("Save");
    expect(screen.getByRole("alert").textContent).toBe(evaluationMessages.scoreRange("Depth", 20));
    expect(screen.getByLabelText("Depth (0 to 20)").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toBeNull();

    fireEvent.change(screen.getByLabelText("Depth (0 to 20)"), { target: { value: "17" } });
    fireEvent.change(screen.getByLabelText("Comment"), { target: { value: "Solid." } });
    expect(screen.getByText(UNSAVED)).toBeTruthy();
    await press("Save");
    expect(sent).toEqual({ scores: { "c-rel": 4, "c-depth": 17 }, comment: "Solid." });
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a failed save keeps what was typed and says why; Save and next moves on once saved", async () => {
    let fail = true;
    openReview({
      [`GET ${review}/s-1`]: ok(
        reviewItem({ evaluation: { scores: { "c-rel": 2, "c-depth": 9 }, comment: "", updatedAt: "" } }),
      ),
      [`PUT ${review}/s-1`]: async (request) =>
        fail
          ? { status: 500, body: { message: "The database is not answering" } }
          : { status: 200, body: { payload: { ...(await bodyOf(request)), updatedAt: "" } } },
      [`GET ${review}/s-2`]: ok(
        reviewItem({
          session: { ...reviewItem().session, id: "s-2", title: "Deep Dive" },
          previousId: "s-1",
          nextId: null,
        }),
      ),
    });
    expect(await screen.findByText(SAVED, {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Depth (0 to 20)"), { target: { value: "11" } });
    await press("Save and next");
    expect(screen.getByRole("alert").textContent).toBe("The database is not answering");
    expect((screen.getByLabelText("Depth (0 to 20)") as HTMLInputElement).value).toBe("11");
    expect(screen.getByText(UNSAVED)).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/sessions/review/p-1/session/s-1");

    fail = false;
    await press("Save and next");
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/sessions/review/p-1/session/s-2"));
    expect(await screen.findByRole("heading", { name: "Deep Dive", level: 1 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save and next" })).toBeNull();
    expect(screen.getByRole("link", { name: "← Previous session" })).toBeTruthy();
  });
});

describe("the review list", () => {
  it("shows the plan's instructions as plain text and each session with the evaluator's total", async () => {
    openEvaluation("sessions/review/p-1", {
      [profileRoute]: ok(evaluatorProfile),
      [`GET ${review}`]: ok(reviewList()),
    });
    expect(
      await screen.findByRole("heading", { name: "Program committee", level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole("region", { name: "Instructions" }).textContent).toBe(
      "Read each abstract.\n\nScore it honestly.",
    );
    expect(screen.getByText("1 of 2 evaluated")).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "Sessions to evaluate" })).getAllByRole("row");
    expect(rows[1]?.textContent).toBe("Opening KeynoteProductTalk18 / 25");
    expect(within(rows[2] as HTMLElement).getByText(NOT_EVALUATED)).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/event-light/ev-1/sessions/review/p-1/session/s-1");
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "My evaluations" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("is served at evaluation/review/{planId} too (issue 20 item 9), open to the plan's evaluators", async () => {
    openEvaluation("evaluation/review/p-1", {
      [profileRoute]: ok(evaluatorProfile),
      [`GET ${review}`]: ok(reviewList()),
    });
    expect(
      await screen.findByRole("heading", { name: "Program committee", level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole("table", { name: "Sessions to evaluate" })).toBeTruthy();
  });

  it("a 403 gives way to the gate ('You don't have permission…'); a 404 says the plan does not exist", async () => {
    openEvaluation("sessions/review/p-1", {
      [profileRoute]: ok(evaluatorProfile),
      [`GET ${review}`]: () => ({ status: 403, body: { message: evaluationMessages.notEvaluator } }),
    });
    expect(
      await screen.findByRole("heading", { name: messages.noAccessTitle }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText(messages.noPermission)).toBeTruthy();
    cleanup();
    openEvaluation("sessions/review/p-1", {
      [`GET ${review}`]: () => ({ status: 404, body: { message: evaluationMessages.planNotFound } }),
    });
    expect(await screen.findByRole("heading", { name: evaluationMessages.planNotFound })).toBeTruthy();
  });
});
