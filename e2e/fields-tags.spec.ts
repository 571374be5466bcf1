import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin, submitSignIn } from "./support/sign-in.js";

/*
 * Issue 7 item 3 "Fields and tags": an organizer adds a dropdown field to contacts, sets it on a
 * contact, makes a tag and tags the contact, and finds both after a reload; the field's delete
 * names the contact that holds a value. The demo's viewer@foyer.demo (contacts read only) gets
 * the 'uh Oh!' screen on /fields and /tags.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const CONTACTS_MODULE = "6a3c1d2e-0b4f-4c5d-9e8f-1a2b3c4d5e6f";
const eventPage = (subpath: string) => `/event-light/${SUMMIT_ID}/${subpath}`;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).payload.id_token}` };
}

test("an organizer adds a dropdown field and a tag, sets both on a contact, and sees them after a reload", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const fieldName = `Meal ${run}`;
  const tagName = `VIP ${run}`;
  const headers = await adminHeaders(request);
  const created = await request.post(`/api/event/${SUMMIT_ID}/contact`, {
    headers,
    data: { values: { FIRST_NAME: "Hedy", LAST_NAME: `Lamarr ${run}`, EMAIL: `hedy.${run}@example.com` } },
  });
  expect(created.status()).toBe(201);
  const contactId = (await created.json()).payload.id as string;

  try {
    await signInAsAdmin(page);

    // The fields overview, from the event's navigation, then the contacts' fields.
    await page.goto(eventPage("dashboard"));
    await page
      .getByRole("navigation", { name: "Event" })
      .getByRole("link", { name: "Custom fields" })
      .click();
    await expect(page.getByRole("heading", { name: "Custom fields", level: 1 })).toBeVisible();
    await page.getByRole("list", { name: "Modules" }).getByRole("link", { name: "Contacts" }).click();
    await expect(page.getByRole("heading", { name: "Contacts fields", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Add field" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a field to Contacts" });
    await dialog.getByLabel("Name").fill(fieldName);
    await dialog.getByLabel("Type").selectOption({ label: "Dropdown" });
    await dialog.getByRole("textbox", { name: "Option 1", exact: true }).fill("Fish");
    await dialog.getByRole("textbox", { name: "Option 2", exact: true }).fill("Veg");
    await dialog.getByRole("button", { name: "Add field" }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole("row", { name: new RegExp(fieldName) });
    await expect(row).toContainText("Dropdown");
    await expect(row).toContainText("Fish, Veg");

    // A tag, from the tags page.
    await page.goto(eventPage("tags"));
    await page.getByLabel("New tag").fill(tagName);
    await page.getByRole("radio", { name: "Dark green" }).check();
    await page.getByRole("button", { name: "Add tag" }).click();
    await expect(page.getByRole("list", { name: "Tags", exact: true }).getByText(tagName)).toBeVisible();

    // The contact: set the field on its Edit tab, and tag it with the combobox.
    await page.goto(eventPage(`contact/${contactId}/edit`));
    await expect(page.getByRole("heading", { name: `Hedy Lamarr ${run}`, level: 1 })).toBeVisible();
    await page.getByLabel(fieldName).selectOption("Veg");
    await expect(page.getByText("✓ Saved")).toBeVisible();
    const box = page.getByRole("combobox", { name: "Add tag" });
    await box.fill(tagName.toLowerCase());
    await expect(
      page.getByRole("listbox", { name: "Tags to add" }).getByRole("option", { name: tagName }),
    ).toBeVisible();
    await box.press("Enter");
    const chips = page.getByRole("list", { name: "Tags", exact: true });
    await expect(chips.getByText(tagName)).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: `Hedy Lamarr ${run}`, level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags", exact: true }).getByText(tagName)).toBeVisible();
    await expect(page.getByLabel(fieldName)).toHaveValue("Veg");
    // The tag change is in the contact's audit.
    await page
      .getByRole("navigation", { name: "contact pages" })
      .getByRole("link", { name: "Audit" })
      .click();
    await expect(page.getByText(`Added tag "${tagName}"`)).toBeVisible();

    // Deleting the field names the contact that holds a value, then takes the value with it.
    await page.goto(eventPage(`fields/${CONTACTS_MODULE}`));
    await page.getByRole("button", { name: `Delete ${fieldName}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this field?" });
    await expect(confirm).toContainText("1 contact holds a value for it");
    await confirm.getByRole("button", { name: "Delete field" }).click();
    await expect(page.getByRole("row", { name: new RegExp(fieldName) })).toHaveCount(0);
  } finally {
    // Leave the shared demo as other suites expect it, whatever happened above.
    const fields = (await (await request.get(`/api/modules/${CONTACTS_MODULE}/fields`, { headers })).json())
      .payload.fields as { id: string; name: string }[];
    for (const field of fields.filter((one) => one.name === fieldName)) {
      await request.delete(`/api/modules/${CONTACTS_MODULE}/fields/${field.id}`, { headers });
    }
    const tags = (await (await request.get(`/api/events/${SUMMIT_ID}/tags`, { headers })).json()).payload as {
      id: string;
      name: string;
    }[];
    for (const tag of tags.filter((one) => one.name === tagName)) {
      await request.delete(`/api/events/${SUMMIT_ID}/tags/${tag.id}`, { headers });
    }
  }
});

test("viewer@foyer.demo, who may only read contacts, gets the 'uh Oh!' screen on fields and tags", async ({
  page,
}) => {
  await page.goto("/login");
  await submitSignIn(page, "viewer@foyer.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
  for (const subpath of ["fields", `fields/${CONTACTS_MODULE}`, "tags"]) {
    await page.goto(eventPage(subpath));
    await expect(page.getByRole("heading", { name: "uh Oh!" })).toBeVisible();
    await expect(page.getByText("You don't have permission to view this section!")).toBeVisible();
  }
  await page.goto(eventPage("contacts"));
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Custom fields" }),
  ).toHaveCount(0);
});
