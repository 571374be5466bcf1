import { signupMessages } from "@foyer/domain";
import { expect, test } from "@playwright/test";
import { mailLinkAfter, outboxMark } from "./support/outbox.js";
import { submitSignIn } from "./support/sign-in.js";

/*
 * Issue 19 item 2: sign up on /signup → "check your email" → the confirmation link (read from the
 * outbox, the e2e server has no SMTP_URL) → confirmed and signed in → /account/onboard → home.
 */

test("sign up → the emailed confirmation link → onboarding → home; the link works once", async ({
  page,
  request,
}) => {
  const email = `signup-e2e-${Date.now()}@example.org`;
  const mark = await outboxMark(request, email);

  await page.goto("/login");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto("/signup/speaker");
  await expect(page.getByRole("heading", { name: "Create your speaker account" })).toBeVisible();
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Speaker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("signup-pass-1");
  await page.getByLabel("Confirm password").fill("signup-pass-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/signup\/complete$/);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const link = await mailLinkAfter(request, mark, email, "/account/confirm/");
  // Before the link is followed the password does not sign in: the page offers the email again.
  await page.goto("/login");
  await submitSignIn(page, email, "signup-pass-1");
  await expect(page.getByText(signupMessages.unconfirmed)).toBeVisible();
  await expect(page.getByRole("link", { name: "Send the confirmation email again" })).toBeVisible();

  await page.goto(link);
  await expect(page).toHaveURL(/\/account\/onboard$/);
  await expect(page.getByRole("heading", { name: "Welcome to Foyer" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Sam");
  await page.getByLabel("Last name").fill("Speaks");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your address is already confirmed" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(signupMessages.linkUsed);
});
