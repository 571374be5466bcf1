import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "./support/server-config.js";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 7 item 1 on the contacts list, as an organizer uses it: stars a column and saves a layout
 * that a reload keeps; selects two contacts and deletes them at once; copies a contact's link from
 * its row's actions. Contacts are made through the API with a tag of their own, so runs and other
 * suites do not meet.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const contactsPage = `/event-light/${SUMMIT_ID}/contacts`;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).payload.id_token}` };
}

async function createContacts(request: APIRequestContext, tag: string, firstNames: string[]) {
  const headers = await adminHeaders(request);
  const ids: string[] = [];
  for (const fname of firstNames) {
    const response = await request.post(`/api/event/${SUMMIT_ID}/contact`, {
      headers,
      data: {
        values: { FIRST_NAME: fname, LAST_NAME: tag, EMAIL: `${fname.toLowerCase()}.${tag}@example.com` },
      },
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).payload.id);
  }
  return ids;
}

const table = (page: Page) => page.getByRole("table", { name: "Contacts" });
async function headers(page: Page): Promise<string[]> {
  const cells = await table(page).getByRole("columnheader").allTextContents();
  return cells.map((text) => text.replace(/[▲▼↕]/g, "").trim()).filter((text) => text && text !== "Actions");
}

test("an organizer stars a column, saves the layout, and a reload keeps it", async ({ page }) => {
  const name = `Front desk ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto(contactsPage);
  await expect(table(page).getByRole("rowheader").first()).toBeVisible();
  expect(await headers(page)).toEqual(expect.arrayContaining(["Name", "Email", "Phone", "T-Shirt Size"]));

  await page.getByRole("button", { name: "Columns" }).click();
  const popover = page.getByRole("dialog", { name: "Columns" });
  // Hide Phone, then bring T-Shirt Size up to second place with the keyboard.
  await popover.getByRole("button", { name: "Star Phone" }).click();
  const up = popover.getByRole("button", { name: "Move T-Shirt Size up" });
  await up.focus();
  for (let press = 0; press < 10; press++) {
    if (await up.isDisabled()) break;
    if ((await headers(page))[1] === "T-Shirt Size") break;
    await page.keyboard.press("Enter");
  }
  await page.keyboard.press("Escape");
  await expect(popover).toHaveCount(0);
  const chosen = await headers(page);
  expect(chosen.slice(0, 2)).toEqual(["Name", "T-Shirt Size"]);
  expect(chosen).not.toContain("Phone");

  await page.getByRole("button", { name: "Save layout as…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save layout as…" });
  await dialog.getByLabel("Layout name").fill(name);
  await dialog.getByRole("button", { name: "Save layout" }).click();
  await expect(page.getByText(`Layout “${name}” saved.`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]layout=/);

  await page.reload();
  await expect(page.getByLabel("Layout", { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel("Layout", { exact: true }).locator("option:checked")).toHaveText(name);
  await expect(table(page).getByRole("rowheader").first()).toBeVisible();
  expect(await headers(page)).toEqual(chosen);

  // The same browser, without the address's layout: it is remembered.
  await page.goto(contactsPage);
  await expect(page.getByLabel("Layout", { exact: true }).locator("option:checked")).toHaveText(name);
  expect(await headers(page)).toEqual(chosen);

  // Tidy up: delete it, and the list goes back to every column.
  await page.getByRole("button", { name: `More actions for the layout ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete layout" }).click();
  await expect(page.getByLabel("Layout", { exact: true })).toHaveValue("");
  expect(await headers(page)).toContain("Phone");
});

test("an organizer selects two contacts and deletes them at once; a reload shows them gone", async ({
  page,
  request,
}) => {
  const tag = `Bulk${Date.now().toString(36)}`;
  await createContacts(request, tag, ["Ada", "Grace", "Hedy"]);
  await signInAsAdmin(page);
  await page.goto(contactsPage);
  await page.getByRole("searchbox", { name: "Search contacts" }).fill(tag);
  await expect(table(page).getByRole("rowheader")).toHaveCount(3);

  await page.getByRole("checkbox", { name: `Select Ada ${tag}` }).check();
  // Space on a focused row toggles its checkbox too.
  const graceRow = table(page).getByRole("row", { name: new RegExp(`Grace ${tag}`) });
  await graceRow.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: `Select Grace ${tag}` })).toBeChecked();
  await expect(page.getByText("2 selected")).toBeVisible();

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete 2 contacts?" });
  await dialog.getByRole("button", { name: "Delete 2 contacts" }).click();
  await expect(page.getByText("2 contacts have been deleted.")).toBeVisible();
  await expect(table(page).getByRole("rowheader")).toHaveText([`Hedy ${tag}`]);

  await page.reload();
  await page.getByRole("searchbox", { name: "Search contacts" }).fill(tag);
  await expect(page.getByText("1 contact found")).toBeVisible();
  await expect(table(page).getByRole("rowheader")).toHaveText([`Hedy ${tag}`]);
});

test("a row's Copy link puts the contact's address on the clipboard", async ({ page, request, context }) => {
  const tag = `Link${Date.now().toString(36)}`;
  const [id] = await createContacts(request, tag, ["Lise"]);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await signInAsAdmin(page);
  await page.goto(contactsPage);
  await page.getByRole("searchbox", { name: "Search contacts" }).fill(tag);
  await expect(table(page).getByRole("rowheader")).toHaveCount(1);

  await page.getByRole("button", { name: `More actions for Lise ${tag}` }).click();
  await page.getByRole("menuitem", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${BASE_URL}/event-light/${SUMMIT_ID}/contact/${id}`,
  );

  // Open goes to the same page.
  await page.getByRole("button", { name: `More actions for Lise ${tag}` }).click();
  await page.getByRole("menuitem", { name: "Open" }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/${id}$`));
});
