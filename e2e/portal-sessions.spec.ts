/*
 * Issue 6 in a real browser: the demo speaker opens their sessions, one session, and the calendar,
 * downloads the .ics, and each of the three pages passes axe-core (no serious or critical issues).
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, PORTAL, PORTAL_LOGIN, SPEAKER, submitSignIn } from "./support/sign-in.js";

const SESSION_TITLE = "Designing Calm Registration Flows";

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

test("the speaker sees their sessions, one session and their calendar, and downloads the .ics", async ({
  page,
}) => {
  await page.goto(PORTAL_LOGIN);
  await submitSignIn(page, SPEAKER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/portals/${PORTAL.slug}/${PORTAL.id}`);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Sessions" }).click();
  await expect(page.getByRole("heading", { name: "My sessions", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sessions" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: SESSION_TITLE })).toBeVisible();
  await expect(page.getByText(/America\/New_York/).first()).toBeVisible();
  await expect(page.getByText("Opening Keynote: The Future of Events")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: SESSION_TITLE }).click();
  await expect(page.getByRole("heading", { name: SESSION_TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText("Room A")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { name: "My calendar", level: 1 })).toBeVisible();
  // My schedule (the published schedule) first, then all their sessions as they stand.
  await expect(page.getByRole("region", { name: "My schedule" })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "All my sessions" })
      .getByRole("heading", { name: "Monday, March 15, 2027" }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download calendar (.ics)" }).click();
  const download = await downloading;
  const text = await readFile((await download.path()) ?? "", "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.replace(/\r\n[ \t]/g, "")).toContain(`SUMMARY:${SESSION_TITLE}`);
});

test("another participant's session id reads as not found", async ({ page }) => {
  await page.goto(PORTAL_LOGIN);
  await submitSignIn(page, SPEAKER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/portals/${PORTAL.slug}/${PORTAL.id}`);
  // The keynote is Grace Hopper's, not the speaker's.
  await page.goto(`/portals/${PORTAL.slug}/${PORTAL.id}/session/5e55a0e1-0000-4a00-8000-00000000a001`);
  await expect(page.getByRole("heading", { name: "Session not found" })).toBeVisible();
  await expect(page.getByText("Opening Keynote")).toHaveCount(0);
});
