import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

/** The demo Summit and its contacts module (apps/api/src/db/seed-modules.ts). */
const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const CONTACTS_MODULE = "6a3c1d2e-0b4f-4c5d-9e8f-1a2b3c4d5e6f";
const CONTACTS_PAGE = `/event-light/${SUMMIT_ID}/contacts`;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).payload.id_token}` };
}

/** Contacts of the Summit whose name or email contains `term`, straight from the server. */
async function contactsMatching(request: APIRequestContext, term: string) {
  const headers = await adminHeaders(request);
  const response = await request.get(
    `/api/modules/${CONTACTS_MODULE}/records?pageSize=200&q=${encodeURIComponent(term)}`,
    { headers },
  );
  expect(response.status()).toBe(200);
  const { records, total } = (await response.json()).payload as {
    records: { name: string; email: string | null }[];
    total: number;
  };
  return { total, emails: records.map((record) => record.email).sort() };
}

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\r\n")}\r\n`) };
}

/** The wizard over the contacts page: its frame is the admin's dialog named "Import". */
async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const wizard = page.getByRole("dialog", { name: "Import" });
  await expect(wizard.getByText("Select an import option")).toBeVisible();
  return wizard;
}

async function chooseFile(page: Page, wizard: Locator, file: ReturnType<typeof csvFile>) {
  const chooser = page.waitForEvent("filechooser");
  await wizard.getByText("Upload a file to import").click();
  await (await chooser).setFiles(file);
}

