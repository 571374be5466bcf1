/**
 * Issue 4: "During a 100k-row upload in the browser, no main-thread task longer than 100 ms
 * (PerformanceObserver long tasks) and the progress bar moves."
 *
 * A figure of the page's own work, so it runs in the "quiet" project (playwright.config.ts):
 * after every other browser test has finished, alone on the machine. Measured beside the other
 * suites on two cores, the renderer is descheduled mid-task and a 40 ms task reads as 120 ms.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/** The demo Summit's contacts page (apps/api/src/db/seed-modules.ts). */
const CONTACTS_PAGE = "/event-light/d5f2f17c-cc0a-4038-9f07-61ae17e8e306/contacts";

test("reading a 100,000-row file keeps the page responsive and the progress bar moves", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  const rows = [
    "First Name,Last Name,Email,Company,Title,Phone,Country,City,Notes,Date Joined,Opt In,Budget",
  ];
  for (let index = 0; index < 100_000; index++) {
    rows.push(
      `Ann${index},"Lee, Jr.",ann${index}@example.com,Acme ${index % 97},Engineer,+1 555 010 ${String(index % 10000).padStart(4, "0")},US,Springfield,"Line one\r\nline ""two""",2027-0${(index % 9) + 1}-1${index % 10},${index % 2 ? "Yes" : "No"},"$1,234.50"`,
    );
  }

  await signInAsAdmin(page);
  await page.goto(CONTACTS_PAGE);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const wizard = page.getByRole("dialog", { name: "Import" });
  await expect(wizard.getByText("Select an import option")).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
  });
  // From a file on disk: a buffer would be decoded by Playwright's own script in the page,
  // which is one long task of the test's, not the wizard's.
  const bigFile = path.join(test.info().outputDir, "big.csv");
  await mkdir(path.dirname(bigFile), { recursive: true });
  await writeFile(bigFile, `${rows.join("\r\n")}\r\n`);
  // The bar's value as each frame shows it, read in the page: sampling it from the test, a
  // round trip each, saw too few of the values a fast machine shows in the read's second or so.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const dialog = document.querySelector('[role="dialog"][aria-label="Import"]');
    const host = [...(dialog?.querySelectorAll("*") ?? [])].find((element) => element.shadowRoot);
    const sample = () => {
      const bar = host?.shadowRoot?.querySelector("progress");
      if (bar && bar.value !== seen.at(-1)) seen.push(bar.value);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const chooser = page.waitForEvent("filechooser");
  await wizard.getByText("Upload a file to import").click();
  await (await chooser).setFiles(bigFile);
  await expect(wizard.getByText("Map your columns to fields")).toBeVisible({ timeout: 60_000 });
  const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);

  expect(seen.length).toBeGreaterThanOrEqual(5);
  expect(seen[0]).toBeGreaterThanOrEqual(0.7);
  expect(seen.at(-1)).toBeGreaterThan(seen[0] ?? 1);
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  console.log(
    `100k-row read: ${seen.length} progress steps, longest main-thread task ${Math.round(Math.max(0, ...longTasks))} ms`,
  );
  expect(Math.max(0, ...longTasks)).toBeLessThan(100);

  // The instrument itself works: a task the page blocks for 150 ms is seen.
  await page.evaluate(() => {
    setTimeout(() => {
      const until = performance.now() + 150;
      while (performance.now() < until) {}
    }, 0);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length))
    .toBeGreaterThan(longTasks.length);
});
