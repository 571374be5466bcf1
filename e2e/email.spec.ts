import { messages } from "@foyer/domain";
import { expect, test } from "@playwright/test";
import { givePortalAccess, mailLinkAfter } from "./support/outbox.js";
import { PORTAL, signInAsAdmin, submitSignIn } from "./support/sign-in.js";

/*
 * Issue 19: without SMTP_URL the reset email waits in the outbox; a platform admin opens it on
 * the mailbox page and hands the link on; the person sets a new password and signs in with it.
 */

test("forgot → the reset link from the outbox page → a new password that signs in", async ({
  browser,
  request,
}) => {
  const email = `mail-e2e-${Date.now()}@example.org`;
  const signup = await request.post("/api/user/signup", {
    data: { email, password: "first-password-1", fname: "<b>Mia</b>", lname: "Mailer" },
  });
  expect(signup.status()).toBe(201);

  const person = await browser.newPage();
  await person.goto("/forgot");
  await person.getByLabel("Email").fill(email);
  await person.getByRole("button", { name: "Send reset link" }).click();
  await expect(person.getByRole("status")).toHaveText(messages.resetRequested);

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Outbox" }).click();
  await expect(admin.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  await expect(admin.getByText(/Nothing is sent: SMTP_URL is not set/)).toBeVisible();
  await admin.getByLabel("Search by address or name").fill(email);
  const table = admin.getByRole("table", { name: "Messages" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("<b>Mia</b> Mailer");
  await table.getByRole("link", { name: "Reset your Foyer password" }).click();

  const link = admin.getByRole("link", { name: /\/reset\// });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^http:\/\/localhost:\d+\/reset\/[\w-]+$/);
  // The HTML part is in a frame that runs no script; the name in it is text, not markup.
  const frame = admin.frameLocator('iframe[title="The message\'s HTML part"]');
  await expect(frame.getByText("Hello <b>Mia</b>,")).toBeVisible();
  await expect(frame.locator("b")).toHaveCount(0);
  await admin.close();

  await person.goto(href);
  await person.getByLabel("New password", { exact: true }).fill("from-the-outbox-1");
  await person.getByLabel("Confirm new password").fill("from-the-outbox-1");
  await person.getByRole("button", { name: "Set new password" }).click();
  await expect(person.getByRole("status")).toHaveText(messages.passwordChanged);
  await person.getByRole("link", { name: "Sign in" }).click();
  await submitSignIn(person, email, "from-the-outbox-1");
  await expect(person).toHaveURL(/\/home\?loggedIn=true$/);
});

test("an organizer gives a contact portal access → the contact follows the emailed link into the portal", async ({
  page,
  request,
}) => {
  const email = `portal-e2e-${Date.now()}@example.org`;
  const mark = await givePortalAccess(request, { email, fname: "Petra", lname: "Portal" });

  await page.goto(await mailLinkAfter(request, mark, email));
  await page.getByLabel("New password", { exact: true }).fill("petra-portal-1");
  await page.getByLabel("Confirm new password").fill("petra-portal-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toHaveText(messages.passwordChanged);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/portal-login/${PORTAL.slug}/${PORTAL.id}`);
  await submitSignIn(page, email, "petra-portal-1");
  await expect(page).toHaveURL(`/portals/${PORTAL.slug}/${PORTAL.id}`);
  await expect(page.getByRole("heading", { name: PORTAL.name, level: 1 })).toBeVisible();
});
