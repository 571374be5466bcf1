/**
 * Issues 4 and 7: the organizer widgets embedded on a third-party site (another origin, strict
 * CSP) where the browser holds no Foyer session. The import wizard asks the organizer to sign in
 * inside the widget, then imports a pasted table; the host page hears foyer:import-complete.
 */
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { EXAMPLES_PORT } from "./support/server-config.js";
import { ADMIN, DEMO_PASSWORD } from "./support/sign-in.js";

const SITE = `http://localhost:${EXAMPLES_PORT}`;
/** The demo Summit's contacts module (apps/api/src/db/seed-modules.ts), as examples/script-tag/import.html names it. */
const CONTACTS_MODULE = "6a3c1d2e-0b4f-4c5d-9e8f-1a2b3c4d5e6f";

/** Contacts of the Summit whose name or email contains `term`, straight from the server. */
async function contactsMatching(request: APIRequestContext, term: string) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
  const response = await request.get(
    `/api/modules/${CONTACTS_MODULE}/records?pageSize=200&q=${encodeURIComponent(term)}`,
    { headers },
  );
  expect(response.status()).toBe(200);
  const { records } = (await response.json()).payload as {
    records: { name: string; email: string | null }[];
  };
  return records.map((record) => ({ name: record.name, email: record.email }));
}

test.describe("the import wizard on an organizer's own site (other origin, strict CSP, no session)", () => {
  test("the organizer signs in inside the widget and imports a pasted table; the page shows foyer:import-complete", async ({
    page,
    request,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${SITE}/import.html`);

    // No Foyer session on this origin: the wizard asks for one, and leaves the page's focus alone.
    const wizard = page.locator("foyer-import-wizard");
    await expect(
      wizard.getByText("Sign in with your Foyer organizer account to import records."),
    ).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await wizard.getByLabel("Email").fill(ADMIN.email);
    await wizard.getByLabel("Password").fill(DEMO_PASSWORD);
    await wizard.getByRole("button", { name: "Sign in" }).click();

    // The wizard carries on: the module loads and the first page shows, focused.
    const start = wizard.getByRole("heading", { name: "Select an import option" });
    await expect(start).toBeVisible();
    await expect(start).toBeFocused();
    // The session is the SDK's, kept as the forms' inline sign-in keeps it (foyer:-prefixed here).
    expect(await page.evaluate(() => localStorage.getItem("foyer:id_token"))).toBeTruthy();

    const run = randomBytes(4).toString("hex");
    const rows = [`Paula\tPaste\tpaula.${run}@example.com`, `Piet\tPaste\tpiet.${run}@example.com`];
    await wizard.getByRole("button", { name: "Copy & Paste" }).click();
    await wizard.getByLabel("Paste Data Table:").fill(["First Name\tLast Name\tEmail", ...rows].join("\n"));
    await wizard.getByRole("button", { name: "Next" }).click();

    // Mapping (First Name, Last Name and Email matched by their headers), then the validation.
    await expect(wizard.getByRole("heading", { name: "Map your columns to fields" })).toBeVisible();
    await wizard.getByRole("button", { name: "Import", exact: true }).click();
    await expect(wizard.getByRole("heading", { name: "Import Confirmation" })).toBeVisible();
    await wizard.getByRole("button", { name: "Import", exact: true }).click();
    await expect(wizard.getByRole("button", { name: "Done" })).toBeVisible({ timeout: 20_000 });

    const output = page.locator("output#import-result");
    await expect(output).toContainText("foyer:import-complete");
    await expect(output).toContainText("2 created");
    await expect(page.locator('#events li[data-event="foyer:import-complete"]')).toHaveCount(1);
    await wizard.getByRole("button", { name: "Done" }).click();
    await expect(start).toBeVisible();

    expect((await contactsMatching(request, run)).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "Paula Paste", email: `paula.${run}@example.com` },
      { name: "Piet Paste", email: `piet.${run}@example.com` },
    ]);

    // Under the page's CSP nothing of ours was refused, except the reader's worker: blob: workers
    // are not allowed here (script-src names Foyer's origin only), so the table is read in the page.
    expect(violations.filter((text) => !/worker/i.test(text))).toEqual([]);
  });
});
