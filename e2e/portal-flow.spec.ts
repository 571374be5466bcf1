/*
 * Issue 6 "Must show", in a real browser against the real server: the demo speaker signs in to the
 * speaker portal, sees their session, downloads the calendar, completes a task, uploads the
 * requested document and sends a message; the organizer sees the upload in the file request's
 * results and replies; the speaker sees the reply. Every portal page passes axe-core (no serious
 * or critical violations), and an organizer-written page with script and event-handler HTML
 * renders without running any of it.
 */
import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  organizerSeesUploadAndReplies,
  pdfFile,
  portalNav,
  REQUEST_TITLE,
  SESSION_TITLE,
  SUMMIT,
  sendPortalMessage,
  seriousViolations,
} from "./support/portal.js";
import {
  DEMO_PASSWORD,
  PORTAL,
  PORTAL_LOGIN,
  SPEAKER,
  signInAsAdmin,
  submitSignIn,
} from "./support/sign-in.js";
import { readStoredTokens } from "./support/tokens.js";

const HOME = `/portals/${PORTAL.slug}/${PORTAL.id}`;
const SUBJECT = "Question about the projector";
const QUESTION = "Will there be an HDMI adapter in Room A?";
const REPLY = "Yes: HDMI and USB-C adapters are on the lectern.";

async function speakerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(PORTAL_LOGIN);
  await submitSignIn(page, SPEAKER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(HOME);
  return page;
}

const nav = portalNav;

test("the speaker's day in the portal, the organizer's reply, and the speaker reading it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const speaker = await speakerPage(browser);
  await expect(speaker.getByRole("heading", { name: PORTAL.name, level: 1 })).toBeVisible();
  expect(await seriousViolations(speaker)).toEqual([]);

  // Their session, and the calendar file.
  await nav(speaker, "Sessions").click();
  await expect(speaker.getByRole("link", { name: SESSION_TITLE })).toBeVisible();
  await nav(speaker, "Calendar").click();
  await expect(speaker.getByRole("heading", { name: "My calendar", level: 1 })).toBeVisible();
  const downloading = speaker.waitForEvent("download");
  await speaker.getByRole("link", { name: "Download calendar (.ics)" }).click();
  const ics = await readFile((await (await downloading).path()) ?? "", "utf8");
  expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`SUMMARY:${SESSION_TITLE}`);

  // A task done, and still done after a reload (the server stored it).
  await nav(speaker, "Tasks").click();
  const profileTask = speaker.getByRole("checkbox", { name: "Complete your speaker profile" });
  await expect(profileTask).not.toBeChecked();
  await profileTask.check();
  await expect(profileTask).toBeChecked();
  await speaker.reload();
  await expect(speaker.getByRole("checkbox", { name: "Complete your speaker profile" })).toBeChecked();
  expect(await seriousViolations(speaker)).toEqual([]);

  // The slides task leads to the file request; the PDF is handed in.
  await speaker.getByRole("link", { name: "Open Upload your slides" }).click();
  await expect(speaker.getByRole("heading", { name: REQUEST_TITLE, level: 1 })).toBeVisible();
  await speaker.getByLabel("File to hand in").setInputFiles(pdfFile("sam-speaker-slides.pdf"));
  await speaker.getByRole("button", { name: "Upload" }).click();
  await expect(speaker.getByRole("link", { name: "sam-speaker-slides.pdf" })).toBeVisible();
  await expect(speaker.getByText("Submitted").first()).toBeVisible();
  expect(await seriousViolations(speaker)).toEqual([]);

  // A message to the organizers.
  await sendPortalMessage(speaker, SUBJECT, QUESTION);
  expect(await seriousViolations(speaker)).toEqual([]);

  // The organizer finds the slides in the request's results, then answers the message.
  await organizerSeesUploadAndReplies(browser, {
    fileName: "sam-speaker-slides.pdf",
    subject: SUBJECT,
    question: QUESTION,
    reply: REPLY,
  });

  // The speaker sees the reply, marked unread until opened.
  await speaker.goto(`${HOME}/messages`);
  // Another test may have left an unread reply too: a count shows, whatever it is.
  await expect(nav(speaker, /^Messages/)).toContainText(/[1-9]/);
  await speaker.getByRole("link", { name: `${SUBJECT} (unread)` }).click();
  await expect(
    speaker.getByRole("list", { name: "Messages in this conversation" }).getByText(REPLY),
  ).toBeVisible();
});

test("every portal page passes axe-core", async ({ browser }) => {
  const speaker = await speakerPage(browser);
  for (const [label, heading] of [
    ["Resources", "Resources"],
    ["Documents", "My documents"],
    ["Profile", "My profile"],
    ["History", "My history"],
    ["Speaker guidelines", "Speaker guidelines"],
  ] as const) {
    await nav(speaker, label).click();
    await expect(speaker.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    expect(await seriousViolations(speaker), label).toEqual([]);
  }
});

test("an organizer-written page with script and event-handler HTML renders without running it", async ({
  browser,
}) => {
  const organizer = await (await browser.newContext()).newPage();
  await signInAsAdmin(organizer);
  const { id_token } = await readStoredTokens(organizer);
  const created = await organizer.request.post(`/api/events/${SUMMIT}/portals/${PORTAL.id}/pages`, {
    headers: { authorization: `Bearer ${id_token}` },
    data: {
      title: "Hostile page",
      published: true,
      body: [
        "<p>Plain words stay.</p>",
        "<script>window.__foyerPwned = 'script'</script>",
        `<img src="x" onerror="window.__foyerPwned = 'img'">`,
        `<a href="javascript:window.__foyerPwned = 'link'">Click me</a>`,
        `<svg onload="window.__foyerPwned = 'svg'"></svg>`,
        `<p onclick="window.__foyerPwned = 'click'">Press here</p>`,
      ].join(""),
    },
  });
  expect(created.status()).toBe(201);
  const pageId = (await created.json()).payload.id as string;

  const speaker = await speakerPage(browser);
  await speaker.goto(`${HOME}/pages/${pageId}`);
  await expect(speaker.getByRole("heading", { name: "Hostile page", level: 1 })).toBeVisible();
  await expect(speaker.getByText("Plain words stay.")).toBeVisible();
  await speaker.getByText("Press here").click();
  await speaker.getByText("Click me").click();
  const main = speaker.getByRole("main");
  expect(await main.locator("script, img, svg, [onclick], [onerror], [onload]").count()).toBe(0);
  expect(await speaker.evaluate(() => (window as { __foyerPwned?: string }).__foyerPwned)).toBeUndefined();

  // Issue 22 "one link style": in the organizer's list the page's card title links, and reads as a
  // title (the heading's colour, no underline) like every other card title.
  await organizer.goto(`/event-light/${SUMMIT}/portals/pages`);
  const title = organizer.getByRole("heading", { name: "Hostile page", level: 2 }).first().getByRole("link");
  await expect(title).toBeVisible();
  const look = await title.evaluate((link) => {
    const own = getComputedStyle(link);
    return {
      underline: own.textDecorationLine,
      color: own.color,
      heading: getComputedStyle(link.parentElement as Element).color,
    };
  });
  expect(look.underline).toBe("none");
  expect(look.color).toBe(look.heading);
});
