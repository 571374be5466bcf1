import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 7 items 2 and 7 for records: an organizer edits a contact and sees the change in its
 * audit; merges two duplicate contacts and finds both histories on the survivor. The contacts are
 * made through the API first, with a name of their own so runs and other suites do not meet.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const eventPage = (subpath: string) => `/event-light/${SUMMIT_ID}/${subpath}`;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).payload.id_token}` };
}

async function createContact(request: APIRequestContext, values: Record<string, string>): Promise<string> {
  const response = await request.post(`/api/event/${SUMMIT_ID}/contact`, {
    headers: await adminHeaders(request),
    data: { values },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).payload.id;
}

test("an organizer edits a contact inline and sees the change in its audit", async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const id = await createContact(request, {
    FIRST_NAME: "Radia",
    LAST_NAME: `Perlman ${tag}`,
    EMAIL: `radia.${tag}@example.com`,
    TITLE: "Engineer",
  });
  await signInAsAdmin(page);

  // From the contacts list: the row's name opens the contact.
  await page.goto(eventPage("contacts"));
  await page.getByRole("searchbox", { name: "Search contacts" }).fill(tag);
  await page.getByRole("link", { name: `Open Radia Perlman ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/${id}$`));
  await expect(page.getByRole("heading", { name: `Radia Perlman ${tag}`, level: 1 })).toBeVisible();

  await page.getByRole("navigation", { name: "contact pages" }).getByRole("link", { name: "Edit" }).click();
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue("Engineer");
  await title.fill("Distinguished Engineer");
  await title.press("Enter");
  await expect(page.getByText("✓ Saved")).toBeVisible();
  // A bad value is refused with the field's own message, and nothing is saved.
  const email = page.getByLabel("Email", { exact: true });
  await email.fill("radia@");
  await email.press("Tab");
  await expect(page.getByText('"radia@" is not a valid email address')).toBeVisible();
  await email.press("Escape");

  await page.getByRole("navigation", { name: "contact pages" }).getByRole("link", { name: "Audit" }).click();
  const audit = page.getByRole("list", { name: "Audit, newest first" });
  const latest = audit.getByRole("listitem").first();
  await expect(latest).toContainText("Ada Organizer changed");
  await expect(latest.getByRole("row", { name: /Title/ })).toContainText("Engineer→Distinguished Engineer");
  await expect(audit.getByRole("listitem")).toHaveCount(2); // the edit, and the creation
});

test("an organizer merges two duplicate contacts and finds both histories on the survivor", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const name = `Mary Keller ${tag}`;
  const survivor = await createContact(request, {
    FIRST_NAME: "Mary",
    LAST_NAME: `Keller ${tag}`,
    EMAIL: `mary.keller.${tag}@example.com`,
    TITLE: "Professor",
  });
  const other = await createContact(request, {
    FIRST_NAME: "Mary",
    LAST_NAME: `Keller ${tag}`,
    EMAIL: `mkeller.${tag}@edgewood.example`,
    TITLE: "Sister",
    COMPANY: "Edgewood College",
  });
  // The other contact's own history: an edit.
  const edited = await request.put(`/api/event/${SUMMIT_ID}/contact/${other}`, {
    headers: await adminHeaders(request),
    data: { values: { PHONE: "+1 555 0199" } },
  });
  expect(edited.status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto(eventPage(`contact/${survivor}`));
  await page.getByRole("link", { name: "Find duplicates" }).click();
  await expect(page.getByRole("heading", { name: `Duplicates of ${name}` })).toBeVisible();
  // The duplicate is picked by its name (the field-by-field choices below it name emails).
  await page.getByRole("radio", { name: new RegExp(`^${name} mkeller\\.`) }).check();
  const table = page.getByRole("table", { name: /field by field/ });
  // Both have a title: keep the other's. The company only the other has: it is filled.
  await table
    .getByRole("row", { name: /^Title/ })
    .getByRole("radio", { name: /Sister/ })
    .check();
  await expect(
    table
      .getByRole("row", { name: /^Company/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("Edgewood College");
  await page.getByRole("button", { name: "Merge", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Merge these contacts?" })
    .getByRole("button", { name: "Merge contacts" })
    .click();

  // Landed on the survivor, which kept its email and took the chosen and the missing values.
  await expect(page).toHaveURL(new RegExp(`/contact/${survivor}$`));
  await expect(page.getByText("The contacts have been merged.")).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText(`mary.keller.${tag}@example.com`);
  await expect(details).toContainText("Sister");
  await expect(details).toContainText("Edgewood College");

  // Both histories: the merge, the other's edit and creation, and the survivor's own creation.
  await page.getByRole("navigation", { name: "contact pages" }).getByRole("link", { name: "Audit" }).click();
  const audit = page.getByRole("list", { name: "Audit, newest first" });
  await expect(audit.getByRole("listitem").first()).toContainText(`Merged ${name} into this contact`);
  await expect(audit.getByRole("listitem")).toHaveCount(4);
  await expect(audit.getByRole("row", { name: /Phone/ }).first()).toContainText("+1 555 0199");
  await expect(audit.getByRole("listitem").filter({ hasText: "Ada Organizer created" })).toHaveCount(2);

  await page
    .getByRole("navigation", { name: "contact pages" })
    .getByRole("link", { name: "History" })
    .click();
  await page
    .getByRole("navigation", { name: "Histories" })
    .getByRole("link", { name: "Merged contacts" })
    .click();
  await expect(page.getByRole("table", { name: "Merged contacts" })).toContainText(
    `mkeller.${tag}@edgewood.example`,
  );

  // The merged contact is gone.
  const gone = await request.get(`/api/event/${SUMMIT_ID}/contact/${other}`, {
    headers: await adminHeaders(request),
  });
  expect(gone.status()).toBe(404);
});
