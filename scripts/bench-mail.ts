/**
 * `npm run bench:mail` (issue 19 "Speed", STYLE 14): "a decision mailing to 10,000 people is
 * queued in ≤ 10 s and delivered at ≥ 50 messages/s to a local SMTP server, memory flat". An
 * event with 10,000 sessions, one speaker each, is seeded in bulk; accepted drafts are written
 * for all of them and sent through the decision emails' service path (the API's), each rendered,
 * stored in the outbox and queued, then delivered over SMTP to a local SMTP server (the
 * `smtp-server` package on loopback), on the embedded database with the in-process queue, as
 * `npm start` runs. Prints every figure beside its target; the live heap (after a collection) is
 * taken before the mailing, at each quarter of the delivery and after it.
 *
 * BENCH_MESSAGES changes the count. Run with `tsx --conditions source --expose-gc`.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../apps/api/src/db/client.js";
import {
  contacts,
  eventSessions,
  events,
  mailMessages,
  organizations,
  sessionParticipants,
  users,
} from "../apps/api/src/db/schema/index.js";
import { InProcessQueue } from "../apps/api/src/jobs/in-process-queue.js";
import { runMailJob } from "../apps/api/src/services/mail/delivery.js";
import { queueMails } from "../apps/api/src/services/mail/outbox.js";
import { createMailRuntime, MAIL_JOB, type MailJobData } from "../apps/api/src/services/mail/runtime.js";
import { writeDrafts } from "../apps/api/src/services/sessions/decision-mails.js";
import { sendDecisionMails } from "../apps/api/src/services/sessions/decision-sending.js";

const PEOPLE = Number(process.env.BENCH_MESSAGES ?? 10_000);
const TARGET_QUEUE_S = 10;
const TARGET_RATE = 50;
/** "Memory flat": the live heap after the delivery within this much of the heap before it. */
const TARGET_HEAP_GROWTH_MB = 50;

