import { integrationMessages } from "@foyer/domain";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 24 items 4 and 5 (spec 1 §2, §4, §5, §8, §9): the demo organization's admin opens the
 * organization's settings/integrations, runs the wizard against the sandbox's ON24 stand-in —
 * wrong keys first (the server's message, the connection listed invalid), then the sandbox keys —
 * previews with the dry run, imports, lands on the new event's dashboard, and finds the mapping on
 * the event's settings/integrations page.
 */

const ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";
const WIZARD = "Import from On24, Cvent or Swoogo";

const wizard = (page: Page, step: string) => page.getByRole("dialog", { name: `${WIZARD}: ${step}` });

async function fillConnection(form: Locator, values: { key: string; secret: string; clientId: string }) {
  await form.getByLabel("Access token key").fill(values.key);
  await form.getByLabel("Access token secret").fill(values.secret);
  await form.getByLabel("Client ID").fill(values.clientId);
}

test("an admin imports an On24 event from the sandbox and lands on its dashboard", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/org-light/${ORG_ID}/settings/integrations`);
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  // `npm start` and the e2e server run the sandbox: it says so.
  await expect(page.getByText(integrationMessages.sandbox)).toBeVisible();

  await page.getByRole("button", { name: "Add a connection" }).click();
  const select = wizard(page, "Select Source");
  await expect(select.getByRole("navigation", { name: "Import steps" })).toBeVisible();
  // Spec 1 §9: only On24 unless the organization's setting lists every source.
  await expect(select.getByRole("radio")).toHaveCount(1);
  await select.getByRole("radio", { name: /On24/ }).check();
  await select.getByRole("button", { name: "Next" }).click();

  const connect = wizard(page, "Connect");
  await expect(connect).toBeVisible();
  const addButton = connect.getByRole("button", { name: "Add a connection" });
  if (await addButton.isVisible()) await addButton.click();
  let form = connect.getByRole("form", { name: "Connect On24" });

  // Spec 1 §5: an empty field is refused before anything is sent.
  await form.getByRole("button", { name: "Connect" }).click();
  await expect(form.getByRole("alert")).toHaveText(integrationMessages.requiredFields);

  // Wrong keys: the platform's refusal in the server's words; the connection is kept as invalid.
  await fillConnection(form, { key: "WRONGKEY", secret: "wrong-secret", clientId: "10001" });
  await form.getByLabel("Client ID").press("Enter");
  const refusal = form.getByRole("alert");
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toHaveText(integrationMessages.requiredFields);
  await expect(refusal).not.toHaveText(integrationMessages.connectFailed);
  await expect(connect.getByRole("list", { name: "Connections" }).getByText("Invalid").first()).toBeVisible();

  // The sandbox keys.
  await form.getByRole("button", { name: "Fill in sandbox keys" }).click();
  await form.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText(integrationMessages.created).first()).toBeVisible();
  await expect(connect.getByRole("radio", { checked: true })).toBeVisible();
  form = connect.getByRole("form", { name: "Connect On24" });
  await expect(form).toHaveCount(0);
  await connect.getByRole("button", { name: "Next" }).click();

  // Preview: the stand-in's events beside Foyer's; the dry run says what the import would do.
  const preview = wizard(page, "Preview");
  const table = preview.getByRole("table");
  await expect(table).toBeVisible({ timeout: 20_000 });
  // An event with dates (the stand-in also has some without, which the import refuses).
  const row = table.locator("tbody tr").filter({ hasNotText: "No dates" }).first();
  const name = (await row.locator(".admin-table__name").textContent()) ?? "";
  expect(name).not.toBe("");
  await row.getByRole("checkbox").check();
  await expect(row.getByRole("combobox")).toHaveValue("");
  await expect(row.getByText("Will create a new event")).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText(/^Speakers: /)).toBeVisible();
  await preview.getByRole("button", { name: "Import" }).click();

  // Import: the job is followed until it completes; then to the new event's dashboard.
  const importing = wizard(page, "Import");
  await expect(importing.getByText("Import complete")).toBeVisible({ timeout: 60_000 });
  await importing.getByRole("button", { name: "Go to the event" }).click();
  await expect(page).toHaveURL(/\/event-light\/[^/]+\/dashboard$/);
  const eventId = new URL(page.url()).pathname.split("/")[2] ?? "";

  // The event's settings/integrations page shows the mapping.
  await page.goto(`/event-light/${eventId}/settings/integrations`);
  await expect(page.getByRole("region", { name: `On24: ${name}` })).toBeVisible();
  await expect(page.getByRole("form", { name: `Fields synced from ${name}` })).toBeVisible();
});
