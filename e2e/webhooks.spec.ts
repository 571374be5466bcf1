import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookMessages } from "@foyer/domain";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";
import { readStoredTokens } from "./support/tokens.js";

/*
 * Issue 21 item 2: the Summit's admin adds a webhook on settings/integrations/webhooks pointing at
 * a receiver this test runs on loopback (the e2e server allows 127.0.0.1 with
 * FOYER_WEBHOOK_ALLOW_HOSTS), copies the secret shown once, makes a contact through the API, and
 * sees the signed delivery in the page's log.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";

let receiver: Server;
const received: IncomingMessage["headers"][] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received.push(request.headers);
      response.writeHead(200, { "content-type": "text/plain" }).end("received by the e2e receiver");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

test("an admin adds a webhook and sees a delivery in its log", async ({ page, request }) => {
  const port = (receiver.address() as AddressInfo).port;
  const path = `/hook-${Date.now()}`;
  const url = `http://127.0.0.1:${port}${path}`;
  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT_ID}/settings/integrations/webhooks`);
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Add webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a webhook" });
  await expect(dialog.getByLabel("URL")).toBeFocused();
  await dialog.getByLabel("URL").fill(url);
  // Nothing is sent without an event type.
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(webhookMessages.eventsRequired);
  await dialog.getByRole("checkbox", { name: "contact.created" }).check();
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog).toHaveCount(0);

  const shown = page.getByRole("region", { name: "New webhook secret" });
  await expect(shown.getByText(webhookMessages.shownOnce)).toBeVisible();
  const secret = await shown.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const card = page.getByRole("region", { name: url });
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Nothing sent yet.");

  const { id_token: token } = await readStoredTokens(page);
  const made = await request.post(`/api/event/${SUMMIT_ID}/contact`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      values: { FIRST_NAME: "Webhook", LAST_NAME: "Browser", EMAIL: `hook.${Date.now()}@example.com` },
    },
  });
  expect(made.status()).toBe(201);

  // The log polls the server: the delivery shows up as delivered, with the receiver's answer.
  // (Other specs running at once may add Summit contacts too: the newest row is enough.)
  const row = card.getByRole("row").filter({ hasText: "contact.created" }).first();
  await expect(row).toContainText("Delivered", { timeout: 20_000 });
  await expect(row).toContainText("HTTP 200");
  await expect(row).toContainText("received by the e2e receiver");
  expect(received.some((headers) => String(headers["webhook-signature"]).startsWith("v1,"))).toBe(true);

  // Pause, then delete with a confirmation.
  await card.getByRole("button", { name: "Pause" }).click();
  await expect(card).toContainText("Paused");
  await card.getByRole("button", { name: `Delete the webhook to ${url}` }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this webhook?" })
    .getByRole("button", { name: "Delete webhook" })
    .click();
  await expect(card).toHaveCount(0);
});