function line(label: string, value: string, target: string, ok: boolean | null): void {
  const verdict = ok === null ? "" : ok ? "ok" : "BELOW TARGET";
  console.log(`${label.padEnd(36)}${value.padStart(24)}   ${target.padEnd(22)}${verdict}`);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/**
 * The live JavaScript heap: what is still reachable after a collection (needs --expose-gc).
 * ArrayBuffers are left out: they are mostly the embedded database's WebAssembly memory, which
 * grows with the data written (each message is stored whole, text and HTML) and is never given
 * back; that, not the mailing, is why RSS rises. It is printed beside, for information.
 */
function liveHeap(): number {
  global.gc?.();
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        received++;
        callback(null, "Queued");
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;

  const database = await openDatabase({ kind: "pglite" });
  const db = database.db;
  const queue = new InProcessQueue();
  const log = { info: () => undefined, warn: () => undefined, error: console.error };
  const rt = createMailRuntime(
    { db, queue, log, publicUrl: "http://localhost:3000" },
    { smtpUrl: `smtp://127.0.0.1:${port}`, from: { name: "Foyer Summit", address: "events@foyer.test" } },
  );

  // An event with PEOPLE sessions, one speaker each, seeded 1,000 rows to an insert.
  const orgId = randomUUID();
  const eventId = randomUUID();
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, email: "bench@example.com", fname: "Bench", lname: "Admin" });
  await db.insert(organizations).values({ id: orgId, name: "Bench" });
  const [event] = await db
    .insert(events)
    .values({
      id: eventId,
      orgId,
      name: "Foyer Summit 2027",
      slug: `bench-${eventId}`,
      dateFrom: "2027-05-01",
      dateTo: "2027-05-03",
    })
    .returning();
  if (!event) throw new Error("no event");
  const sessionIds: string[] = [];
  for (let first = 0; first < PEOPLE; first += 1000) {
    const rows = Array.from({ length: Math.min(1000, PEOPLE - first) }, (_unused, offset) => {
      const index = first + offset;
      return { sessionId: randomUUID(), contactId: randomUUID(), index };
    });
    await db
      .insert(eventSessions)
      .values(rows.map((row) => ({ id: row.sessionId, orgId, eventId, title: `Talk number ${row.index}` })));
    await db.insert(contacts).values(
      rows.map((row) => ({
        id: row.contactId,
        orgId,
        eventId,
        fname: `Person`,
        lname: `${row.index}`,
        email: `person${row.index}@example.org`,
      })),
    );
    await db
      .insert(sessionParticipants)
      .values(
        rows.map((row) => ({ sessionId: row.sessionId, contactId: row.contactId, role: "speaker" as const })),
      );
    sessionIds.push(...rows.map((row) => row.sessionId));
  }

  const heapBefore = liveHeap();
  const buffersBefore = process.memoryUsage().arrayBuffers;
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);

  const draftStart = performance.now();
  const drafts = await writeDrafts(db, event, userId, "accepted", sessionIds);
  const draftSeconds = (performance.now() - draftStart) / 1000;

  // The worker starts after queueing, so the two figures are each measured alone.
  const queueStart = performance.now();
  const sent = await sendDecisionMails(db, (requests) => queueMails(rt, requests), event, userId, {
    filter: { q: "", decision: "accepted" },
  });
  const queueSeconds = (performance.now() - queueStart) / 1000;
  const heapQueued = liveHeap();

  const sendStart = performance.now();
  const heapDuring: number[] = [];
  await queue.work<MailJobData>(MAIL_JOB, (data, job) => runMailJob(rt, data, job));
  while (received < sent.queued) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const quarter = Math.floor((received / sent.queued) * 4);
    while (heapDuring.length < quarter && heapDuring.length < 3) heapDuring.push(liveHeap());
  }
  await queue.idle();
  const sendSeconds = (performance.now() - sendStart) / 1000;
  clearInterval(sampler);
  const heapAfter = liveHeap();
  const rssAfter = process.memoryUsage().rss;
  const buffersAfter = process.memoryUsage().arrayBuffers;

  const [delivered] = await db
    .select({ n: count() })
    .from(mailMessages)
    .where(eq(mailMessages.status, "sent"));
  const rate = (delivered?.n ?? 0) / sendSeconds;
  const growth = heapAfter - heapBefore;

  console.log(
    `\nbench:mail — a decision mailing to ${PEOPLE.toLocaleString("en-US")} people, PGlite, in-process queue\n`,
  );
  line("drafts written", `${drafts.written} in ${draftSeconds.toFixed(2)} s`, "(information)", null);
  line(
    "queued (claimed, rendered, stored)",
    `${queueSeconds.toFixed(2)} s`,
    `≤ ${TARGET_QUEUE_S} s`,
    queueSeconds <= TARGET_QUEUE_S,
  );
  line("delivered over SMTP", `${rate.toFixed(0)} msg/s`, `≥ ${TARGET_RATE} msg/s`, rate >= TARGET_RATE);
  line(
    "sent / received by the server",
    `${delivered?.n ?? 0} / ${received}`,
    `${PEOPLE}`,
    delivered?.n === PEOPLE && received === PEOPLE,
  );
  line(
    "JS heap: before/queued/25-50-75%/after",
    [heapBefore, heapQueued, ...heapDuring, heapAfter].map(mb).join("/"),
    `MB, flat (≤ +${TARGET_HEAP_GROWTH_MB} MB)`,
    global.gc ? growth <= TARGET_HEAP_GROWTH_MB * 1024 * 1024 : null,
  );
  line(
    "database (WASM) buffers before/after",
    `${mb(buffersBefore)}/${mb(buffersAfter)} MB`,
    "(grows with the data)",
    null,
  );
  line(
    "RSS before / peak / after",
    `${mb(rssBefore)}/${mb(peakRss)}/${mb(rssAfter)} MB`,
    "(information)",
    null,
  );
  if (!global.gc) console.log("\n(run with --expose-gc for the live heap: npm run bench:mail does)");

  rt.transport?.close();
  await queue.stop();
  await database.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  const ok =
    queueSeconds <= TARGET_QUEUE_S &&
    rate >= TARGET_RATE &&
    received === PEOPLE &&
    (!global.gc || growth <= TARGET_HEAP_GROWTH_MB * 1024 * 1024);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
