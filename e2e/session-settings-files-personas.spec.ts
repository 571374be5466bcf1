import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 25 item 7 (spec 1 §2 "sessions … settings with … files, … personas"): an organizer adds a
 * file kind, sees the server refuse a file that does not fit it and the missing notice go once a
 * fitting one is linked; adds a persona and gives it to a session. The flow makes its own session,
 * kind and persona (unique names) and deletes the kind at the end, since other flows share the Summit.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const SETTINGS = `/event-light/${SUMMIT_ID}/sessions/settings`;

test("file kinds and personas: a refused upload, a fitting one, a persona on a session", async ({ page }) => {
  const run = randomBytes(3).toString("hex");
  const kindName = `Slides ${run}`;
  const personaName = `Persona ${run}`;
  const title = `Files and personas ${run}`;
  await signInAsAdmin(page);

  // Session settings → Files: a kind accepting pdf only, required.
  await page.goto(`${SETTINGS}/files`);
  const add = page.getByRole("form", { name: "Add a file kind" });
  await add.getByLabel("New file kind").fill(kindName);
  await add.getByLabel("Accepted extensions").fill("pdf");
  await add.getByLabel("Maximum size (MB)").fill("5");
  await add.getByLabel("Required").check();
  await add.getByRole("button", { name: "Add file kind" }).click();
  const kinds = page.getByRole("list", { name: "File kinds" });
  await expect(kinds.getByText(kindName)).toBeVisible();

  // Session settings → Personas: a new one.
  await page
    .getByRole("navigation", { name: "Session settings" })
    .getByRole("link", { name: "Personas" })
    .click();
  await page.getByLabel("New persona").fill(personaName);
  await page.getByRole("button", { name: "Add persona" }).click();
  await expect(page.getByRole("list", { name: "Personas" }).getByText(personaName)).toBeVisible();

  // A session of its own.
  await page.goto(`/event-light/${SUMMIT_ID}/sessions`);
  await page.getByRole("button", { name: "Add session" }).first().click();
  const create = page.getByRole("dialog", { name: "Add session" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Title").press("Enter");
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // Details: the persona, saved and still checked after a reload.
  const personas = page.getByRole("group", { name: "Personas" });
  await personas.getByLabel(personaName).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "Personas" }).getByLabel(personaName)).toBeChecked();

  // File content: a .txt under the kind is refused by the server; a pdf fits and the notice goes.
  await page.getByRole("navigation", { name: "Session" }).getByRole("link", { name: "File content" }).click();
  await expect(page.getByText(new RegExp(`Missing: .*${kindName}`))).toBeVisible();
  await page.getByLabel("Kind of file").selectOption({ label: kindName });
  const input = page.locator("input[type=file]");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes\n") });
  await expect(
    page.getByRole("alert").filter({ hasText: `${kindName} accepts pdf files; “notes.txt” is not one.` }),
  ).toBeVisible();
  await input.setInputFiles({
    name: "deck.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  });
  await expect(
    page.getByRole("table", { name: `Files of ${title}` }).getByRole("link", { name: "deck.pdf" }),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`Missing: .*${kindName}`))).toHaveCount(0);

  // The sessions list finds the session by its persona.
  await page.goto(`/event-light/${SUMMIT_ID}/sessions`);
  await page.getByLabel("Persona", { exact: true }).selectOption({ label: personaName });
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  // Tidy up: the kind goes (after confirming), so other flows' uploads need no kind.
  await page.goto(`${SETTINGS}/files`);
  await page.getByRole("button", { name: `Delete ${kindName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete file kind" }).click();
  await expect(page.getByRole("list", { name: "File kinds" }).getByText(kindName)).toHaveCount(0);
});
