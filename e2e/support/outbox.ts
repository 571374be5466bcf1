import { type APIRequestContext, expect } from "@playwright/test";
import { SUMMIT } from "./portal.js";
import { ADMIN, DEMO_PASSWORD, PORTAL } from "./sign-in.js";

/*
 * The e2e server has no SMTP_URL (the embedded default): every email is held in the outbox,
 * which a platform admin reads (issue 19; GET /api/platform/mail). Tests take emailed links from
 * there, as an operator would hand them on.
 */

interface OutboxRow {
  id: string;
  toAddress: string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { payload: { id_token: string } }).payload.id_token;
}

async function messagesTo(request: APIRequestContext, token: string, email: string): Promise<OutboxRow[]> {
  const answer = await request.get(`/api/platform/mail?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const rows = ((await answer.json()) as { payload: { messages: OutboxRow[] } }).payload.messages;
  return rows.filter((row) => row.toAddress.toLowerCase() === email.toLowerCase());
}

/** The outbox's messages to `email` now; `mailLinkAfter` waits for one that is not among them. */
export async function outboxMark(request: APIRequestContext, email: string): Promise<Set<string>> {
  const token = await adminToken(request);
  return new Set((await messagesTo(request, token, email)).map((row) => row.id));
}

interface OutboxMessage {
  subject: string;
  text: string;
}

/** The newest message to `email` that is not among `mark`, waiting for it; `accept` picks from it. */
async function pollFresh<T>(
  request: APIRequestContext,
  mark: Set<string>,
  email: string,
  accept: (message: OutboxMessage) => T | undefined,
): Promise<T> {
  const token = await adminToken(request);
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await messagesTo(request, token, email)).find((row) => !mark.has(row.id));
        if (!fresh) return undefined;
        const answer = await request.get(`/api/platform/mail/${fresh.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        found = accept(((await answer.json()) as { payload: OutboxMessage }).payload);
        return found;
      },
      { message: `an email to ${email} in the outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found as T;
}

/** The first new message to `email` since `mark` (its subject and text part). */
export function mailAfter(
  request: APIRequestContext,
  mark: Set<string>,
  email: string,
): Promise<OutboxMessage> {
  return pollFresh(request, mark, email, (message) => message);
}

/** The first link starting `PUBLIC_URL…prefix` in the newest new message to `email`. */
export function mailLinkAfter(
  request: APIRequestContext,
  mark: Set<string>,
  email: string,
  prefix = "/reset/",
): Promise<string> {
  return pollFresh(request, mark, email, ({ text }) =>
    text
      .split(/\s+/)
      .find((word) => /^https?:\/\/[^/]+\//.test(word) && new URL(word).pathname.startsWith(prefix)),
  );
}

/**
 * Makes a summit contact with `email` and gives them access to the demo portal, as an organizer
 * would (the access email is made then); answers the outbox mark taken just before.
 */
export async function givePortalAccess(
  request: APIRequestContext,
  person: { email: string; fname: string; lname: string },
): Promise<Set<string>> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const contact = await request.post(`/api/event/${SUMMIT}/contact`, {
    headers,
    data: { values: { FIRST_NAME: person.fname, LAST_NAME: person.lname, EMAIL: person.email } },
  });
  expect(contact.status()).toBe(201);
  const mark = await outboxMark(request, person.email);
  const given = await request.put(
    `/api/portal/event/${SUMMIT}/users/contact/${(await contact.json()).payload.id}`,
    { headers, data: { portalId: PORTAL.id } },
  );
  expect((await given.json()).payload.granted).toBe(1);
  return mark;
}
