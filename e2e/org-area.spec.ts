import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 5 items 2 and 3: the organization area (spec 1 §2 "/org-light/{orgId}/"), its navigation
 * menu, starred events, the event-creation modal (spec 1 §4: "On create, 'Creating event...'
 * shows, the event is created, and the user is redirected to /event-light/{id}/dashboard") and
 * the logo upload (spec 1 §5: jpeg, svg or png, saved by PUT with logoImageUrl).
 */

const ORG = { id: "8fd12ece-288c-48dc-8bea-5a72912eee84", name: "Foyer Demo Organization" };
const MEETUP = "Foyer Community Meetup";

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** An SVG that would show a dialog if its scripts ever ran. */
const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#3453d1"/></svg>',
);

async function openOrganization(page: Page) {
  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Your organizations" })
    .getByRole("link", { name: ORG.name })
    .click();
  await expect(page).toHaveURL(`/org-light/${ORG.id}/dashboard`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

test.describe("the organization area", () => {
  test("the organizer opens the dashboard, stars an event, and finds it first and in the menu", async ({
    page,
  }) => {
    await openOrganization(page);
    const figures = page.getByLabel("Key figures");
    await expect(figures.locator("[data-figure='events'] dd")).toHaveText(/^\d+$/);
    // Issue 22 item 4: the weeks' submissions and registrations (a chart, and a table), the latest
    // changes, quick actions.
    await expect(page.getByRole("img", { name: /^Submissions and registrations/ })).toBeVisible();
    await page.getByText("Show the figures as a table").click();
    await expect(
      page.getByRole("table", { name: "Submissions and registrations, by week" }).getByRole("row"),
    ).toHaveCount(9);
    await expect(page.getByRole("region", { name: "Recent activity" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name: "All events" }),
    ).toBeVisible();

    const menu = page.getByRole("navigation", { name: "Organization" });
    await menu.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(`/org-light/${ORG.id}/events`);
    const table = page.getByRole("table", { name: "Organization events" });
    const star = table.getByRole("button", { name: `Star ${MEETUP}` });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(table.getByRole("rowheader").first()).toHaveText(MEETUP);
    await expect(menu.getByRole("link", { name: MEETUP })).toBeVisible();

    // Stored by the server: still starred after a reload, and only starred ones with the filter.
    await page.reload();
    await expect(table.getByRole("button", { name: `Star ${MEETUP}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByLabel("Starred only").check();
    await expect(table.getByRole("rowheader")).toHaveText([MEETUP]);
    await page.getByLabel("Starred only").uncheck();

    // Search narrows the list; the event opens on its dashboard.
    await page.getByRole("searchbox", { name: "Search events" }).fill("summit 2027");
    await expect(table.getByRole("rowheader")).toHaveText(["Foyer Summit 2027"]);
    await table.getByRole("link", { name: "Foyer Summit 2027" }).click();
    await expect(page).toHaveURL(/\/event-light\/[^/]+\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Foyer Summit 2027", level: 1 })).toBeVisible();

    // Leave the demo as it was.
    await page.goto(`/org-light/${ORG.id}/events`);
    await table.getByRole("button", { name: `Star ${MEETUP}` }).click();
    await expect(table.getByRole("button", { name: `Star ${MEETUP}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("creates an event through the modal and lands on its dashboard", async ({ page }) => {
    await openOrganization(page);
    await page.getByRole("button", { name: "Add event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    await expect(dialog.getByRole("heading", { name: "Add a new event" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Clone an event" })).toBeVisible();
    // The import option has its own suite (import-events.spec.ts).
    await expect(dialog.getByRole("button", { name: "Import events" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Get started" }).click();

    // Nothing is sent while a field is wrong.
    await dialog.getByRole("button", { name: "Create event" }).click();
    await expect(dialog.getByText("Event name is required")).toBeVisible();

    const name = `Launch Party ${Date.now()}`;
    await dialog.getByLabel("Event name").fill(name);
    await dialog.getByLabel("Start date").fill("2027-09-10");
    await dialog.getByLabel("End date").fill("2027-09-11");
    // The searchable time-zone picker (issue 20 item 1): type, then Enter.
    const zone = dialog.getByRole("combobox", { name: "Time zone" });
    await zone.fill("paris");
    await zone.press("Enter");
    await expect(zone).toHaveValue(/^Europe\/Paris \(UTC\+0[12]:00\)$/);
    let sawCreating = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes(`/api/event/organization/${ORG.id}/events`))
        sawCreating = true;
    });
    await dialog.getByRole("button", { name: "Create event" }).click();
    await expect(page).toHaveURL(/\/event-light\/[0-9a-f-]{36}\/dashboard$/);
    expect(sawCreating).toBe(true);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const figures = page.getByLabel("Key figures");
    await expect(figures.locator("[data-figure='contacts'] dd")).toHaveText("0");
    await expect(figures.locator("[data-figure='team'] dd")).toHaveText("1");
    // A new event says what to do next, each step linked to where it is done (issue 22 item 4).
    const steps = page.getByRole("region", { name: "Next steps" });
    await expect(steps.getByText("0 of 6 done")).toBeVisible();
    await expect(steps.getByRole("link", { name: "Add or import contacts" })).toHaveAttribute(
      "href",
      /\/event-light\/[0-9a-f-]{36}\/contacts$/,
    );
    await expect(page.getByText("Nothing yet in the last 8 weeks.")).toBeVisible();
    // The creator is the event's admin: its pages open.
    await page.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Contacts" }).click();
    await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  });

  test("uploads a logo; an SVG logo shows as an image and never runs its scripts", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await openOrganization(page);
    await page
      .getByRole("navigation", { name: "Organization" })
      .getByRole("link", { name: "Settings" })
      .click();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("The logo has been saved.")).toBeVisible();
    const headerLogo = page.locator(".foyer-app-header").getByRole("img", { name: `${ORG.name} logo` });
    await expect(headerLogo).toHaveAttribute("src", /^\/api\/uploads\/[0-9a-f-]{36}$/);
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.reload();
    await expect(headerLogo).toBeVisible();

    // A GIF is refused before anything is sent.
    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: PNG });
    await expect(page.getByText("The logo must be a JPEG, SVG or PNG image.")).toBeVisible();

    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: HOSTILE_SVG });
    await expect(page.getByText("The logo has been saved.").first()).toBeVisible();
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(10);
    const src = await headerLogo.getAttribute("src");
    const served = await page.request.get(src ?? "");
    expect(served.headers()["content-type"]).toBe("image/svg+xml");
    expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(served.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(dialogs).toEqual([]);

    // Leave the demo as it was.
    await page.getByRole("button", { name: "Remove logo" }).click();
    await expect(headerLogo).toHaveCount(0);
  });
});
