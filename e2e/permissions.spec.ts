import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, submitSignIn } from "./support/sign-in.js";

/*
 * Issue 5 item 1: "A member with only read on contacts can list contacts but gets 403 from the
 * API and the 'uh Oh!' screen on settings, team and sessions." The demo's viewer@foyer.demo is
 * on the Summit's team with the "Contacts viewer" role (contacts_read).
 */

const VIEWER = "viewer@foyer.demo";
const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const CONTACTS_MODULE = "6a3c1d2e-0b4f-4c5d-9e8f-1a2b3c4d5e6f";
const eventPage = (subpath: string) => `/event-light/${SUMMIT_ID}/${subpath}`;

test.describe("a member with only read on contacts", () => {
  test("lists contacts; settings, team and sessions show 'uh Oh!'", async ({ page }) => {
    await page.goto("/login");
    await submitSignIn(page, VIEWER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
    await expect(page.getByRole("table", { name: "Your events" }).getByRole("rowheader")).toHaveText([
      "Foyer Summit 2027",
    ]);

    await page.goto(eventPage("contacts"));
    await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Contacts" }).getByRole("rowheader").first()).toBeVisible();
    // Reading only: no Import, no delete buttons, no import history to revert.
    await expect(page.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Event" });
    await expect(nav.getByRole("link", { name: "Contacts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sponsors" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Session forms" })).toHaveCount(0);

    for (const subpath of ["settings/details", "team", "sessions"]) {
      await page.goto(eventPage(subpath));
      await expect(page.getByRole("heading", { name: "uh Oh!" })).toBeVisible();
      await expect(page.getByText("You don't have permission to view this section!")).toBeVisible();
    }
  });

  test("the API refuses an import with 403", async ({ request }) => {
    const login = await request.post("/api/user/auth/login", {
      data: { username: VIEWER, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
    const records = await request.get(`/api/modules/${CONTACTS_MODULE}/records`, { headers });
    expect(records.status()).toBe(200);
    const mapping = await request.post(`/api/modules/${CONTACTS_MODULE}/import/mapping`, {
      headers,
      data: { url: "http://localhost/api/uploads/none", org_id: "x", event_id: SUMMIT_ID },
    });
    expect(mapping.status()).toBe(403);
    expect((await mapping.json()).message).toBe("You don't have permission to view this section!");
  });
});
