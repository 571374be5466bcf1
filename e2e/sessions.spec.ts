import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { focused, pickWithKeyboard, tabTo } from "./support/keyboard.js";
import { signInAsAdmin } from "./support/sign-in.js";

/** The demo Summit (apps/api/src/db/seed.ts). */
const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const SESSIONS_PAGE = `/event-light/${SUMMIT_ID}/sessions`;

test.describe("sessions in the event area (issue 7)", () => {
  test("an organizer adds two speakers with the keyboard, finds them in /contacts/speakers, and sees a title change in the audit", async ({
    page,
  }) => {
    const run = randomBytes(3).toString("hex");
    const title = `Keyboard Panel ${run}`;
    await signInAsAdmin(page);

    // A session of its own, so the run leaves the demo sessions as they are.
    await page.goto(SESSIONS_PAGE);
    await expect(page.getByRole("heading", { name: "Sessions", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Opening Keynote: The Future of Events" })).toBeVisible();
    await page.getByRole("button", { name: "Add session" }).first().click();
    const create = page.getByRole("dialog", { name: "Add session" });
    await create.getByLabel("Title").fill(title);
    await create.getByLabel("Title").press("Enter");
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/sessions\/[^/]+\/details$/);
    const sessionUrl = page.url().replace(/\/details$/, "");

    // Participants: the speakers' search-and-pick dialog, keyboard only.
    await page
      .getByRole("navigation", { name: "Session" })
      .getByRole("link", { name: /Participants/ })
      .click();
    const speakers = page.getByRole("region", { name: /^Speakers/ });
    await expect(speakers.getByText("No speakers yet.")).toBeVisible();
    await page
      .getByRole("navigation", { name: "Session" })
      .getByRole("link", { name: /Participants/ })
      .focus();
    await tabTo(page, /^Add Speakers$/);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Speakers" });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await focused(page)).role).toBe("combobox");
    await pickWithKeyboard(page, "Add Speakers", "Amara Attendee");
    await pickWithKeyboard(page, "Add Speakers", "Linus Moderator");
    await expect(dialog.getByText("2 selected")).toBeVisible();
    await tabTo(page, /^Save$/);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();

    await expect(speakers.getByRole("link", { name: "Amara Attendee" })).toBeVisible();
    await expect(speakers.getByRole("link", { name: "Linus Moderator" })).toBeVisible();
    await expect(speakers.getByRole("listitem")).toHaveCount(2);

    // Reload: they were stored, in the order picked.
    await page.reload();
    await expect(speakers.getByRole("link")).toHaveText(["Amara Attendee", "Linus Moderator"]);

    // The contacts page's speakers view lists them.
    await page.goto(`/event-light/${SUMMIT_ID}/contacts/speakers`);
    const views = page.getByRole("navigation", { name: "Contact views" });
    await expect(views.getByRole("link", { name: "Speakers" })).toHaveAttribute("aria-current", "page");
    const table = page.getByRole("table", { name: "Contacts" });
    await expect(table.getByRole("rowheader", { name: "Amara Attendee" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Linus Moderator" })).toBeVisible();
    // The demo speaker speaks in the seeded sessions; a contact in no session is not listed.
    await expect(table.getByRole("rowheader", { name: "Sam Speaker" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Maria Sponsor" })).toHaveCount(0);

    // Details: a new title, saved; the audit shows it with its value before and after.
    await page.goto(`${sessionUrl}/details`);
    const titleField = page.getByLabel("Title");
    await expect(titleField).toHaveValue(title);
    await titleField.fill(`${title} (renamed)`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("All changes saved")).toBeVisible();
    await expect(page.getByRole("heading", { name: `${title} (renamed)`, level: 1 })).toBeVisible();

    await page.getByRole("navigation", { name: "Session" }).getByRole("link", { name: "Audit" }).click();
    const audit = page.getByRole("list", { name: "Audit" });
    const latest = audit.getByRole("listitem").first();
    await expect(latest).toContainText("Ada Organizer");
    await expect(latest.getByRole("row", { name: /Title/ })).toContainText(title);
    await expect(latest.getByRole("row", { name: /Title/ })).toContainText(`→ ${title} (renamed)`);
    // The speakers' addition is in the audit too.
    await expect(audit.getByRole("row", { name: /Speakers/ }).first()).toContainText(
      "Amara Attendee, Linus Moderator",
    );
  });
});
