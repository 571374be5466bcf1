/**
 * Issue 7 "custom fields … used by records, forms": the organizer links a question of a demo
 * form to a custom contact field, a participant submits the form, and the organizer finds the
 * answer on the contact's page and in its audit, marked as coming from the form.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const CONTACTS_MODULE = "6a3c1d2e-0b4f-4c5d-9e8f-1a2b3c4d5e6f";
const APPLICATION = { id: "9d4c3b2a-8e7f-4a1b-9c2d-3e4f5a6b7c8d", name: "Exhibitor Application" };

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).payload.id_token}` };
}

test("an answer linked to a custom field lands on the contact and in its audit", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const headers = await adminHeaders(request);
  const fieldName = `Exhibiting Company ${tag}`;
  const created = await request.post(`/api/modules/${CONTACTS_MODULE}/fields`, {
    headers,
    data: { name: fieldName, type: "text" },
  });
  expect(created.status()).toBe(201);
  const fieldId: string = (await created.json()).payload.id;
  const email = `hedy.${tag}@example.com`;
  const contact = await request.post(`/api/event/${SUMMIT_ID}/contact`, {
    headers,
    data: { values: { FIRST_NAME: "Hedy", LAST_NAME: `Lamarr ${tag}`, EMAIL: email } },
  });
  expect(contact.status()).toBe(201);
  const contactId: string = (await contact.json()).payload.id;

  try {
    // The organizer links "Company name" to the new field in the form editor.
    await signInAsAdmin(page);
    await page.goto(`/event-light/${SUMMIT_ID}/applications/${APPLICATION.id}`);
    await page.getByRole("button", { name: /^Company name/ }).click();
    const link = page.getByLabel("Save answers to contact field");
    await expect(link.getByRole("option", { name: fieldName })).toHaveCount(1);
    await link.selectOption({ label: fieldName });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("All changes saved")).toBeVisible();

    // A participant submits the application (the call the form widget makes), by the contact's email.
    // The application needs a sign-in: a new participant's, not the contact's.
    const signup = await request.post("/api/user/signup", {
      data: {
        email: `applicant.${tag}@example.com`,
        password: "long-enough-1",
        fname: "Ann",
        lname: "Plicant",
      },
    });
    expect(signup.status()).toBe(201);
    const participant = { authorization: `Bearer ${(await signup.json()).payload.id_token}` };
    const submitted = await request.post(`/api/forms/${APPLICATION.id}/submissions`, {
      headers: participant,
      data: {
        values: { company_name: `Acme ${tag}`, contact_email: email.toUpperCase(), booth: ["small"] },
        status: "submitted",
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);

    // The organizer sees the value on the contact's page and where it came from in its audit.
    await page.goto(`/event-light/${SUMMIT_ID}/contact/${contactId}/edit`);
    await expect(page.getByLabel(fieldName, { exact: true })).toHaveValue(`Acme ${tag}`);
    await page
      .getByRole("navigation", { name: "contact pages" })
      .getByRole("link", { name: "Audit" })
      .click();
    const latest = page.getByRole("list", { name: "Audit, newest first" }).getByRole("listitem").first();
    await expect(latest).toContainText(`From the form ${APPLICATION.name}`);
    await expect(latest).toContainText("Ann Plicant");
    await expect(latest.getByRole("row", { name: new RegExp(fieldName) })).toContainText(`Acme ${tag}`);
  } finally {
    // Deleting the field also clears the demo form's link to it.
    await request.delete(`/api/modules/${CONTACTS_MODULE}/fields/${fieldId}`, { headers });
  }
});
