import { messages } from "@foyer/domain";
import { expect, type Page, test } from "@playwright/test";
import { mailLinkAfter, outboxMark } from "./support/outbox.js";
import { DEMO_PASSWORD, PORTAL, PORTAL_LOGIN, SPEAKER, submitSignIn } from "./support/sign-in.js";

// The speaker's sessions and password are shared state: these tests run one after the other.
test.describe.configure({ mode: "serial" });

test.describe("portal (spec 1 §2 'Portal')", () => {
  test("a speaker signs in at the portal's sign-in page and enters the portal through /portal-switch", async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(PORTAL_LOGIN);
    await expect(page.getByRole("heading", { name: PORTAL.name })).toBeVisible();
    await expect(page.getByText("Foyer Summit 2027")).toBeVisible();

    await submitSignIn(page, SPEAKER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(`/portals/${PORTAL.slug}/${PORTAL.id}`);
    await expect(page.getByRole("heading", { name: PORTAL.name, level: 1 })).toBeVisible();
    await expect(page.getByText("Welcome to the Foyer Summit 2027 speaker portal.")).toBeVisible();
    await expect(page.getByText("Signed in as Sam Speaker")).toBeVisible();
    expect(visited).toContain(`/portal-switch/${PORTAL.slug}/${PORTAL.id}`);
  });

  test("a signed-out visit to a portal page goes to that portal's sign-in page", async ({ page }) => {
    await page.goto(`/portals/${PORTAL.slug}/${PORTAL.id}/tasks`);
    await expect(page).toHaveURL(PORTAL_LOGIN);
    await expect(page.getByRole("heading", { name: PORTAL.name })).toBeVisible();
  });

  test("an unknown portal says so", async ({ page }) => {
    await page.goto(`/portal-login/${PORTAL.slug}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole("heading", { name: "This portal does not exist." })).toBeVisible();
  });
});

test.describe("forgot and reset password", () => {
  const newPassword = "a-new-speaker-password";

  test("a reset link from /forgot sets a new password that signs in", async ({ page, request }) => {
    try {
      await page.goto("/forgot");
      const mark = await outboxMark(request, SPEAKER.email);
      await page.getByLabel("Email").fill(SPEAKER.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status")).toHaveText(messages.resetRequested);

      await page.goto(await mailLinkAfter(request, mark, SPEAKER.email));
      await page.getByLabel("New password", { exact: true }).fill(newPassword);
      await page.getByLabel("Confirm new password").fill(newPassword);
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByRole("status")).toHaveText(messages.passwordChanged);

      await page.getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL("/login");
      await submitSignIn(page, SPEAKER.email, DEMO_PASSWORD);
      await expect(page.getByRole("alert")).toHaveText(messages.invalidCredentials);
      await submitSignIn(page, SPEAKER.email, newPassword);
      await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
    } finally {
      await restoreDemoPassword(request);
    }
  });

  test("a short new password is refused before anything is sent", async ({ page }) => {
    await page.goto("/reset/not-a-real-reset-link-hash");
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("short");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  });

  test("a used or unknown reset link shows the server's message", async ({ page }) => {
    await page.goto("/reset/not-a-real-reset-link-hash");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toHaveText(messages.resetLinkInvalid);
  });
});

/** Puts the demo password back through the same API, so later runs and tests start alike. */
async function restoreDemoPassword(request: Page["request"]): Promise<void> {
  const mark = await outboxMark(request, SPEAKER.email);
  const forgot = await request.post("/api/user/auth/forgot", { data: { email: SPEAKER.email } });
  expect(forgot.ok()).toBe(true);
  const hash = new URL(await mailLinkAfter(request, mark, SPEAKER.email)).pathname.split("/").pop();
  const reset = await request.post("/api/user/auth/reset", { data: { hash, password: DEMO_PASSWORD } });
  expect(reset.ok()).toBe(true);
}
