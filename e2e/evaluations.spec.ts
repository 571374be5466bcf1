import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signInAsAdmin, submitSignIn } from "./support/sign-in.js";

/*
 * Issue 5 item 1, "evaluators redirected from the dashboard to their evaluations" (spec 1 §6): the
 * demo's reviewer@foyer.demo is on the Summit's team with no role and evaluates its "Program
 * committee" plan (the opening keynote already scored 5 + 4 + 3). An organizer adds a plan and
 * reads the plan's monitor.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const eventPage = (subpath: string) => `/event-light/${SUMMIT_ID}/${subpath}`;

test("an evaluator lands on My evaluations, scores a session and moves on to the next", async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "reviewer@foyer.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);

  await page.goto(eventPage("dashboard"));
  await expect(page).toHaveURL(eventPage("evaluation/my-evaluations"));
  await expect(page.getByRole("heading", { name: "My evaluations", level: 1 })).toBeVisible();
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Program committee" }) });
  await expect(card.getByText(/^1 of \d+ evaluated$/)).toBeVisible();
  await card.getByRole("link", { name: "Program committee" }).click();

  const sessions = page.getByRole("table", { name: "Sessions to evaluate" });
  const keynote = sessions.getByRole("row").filter({ hasText: "Opening Keynote" });
  await expect(keynote.getByRole("cell").last()).toHaveText("12 / 15");
  // The first session not evaluated yet (other flows add sessions to the Summit, so not a fixed row),
  // and whether the one after it is evaluated: "Save and next" lands there.
  const rows = sessions.getByRole("row");
  const totals = (await rows.locator("td:last-child").allTextContents()).map((text) => text.trim());
  const first = totals.indexOf("Not evaluated");
  expect(first).toBeGreaterThanOrEqual(0);
  const nextStatus = totals[first + 1] === "Not evaluated" ? "Not evaluated yet" : "Saved";
  const row = rows.nth(first + 1);
  const title = (await row.getByRole("rowheader").textContent())?.trim() ?? "";
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // Nothing scored: the form says what is missing and sends nothing.
  const form = page.getByRole("form", { name: "Your evaluation" });
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(form.getByRole("alert")).toContainText("Score “Relevance”");
  for (const [criterion, score] of [
    ["Relevance", "4"],
    ["Clarity", "2"],
    ["Speaker expertise", "5"],
  ] as const) {
    await form
      .getByRole("group", { name: new RegExp(`^${criterion}`) })
      .getByRole("radio", { name: score })
      .check();
  }
  await form.getByLabel("Comment").fill("<script>alert(1)</script> Clear outline.");
  await form.getByRole("button", { name: "Save and next" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);
  await expect(page.getByRole("form", { name: "Your evaluation" }).getByRole("status")).toHaveText(
    nextStatus,
  );

  // What was saved is there after a reload, the comment as plain text.
  await page.goBack();
  await page.reload();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Comment")).toHaveValue("<script>alert(1)</script> Clear outline.");
  await expect(page.getByRole("form", { name: "Your evaluation" }).getByRole("status")).toHaveText("Saved");
  await page.goto(eventPage("evaluation/my-evaluations"));
  await expect(card.getByText(/^2 of \d+ evaluated$/)).toBeVisible();

  // The plans themselves are not the evaluator's to see.
  await page.goto(eventPage("evaluation/evaluation-plans"));
  await expect(page.getByRole("heading", { name: "uh Oh!" })).toBeVisible();
});

test("an organizer adds a plan with an evaluator and reads the committee's monitor", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(eventPage("dashboard"));
  await page
    .getByRole("navigation", { name: "Event" })
    .getByRole("link", { name: "Evaluations", exact: true })
    .click();
  const plans = page.getByRole("table", { name: "Evaluation plans" });
  await expect(plans.getByRole("rowheader", { name: /Program committee/ })).toBeVisible();

  await page
    .getByRole("button", { name: "Add evaluation plan" })
    .or(page.getByRole("link", { name: "Add evaluation plan" }))
    .first()
    .click();
  const form = page.getByRole("form", { name: "Evaluation plan" });
  await form.getByLabel("Name", { exact: true }).fill("Workshop jury");
  await form.getByLabel("Criterion 1", { exact: true }).fill("Hands-on value");
  await form.getByLabel("Maximum score of criterion 1").fill("10");
  await form.getByRole("checkbox", { name: /Rita Reviewer/ }).check();
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(eventPage("evaluation/evaluation-plans"));
  const jury = plans.getByRole("row").filter({ hasText: "Workshop jury" });
  await expect(jury).toBeVisible();

  await plans.getByRole("link", { name: "Monitor Program committee" }).click();
  await expect(page.getByRole("heading", { name: "Program committee", level: 1 })).toBeVisible();
  const keynote = page
    .getByRole("table", { name: "Sessions" })
    .getByRole("row")
    .filter({ hasText: "Opening Keynote" });
  await expect(keynote.getByRole("cell").last()).toHaveText("12.0");
});
