import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 5 item 3, the Add Event modal's import-events option, and spec 2 §2.1 "When the
 * import-events modal closes with success, the user goes to /organization/{orgId}/events": a CSV
 * of two events, read in the browser, previewed, created by the real server, listed.
 */

const ORG = { id: "8fd12ece-288c-48dc-8bea-5a72912eee84", name: "Foyer Demo Organization" };

test("the organizer imports two events from a CSV file and finds them in the events list", async ({
  page,
}) => {
  const stamp = Date.now();
  const names = [`Imported Forum ${stamp}`, `Imported Gala ${stamp}`];
  const csv = [
    "Event name,Start date,End date,Time zone",
    `${names[0]},2027-10-01,2027-10-02,Europe/Paris`,
    `"${names[1]}",12/05/2027,,`,
  ].join("\r\n");

  await signInAsAdmin(page);
  await page.goto(`/org-light/${ORG.id}/`);
  await expect(page).toHaveURL(`/org-light/${ORG.id}/dashboard`);
  await page.getByRole("button", { name: "Add event" }).first().click();
  await page
    .getByRole("dialog", { name: "Add Event" })
    .getByRole("button", { name: "Import events" })
    .click();

  const dialog = page.getByRole("dialog", { name: "Import events" });
  const picker = dialog.getByLabel("Upload a file to import");
  await expect(picker).toBeFocused();
  await picker.setInputFiles({ name: "events.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });

  // The preview: both rows ready, the blank end a one-day event.
  await expect(dialog.getByRole("heading", { name: "Review the events in events.csv" })).toBeFocused();
  const preview = dialog.getByRole("table", { name: "Events to import" });
  await expect(preview.getByRole("rowheader")).toHaveText(names);
  await expect(preview.getByRole("row").nth(2)).toContainText("2027-12-05");
  await expect(preview.getByText("Ready to import")).toHaveCount(2);

  const imported = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === `/api/event/organization/${ORG.id}/events/import`,
  );
  await dialog.getByRole("button", { name: "Import 2 events" }).click();
  expect((await imported).status()).toBe(201);

  // Through /organization/{orgId}/events to the area's events list, which shows both.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(`/org-light/${ORG.id}/events`);
  await expect(page.getByText("2 events imported")).toBeVisible();
  const table = page.getByRole("table", { name: "Organization events" });
  for (const name of names) await expect(table.getByRole("link", { name })).toBeVisible();

  // The spec's address itself opens the same list.
  await page.goto(`/organization/${ORG.id}/events`);
  await expect(page).toHaveURL(`/org-light/${ORG.id}/events`);
  await expect(table.getByRole("link", { name: names[0] })).toBeVisible();
});
