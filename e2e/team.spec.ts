import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signInAsAdmin, submitSignIn } from "./support/sign-in.js";

/*
 * Issue 5 item 1, team management: the organizer makes a role, invites an existing account to
 * the event's team with it, and that person sees only what the role allows. The demo's contacts
 * viewer gets 'uh Oh!' on the team pages.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const eventPage = (subpath: string) => `/event-light/${SUMMIT_ID}/${subpath}`;

test("the organizer invites an existing user with a role; they see only what it allows", async ({
  page,
  browser,
  request,
}) => {
  const email = `sponsor.desk.${Date.now()}@example.com`;
  const password = "sponsor-desk-1";
  const signup = await request.post("/api/user/signup", {
    data: { email, password, fname: "Sofia", lname: "Desk" },
  });
  expect(signup.status()).toBe(201);

  await signInAsAdmin(page);
  // A role that reads sponsors and nothing else.
  await page.goto(eventPage("team/permissions"));
  await expect(page.getByRole("heading", { name: "Roles and permissions", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New role" }).click();
  await page.getByLabel("New role name").fill("Sponsor desk");
  await page.getByRole("button", { name: "Create role" }).click();
  const matrix = page.getByRole("table", { name: /Permissions of Sponsor desk/ });
  await expect(matrix).toBeVisible();
  await matrix.getByRole("checkbox", { name: "Sponsors: Read" }).check();
  await page.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByText('The role "Sponsor desk" is saved.')).toBeVisible();

  // Invite them from the team page, reached from the navigation.
  await page.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(new RegExp(`${eventPage("team")}$`));
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Sponsor desk" });
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText("Sofia Desk has been added to this event's team.")).toBeVisible();
  const members = page.getByRole("table", { name: "Members" });
  await expect(members.getByRole("rowheader", { name: "Sofia Desk" })).toBeVisible();
  await expect(members.getByRole("combobox", { name: "Role of Sofia Desk" })).toHaveValue(/^role:/);

  // They sign in elsewhere and see the sponsors, and nothing else of the event.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto("/login");
  await submitSignIn(theirs, email, password);
  await expect(theirs).toHaveURL(/\/home\?loggedIn=true$/);
  await theirs.goto(eventPage("sponsors"));
  await expect(theirs.getByRole("heading", { name: "Sponsors", level: 1 })).toBeVisible();
  const nav = theirs.getByRole("navigation", { name: "Event" });
  await expect(nav.getByRole("link", { name: "Sponsors" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Contacts" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
  for (const subpath of ["contacts", "team"]) {
    await theirs.goto(eventPage(subpath));
    await expect(theirs.getByRole("heading", { name: "uh Oh!" })).toBeVisible();
    await expect(theirs.getByText("You don't have permission to view this section!")).toBeVisible();
  }
  await context.close();
});

test("the demo's contacts viewer gets 'uh Oh!' on the team pages", async ({ page }) => {
  await page.goto("/login");
  await submitSignIn(page, "viewer@foyer.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home\?loggedIn=true$/);
  for (const subpath of ["team", "team/permissions"]) {
    await page.goto(eventPage(subpath));
    await expect(page.getByRole("heading", { name: "uh Oh!" })).toBeVisible();
    await expect(page.getByText("You don't have permission to view this section!")).toBeVisible();
  }
});
