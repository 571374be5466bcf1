import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/** The demo Summit (apps/api/src/db/seed.ts). */
const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const eventPage = (path: string) => `/event-light/${SUMMIT_ID}/${path}`;

test.describe("session settings: criteria and templates (issue 25 item 7)", () => {
  test("an organizer adds a criterion and a template; a new plan starts with the criterion, a session made from the template gets its format", async ({
    page,
  }) => {
    const run = randomBytes(3).toString("hex");
    const criterion = `Originality ${run}`;
    const format = `Lightning ${run}`;
    const templateName = `Quick talk ${run}`;
    const title = `From a template ${run}`;
    await signInAsAdmin(page);

    // A format of its own for the template to preset.
    await page.goto(eventPage("sessions/settings/formats"));
    await page.getByLabel("New format").fill(format);
    await page.getByRole("button", { name: "Add format" }).click();
    await expect(page.getByRole("list", { name: "Formats" }).getByText(format)).toBeVisible();

    // The criterion, from the settings' tabs.
    await page
      .getByRole("navigation", { name: "Session settings" })
      .getByRole("link", { name: "Criteria" })
      .click();
    const criteria = page.getByRole("list", { name: "Evaluation criteria" });
    await expect(criteria.getByText("Speaker expertise")).toBeVisible();
    await page.getByRole("button", { name: "Add criterion" }).click();
    const addCriterion = page.getByRole("form", { name: "Add a criterion" });
    await addCriterion.getByLabel("Criterion name").fill(criterion);
    await addCriterion.getByLabel("Highest score").fill("10");
    await addCriterion.getByLabel("Criterion name").press("Enter");
    await expect(criteria.getByText(criterion)).toBeVisible();

    // The template.
    await page
      .getByRole("navigation", { name: "Session settings" })
      .getByRole("link", { name: "Templates" })
      .click();
    await page.getByRole("button", { name: "Add template" }).click();
    const addTemplate = page.getByRole("form", { name: "Add a template" });
    await addTemplate.getByLabel("Template name").fill(templateName);
    await addTemplate.getByLabel("Length in minutes (optional)").fill("10");
    await addTemplate.getByLabel("Format").selectOption({ label: format });
    await addTemplate.getByRole("button", { name: "Add template" }).click();
    await expect(page.getByRole("list", { name: "Session templates" }).getByText(templateName)).toBeVisible();

    // A new evaluation plan starts with the library's criteria, the new one included.
    await page.goto(eventPage("evaluation/add"));
    await expect(page.getByRole("heading", { name: "Add evaluation plan", level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Criterion 1", exact: true })).toHaveValue("Relevance");
    const names = page.getByRole("textbox", { name: /^Criterion \d+$/ });
    await expect
      .poll(async () => names.evaluateAll((inputs) => inputs.map((one) => (one as HTMLInputElement).value)))
      .toContain(criterion);

    // A session made from the template gets its format.
    await page.goto(eventPage("sessions"));
    await page.getByRole("button", { name: "Add session" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add session" });
    await dialog.getByLabel("Template").selectOption({ label: templateName });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Title").press("Enter");
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const formatSelect = page.getByLabel("Format", { exact: true });
    await expect(formatSelect.locator("option:checked")).toHaveText(format);
  });
});
