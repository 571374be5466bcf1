/*
 * Issue 6 "Must show", the second half: the portal's flow through `<foyer-portal>` on the example
 * third-party site (another origin, strict CSP, no Foyer session there). The speaker signs in
 * inside the widget, sees their session, downloads the calendar, completes a task, hands in the
 * requested document and sends a message; the organizer sees the upload and replies; the speaker
 * sees the reply. The widget routes in the page's hash (`location="hash"`): the page's own path
 * never changes, a reload keeps the portal's page, and the back button goes back in the portal.
 */
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  organizerSeesUploadAndReplies,
  pdfFile,
  portalNav,
  REQUEST_TITLE,
  SESSION_TITLE,
  sendPortalMessage,
  seriousViolations,
} from "./support/portal.js";
import { EXAMPLES_PORT } from "./support/server-config.js";
import { DEMO_PASSWORD, PORTAL, SPEAKER } from "./support/sign-in.js";

const SITE = `http://localhost:${EXAMPLES_PORT}`;
const HOME = `/portals/${PORTAL.slug}/${PORTAL.id}`;
const FILE = "sam-widget-slides.pdf";
const SUBJECT = "Parking at the venue";
const QUESTION = "Is there parking for speakers near Room A?";
const REPLY = "Yes: show your speaker badge at the garage on Main Street.";

/** The portal's path in the page's hash, and the page's own path, which never changes. */
function portalPath(page: Page): string {
  const url = new URL(page.url());
  expect(url.pathname).toBe("/portal.html");
  return url.hash.slice(1);
}

test("the speaker's flow in <foyer-portal> on another site, and the organizer's reply", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${SITE}/portal.html`);
  const portal = page.locator("foyer-portal");

  // No session on this site: the portal's own sign-in, inside the widget.
  await expect(portal.getByRole("heading", { name: PORTAL.name })).toBeVisible();
  expect(portalPath(page)).toBe(`/portal-login/${PORTAL.slug}/${PORTAL.id}`);
  await expect(page.locator('#events li[data-event="foyer:ready"]')).toHaveCount(1);
  expect(await seriousViolations(page, "foyer-portal")).toEqual([]);
  await portal.getByLabel("Email").fill(SPEAKER.email);
  await portal.getByLabel("Password").fill(DEMO_PASSWORD);
  await portal.getByRole("button", { name: "Sign in" }).click();
  await expect(portal.getByRole("heading", { name: PORTAL.name, level: 1 })).toBeVisible();
  await expect(portal.getByText("Signed in as Sam Speaker")).toBeVisible();
  expect(portalPath(page)).toBe(HOME);
  expect(await seriousViolations(page, "foyer-portal")).toEqual([]);

  // Their session, and the calendar file.
  await portalNav(portal, "Sessions").click();
  await expect(portal.getByRole("link", { name: SESSION_TITLE })).toBeVisible();
  expect(portalPath(page)).toBe(`${HOME}/sessions`);
  await portalNav(portal, "Calendar").click();
  const downloading = page.waitForEvent("download");
  await portal.getByRole("link", { name: "Download calendar (.ics)" }).click();
  const ics = await readFile((await (await downloading).path()) ?? "", "utf8");
  expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`SUMMARY:${SESSION_TITLE}`);

  // The back button goes back in the portal (the hash), not away from the page.
  await page.goBack();
  await expect(portal.getByRole("link", { name: SESSION_TITLE })).toBeVisible();
  expect(portalPath(page)).toBe(`${HOME}/sessions`);

  // A task done, still done after a reload, which keeps the portal's page.
  await portalNav(portal, "Tasks").click();
  const slidesTask = portal.getByRole("checkbox", { name: "Upload your slides" });
  await expect(slidesTask).not.toBeChecked();
  await slidesTask.check();
  await expect(slidesTask).toBeChecked();
  await page.reload();
  await expect(portal.getByRole("checkbox", { name: "Upload your slides" })).toBeChecked();
  expect(portalPath(page)).toBe(`${HOME}/tasks`);

  // The task leads to the file request; the PDF is handed in.
  await portal.getByRole("link", { name: "Open Upload your slides" }).click();
  await expect(portal.getByRole("heading", { name: REQUEST_TITLE, level: 1 })).toBeVisible();
  await portal.getByLabel("File to hand in").setInputFiles(pdfFile(FILE));
  await portal.getByRole("button", { name: "Upload" }).click();
  await expect(portal.getByRole("link", { name: FILE })).toBeVisible();
  expect(await seriousViolations(page, "foyer-portal")).toEqual([]);

  // A message to the organizers.
  await sendPortalMessage(portal, SUBJECT, QUESTION);

  await organizerSeesUploadAndReplies(browser, {
    fileName: FILE,
    subject: SUBJECT,
    question: QUESTION,
    reply: REPLY,
  });

  // The speaker sees the reply (the thread list loads afresh), marked unread until opened.
  await portalNav(portal, "Home").click();
  await portalNav(portal, /^Messages/).click();
  await portal.getByRole("link", { name: `${SUBJECT} (unread)` }).click();
  await expect(
    portal.getByRole("list", { name: "Messages in this conversation" }).getByText(REPLY),
  ).toBeVisible();

  // Signing out ends the session on the server and shows the portal's sign-in again, on this page.
  const refreshToken = await page.evaluate(() => localStorage.getItem("foyer:refresh_token"));
  expect(refreshToken).toBeTruthy();
  const ended = page.waitForResponse((response) => response.url().endsWith("/api/user/auth/logout"));
  await portal.getByRole("button", { name: "Sign out" }).click();
  expect((await ended).status()).toBe(204);
  await expect(portal.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(portalPath(page)).toBe(`/portal-login/${PORTAL.slug}/${PORTAL.id}`);
  expect(await page.evaluate(() => localStorage.getItem("foyer:id_token"))).toBeNull();
  const refreshed = await request.post("/api/user/auth/refresh-token", { data: { token: refreshToken } });
  expect(refreshed.status()).toBe(401);
  expect(violations).toEqual([]);
});
