import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 22 item 3: ⌘K / Ctrl+K in the admin's top bar searches the organization from the
 * keyboard — type, move with the arrows, Enter lands on the record — and the term comes back as a
 * recent search the next time (kept by the server, so in any browser).
 */

const ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";

test("Ctrl+K, type, arrows and Enter open a contact; the term is a recent search next time", async ({
  page,
}) => {
  // It goes through both areas, each loading its own code.
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await page.goto(`/org-light/${ORG_ID}/dashboard`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the organization" });
  const box = dialog.getByRole("combobox");
  await expect(box).toBeFocused();
  await box.fill("Hopper");
  const people = dialog.getByRole("group", { name: "People" });
  const graces = people.getByRole("option", { name: /Grace Hopper/ });
  await expect(graces.first()).toBeVisible();
  await expect(graces.first()).toHaveAttribute("aria-selected", "true");
  const results = await new AxeBuilder({ page }).include(".command-search").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // Down and back up: the first Grace Hopper is chosen again, and Enter opens her page.
  await box.press("ArrowDown");
  await expect(graces.first()).toHaveAttribute("aria-selected", "false");
  await box.press("ArrowUp");
  await expect(graces.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/event-light\/[^/]+\/contact\/[^/]+$/);
  // The event area's code may still be on its way on a busy machine.
  await expect(page.getByRole("heading", { name: /Grace Hopper/, level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  // In the event area too; the term is among the recent searches and searches again on Enter.
  await page.keyboard.press("Control+k");
  const recent = dialog.getByRole("group", { name: "Recent searches" });
  await expect(recent.getByRole("option", { name: "Hopper", exact: true })).toBeVisible();
  await expect(recent.getByRole("option").first()).toHaveText("Hopper");
  await box.press("Enter");
  await expect(box).toHaveValue("Hopper");
  await expect(people.getByRole("option", { name: /Grace Hopper/ }).first()).toBeVisible();
  await box.press("Escape");
  await expect(dialog).toBeHidden();
});

test("pages and events the user may open are offered by name", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/org-light/${ORG_ID}/dashboard`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search the organization" });
  await dialog.getByRole("combobox").fill("team");
  await expect(
    dialog.getByRole("group", { name: "Pages" }).getByRole("option", { name: "Team" }),
  ).toBeVisible();
  await dialog.getByRole("combobox").fill("summit 2027");
  const summit = dialog
    .getByRole("group", { name: "Events" })
    .getByRole("option", { name: /Foyer Summit 2027/ });
  await summit.click();
  await expect(page).toHaveURL(/\/event-light\/[^/]+\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Foyer Summit 2027", level: 1 })).toBeVisible();
});