test.describe("record import wizard on the admin contacts page", () => {
  test("bad rows are reported, fixed and re-uploaded; the summary matches the database; revert removes the import", async ({
    page,
    request,
  }) => {
    const run = randomBytes(3).toString("hex");
    const email = (name: string) => `${name}.${run}@example.com`;
    const header = "First Name,Last Name,Email,Company,Newsletter Opt In";
    const good = [
      `Nina,New,${email("nina")},NewCo,Yes`,
      `Otto,Other,${email("otto")},OtherCo,No`,
      // Already a contact of the Summit (seed): matched by email, never duplicated.
      "Grace,Hopper,grace@example.com,Navy Labs,Yes",
    ];
    const firstTry = csvFile(`contacts-${run}.csv`, [
      header,
      ...good,
      `Bob,Broken,bob.${run}@,BadCo,Yes`,
      `Eve,Evil,${email("eve")},"=HYPERLINK(""http://evil.example"")",maybe`,
    ]);

    await signInAsAdmin(page);
    await page.goto(CONTACTS_PAGE);
    await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
    const wizard = await openWizard(page);
    await chooseFile(page, wizard, firstTry);

    // The mapping page matched every column by its header.
    await expect(wizard.getByText("Map your columns to fields")).toBeVisible({ timeout: 20_000 });
    await wizard.getByRole("button", { name: "Import", exact: true }).click();

    // Review Import: the counts and the row numbers of the two bad rows.
    await expect(wizard.getByText("3 of 5 rows passed validation checks")).toBeVisible({ timeout: 20_000 });
    await expect(wizard.getByText("2 rows with issues")).toBeVisible();
    await expect(wizard.getByText("Row 4", { exact: true })).toBeVisible();
    await expect(wizard.getByText("Row 5", { exact: true })).toBeVisible();

    // The error list: original row numbers, an error column, formulas neutralised.
    const downloading = page.waitForEvent("download");
    await wizard.getByRole("button", { name: "Download Error List as CSV" }).click();
    const download = await downloading;
    const errorList = await readFile((await download.path()) ?? "", "utf8");
    const lines = errorList
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Row,First Name,Last Name,Email,Company,Newsletter Opt In,Error$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^4,Bob,Broken,/);
    expect(lines[2]).toMatch(/^5,Eve,Evil,/);
    expect(lines[2]).toContain(`'=HYPERLINK`);
    expect(errorList).not.toMatch(/,=HYPERLINK/);

    // Nothing was written by the check.
    expect((await contactsMatching(request, run)).total).toBe(0);

    // Fix both rows and re-upload.
    const fixed = csvFile(`contacts-${run}-fixed.csv`, [
      header,
      ...good,
      `Bob,Broken,${email("bob")},BadCo,Yes`,
      `Eve,Evil,${email("eve")},"=HYPERLINK(""http://evil.example"")",No`,
    ]);
    const chooser = page.waitForEvent("filechooser");
    await wizard.getByRole("button", { name: "Re-Upload Resolved CSV" }).click();
    await (await chooser).setFiles(fixed);

    // The summary before writing says "will be"; after, "were".
    await expect(wizard.getByText("4 new contacts will be created")).toBeVisible({ timeout: 20_000 });
    await expect(wizard.getByText("1 row will be matched to existing contacts")).toBeVisible();
    await wizard.getByRole("button", { name: "Import", exact: true }).click();
    await expect(wizard.getByText("4 new contacts were created")).toBeVisible({ timeout: 20_000 });
    await expect(wizard.getByText("1 row was matched to existing contacts")).toBeVisible();
    await wizard.getByRole("button", { name: "Done" }).click();
    await expect(wizard).toBeHidden();

    // The database holds exactly the four new contacts, and Grace once.
    const imported = await contactsMatching(request, run);
    expect(imported.emails).toEqual([email("bob"), email("eve"), email("nina"), email("otto")].sort());
    expect((await contactsMatching(request, "grace@example.com")).total).toBe(1);

    // They appear in the contacts list.
    await page.getByPlaceholder("Search by name or email").fill(run);
    const table = page.getByRole("table");
    await expect(table.getByText(email("nina"))).toBeVisible();
    await expect(table.getByText(email("eve"))).toBeVisible();

    // Revert removes what the import created and leaves what it matched.
    await page
      .getByRole("button", { name: new RegExp(`^Revert the import of contacts-${run}-fixed\\.csv`) })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revert import" }).click();
    await expect(page.getByText(/removed 4 contacts/)).toBeVisible();
    expect((await contactsMatching(request, run)).total).toBe(0);
    expect((await contactsMatching(request, "grace@example.com")).total).toBe(1);
    await expect(table.getByText(email("nina"))).toBeHidden();
  });

  test("a hostile file gets a clear message and the wizard stays usable", async ({ page }) => {
    const columns = Array.from({ length: 2000 }, (_, index) => `C${index + 1}`);
    const cases: { file: ReturnType<typeof csvFile>; message: RegExp }[] = [
      {
        file: { name: "empty.csv", mimeType: "text/csv", buffer: Buffer.alloc(0) },
        message: /This file is empty\./,
      },
      {
        file: csvFile("header-only.csv", ["First Name,Last Name,Email"]),
        message: /column headers but no rows to import/,
      },
      {
        file: {
          name: "junk.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 37) % 256)),
        },
        message: /does not look like a CSV or Excel file/,
      },
      {
        file: csvFile("quotes.csv", [
          "First Name,Email",
          "Ann,ann@example.com",
          '"Unclosed,bob@example.com',
          "Cy,cy@example.com",
        ]),
        message: /is never closed/,
      },
      {
        file: csvFile("wide.csv", [columns.join(","), columns.map(() => "x").join(",")]),
        message: /This file has 2,000 columns; an import can read at most 1,000\./,
      },
      {
        file: { name: "one-line.csv", mimeType: "text/csv", buffer: Buffer.alloc(10 * 1024 * 1024, "a") },
        message: /column headers but no rows to import|longer than/,
      },
    ];

    await signInAsAdmin(page);
    await page.goto(CONTACTS_PAGE);
    const wizard = await openWizard(page);
    for (const { file, message } of cases) {
      await chooseFile(page, wizard, file);
      await expect(wizard.getByRole("alert")).toContainText(message, { timeout: 20_000 });
      // Still on the first page, ready for the next file.
      await expect(wizard.getByText("Upload a file to import")).toBeVisible();
    }

    // A file with formulas in its cells is data: it reads, maps and validates like any other.
    await chooseFile(
      page,
      wizard,
      csvFile("formulas.csv", [
        "First Name,Last Name,Email",
        `=1+1,@SUM(A1),formula.${randomBytes(3).toString("hex")}@example.com`,
      ]),
    );
    await expect(wizard.getByText("Map your columns to fields")).toBeVisible({ timeout: 20_000 });
  });

  test("Review Import reads '1 row with issues', its buttons stay whole at 1280 and 390 px, and the preview flags the bad email", async ({
    page,
  }) => {
    const run = randomBytes(3).toString("hex");
    await signInAsAdmin(page);
    await page.goto(CONTACTS_PAGE);
    const wizard = await openWizard(page);
    await chooseFile(
      page,
      wizard,
      csvFile(`one-bad-${run}.csv`, [
        "First Name,Last Name,Email",
        `Nina,New,nina.${run}@example.com`,
        `Bob,Broken,bob.${run}@`,
      ]),
    );
    await expect(wizard.getByText("Map your columns to fields")).toBeVisible({ timeout: 20_000 });
    // The record preview marks the invalid email and describes it (issue 22).
    const flagged = wizard.locator("dd[aria-describedby]");
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toContainText(`bob.${run}@`);
    await expect(flagged).toHaveAccessibleDescription(`"bob.${run}@" is not a valid email address`);

    await wizard.getByRole("button", { name: "Import", exact: true }).click();
    await expect(wizard.getByText("1 of 2 rows passed validation checks")).toBeVisible({ timeout: 20_000 });
    await expect(wizard.getByText("1 row with issues", { exact: true })).toBeVisible();

    // Each button's label sits on one line, inside the wizard, and each group stays together:
    // one row of buttons per group at 1280 px, one column per group at 390 px.
    const layout = () =>
      wizard.locator(".foyer-iw-actions").evaluate((actions) => {
        const box = actions.getBoundingClientRect();
        return [...actions.querySelectorAll(".foyer-iw-actions__group")].map((group) =>
          [...group.querySelectorAll("button")].map((button) => {
            const range = document.createRange();
            range.selectNodeContents(button);
            const rect = button.getBoundingClientRect();
            const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
            return {
              lines,
              inside: rect.left >= box.left - 1 && rect.right <= box.right + 1,
              top: Math.round(rect.top),
              left: Math.round(rect.left),
            };
          }),
        );
      });
    for (const [width, height, direction] of [
      [1280, 800, "row"],
      [390, 844, "column"],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(wizard.getByRole("button", { name: "Re-Upload Resolved CSV" })).toBeVisible();
      const groups = await layout();
      expect(groups.map((group) => group.length)).toEqual([3, 2]);
      for (const group of groups) {
        for (const button of group) expect(button, `${width} px`).toMatchObject({ lines: 1, inside: true });
        const shared =
          direction === "row" ? group.map((button) => button.top) : group.map((button) => button.left);
        expect(new Set(shared).size, `${width} px: one ${direction} per group`).toBe(1);
      }
    }
  });
});
