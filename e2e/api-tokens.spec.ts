import { apiTokenMessages } from "@foyer/domain";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 21 item 1: the demo organization's admin makes an API token on settings/api-tokens, reads
 * it off the page (shown once), calls the API with it, revokes it, and the API then answers 401.
 */

const ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";
const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";

test("an admin creates an API token, uses it, and revokes it", async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.goto(`/org-light/${ORG_ID}/settings/api-tokens`);
  await expect(page.getByRole("heading", { name: "API tokens", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "API tokens" })).toBeVisible();

  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API token" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  // Nothing is sent without a name.
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(apiTokenMessages.nameRequired);
  const name = `Browser test ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("radio", { name: "Choose per module" }).check();
  await dialog.getByRole("combobox", { name: "contacts access" }).selectOption("read");
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog).toHaveCount(0);

  const shown = page.getByRole("region", { name: "New API token" });
  await expect(shown.getByText(apiTokenMessages.shownOnce)).toBeVisible();
  const token = await shown.getByLabel("Your new API token").inputValue();
  expect(token).toMatch(/^foyer_pat_/);
  await shown.getByRole("button", { name: "Copy token" }).click();
  await expect(shown.getByRole("status")).not.toHaveText("");

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("contacts: read");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Never");

  // The token works on the API, within its scope.
  const headers = { authorization: `Bearer ${token}` };
  const event = await request.get(`/api/event/${SUMMIT_ID}`, { headers });
  expect(event.status()).toBe(200);
  const write = await request.post(`/api/event/${SUMMIT_ID}/contact`, {
    headers,
    data: { values: { FIRST_NAME: "No", LAST_NAME: "Write", EMAIL: "no.write@example.com" } },
  });
  expect(write.status()).toBe(403);

  // Once it leaves the page it is never shown again: the list holds only its prefix.
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this API token?" });
  await confirm.getByRole("button", { name: "Revoke token" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText("Revoked");

  const after = await request.get(`/api/event/${SUMMIT_ID}`, { headers });
  expect(after.status()).toBe(401);
  expect((await after.json()).message).toBe(apiTokenMessages.revoked);
});
