import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 7 item 1: record list filters and the organization's people with segments (spec 1 §2
 * "people and people/segments/{segmentId}"). An organizer filters the Summit's contacts by company,
 * sees the count drop and the chip, and keeps the filter over a reload; then filters the
 * organization's people, saves a segment and opens it again by its address. The contacts are made
 * through the API with a company of their own, so runs and other suites do not meet.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";

async function createContacts(request: APIRequestContext, company: string, names: readonly string[][]) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
  for (const [first = "", last = ""] of names) {
    const response = await request.post(`/api/event/${SUMMIT_ID}/contact`, {
      headers,
      data: {
        values: {
          FIRST_NAME: first,
          LAST_NAME: last,
          EMAIL: `${first}.${company.replace(/\W+/g, "-")}@example.com`.toLowerCase(),
          COMPANY: company,
        },
      },
    });
    expect(response.status()).toBe(201);
  }
}

/** Adds "Company contains {value}" with the Filters builder. */
async function filterByCompany(page: Page, value: string) {
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  const builder = page.getByRole("form", { name: /^Add a filter to/ });
  await builder.getByLabel("Field").selectOption({ label: "Company" });
  await builder.getByLabel("Operator").selectOption({ label: "contains" });
  await builder.getByLabel("Value").fill(value);
  await builder.getByRole("button", { name: "Add filter" }).click();
}

test("an organizer filters the Summit's contacts by company and keeps the filter over a reload", async ({
  page,
  request,
}) => {
  const company = `Filterworks ${Date.now().toString(36)}`;
  await createContacts(request, company, [
    ["Hedy", "Lamarr"],
    ["Katherine", "Johnson"],
  ]);
  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT_ID}/contacts`);
  const count = page.locator(".records-count");
  await expect(count).toHaveText(/^\d+ contacts$/);
  const before = Number.parseInt((await count.textContent()) ?? "0", 10);
  expect(before).toBeGreaterThan(2);

  await filterByCompany(page, company);
  await expect(count).toHaveText("2 contacts match");
  const chip = page.getByRole("button", { name: `Remove filter: Company contains "${company}"` });
  await expect(chip).toBeVisible();
  const table = page.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("rowheader")).toHaveText(["Hedy Lamarr", "Katherine Johnson"]);
  await expect(page).toHaveURL(/[?&]filters=/);

  await page.reload();
  await expect(count).toHaveText("2 contacts match");
  await expect(chip).toBeVisible();

  // The chip's button takes the filter away again.
  await chip.click();
  await expect(count).toHaveText(`${before} contacts`);
});

test("on the organization's people an organizer saves a segment and opens it by its address", async ({
  page,
  request,
}) => {
  const company = `Segmentry ${Date.now().toString(36)}`;
  await createContacts(request, company, [
    ["Mary", "Jackson"],
    ["Dorothy", "Vaughan"],
  ]);
  await signInAsAdmin(page);
  await page.goto(`/org-light/${ORG_ID}/people`);
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  const count = page.locator(".records-count");
  await expect(count).toHaveText(/^\d+ people$/);

  await filterByCompany(page, company);
  await expect(count).toHaveText("2 people match");
  await page.getByRole("button", { name: "Save as segment" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as segment" });
  await dialog.getByLabel("Segment name").fill(company);
  await dialog.getByRole("button", { name: "Save segment" }).click();
  await expect(page).toHaveURL(new RegExp(`/org-light/${ORG_ID}/people/segments/[\\w-]+$`));
  const segmentUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "People segments" })
      .getByRole("link", { name: `${company} 2 people` }),
  ).toBeVisible();

  // A fresh visit to the address: the segment's own filters, the same people.
  await page.goto("/home");
  await page.goto(segmentUrl);
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expect(count).toHaveText("2 people match");
  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("rowheader")).toHaveText(["Mary Jackson", "Dorothy Vaughan"]);
  await expect(
    page.getByRole("button", { name: `Remove filter: Company contains "${company}"` }),
  ).toBeVisible();
  // Each row opens the contact's page.
  await table.getByRole("link", { name: "Open Mary Jackson" }).click();
  await expect(page).toHaveURL(/\/event-light\/[\w-]+\/contact\/[\w-]+$/);
});
