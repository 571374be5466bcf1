import { eventLifeMessages } from "@foyer/domain";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";
import { readStoredTokens } from "./support/tokens.js";

/*
 * Issue 20 item 1, "An event's life": an organizer renames and re-dates a fresh event, changes its
 * time zone with the searchable picker by keyboard, publishes it, archives it (it leaves the event
 * list and stays readable at its address), then deletes it by typing its name, after which nothing
 * of it answers any more. Fresh events only: the demo events belong to the other suites.
 */

const DEMO_ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";

async function adminToken(page: Page): Promise<string> {
  const { id_token } = await readStoredTokens(page);
  if (!id_token) throw new Error("no id token after signing in");
  return id_token;
}

async function freshEvent(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.post(`/api/event/organization/${DEMO_ORG_ID}/events`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, date_from: "2027-09-01", date_to: "2027-09-02", timezone: "UTC" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).payload.id as string;
}

test("an organizer edits an event's details, publishes, archives and deletes it", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const original = `Life Event ${stamp}`;
  const renamed = `Harbour Forum ${stamp}`;
  await signInAsAdmin(page);
  const token = await adminToken(page);
  const eventId = await freshEvent(request, token, original);

  await page.goto(`/event-light/${eventId}/settings/details`);
  await expect(page.getByRole("heading", { name: "Event details", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Event details" });
  await form.getByLabel("Event name").fill(renamed);
  // The clone wizard's rule: a start after the end moves the end up to it.
  await form.getByLabel("Start date").fill("2027-10-05");
  await expect(form.getByLabel("End date")).toHaveValue("2027-10-05");
  await form.getByLabel("End date").fill("2027-10-07");

  // The time zone by keyboard: type to search, arrows to move, Enter to choose.
  const zone = form.getByRole("combobox", { name: "Time zone" });
  await zone.focus();
  await page.keyboard.type("tokyo");
  const list = page.getByRole("listbox", { name: "Time zones" });
  await expect(list.getByRole("group", { name: "Asia" })).toBeVisible();
  await expect(list.getByRole("option", { name: /Tokyo/ })).toHaveText(/UTC\+09:00/);
  await page.keyboard.press("Enter");
  await expect(list).toHaveCount(0);
  await expect(zone).toHaveValue("Asia/Tokyo (UTC+09:00)");
  // Escape leaves the choice as it was.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox", { name: "Time zones" })).toBeVisible();
  await page.keyboard.type("berlin");
  await page.keyboard.press("Escape");
  await expect(zone).toHaveValue("Asia/Tokyo (UTC+09:00)");

  await form.getByLabel("Venue").fill("Pier 4");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText(eventLifeMessages.saved)).toBeVisible();

  const saved = await request.get(`/api/event/${eventId}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await saved.json()).payload.event).toMatchObject({
    name: renamed,
    date_from: "2027-10-05",
    date_to: "2027-10-07",
    timezone: "Asia/Tokyo",
    venue: "Pier 4",
  });
  // The details survive a reload.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Asia/Tokyo (UTC+09:00)");
  await expect(page.getByLabel("Event name")).toHaveValue(renamed);

  await page.getByRole("button", { name: "Publish event" }).click();
  await expect(page.getByText(eventLifeMessages.published, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish event" })).toBeVisible();

  await page.getByRole("button", { name: "Archive event" }).click();
  await expect(page.getByText(eventLifeMessages.archived)).toBeVisible();
  await expect(page.getByRole("button", { name: "Unarchive event" })).toBeVisible();
  // Out of the organization's list, still readable at its address.
  await page.goto(`/org-light/${DEMO_ORG_ID}/events`);
  const table = page.getByRole("table", { name: "Organization events" });
  await expect(table.getByRole("link", { name: "Foyer Summit 2027" })).toBeVisible();
  await expect(table.getByRole("link", { name: renamed })).toHaveCount(0);
  await page.goto(`/event-light/${eventId}/settings/details`);
  await expect(page.getByText("This event is archived: it is not in the event lists.")).toBeVisible();

  // Deleting asks for the event's name, typed.
  await page.getByRole("button", { name: "Delete event" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${renamed}?` });
  const confirm = dialog.getByRole("button", { name: "Delete this event" });
  await expect(dialog.getByLabel("Event name")).toBeFocused();
  await dialog.getByLabel("Event name").fill("Harbour Forum");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Event name").fill(renamed);
  await confirm.click();
  await expect(page).toHaveURL(new RegExp(`/org-light/${DEMO_ORG_ID}/events`));
  await expect(page.getByText(eventLifeMessages.deleted)).toBeVisible();

  const gone = await request.get(`/api/event/${eventId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
  const details = await request.put(`/api/virtual/event/${eventId}/details`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: renamed, date_from: "2027-10-05", date_to: "2027-10-07", timezone: "UTC" },
  });
  expect(details.status()).toBe(404);
});
