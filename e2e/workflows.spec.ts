import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";
import { readStoredTokens } from "./support/tokens.js";

/*
 * Issue 21 item 4: the Summit's admin builds a workflow in the builder (contact.created, a
 * condition on the email, "Add a tag"), a contact is created through the API, and the run shows
 * in the builder's run log and the tag on the contact's page.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const eventPage = (subpath: string) => `/event-light/${SUMMIT_ID}/${subpath}`;

test("an admin builds a workflow, triggers it, and sees the run and the tag", async ({ page, request }) => {
  const run = Date.now();
  const tagName = `Workflow ${run}`;
  const domain = `wf${run}.example`;
  await signInAsAdmin(page);
  const { id_token: token } = await readStoredTokens(page);
  const headers = { authorization: `Bearer ${token}` };
  const tag = await request.post(`/api/events/${SUMMIT_ID}/tags`, { headers, data: { name: tagName } });
  expect(tag.status()).toBe(201);

  await page.goto(eventPage("workflows"));
  await expect(page.getByRole("heading", { name: "Workflows", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Create workflow" }).first().click();
  await expect(page.getByRole("heading", { name: "New workflow", level: 1 })).toBeVisible();

  // Keyboard: type the name, pick the trigger, add a condition and fill it in.
  await page.getByLabel("Name").fill(`Tag ${domain}`);
  await page.getByLabel("Trigger").selectOption("contact.created");
  await page.getByRole("button", { name: "Add condition" }).press("Enter");
  await page.getByLabel("Condition 1 field").fill("EMAIL");
  await page.getByLabel("Condition 1 operator").selectOption("contains");
  await page.getByLabel("Condition 1 value").fill(`@${domain}`);
  await page.getByLabel("Action 1", { exact: true }).selectOption("add_tag");
  await page.getByLabel("Action 1 tag").selectOption({ label: tagName });
  await page.getByLabel("Condition 1 value").press("Enter");
  await expect(page).toHaveURL(/\/workflows\/builder\/wf_/);
  await expect(page.getByRole("heading", { name: "Edit workflow", level: 1 })).toBeVisible();
  const log = page.getByRole("region", { name: "Run log" });
  await expect(log).toContainText("No runs yet.");

  const made = await request.post(`/api/event/${SUMMIT_ID}/contact`, {
    headers,
    data: { values: { FIRST_NAME: "Flow", LAST_NAME: `Run ${run}`, EMAIL: `flow@${domain}` } },
  });
  expect(made.status()).toBe(201);
  const contactId = (await made.json()).payload.id as string;

  // The log polls the server: the run shows up with its action's outcome.
  const row = log.getByRole("row").filter({ hasText: contactId });
  await expect(row).toContainText("Succeeded", { timeout: 20_000 });
  await expect(row).toContainText(`Add a tag: Added the tag ${tagName}`);

  await page.goto(eventPage(`contact/${contactId}/edit`));
  // The record page loads the contact, its fields and tags: slower on a busy machine.
  await expect(page.getByRole("heading", { name: `Flow Run ${run}`, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("list", { name: "Tags", exact: true }).getByText(tagName)).toBeVisible();

  // The list shows it enabled, with its last run.
  await page.goto(eventPage("workflows"));
  await expect(page.getByRole("heading", { name: "Workflows", level: 1 })).toBeVisible({ timeout: 30_000 });
  const listed = page.getByRole("row", { name: new RegExp(`Tag ${domain}`) });
  await expect(listed).toContainText("Succeeded", { timeout: 20_000 });
  await expect(listed.getByRole("checkbox", { name: `Tag ${domain} enabled` })).toBeChecked();
});
