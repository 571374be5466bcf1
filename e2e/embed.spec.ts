/**
 * Issue 3 "Must show": the embed on a third-party site (another origin, strict CSP, hostile
 * global CSS), driven by the keyboard only, and what the organizer then sees.
 */
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { tabTo } from "./support/keyboard.js";
import { BASE_URL, EXAMPLES_PORT } from "./support/server-config.js";
import { signInAsAdmin } from "./support/sign-in.js";

const SITE = `http://localhost:${EXAMPLES_PORT}`;
const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const CFP_ID = "5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e";
const XSS = '<img src=x onerror="window.__foyerXss=1">';

/** The host page as the host page itself sees it: light DOM and computed styles, widgets excluded. */
function hostSnapshot(page: Page) {
  return page.evaluate(() => {
    const clone = document.documentElement.cloneNode(true) as HTMLElement;
    clone.querySelector("#events")?.replaceChildren();
    const styleOf = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      return [style.font, style.color, style.backgroundColor, style.display, style.letterSpacing].join("|");
    };
    return {
      html: clone.outerHTML,
      styleElements: document.querySelectorAll("style").length,
      styledElements: document.querySelectorAll("[style]").length,
      sheets: document.styleSheets.length,
      adoptedOnDocument: document.adoptedStyleSheets.length,
      styles: ["html", "body", "h1", ".intro", ".site-nav a", "#events"].map(styleOf),
    };
  });
}

