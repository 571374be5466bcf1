import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 19 item 3: a participant sends a public form in the browser; the confirmation with their
 * answers waits in the outbox (the e2e server has no SMTP_URL), where a platform admin reads it.
 */

const FOLLOWUP = "/followup-forms/post-event-survey/3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b";

test("a participant sends a form → the confirmation with their answers is in the outbox", async ({
  browser,
  request,
}) => {
  // Two pages, a sign-up and two sign-ins.
  test.slow();
  const email = `confirm-${randomBytes(4).toString("hex")}@example.com`;
  const signup = await request.post("/api/user/signup", {
    data: { email, password: "long-enough-1", fname: "Fran", lname: "Feedback" },
  });
  expect(signup.status()).toBe(201);
  const tokens = (await signup.json()).payload;

  const participant = await browser.newPage();
  // Follow-up forms need a session (spec 1 §2): the participant is signed in before the page loads.
  await participant.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, String(value));
  }, tokens);
  await participant.goto(FOLLOWUP);
  await participant.getByRole("radio", { name: "4" }).check();
  await participant.getByRole("textbox", { name: /^Comments/ }).fill("Great <b>keynote</b>.");
  await participant.getByRole("button", { name: "Submit" }).click();
  await expect(participant.getByText("Thanks for your feedback!")).toBeVisible();
  await participant.close();

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Outbox" }).click();
  await admin.getByLabel("Search by address or name").fill(email);
  const table = admin.getByRole("table", { name: "Messages" });
  await table.getByRole("link", { name: "We received your answers to Post-Event Survey" }).click();

  // The HTML part, in a frame that runs no script: the answers as typed, markup shown as text.
  const frame = admin.frameLocator('iframe[title="The message\'s HTML part"]');
  await expect(frame.getByText("How was the event?: 4")).toBeVisible();
  await expect(frame.getByText("Comments: Great <b>keynote</b>.")).toBeVisible();
  await expect(frame.locator("b")).toHaveCount(0);
  const link = admin.getByRole("link", { name: /\/followup-forms\/post-event-survey\// });
  await expect(link).toHaveAttribute("href", /\/submissions\/[\w-]+$/);
});
