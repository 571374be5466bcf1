import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin } from "./sign-in.js";

/* What the portal's flows share, in the portal app and in the <foyer-portal> widget. */

export const SUMMIT = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
export const SESSION_TITLE = "Designing Calm Registration Flows";
export const REQUEST_TITLE = "Your presentation slides";

/** axe-core's serious and critical WCAG 2.1 AA violations on the page (or under `include`). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** A link of the portal's nav, in `scope` (the page, or the widget's element). */
export const portalNav = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole("navigation", { name: "Portal" }).getByRole("link", { name });

/** A small PDF named `name`, for a file request that asks for PDFs. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});

/** The speaker, in `scope` (the page, or the widget's element), writes to the organizers. */
export async function sendPortalMessage(scope: Page | Locator, subject: string, text: string): Promise<void> {
  await portalNav(scope, /^Messages/).click();
  await scope.getByRole("button", { name: "New message" }).click();
  await scope.getByLabel("Subject").fill(subject);
  await scope.getByLabel("Message", { exact: true }).fill(text);
  await scope.getByRole("button", { name: "Send message" }).click();
  await expect(
    scope.getByRole("list", { name: "Messages in this conversation" }).getByText(text),
  ).toBeVisible();
}

/**
 * The organizer, in the admin app: finds `fileName` in the slides request's results, then answers
 * the conversation `subject` (which holds `question`) with `reply`.
 */
export async function organizerSeesUploadAndReplies(
  browser: Browser,
  {
    fileName,
    subject,
    question,
    reply,
  }: { fileName: string; subject: string; question: string; reply: string },
): Promise<void> {
  const organizer = await (await browser.newContext()).newPage();
  await signInAsAdmin(organizer);
  await organizer.goto(`/event-light/${SUMMIT}/portals/file-requests`);
  await organizer.getByRole("link", { name: `Results of ${REQUEST_TITLE}` }).click();
  await expect(organizer.getByRole("row", { name: /Sam Speaker/ }).getByText(fileName)).toBeVisible();
  await organizer.goto(`/event-light/${SUMMIT}/portals/messages`);
  await organizer.getByRole("button", { name: new RegExp(subject) }).click();
  const conversation = organizer.getByRole("list", { name: "Messages in this conversation" });
  await expect(conversation.getByText(question)).toBeVisible();
  await organizer.getByLabel("Reply").fill(reply);
  await organizer.getByRole("button", { name: "Send reply" }).click();
  await expect(conversation.getByText(reply)).toBeVisible();
  await organizer.context().close();
}
