import { expect, test } from "@playwright/test";
import { givePortalAccess, mailAfter } from "./support/outbox.js";
import { SUMMIT } from "./support/portal.js";
import { ADMIN, PORTAL, signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 19 item 4: an organizer edits the event's template of the portal access email, previews
 * it with real data, saves it; the next such email in the outbox carries the edited subject; the
 * template is then reset to its default.
 */

test("an organizer edits, previews and saves an event's email template; the email sent next uses it; reset to default", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT}/settings/email-templates`);
  await expect(page.getByRole("heading", { name: "Email templates", level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Emails" })
    .getByRole("button", { name: /Portal access \(sets a password\)/ })
    .click();

  const subject = page.getByRole("textbox", { name: "Subject" });
  await subject.fill(`Summit ${stamp}: `);
  await page.getByRole("button", { name: "{portal_name}" }).click();
  await expect(subject).toHaveValue(`Summit ${stamp}: {portal_name}`);

  // An unknown placeholder is refused as it is typed.
  const body = page.getByRole("textbox", { name: "Body" });
  await body.fill("Hello {nickname}");
  await expect(page.getByText("Unknown placeholder {nickname}. Use:")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await body.fill("Hello {first_name}, <b>welcome</b> to {event_name}.\n\n{link}");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(`Subject: Summit ${stamp}: ${PORTAL.name}`);
  await expect(preview).toContainText(`Hello ${ADMIN.fname}, <b>welcome</b> to Foyer Summit 2027.`);
  const frame = preview.frameLocator("iframe");
  await expect(frame.getByText(`Hello ${ADMIN.fname}, <b>welcome</b> to Foyer Summit 2027.`)).toBeVisible();
  await expect(frame.locator("b")).toHaveCount(0);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The email template has been saved.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Emails" })).toContainText("Customized");

  // The email the event sends next uses it.
  const email = `templated-${stamp}@example.org`;
  const mark = await givePortalAccess(request, { email, fname: "Tess", lname: "Template" });
  const mail = await mailAfter(request, mark, email);
  expect(mail.subject).toBe(`Summit ${stamp}: ${PORTAL.name}`);
  expect(mail.text).toContain("Hello Tess, <b>welcome</b> to Foyer Summit 2027.");

  // Reset to default, after confirming.
  await page.getByRole("button", { name: "Reset to default" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reset this email to its default?" });
  await confirm.getByRole("button", { name: "Reset to default" }).click();
  await expect(subject).toHaveValue("Your access to {portal_name}");
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Emails" })
      .getByRole("button", { name: /Portal access \(sets a password\)/ }),
  ).toContainText("Default");
});
