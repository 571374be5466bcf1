/**
 * `npm run bench:scheduler` (issue 25 item 6, STYLE 14): one event of three days with 12 rooms,
 * 600 accepted sessions (a plenum keynote each morning, tracks, expected audiences from 20 to 400,
 * 30 to 60 minutes) and 900 speakers, a fifth of them available only part of the event, on a fresh
 * on-disk PGlite. The scheduler runs as it does for an organizer: POST …/drafts/{draftId}/solve
 * over HTTP, then polling /jobs/progress/{jobId}. Prints the time from the call to the completed
 * job and the hard conflicts the draft has then, beside the target "0 hard conflicts in ≤ 10 s".
 *
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import {
  contactAvailability,
  contacts,
  eventSessions,
  events,
  eventUsers,
  organizations,
  orgUsers,
  scheduleSettings,
  sessionParticipants,
  sessionSettingItems,
  users,
} from "../apps/api/src/db/schema/index.js";
import { hashPassword } from "../apps/api/src/services/auth/passwords.js";
import { startBenchApp } from "./bench-support.js";

const SESSIONS = 600;
const SPEAKERS = 900;
const ROOMS = 12;
const DAYS = ["2027-06-01", "2027-06-02", "2027-06-03"];
const TARGET_SECONDS = 10;
const PASSWORD = "bench-scheduler-password";
const MINUTE = 60_000;

/** A reproducible sequence (the same event every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seed(database: Database): Promise<{ eventId: string; email: string }> {
  const db = database.db;
  const next = random(25);
  const orgId = randomUUID();
  const userId = randomUUID();
  const eventId = randomUUID();
  const email = `bench-${userId}@example.com`;
  await db.insert(users).values({
    id: userId,
    email,
    fname: "Bench",
    lname: "Admin",
    passwordHash: await hashPassword(PASSWORD),
  });
  await db.insert(organizations).values({ id: orgId, name: "Bench scheduler" });
  await db.insert(orgUsers).values({ orgId, userId, isAdmin: true });
  await db.insert(events).values({
    id: eventId,
    orgId,
    name: "Scheduler bench",
    slug: `bench-${eventId}`,
    dateFrom: DAYS[0] as string,
    dateTo: DAYS[DAYS.length - 1] as string,
    timezone: "Europe/Berlin",
  });
  await db.insert(eventUsers).values({ eventId, userId, isAdmin: true });
  await db.insert(scheduleSettings).values({
    eventId,
    agenda: {
      dayStart: "08:00",
      dayEnd: "20:00",
      slotStep: 15,
      breaks: [{ day: null, start: "12:30", end: "13:30", label: "Lunch" }],
    },
  });
  const item = (kind: "rooms" | "statuses" | "tracks", name: string, extra: object = {}) => ({
    id: randomUUID(),
    orgId,
    eventId,
    kind,
    name,
    ...extra,
  });
  const rooms = Array.from({ length: ROOMS }, (_, index) =>
    item("rooms", `Room ${index + 1}`, { capacity: index === 0 ? 1000 : 40 + index * 40, position: index }),
  );
  const tracks = Array.from({ length: 10 }, (_, index) => item("tracks", `Track ${index + 1}`));
  const accepted = item("statuses", "Confirmed", { isPublic: true, countsAsAccepted: true });
  await db.insert(sessionSettingItems).values([...rooms, ...tracks, accepted]);
  const people = Array.from({ length: SPEAKERS }, (_, index) => ({
    id: randomUUID(),
    orgId,
    eventId,
    fname: `Speaker`,
    lname: `${index + 1}`,
  }));
  for (let at = 0; at < people.length; at += 500)
    await db.insert(contacts).values(people.slice(at, at + 500));
  // A fifth are there for two of the three days only.
  const windows = people
    .filter((_, index) => index % 5 === 0)
    .flatMap((person, index) =>
      DAYS.filter((_, day) => day !== index % DAYS.length).map((day) => ({
        id: randomUUID(),
        orgId,
        eventId,
        contactId: person.id,
        startsAt: new Date(`${day}T05:00:00Z`),
        endsAt: new Date(`${day}T19:00:00Z`),
      })),
    );
  await db.insert(contactAvailability).values(windows);
  const sessions = Array.from({ length: SESSIONS }, (_, index) => {
    const keynote = index < DAYS.length;
    const roll = next();
    const minutes = keynote ? 60 : roll < 0.8 ? 30 : roll < 0.95 ? 45 : 60;
    // Times without a room: the session's length (the scheduler keeps it).
    const startsAt = new Date(Date.UTC(2027, 5, 1, 0, 0));
    return {
      id: randomUUID(),
      orgId,
      eventId,
      title: keynote ? `Keynote ${index + 1}` : `Session ${index + 1}`,
      startsAt,
      endsAt: new Date(+startsAt + minutes * MINUTE),
      statusId: accepted.id,
      trackId: keynote ? null : (tracks[index % tracks.length]?.id ?? null),
      plenum: keynote,
      expectedAudience: keynote ? 900 : 20 + Math.floor(next() * 380),
    };
  });
  for (let at = 0; at < sessions.length; at += 200) {
    await db.insert(eventSessions).values(sessions.slice(at, at + 200));
  }
  // One or two speakers each: every speaker speaks once, a few twice.
  const participants = sessions.flatMap((session, index) => {
    const first = people[index % SPEAKERS] as { id: string };
    const second = people[(SESSIONS + index) % SPEAKERS] as { id: string };
    const list = [{ sessionId: session.id, contactId: first.id, role: "speaker" as const }];
    if (index % 2 === 0 && second.id !== first.id)
      list.push({ sessionId: session.id, contactId: second.id, role: "speaker" as const });
    return list;
  });
  for (let at = 0; at < participants.length; at += 500) {
    await db.insert(sessionParticipants).values(participants.slice(at, at + 500));
  }
  return { eventId, email };
}

async function main(): Promise<void> {
  console.log(
    `Scheduler benchmark: ${SESSIONS} sessions, ${SPEAKERS} speakers, ${ROOMS} rooms, ${DAYS.length} days on PGlite; ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-scheduler-"));
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  try {
    const { eventId, email } = await seed(database);
    const { app, close } = await startBenchApp(database);
    try {
      const base = await app.listen({ port: 0, host: "127.0.0.1" });
      const call = async (method: string, url: string, token: string, body?: object) => {
        const response = await fetch(`${base}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { "content-type": "application/json" } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const json = (await response.json()) as { payload: Record<string, unknown> & unknown[] };
        if (!response.ok)
          throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
        return json.payload;
      };
      const login = await fetch(`${base}/api/user/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: email, password: PASSWORD }),
      });
      const token = ((await login.json()) as { payload: { access_token: string } }).payload.access_token;
      const schedule = `/api/events/${eventId}/schedule`;
      const draft = (await call("POST", `${schedule}/drafts`, token, { name: "Bench" })) as { id: string };
      const started = performance.now();
      const { jobId } = (await call("POST", `${schedule}/drafts/${draft.id}/solve`, token, {})) as {
        jobId: string;
      };
      let job: { status: string; payload: { placed?: number; unplaced?: unknown[]; error?: string } };
      for (;;) {
        job = (await call("GET", `/api/jobs/progress/${jobId}`, token)) as unknown as typeof job;
        if (job.status !== "pending" && job.status !== "processing") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      if (job.status !== "completed")
        throw new Error(`the scheduler ended in ${job.status}: ${job.payload.error}`);
      const conflicts = (await call("GET", `${schedule}/drafts/${draft.id}/conflicts`, token)) as unknown as {
        kind: string;
      }[];
      const ok = conflicts.length === 0 && seconds <= TARGET_SECONDS;
      console.log(
        `${"scheduler run (POST to completed job)".padEnd(40)}${seconds.toFixed(1).padStart(6)} s   ` +
          `${conflicts.length} hard conflicts   target: 0 hard conflicts in ≤ ${TARGET_SECONDS} s   ${ok ? "ok" : "ABOVE TARGET"}`,
      );
      console.log(`  (${job.payload.placed} placed, ${job.payload.unplaced?.length ?? 0} left unplaced)`);
      if (process.env.BENCH_VERBOSE) console.log(job.payload.unplaced);
    } finally {
      await close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
