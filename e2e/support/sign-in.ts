import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "foyer-demo";
export const ADMIN = { email: "admin@foyer.demo", fname: "Ada" } as const;
export const SPEAKER = { email: "speaker@foyer.demo", id: "ebd0b65b-839e-4c77-b2fe-986c885e9017" } as const;
export const DEMO_EVENTS = ["Foyer Summit 2027", "Foyer Community Meetup"] as const;
export const PORTAL = {
  slug: "speakers",
  id: "2459efa7-8b07-41e7-bc13-dad7b87f46d2",
  name: "Speaker Portal",
} as const;
export const PORTAL_LOGIN = `/portal-login/${PORTAL.slug}/${PORTAL.id}`;

/** Fills the sign-in card on the current page and submits it with Enter. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Password").press("Enter");
}

/** Signs in as the organizer from /login and waits for the events home. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/login");
  await submitSignIn(page, ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
  await expectDemoEvents(page);
}

export async function expectDemoEvents(page: Page): Promise<void> {
  const table = page.getByRole("table", { name: "Your events" });
  for (const name of DEMO_EVENTS) await expect(table.getByRole("rowheader", { name })).toBeVisible();
}
