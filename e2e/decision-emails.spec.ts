import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { mailAfter, outboxMark } from "./support/outbox.js";
import { SUMMIT } from "./support/portal.js";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 19 item 3: session decisions are written from the template into drafts the organizer
 * reviews, edits and sends in bulk; nothing goes out before, and a person's mail is sent once.
 */

test("an organizer writes accepted decision emails, edits one, sends it once, and the outbox holds the edited words", async ({
  page,
  request,
}) => {
  const run = randomBytes(3).toString("hex");
  const email = `decision.${run}@example.org`;
  const title = `Decision Talk ${run}`;

  // A session of its own with one speaker, made through the API as the organizer would.
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
  const contact = await request.post(`/api/event/${SUMMIT}/contact`, {
    headers,
    data: { values: { FIRST_NAME: "Dana", LAST_NAME: `Decided ${run}`, EMAIL: email } },
  });
  expect(contact.status()).toBe(201);
  const session = await request.post(`/api/events/${SUMMIT}/sessions`, { headers, data: { title } });
  expect(session.status()).toBe(201);
  const speakers = await request.post(
    `/api/events/${SUMMIT}/sessions/${(await session.json()).payload.id}/participants`,
    { headers, data: { role: "speaker", contactIds: [(await contact.json()).payload.id] } },
  );
  expect(speakers.ok()).toBe(true);
  const mark = await outboxMark(request, email);

  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT}/sessions`);
  await page.getByLabel("Search sessions").fill(title);
  await page.getByRole("checkbox", { name: `Select ${title}` }).check();
  await page.getByRole("button", { name: "Write decision emails…" }).click();
  const write = page.getByRole("dialog", { name: "Write decision emails" });
  await write.getByRole("button", { name: "Write drafts" }).click();
  await expect(write.getByText("1 draft written.")).toBeVisible();
  await write.getByRole("link", { name: "Review decision emails" }).click();

  await expect(page.getByRole("heading", { name: "Decision emails", level: 1 })).toBeVisible();
  await page.getByLabel("Search decision emails").fill(email);
  const person = `Dana Decided ${run}`;
  await page.getByRole("button", { name: person }).click();
  const editor = page.getByRole("dialog", { name: `Accepted: ${person}` });
  await expect(editor.getByRole("region", { name: "Preview" })).toContainText(
    `Your session ${title} is accepted`,
  );
  await editor
    .getByLabel("Message")
    .fill("Hello {first_name}, {session_title} is in the programme. See you there!");
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor).toBeHidden();

  await page.getByRole("checkbox", { name: `Select the email to ${person}` }).check();
  await page.getByRole("button", { name: "Send 1 email" }).click();
  await page
    .getByRole("alertdialog", { name: "Send 1 email?" })
    .getByRole("button", { name: "Send 1 email" })
    .click();

  const sent = await mailAfter(request, mark, email);
  expect(sent.subject).toBe(`Your session ${title} is accepted`);
  expect(sent.text).toBe(`Hello Dana, ${title} is in the programme. See you there!`);

  // Sent once: no draft of it is left to send, and the sent list holds it, read only.
  await expect(page.getByRole("status").filter({ hasText: "1 email sent." }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "No drafts to send" })).toBeDisabled();
  await page.getByLabel("Status").selectOption("Sent");
  await expect(page.getByRole("button", { name: person })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Select the email to ${person}` })).toHaveCount(0);
});
