import { expect, type Page, type Request, test } from "@playwright/test";
import { ADMIN, expectDemoEvents, signInAsAdmin } from "./support/sign-in.js";
import { expireIdToken, readStoredTokens } from "./support/tokens.js";

const isRefresh = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/user/auth/refresh-token";

test.describe("token lifecycle (spec 1 §4): an expired id token is renewed with the refresh token", () => {
  test("an expired id token is refreshed silently and the page still loads its data", async ({ page }) => {
    await signInAsAdmin(page);
    const expired = await expireIdToken(page);
    const refreshes: string[] = [];
    page.on("request", (request) => {
      if (isRefresh(request)) refreshes.push(request.url());
    });

    await page.reload();
    await expectDemoEvents(page);
    expect(refreshes).toHaveLength(1);
    const stored = await readStoredTokens(page);
    expect(stored.id_token).not.toBe(expired);
  });

  test("two tabs that refresh at the same moment make exactly one refresh call", async ({ context }) => {
    const first = await context.newPage();
    await signInAsAdmin(first);
    const second = await context.newPage();
    await second.goto("/home");
    await expectDemoEvents(second);

    // Both tabs share the storage: one expired token, then both call the API at the same moment.
    await expireIdToken(first);
    const refreshes: string[] = [];
    context.on("request", (request) => {
      if (isRefresh(request)) refreshes.push(request.url());
    });
    const openSettings = (page: Page) => page.getByRole("link", { name: "Account settings" }).click();
    await Promise.all([openSettings(first), openSettings(second)]);
    for (const page of [first, second]) await expect(page.getByLabel("First name")).toHaveValue(ADMIN.fname);
    expect(refreshes).toHaveLength(1);
  });
});

test("signing out in one tab signs out every tab", async ({ context }) => {
  const first = await context.newPage();
  await signInAsAdmin(first);
  const second = await context.newPage();
  await second.goto("/home");
  await expectDemoEvents(second);

  await first.getByRole("button", { name: "Sign out" }).click();
  await expect(first).toHaveURL("/logout/callback");
  await expect(first.getByRole("heading", { name: "You have signed out" })).toBeVisible();

  await expect(second).toHaveURL(/\/login(\?|$)/);
  await expect(second.getByLabel("Password")).toBeVisible();
  expect(await readStoredTokens(second)).toEqual({ access_token: null, id_token: null, refresh_token: null });

  // The session ended on the server too: a reload stays signed out.
  await second.goto("/home");
  await expect(second).toHaveURL(/\/login\?returnTo=%2Fhome$/);
});
