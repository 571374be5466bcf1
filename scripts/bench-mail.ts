/**
 * `npm run bench:mail` (issue 19 "Speed", STYLE 14): a mailing to 10,000 people is queued (every
 * message rendered from its template, stored in the outbox and queued) and delivered over SMTP to
 * a local SMTP server (the `smtp-server` package on loopback), on the embedded database with the
 * in-process queue, as `npm start` runs. Prints the queueing time, the delivery rate and the peak
 * memory beside the targets: queued in ≤ 10 s, delivered at ≥ 50 messages/s.
 *
 * BENCH_MESSAGES changes the count. Run with `tsx --conditions source`.
 */
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../apps/api/src/db/client.js";
import { mailMessages } from "../apps/api/src/db/schema/index.js";
import { InProcessQueue } from "../apps/api/src/jobs/in-process-queue.js";
import { runMailJob } from "../apps/api/src/services/mail/delivery.js";
import { type MailRequest, queueMails } from "../apps/api/src/services/mail/outbox.js";
import { createMailRuntime, MAIL_JOB, type MailJobData } from "../apps/api/src/services/mail/runtime.js";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const TARGET_QUEUE_S = 10;
const TARGET_RATE = 50;

function line(label: string, value: string, target: string, ok: boolean | null): void {
  const verdict = ok === null ? "" : ok ? "ok" : "BELOW TARGET";
  console.log(`${label.padEnd(34)}${value.padStart(16)}   ${target.padEnd(20)}${verdict}`);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        received++;
        callback(null, "Queued");
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;

  const database = await openDatabase({ kind: "pglite" });
  const queue = new InProcessQueue();
  const log = { info: () => undefined, warn: () => undefined, error: console.error };
  const rt = createMailRuntime(
    { db: database.db, queue, log, publicUrl: "http://localhost:3000" },
    { smtpUrl: `smtp://127.0.0.1:${port}`, from: { name: "Foyer Summit", address: "events@foyer.test" } },
  );

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const before = process.memoryUsage().rss;

  // A decision-style mailing: one message each, with the person's name and their own link.
  const requests: MailRequest[] = Array.from({ length: MESSAGES }, (_unused, index) => ({
    kind: "portal-access",
    to: { address: `person${index}@example.org`, name: `Person ${index}` },
    values: {
      first_name: `Person ${index}`,
      portal_name: "Speaker Portal",
      event_name: "Foyer Summit 2027",
      link: `http://localhost:3000/portal-login/speakers/${index}`,
    },
  }));
  // The worker starts after queueing, so the two figures are each measured alone.
  const queueStart = performance.now();
  await queueMails(rt, requests);
  const queueSeconds = (performance.now() - queueStart) / 1000;

  const sendStart = performance.now();
  await queue.work<MailJobData>(MAIL_JOB, (data, job) => runMailJob(rt, data, job));
  await queue.idle();
  const sendSeconds = (performance.now() - sendStart) / 1000;
  clearInterval(sampler);

  const [sent] = await database.db
    .select({ n: count() })
    .from(mailMessages)
    .where(eq(mailMessages.status, "sent"));
  const rate = (sent?.n ?? 0) / sendSeconds;

  console.log(`\nbench:mail — ${MESSAGES.toLocaleString("en-US")} messages, PGlite, in-process queue\n`);
  line(
    "queued (rendered, stored, queued)",
    `${queueSeconds.toFixed(2)} s`,
    `≤ ${TARGET_QUEUE_S} s`,
    queueSeconds <= TARGET_QUEUE_S,
  );
  line("delivered over SMTP", `${rate.toFixed(0)} msg/s`, `≥ ${TARGET_RATE} msg/s`, rate >= TARGET_RATE);
  line(
    "sent / received by the server",
    `${sent?.n ?? 0} / ${received}`,
    `${MESSAGES}`,
    sent?.n === MESSAGES && received === MESSAGES,
  );
  line("peak memory (RSS)", mb(peak), `from ${mb(before)}`, null);

  rt.transport?.close();
  await queue.stop();
  await database.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  const ok = queueSeconds <= TARGET_QUEUE_S && rate >= TARGET_RATE && received === MESSAGES;
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
