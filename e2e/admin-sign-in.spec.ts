import { messages } from "@foyer/domain";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "./support/server-config.js";
import { ADMIN, DEMO_PASSWORD, expectDemoEvents, signInAsAdmin, submitSignIn } from "./support/sign-in.js";

test.describe("sign-in (spec 1 §2 'Login at /, /auth/login and /login')", () => {
  test("an organizer signs in, lands on /home?loggedIn=true with both demo events, and a reload keeps the session", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expect(page.getByText("Ada Organizer")).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
    await expectDemoEvents(page);
  });

  test("a signed-out deep link goes to /login with 'You must be logged in to continue.' and returnTo, then back", async ({
    page,
  }) => {
    await page.goto("/account/settings?tab=1");
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent("/account/settings?tab=1")}`);
    await expect(page.getByText(messages.mustBeLoggedIn)).toBeVisible();

    await submitSignIn(page, ADMIN.email, DEMO_PASSWORD);
    await expect(page).toHaveURL("/account/settings?tab=1");
    await expect(page.getByLabel("First name")).toHaveValue(ADMIN.fname);
  });

  test("returnTo=//evil.example is ignored: the user lands on /home", async ({ page }) => {
    await page.goto("/login?returnTo=//evil.example");
    await submitSignIn(page, ADMIN.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${BASE_URL}/home?loggedIn=true`);
    await expectDemoEvents(page);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto("/login");
    await submitSignIn(page, ADMIN.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText(messages.invalidCredentials);
    await expect(page).toHaveURL("/login");
  });

  test("a blank password shows 'Password is required' and asks no server", async ({ page }) => {
    const signIns: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/user/auth/login")) signIns.push(request.url());
    });
    await page.goto("/login");
    await submitSignIn(page, ADMIN.email, "");
    await expect(page.getByText(messages.passwordRequired)).toBeVisible();
    expect(signIns).toEqual([]);
  });
});

test("any other path shows the not-found page (spec 1 §2 'Platform')", async ({ page }) => {
  // Signed out, the session rules send every unknown path to /login first (spec 1 §2).
  await signInAsAdmin(page);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: messages.notFoundTitle })).toBeVisible();
  await expect(page.getByText(messages.notFoundText)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/home");
});