test.describe("a participant on an organizer's own site (other origin, strict CSP, hostile CSS)", () => {
  test("completes a multi-step submission with a file upload using the keyboard only; the host gets foyer:submit; the organizer sees it", async ({
    page,
    browser,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${SITE}/hostile.html`);
    const form = page.locator("foyer-submission-form");
    await expect(form.getByRole("heading", { name: "Sign in" })).toBeVisible();
    const before = await hostSnapshot(page);

    // Sign up inside the widget (the Call for Papers requires a participant account).
    await page.locator("body").focus();
    expect(await tabTo(page, /^Create an account$/)).toMatchObject({ widget: "FOYER-SUBMISSION-FORM" });
    await page.keyboard.press("Enter");
    const email = `embed-${randomBytes(4).toString("hex")}@example.com`;
    await tabTo(page, /^First name/);
    await page.keyboard.type("Kim");
    await tabTo(page, /^Last name/);
    await page.keyboard.type("Keyboard");
    await tabTo(page, /^Email/);
    await page.keyboard.type(email);
    await tabTo(page, /^Password/);
    await page.keyboard.type("long-enough-1");
    await page.keyboard.press("Enter");

    // Step 1: the talk. A script in a text field must stay text.
    await expect(form.getByText(/Signed in as/)).toBeVisible();
    await tabTo(page, /^Title/);
    await page.keyboard.type(`Keyboards ${XSS}`);
    await tabTo(page, /^Abstract/);
    await page.keyboard.type("Everything, without a mouse.");
    await tabTo(page, /^Talk \(30 min\)/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Audience level/);
    await page.keyboard.press("ArrowDown");
    await expect(form.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(form.getByRole("combobox", { name: /Audience level/ })).toContainText("Intermediate");
    await tabTo(page, /^Next$/);
    await page.keyboard.press("Enter");

    // Step 2: logistics (one day of the event is required).
    await expect(form.getByRole("heading", { name: "Logistics" })).toBeVisible();
    await tabTo(page, /Mar 16/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Next$/);
    await page.keyboard.press("Enter");

    // Step 3: a file, chosen from the keyboard, and the consent box.
    await expect(form.getByRole("heading", { name: "Files and consent" })).toBeVisible();
    await tabTo(page, /Draft slides/);
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await chooser).setFiles({
      name: "slides.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4 slides"),
    });
    // Uploaded, not only listed while on its way: Submit would answer "Please wait for your files
    // to finish uploading." and the test would have to press it again.
    await expect(form.getByRole("button", { name: "Remove slides.pdf" })).toBeVisible();
    await tabTo(page, /code of conduct/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Submit$/);
    await page.keyboard.press("Enter");

    await expect(form.getByText("Thank you for your proposal.", { exact: false })).toBeVisible();
    await expect(form.getByText(`Keyboards ${XSS}`)).toBeVisible();
    await expect(page.locator('#events li[data-event="foyer:submit"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as { __foyerXss?: number }).__foyerXss)).toBeUndefined();

    // The host page's own DOM and styles are as they were; the widget left no trace outside itself.
    expect(await hostSnapshot(page)).toEqual(before);
    expect(violations).toEqual([]);

    // The organizer finds the submission in admin, the script shown as text.
    const admin = await browser.newPage({ baseURL: BASE_URL });
    await signInAsAdmin(admin);
    await admin.goto(`/event-light/${SUMMIT_ID}/sessions/forms/${CFP_ID}/submissions`);
    await admin
      .getByRole("link", { name: /Kim Keyboard/ })
      .first()
      .click();
    await expect(admin.getByText(`Keyboards ${XSS}`)).toBeVisible();
    await expect(admin.getByRole("link", { name: /slides\.pdf/ })).toBeVisible();
    expect(await admin.evaluate(() => (window as { __foyerXss?: number }).__foyerXss)).toBeUndefined();
    await admin.close();
  });
});

test.describe("any number of instances, nothing left behind", () => {
  test("two forms on one page work side by side; mounting and unmounting 50 times leaves no listeners behind (measured)", async ({
    page,
  }) => {
    await page.goto(`${SITE}/hostile.html`);
    await expect(
      page.locator("foyer-submission-form").getByRole("heading", { name: "Sign in" }),
    ).toBeVisible();
    const intake = page.locator("foyer-intake-form");
    await expect(intake.getByRole("textbox", { name: /Full name/ })).toBeVisible();

    // The browser's own count of listeners on window and document (devtools protocol).
    const cdp = await page.context().newCDPSession(page);
    const listenerCount = async () => {
      let total = 0;
      for (const expression of ["window", "document"]) {
        const { result } = await cdp.send("Runtime.evaluate", { expression });
        const { listeners } = await cdp.send("DOMDebugger.getEventListeners", {
          objectId: result.objectId ?? "",
        });
        total += listeners.length;
      }
      return total;
    };
    const cycle = (times: number) =>
      page.evaluate(async (count) => {
        type Handle = { unmount(): void };
        const foyer = (
          window as unknown as { Foyer: { mount(el: Element, options: object): Handle; mounted(): number } }
        ).Foyer;
        for (let index = 0; index < count; index++) {
          const element = document.createElement("div");
          document.body.append(element);
          const ready = new Promise((resolve) =>
            element.addEventListener("foyer:ready", resolve, { once: true }),
          );
          const handle = foyer.mount(element, {
            widget: "intake-form",
            eventSlug: "foyer-summit-2027",
            intakeId: "7c1b2f4e-3d5a-4e8b-9f0c-1a2b3c4d5e6f",
          });
          await ready;
          handle.unmount();
          element.remove();
        }
      }, times);
    // Unmounting finishes asynchronously: wait until only the page's own two widgets are left.
    const mounted = () =>
      page.evaluate(() => (window as unknown as { Foyer: { mounted(): number } }).Foyer.mounted());

    await cycle(1);
    await expect.poll(mounted).toBe(2);
    const baseline = await listenerCount();
    await cycle(50);
    await expect.poll(mounted).toBe(2);
    const after = await listenerCount();
    console.log(`listeners on window+document: ${baseline} before, ${after} after 50 mount/unmount cycles`);
    expect(after).toBe(baseline);
    // The two page forms still work after all that.
    await intake.getByRole("textbox", { name: /Full name/ }).fill("Still here");
    await expect(intake.getByRole("textbox", { name: /Full name/ })).toHaveValue("Still here");
  });
});
