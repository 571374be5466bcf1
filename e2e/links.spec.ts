import { joinLinkMessages } from "@foyer/domain";
import { expect, test } from "@playwright/test";
import { givePortalAccess } from "./support/outbox.js";
import { SUMMIT } from "./support/portal.js";
import { PORTAL, signInAsAdmin } from "./support/sign-in.js";

/*
 * Spec 1 §2 "/join/vu/{virtualUserHash}" (issue 21): an organizer copies a join link for someone
 * who may sign in to the portal; a fresh browser opens it and lands in the portal signed in; the
 * link works once.
 */

test("an organizer copies a join link; it signs a fresh browser in to the portal once", async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const person = { email: `joiner-${stamp}@example.com`, fname: "Joiner", lname: `Virtual${stamp}` };
  await givePortalAccess(request, person);

  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT}/portals/config-sets/${PORTAL.id}/customize`);
  const row = page.getByRole("row").filter({ hasText: person.email });
  const name = `${person.fname} ${person.lname}`;
  await row.getByRole("button", { name: `Copy join link for ${name}` }).click();
  const link = row.getByLabel(`Join link for ${name}`, { exact: true });
  await expect(link).toHaveValue(/\/join\/vu\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();

  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    await visitor.goto(url);
    await expect(visitor).toHaveURL(new RegExp(`/portals/${PORTAL.slug}/${PORTAL.id}$`));
    await expect(visitor.getByRole("heading", { name: PORTAL.name, level: 1 })).toBeVisible();
  } finally {
    await fresh.close();
  }

  const later = await browser.newContext();
  try {
    const again = await later.newPage();
    await again.goto(url);
    await expect(again.getByRole("heading", { name: "This join link does not work" })).toBeVisible();
    await expect(again.getByRole("alert")).toHaveText(joinLinkMessages.spent);
  } finally {
    await later.close();
  }
});
