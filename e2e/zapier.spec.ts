import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.js";
import { readStoredTokens } from "./support/tokens.js";

/*
 * Issue 21 item 3: Zapier connects the Summit with an organization API token. A stand-in "Zapier"
 * on loopback (the e2e server allows 127.0.0.1 with FOYER_WEBHOOK_ALLOW_HOSTS) subscribes its hook
 * URL through the REST-hook endpoint; the event's settings/integrations/zapier page lists the Zap;
 * the create-contact action's news reaches the hook, signed; turning the Zap off removes it.
 */

const SUMMIT_ID = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";

let receiver: Server;
const received: { headers: IncomingMessage["headers"]; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":"success"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

test("a Zap subscribes to the Summit's new contacts and shows on the Zapier page", async ({
  page,
  request,
}) => {
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/catch/${Date.now()}`;
  await signInAsAdmin(page);
  const { id_token: idToken } = await readStoredTokens(page);
  const made = await request.post(`/api/organizations/${ORG_ID}/api-tokens`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { name: `Zapier ${Date.now()}`, scopes: ["write"] },
  });
  expect(made.status()).toBe(201);
  const zapier = { authorization: `Bearer ${(await made.json()).payload.token}` };

  const me = await request.get("/api/zapier/me", { headers: zapier });
  expect(me.status()).toBe(200);
  expect((await me.json()).orgId).toBe(ORG_ID);
  const subscribed = await request.post(`/api/zapier/events/${SUMMIT_ID}/hooks`, {
    headers: zapier,
    data: { hookUrl, event: "contact.created" },
  });
  expect(subscribed.status()).toBe(201);
  const { id } = await subscribed.json();

  await page.goto(`/event-light/${SUMMIT_ID}/settings/integrations/zapier`);
  await expect(page.getByRole("heading", { name: "Zapier", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "The endpoints Zapier calls" })).toContainText(
    `/api/zapier/events/${SUMMIT_ID}/hooks`,
  );
  const zaps = page.getByRole("table", { name: "Zaps listening to this event" });
  await expect(zaps.getByRole("row").filter({ hasText: hookUrl })).toContainText("contact.created");

  const email = `zap.${Date.now()}@example.com`;
  const contact = await request.post(`/api/zapier/events/${SUMMIT_ID}/contacts`, {
    headers: zapier,
    data: { FIRST_NAME: "Zap", LAST_NAME: "Browser", EMAIL: email },
  });
  expect(contact.status()).toBe(201);
  await expect
    .poll(() => received.find((message) => message.body.includes(email)), { timeout: 20_000 })
    .toBeTruthy();
  const delivery = received.find((message) => message.body.includes(email));
  expect(String(delivery?.headers["webhook-signature"])).toMatch(/^v1,/);

  const gone = await request.delete(`/api/zapier/events/${SUMMIT_ID}/hooks/${id}`, { headers: zapier });
  expect(gone.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(hookUrl)).toHaveCount(0);
});
