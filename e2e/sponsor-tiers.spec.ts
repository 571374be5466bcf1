import { expect, test } from "@playwright/test";
import { focused, pickWithKeyboard, tabTo } from "./support/keyboard.js";
import { signInAsAdmin } from "./support/sign-in.js";

/** The demo Summit (apps/api/src/db/seed.ts) and its two sponsors (seed-modules.ts). */
const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const SPONSORS_PAGE = `/event-light/${SUMMIT_ID}/sponsors`;

test.describe("sponsor tiers (spec 1 §2 sponsors/settings/tiers, issue 7 item 5)", () => {
  test("the organizer creates the tier Gold, adds two sponsors with the picker using only the keyboard, finds them after a reload, and removes one", async ({
    page,
  }) => {
    await signInAsAdmin(page);

    // The sponsors list links to the tiers.
    await page.goto(SPONSORS_PAGE);
    await expect(page.getByRole("heading", { name: "Sponsors", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Tiers" }).click();
    await expect(page).toHaveURL(new RegExp(`${SPONSORS_PAGE}/settings/tiers$`));
    await expect(page.getByRole("heading", { name: "Sponsor tiers", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No tiers yet" })).toBeVisible();

    // A new tier: the name, then Enter.
    await page.getByLabel("New tier").focus();
    await page.keyboard.type("Gold");
    await page.keyboard.press("Enter");
    const gold = page.getByRole("region", { name: "Gold" });
    await expect(gold).toBeVisible();
    await expect(gold.getByText("No sponsors in this tier yet.")).toBeVisible();
    await expect(page.getByLabel("New tier")).toHaveValue("");

    // The tier's 'Add Sponsors': the search-and-pick dialog in sponsor mode, keyboard only.
    await tabTo(page, /^Add Sponsors$/);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Sponsors" });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await focused(page)).role).toBe("combobox");
    await pickWithKeyboard(page, "Add Sponsors", "Acme Corp");
    await pickWithKeyboard(page, "Add Sponsors", "Globex");
    await expect(dialog.getByText("2 selected")).toBeVisible();
    await tabTo(page, /^Save$/);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();

    const sponsors = gold.getByRole("list", { name: "Sponsors in Gold" });
    await expect(sponsors.getByRole("link")).toHaveText(["Acme Corp", "Globex"]);
    await expect(sponsors).toContainText("https://acme.example");

    // Reload: they were stored, in the order picked.
    await page.reload();
    await expect(sponsors.getByRole("link")).toHaveText(["Acme Corp", "Globex"]);

    // Remove one; it stays in the event, and the other stays in the tier.
    await gold.getByRole("button", { name: "Remove Globex from Gold" }).click();
    await expect(sponsors.getByRole("link")).toHaveText(["Acme Corp"]);
    await page.reload();
    await expect(sponsors.getByRole("link")).toHaveText(["Acme Corp"]);

    // The sponsor's page names its tier, and its audit shows the tier changing.
    await sponsors.getByRole("link", { name: "Acme Corp" }).click();
    await expect(page.getByRole("heading", { name: "Acme Corp", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Gold" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "sponsor pages" })
      .getByRole("link", { name: "Audit" })
      .click();
    const audit = page.getByRole("list", { name: "Audit, newest first" });
    await expect(audit.getByRole("row", { name: /Tier/ }).first()).toContainText("Gold");
    await page.goto(SPONSORS_PAGE);
    await expect(
      page
        .getByRole("table")
        .getByRole("link", { name: /Globex/ })
        .first(),
    ).toBeVisible();
  });
});
