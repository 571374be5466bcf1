import { expect, test } from "@playwright/test";
import { SUMMIT } from "./support/portal.js";
import { ADMIN, DEMO_PASSWORD, PORTAL, signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 19 item 5 "History": a contact given portal access is emailed by the real server (held in
 * the outbox without SMTP_URL); the contact's record page lists the email under History → Emails,
 * and opening it shows its text, with the single-use link's token hidden. The event's own
 * History → Emails lists it too.
 */

test("a contact's portal access email shows in its history, and opens with its text", async ({
  page,
  request,
}) => {
  const email = `history-e2e-${Date.now()}@example.org`;
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
  const contact = await request.post(`/api/event/${SUMMIT}/contact`, {
    headers,
    data: { values: { FIRST_NAME: "Hilda", LAST_NAME: "History", EMAIL: email } },
  });
  expect(contact.status()).toBe(201);
  const contactId = (await contact.json()).payload.id as string;
  const given = await request.put(`/api/portal/event/${SUMMIT}/users/contact/${contactId}`, {
    headers,
    data: { portalId: PORTAL.id },
  });
  expect((await given.json()).payload.granted).toBe(1);

  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT}/contact/${contactId}`);
  await expect(page.getByRole("heading", { name: "Hilda History", level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "contact pages" })
    .getByRole("link", { name: "History" })
    .click();
  await page
    .getByRole("navigation", { name: "Histories" })
    .getByRole("link", { name: "Emails", exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/contact/${contactId}/history/emails$`));

  const table = page.getByRole("table", { name: "Emails" });
  const subject = `Your access to ${PORTAL.name}`;
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Portal access (sets a password)");
  await expect(table).toContainText("Held (not sent)");
  // Keyboard: the subject is a link reached and followed with the keyboard.
  const open = table.getByRole("link", { name: subject });
  await open.focus();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText("Hello Hilda,")).toBeVisible();
  await expect(page.getByRole("link", { name: /\/reset\/hidden\?next=/ })).toBeVisible();
  const frame = page.frameLocator('iframe[title="The message\'s HTML part"]');
  await expect(frame.getByText("Hello Hilda,")).toBeVisible();

  // The event's History → Emails lists it, found by the address.
  await page
    .getByRole("navigation", { name: "Event" })
    .getByRole("link", { name: "Emails", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Email history", level: 1 })).toBeVisible();
  await page.getByLabel("Search by address or name").fill(email);
  const eventTable = page.getByRole("table", { name: "Emails" });
  await expect(eventTable.getByRole("row")).toHaveCount(2);
  await expect(eventTable.getByRole("link", { name: subject })).toBeVisible();
});
