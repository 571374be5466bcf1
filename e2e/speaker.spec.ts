import { randomBytes } from "node:crypto";
import { messages } from "@foyer/domain";
import { expect, test } from "@playwright/test";
import { givePortalAccess, mailLinkAfter, outboxMark } from "./support/outbox.js";
import { DEMO_PASSWORD, PORTAL, PORTAL_LOGIN, SPEAKER, submitSignIn } from "./support/sign-in.js";

// The speaker's sessions are shared state: these tests run one after the other.
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

  // A participant of its own: the demo speaker's sessions end with a reset, and other files'
  // tests (the portal's) use them at the same time.
  test("a reset link from /forgot sets a new password that signs in", async ({ page, request }) => {
    const run = randomBytes(3).toString("hex");
    const email = `reset.${run}@example.org`;
    await givePortalAccess(request, { email, fname: "Riley", lname: `Reset ${run}` });

    await page.goto("/forgot");
    const mark = await outboxMark(request, email);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(messages.resetRequested);

    await page.goto(await mailLinkAfter(request, mark, email));
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("status")).toHaveText(messages.passwordChanged);

    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/login");
    await submitSignIn(page, email, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(messages.invalidCredentials);
    await submitSignIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
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
