import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { SUMMIT } from "./support/portal.js";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 20 items 5 and 6: an organizer changes a session's status; the event's audit, filtered by
 * that person, reads the change as a sentence and links the session. The reports page draws the
 * sessions by track, and its CSV download holds a hostile track name as text, not a formula.
 */

test("a change shows in the audit filtered by person; a report downloads as a formula-safe CSV", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
  const settings = (await (await request.get(`/api/events/${SUMMIT}/session-settings`, { headers })).json())
    .payload as { statuses: { id: string; name: string }[] };
  const statusId = (name: string) => settings.statuses.find((status) => status.name === name)?.id ?? null;
  const hostile = `=HYPERLINK("http://evil.example","${stamp}")`;
  const track = await request.post(`/api/events/${SUMMIT}/session-settings/tracks`, {
    headers,
    data: { name: hostile },
  });
  expect(track.status(), await track.text()).toBe(201);
  const trackId = (await track.json()).payload.id as string;
  const title = `Audit keynote ${stamp}`;
  const created = await request.post(`/api/events/${SUMMIT}/sessions`, {
    headers,
    data: { title, statusId: statusId("Proposed"), trackId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = (await created.json()).payload.id as string;
  const changed = await request.put(`/api/events/${SUMMIT}/sessions/${sessionId}`, {
    headers,
    data: { title, statusId: statusId("Confirmed"), trackId },
  });
  expect(changed.status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT}/dashboard`);
  await page.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Audit" }).click();
  await expect(page.getByRole("heading", { name: "Audit", level: 1 })).toBeVisible();
  await page.getByLabel("Person").selectOption({ label: "Ada Organizer" });
  await page.getByLabel("Record name").fill(title);
  const sentence = `Ada Organizer changed Status from Proposed to Confirmed on session '${title}'`;
  await expect(page.getByText(sentence)).toBeVisible();
  const open = page.getByRole("link", { name: `Open session '${title}'` }).first();
  await expect(open).toHaveAttribute("href", `/event-light/${SUMMIT}/sessions/${sessionId}/details`);

  await page.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /Sessions by track/ })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV: Sessions by track" }).click();
  const file = await readFile((await (await download).path()) ?? "", "utf8");
  expect(file).toContain("Track,Sessions\r\n");
  expect(file).toContain(`"'=HYPERLINK(""http://evil.example"",""${stamp}"")",1\r\n`);
  expect(file).not.toMatch(/^=HYPERLINK/m);

  // The download is in the event's export history.
  await page.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Exports" }).click();
  await expect(page.getByRole("table", { name: "Exports" }).getByRole("row").nth(1)).toContainText(
    "Sessions by track (report)",
  );
});
