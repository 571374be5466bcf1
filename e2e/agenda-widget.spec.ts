/*
 * Issue 25 "Must show": `<foyer-agenda>` on the example third-party site (another origin, strict
 * CSP) against the real server: the summit's published schedule (the demo's first release) by
 * day, a session's details with its calendar file, the viewer's time zone, search, the keyboard,
 * a 390 px phone, hostile global CSS, two instances that leave nothing behind, and an event
 * without a published schedule.
 */
import { expect, type Page, test } from "@playwright/test";
import { SESSION_TITLE, seriousViolations } from "./support/portal.js";
import { BASE_URL, EXAMPLES_PORT } from "./support/server-config.js";

const SITE = `http://localhost:${EXAMPLES_PORT}`;
const SLUG = "foyer-summit-2027";

/** CSP violations the page reports in its console. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("the summit's published schedule in <foyer-agenda> on another site, on a phone", async ({ browser }) => {
  // A visitor in Paris on a 390 px phone; the summit is in New York.
  const context = await browser.newContext({
    timezoneId: "Europe/Paris",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const violations = cspViolations(page);
  await page.goto(`${SITE}/agenda.html`);
  const agenda = page.locator("foyer-agenda");

  await expect(agenda.getByRole("heading", { name: "Foyer Summit 2027", level: 2 })).toBeVisible();
  await expect(page.locator('#events li[data-event="foyer:ready"]')).toContainText(
    /Foyer Summit 2027 \(version .+\)/,
  );
  const tabs = agenda.getByRole("tab");
  await expect(tabs).toHaveText(["Mon, Mar 15", "Tue, Mar 16", "Wed, Mar 17"]);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

  // Confirmed sessions are published; a proposed one is not.
  const keynote = agenda.getByRole("region", { name: "09:00 AM" });
  await expect(keynote).toContainText("Main Hall");
  await expect(agenda.getByRole("button", { name: SESSION_TITLE })).toBeVisible();
  await expect(agenda.getByText("Scaling Check-in to 10,000 Attendees")).toHaveCount(0);

  // The details: description, speakers, and the session's own calendar file.
  const toggle = agenda.getByRole("button", { name: SESSION_TITLE });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(agenda.getByText("Forms that ask less and explain more")).toBeVisible();
  await expect(agenda.getByText("Sam Speaker")).toBeVisible();
  const add = agenda.getByRole("link", { name: `Add to calendar: ${SESSION_TITLE}` });
  const href = (await add.getAttribute("href")) ?? "";
  expect(href.startsWith("data:text/calendar;charset=utf-8,")).toBe(true);
  const ics = decodeURIComponent(href.slice(href.indexOf(",") + 1));
  expect(ics).toContain(`SUMMARY:${SESSION_TITLE}\r\n`);
  expect(ics).toContain("LOCATION:Room A\r\n");

  // The whole schedule's file, as the server exports it, holds the same event (same UID).
  const whole = await page.request.get(
    (await agenda.getByRole("link", { name: "Download the whole schedule (.ics)" }).getAttribute("href")) ??
      "",
  );
  expect(whole.status()).toBe(200);
  const uid = /UID:(.+)\r\n/.exec(ics)?.[1] ?? "";
  expect(uid).not.toBe("");
  expect((await whole.text()).replace(/\r\n[ \t]/g, "")).toContain(`UID:${uid}\r\n`);

  // The viewer's zone: 09:00 in New York (EDT, UTC-4) is 14:00 in Paris (CET, before its change).
  await agenda.getByRole("radio", { name: "Your time (Europe/Paris)" }).check();
  await expect(agenda.getByRole("region", { name: "02:00 PM" })).toContainText("Main Hall");

  // Search, then the day tabs by keyboard.
  await agenda.getByRole("searchbox", { name: "Search sessions" }).fill("registration");
  // Of the day's sessions (the agenda-editor flow may have published more of them meanwhile).
  await expect(agenda.getByText(/^1 of \d+ sessions$/)).toBeVisible();
  await agenda.getByRole("searchbox", { name: "Search sessions" }).fill("");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(
    agenda.getByRole("button", { name: "Community Panel: Running Meetups That Last" }),
  ).toBeVisible();

  // Good on a phone: nothing wider than the screen; no serious accessibility problem; CSP kept.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page, "foyer-agenda")).toEqual([]);
  expect(violations).toEqual([]);
  await context.close();
});

test("<foyer-agenda> under hostile CSS, twice on a page, unmounted cleanly, and before a release", async ({
  page,
}) => {
  const violations = cspViolations(page);
  await page.goto(`${SITE}/agenda.html`);
  const agenda = page.locator("foyer-agenda");
  const title = agenda.getByRole("heading", { name: "Foyer Summit 2027", level: 2 });
  await expect(title).toBeVisible();
  const look = () =>
    title.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontFamily, style.fontSize, style.color, style.letterSpacing, style.textTransform].join(
        "|",
      );
    });
  const before = await look();

  // The site's hostile global CSS (a stylesheet of its own: the CSP allows 'self') changes nothing inside.
  await page.evaluate(() => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "css/hostile.css";
    document.head.append(link);
  });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe("serif");
  expect(await look()).toBe(before);
  await expect(agenda.getByRole("tab").first()).toBeVisible();

  // A second instance: both show, each in its own shadow root; removing them leaves nothing.
  await page.evaluate((slug) => {
    const second = document.createElement("foyer-agenda");
    second.setAttribute("event-slug", slug);
    second.id = "second";
    document.querySelector("main")?.append(second);
  }, SLUG);
  await expect(page.getByRole("heading", { name: "Foyer Summit 2027", level: 2 })).toHaveCount(2);
  expect(
    await page.evaluate(() => (window as unknown as { Foyer: { mounted(): number } }).Foyer.mounted()),
  ).toBe(2);
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("foyer-agenda")) element.remove();
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { Foyer: { mounted(): number } }).Foyer.mounted()))
    .toBe(0);

  // An event without a release: the export's 404, said plainly, and foyer:error for the page.
  await page.evaluate(() => {
    const other = document.createElement("foyer-agenda");
    other.setAttribute("event-slug", "no-such-event");
    document.querySelector("main")?.append(other);
  });
  await expect(
    page.locator("foyer-agenda").getByText("This schedule has not been published yet."),
  ).toBeVisible();
  await expect(page.locator('#events li[data-event="foyer:error"]')).toContainText(
    "This schedule has not been published yet.",
  );
  const unknown = await page.request.get(`${BASE_URL}/api/public/events/no-such-event/schedule.json`);
  expect(unknown.status()).toBe(404);
  expect(violations).toEqual([]);
});
