import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import type { Db } from "../../db/client.js";
import { mailMessages } from "../../db/schema/index.js";
import { createTestApp, signIn, type TestApp } from "./test-app.js";

/*
 * A real SMTP server on loopback (issue 19 "Tests": no mocked transport). The API delivers to it
 * over SMTP_URL exactly as it would to a provider; tests read what it received, parsed by
 * mailparser, and can make it refuse recipients or messages the way servers do.
 */

export interface ReceivedMail {
  /** RCPT TO addresses. */
  envelopeTo: string[];
  envelopeFrom: string;
  parsed: ParsedMail;
  /** The raw message as received (headers and both parts). */
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Make the server answer RCPT TO with this error (a reply code and text), or accept again (null). */
  refuseRecipients(reply: { code: number; text: string } | null): void;
  /** Make the server answer the message data with this error (`times` times, else until told), or accept again (null). */
  refuseData(reply: { code: number; text: string } | null, times?: number): void;
  /** Resolves with the first message sent to `address` (waits for it). */
  mailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const smtpError = (reply: { code: number; text: string }) =>
  Object.assign(new Error(reply.text), { responseCode: reply.code });

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let rcptReply: { code: number; text: string } | null = null;
  let dataReply: { code: number; text: string } | null = null;
  let dataRefusals = Number.POSITIVE_INFINITY;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      callback(rcptReply ? smtpError(rcptReply) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (dataReply && dataRefusals > 0) {
          dataRefusals--;
          return callback(smtpError(dataReply));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((to) => to.address),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              parsed,
              raw,
            });
            callback(null, "Message queued as test");
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseRecipients: (reply) => {
      rcptReply = reply;
    },
    refuseData: (reply, times = Number.POSITIVE_INFINITY) => {
      dataReply = reply;
      dataRefusals = times;
    },
    mailTo: (address, timeoutMs = 10_000) =>
      until(
        () =>
          received.find((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase())),
        timeoutMs,
        `no mail to ${address}`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it answers something (a condition, never a fixed sleep). */
export async function until<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
  what = "the condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type OutboxRow = typeof mailMessages.$inferSelect;

/** The outbox's messages to `address`, newest first. */
export function outboxTo(db: Db, address: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, address))
    .orderBy(desc(mailMessages.createdAt));
}

/** Waits until the newest message to `address` reaches a final state for the run (`sent`, `failed`, `held`). */
export function settledMailTo(db: Db, address: string, timeoutMs = 15_000): Promise<OutboxRow> {
  return until(
    async () => {
      const [row] = await outboxTo(db, address);
      return row && row.status !== "queued" ? row : undefined;
    },
    timeoutMs,
    `the mail to ${address} to settle`,
  );
}

/** The first link of a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`No link starting ${prefix} in:\n${text}`);
  return found;
}

/**
 * An API that delivers over SMTP to a loopback server (one quick retry), with the demo admin
 * signed in: the setup of the tests that read what people receive.
 */
export async function startMailingApp(): Promise<{
  smtp: TestSmtp;
  t: TestApp;
  admin: string;
  close(): Promise<void>;
}> {
  const smtp = await startTestSmtp();
  const t = await createTestApp({
    mail: {
      smtpUrl: smtp.url,
      from: { name: "Foyer", address: "events@foyer.test" },
      retry: { limit: 1, delaySeconds: 0.02 },
    },
  });
  const admin = (await signIn(t.app)).tokens.id_token;
  return {
    smtp,
    t,
    admin,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
