import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 5 "Global search finds a contact by a misspelled name and by email": the organization's
 * search page over the demo data, in a real browser. (That results respect permissions is tested
 * per event and module in apps/api/src/__tests__/search.test.ts.)
 */

const ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";
const SEARCH = `/org-light/${ORG_ID}/search`;

/** Issue 22 "cards keep inner padding": the card's content sits at least 16 px inside its border. */
async function expectInnerPadding(card: Locator) {
  const inset = await card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const content = range.getBoundingClientRect();
    return {
      left: content.left - box.left,
      top: content.top - box.top,
      right: box.right - content.right,
    };
  });
  expect(inset.left, "left inset").toBeGreaterThanOrEqual(16);
  expect(inset.top, "top inset").toBeGreaterThanOrEqual(16);
  expect(inset.right, "right inset").toBeGreaterThanOrEqual(16);
}

test("an organizer finds a contact by a misspelled name and by email, and a session by a word of its title", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(SEARCH);
  const box = page.getByLabel("Search contacts, sessions and content");
  await expectInnerPadding(page.locator(".global-search"));
  await box.fill("Hoper");
  // The demo organization has Grace Hopper in this year's summit and in last year's.
  const inSummit = (kind: RegExp) =>
    page.getByRole("region", { name: kind }).getByRole("listitem").filter({ hasText: "Foyer Summit 2027" });
  await expect(inSummit(/^Contacts/).getByRole("link", { name: "Grace Hopper" })).toBeVisible();
  await box.fill("grace@example.com");
  await expect(inSummit(/^Contacts/).getByRole("link", { name: "Grace Hopper" })).toBeVisible();
  await box.fill("keynote");
  await inSummit(/^Sessions/)
    .getByRole("link", { name: "Opening Keynote: The Future of Events" })
    .click();
  await expect(page).toHaveURL(/\/sessions\/[^/]+\/details$/);
  await expectInnerPadding(page.getByRole("form", { name: "Session details" }));
  // The terms come back as recent searches, newest first.
  await page.goto(SEARCH);
  await expect(page.getByRole("button", { name: "keynote" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
