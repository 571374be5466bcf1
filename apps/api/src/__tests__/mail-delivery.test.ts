import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailMessages, users } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { InProcessQueue } from "../jobs/in-process-queue.js";
import { recoverMail, runMailJob } from "../services/mail/delivery.js";
import { createMailRuntime, MAIL_JOB, type MailJobData } from "../services/mail/runtime.js";
import { linkIn, outboxTo, settledMailTo, startTestSmtp, type TestSmtp } from "./support/mail.js";
import { createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 1 "Delivery", against a real SMTP server on loopback: what it receives, what the
 * outbox says, retries with backoff then `failed` with the reason, and nothing breaks meanwhile.
 */

let smtp: TestSmtp;
let t: TestApp;
const RETRY = { limit: 2, delaySeconds: 0.02 };

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: { name: "Foyer Events", address: "events@foyer.test" }, retry: RETRY },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.refuseRecipients(null);
  smtp.refuseData(null);
});

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/user/auth/forgot", payload: { email } });
const reset = (hash: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/user/auth/reset", payload: { hash, password } });

describe("a reset mail reaches the person, with a working link", () => {
  it("arrives over SMTP from MAIL_FROM with a text and an HTML part; the link works once", async () => {
    expect((await forgot(DEMO.speaker.email)).statusCode).toBe(200);
    const mail = await smtp.mailTo(DEMO.speaker.email);
    expect(mail.envelopeFrom).toBe("events@foyer.test");
    expect(mail.parsed.from?.value).toEqual([{ name: "Foyer Events", address: "events@foyer.test" }]);
    expect(mail.parsed.subject).toBe("Reset your Foyer password");
    const link = linkIn(mail.parsed.text ?? "", "http://localhost:3000/reset/");
    expect(mail.parsed.html).toContain(`<a href="${link}">`);

    const row = await settledMailTo(t.database.db, DEMO.speaker.email);
    expect(row).toMatchObject({ status: "sent", attempts: 1, template: "password-reset" });
    expect(row.serverResponse).toMatch(/^250 .*Message queued as test/);

    const hash = link.split("/").at(-1) as string;
    expect((await reset(hash, "from-the-mail-1")).statusCode).toBe(200);
    const login = await signIn(t.app, { username: DEMO.speaker.email, password: "from-the-mail-1" });
    expect(login.response.statusCode).toBe(200);
    const again = await reset(hash, "from-the-mail-2");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This password reset link is invalid or has expired.");
  });

  it("sends nothing to an unknown address, with the same answer", async () => {
    const before = smtp.received.length;
    const unknown = await forgot("nobody@foyer.test");
    const known = await forgot(DEMO.admin.email);
    expect(unknown.json()).toEqual(known.json());
    // The known address's mail was queued after the unknown one's request had answered: once it
    // has arrived, the unknown one would have been there first.
    await smtp.mailTo(DEMO.admin.email);
    expect(smtp.received.slice(before).map((mail) => mail.envelopeTo)).toEqual([[DEMO.admin.email]]);
    expect(await outboxTo(t.database.db, "nobody@foyer.test")).toEqual([]);
  });
});

describe("an SMTP server that refuses or is down: retries, then failed; the outbox keeps the message", () => {
  it("retries a temporary refusal (4xx) with backoff, then records it failed with the server's reason", async () => {
    const user = await signUp(t.app, "busy-server@foyer.test");
    expect(user.id).toBeTruthy();
    smtp.refuseRecipients({ code: 451, text: "Try again later, mailbox busy" });
    await forgot("busy-server@foyer.test");
    const row = await settledMailTo(t.database.db, "busy-server@foyer.test");
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(RETRY.limit + 1);
    expect(row.failureReason).toMatch(/451 Try again later, mailbox busy/);
    expect(row.textBody).toContain("/reset/");
    expect(row.sentAt).toBeNull();
  });

  it("does not retry a permanent refusal of the recipient (5xx): bounced after one attempt, with the server's words", async () => {
    await signUp(t.app, "no-such-user@foyer.test");
    smtp.refuseRecipients({ code: 550, text: "No such user here" });
    await forgot("no-such-user@foyer.test");
    const row = await settledMailTo(t.database.db, "no-such-user@foyer.test");
    expect(row).toMatchObject({ status: "bounced", attempts: 1 });
    expect(row.failureReason).toBe("550 No such user here");
  });

  it("retries a message the server refuses after DATA (452), and sends it once the server accepts", async () => {
    await signUp(t.app, "later@foyer.test");
    smtp.refuseData({ code: 452, text: "Insufficient system storage" }, 1);
    await forgot("later@foyer.test");
    const row = await settledMailTo(t.database.db, "later@foyer.test");
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect((await smtp.mailTo("later@foyer.test")).parsed.subject).toBe("Reset your Foyer password");
  });

  it("retries while the server is down, then records it failed; the API answers meanwhile", async () => {
    const down = await startTestSmtp();
    await down.close();
    const offline = await createTestApp({
      mail: { smtpUrl: down.url, from: { name: "", address: "events@foyer.test" }, retry: RETRY },
    });
    try {
      expect(
        (
          await offline.app.inject({
            method: "POST",
            url: "/api/user/auth/forgot",
            payload: { email: DEMO.admin.email },
          })
        ).statusCode,
      ).toBe(200);
      const row = await settledMailTo(offline.database.db, DEMO.admin.email);
      expect(row).toMatchObject({ status: "failed", attempts: RETRY.limit + 1 });
      expect(row.failureReason).toMatch(/ECONNREFUSED/);
      expect(row.subject).toBe("Reset your Foyer password");
      expect((await offline.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await offline.close();
    }
  });
});

describe("HTML and line breaks in a person's name", () => {
  it("escapes HTML in the name in the HTML part and keeps CR/LF from adding headers", async () => {
    const email = "mallory@foyer.test";
    const { id } = await signUp(t.app, email);
    await t.database.db
      .update(users)
      .set({ fname: '<b onclick="x()">Mal</b>', lname: "Lory\r\nBcc: victim@evil.test" })
      .where(eq(users.id, id));
    await forgot(email);
    const mail = await smtp.mailTo(email);
    expect(mail.parsed.html).toContain("Hello &lt;b onclick=&quot;x()&quot;&gt;Mal&lt;/b&gt;,");
    expect(mail.parsed.html).not.toContain("<b onclick");
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.parsed.to && "value" in mail.parsed.to ? mail.parsed.to.value : null).toEqual([
      { address: email, name: '<b onclick="x()">Mal</b> Lory Bcc: victim@evil.test' },
    ]);
  });
});

describe("messages a stopped process left queued are queued again at start", () => {
  it("recovers a queued message and sends it", async () => {
    const queue = new InProcessQueue();
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const rt = createMailRuntime(
      { db: t.database.db, queue, log, publicUrl: "http://localhost:3000" },
      { smtpUrl: smtp.url, from: { name: "", address: "events@foyer.test" }, retry: RETRY },
    );
    try {
      await t.database.db.insert(mailMessages).values({
        id: randomUUID(),
        toAddress: "left-behind@foyer.test",
        fromAddress: "events@foyer.test",
        template: "password-reset",
        subject: "Left behind",
        textBody: "Sent after a restart",
        htmlBody: "<p>Sent after a restart</p>",
        status: "queued",
      });
      await queue.work<MailJobData>(MAIL_JOB, (data, job) => runMailJob(rt, data, job));
      expect(await recoverMail(rt, { atStart: true })).toBeGreaterThanOrEqual(1);
      expect((await settledMailTo(t.database.db, "left-behind@foyer.test")).status).toBe("sent");
      expect((await smtp.mailTo("left-behind@foyer.test")).parsed.subject).toBe("Left behind");
    } finally {
      await queue.stop();
      rt.transport?.close();
    }
  });
});

describe("a sweep while running queues again only messages whose sender died", () => {
  it("sends a message whose lease ran out, and leaves one waiting for its job", async () => {
    const queue = new InProcessQueue();
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const rt = createMailRuntime(
      { db: t.database.db, queue, log, publicUrl: "http://localhost:3000" },
      { smtpUrl: smtp.url, from: { name: "", address: "events@foyer.test" }, retry: RETRY },
    );
    const message = (toAddress: string, leaseUntil: Date | null) => ({
      id: randomUUID(),
      toAddress,
      fromAddress: "events@foyer.test",
      template: "password-reset",
      subject: `For ${toAddress}`,
      textBody: "Sent by the sweep",
      htmlBody: "<p>Sent by the sweep</p>",
      status: "queued" as const,
      attempts: leaseUntil ? 1 : 0,
      leaseUntil,
    });
    try {
      const dead = message("died-mid-send@foyer.test", new Date(Date.now() - 60_000));
      const waiting = message("waits-for-its-job@foyer.test", null);
      await t.database.db.insert(mailMessages).values([dead, waiting]);
      await queue.work<MailJobData>(MAIL_JOB, (data, job) => runMailJob(rt, data, job));
      expect(await recoverMail(rt, { atStart: false })).toBe(1);
      expect((await settledMailTo(t.database.db, "died-mid-send@foyer.test")).status).toBe("sent");
      const [left] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, waiting.id));
      expect(left).toMatchObject({ status: "queued", attempts: 0 });
    } finally {
      await queue.stop();
      rt.transport?.close();
    }
  });
});
