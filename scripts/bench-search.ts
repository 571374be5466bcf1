/**
 * `npm run bench:search` (issue 5 "Search speed", STYLE 14): one organization with 100,000
 * contacts, 20,000 sessions and 20,000 content items across 10 events, then the global search
 * called over HTTP (a real server on a local port, signed in as the organization's admin) with a mix
 * of terms — misspelled names, emails, words of session and content titles — printing p50 and p95
 * of the call beside the target p95 ≤ 50 ms, on a fresh on-disk PGlite and on PostgreSQL
 * (127.0.0.1:5432 or BENCH_DATABASE_URL).
 *
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import { events, organizations, orgUsers, users } from "../apps/api/src/db/schema/index.js";
import { hashPassword } from "../apps/api/src/services/auth/passwords.js";
import { settleSearchIndexes } from "../apps/api/src/services/search/search.js";
import { startBenchApp, withThrowawayPostgres } from "./bench-support.js";

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 20_000);
const CONTENT = Number(process.env.BENCH_CONTENT ?? 20_000);
const EVENTS = 10;
const WARMUP = 20;
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const TARGET_P95_MS = 50;
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").map((part) => part.trim()));
const PASSWORD = "bench-search-password";

const FIRST = [
  "ada",
  "grace",
  "alan",
  "edsger",
  "barbara",
  "donald",
  "frances",
  "ken",
  "margaret",
  "linus",
  "radia",
  "tim",
  "katherine",
  "john",
  "hedy",
  "dennis",
  "sophie",
  "claude",
  "annie",
  "niklaus",
];
const LAST = [
  "lovelace",
  "hopper",
  "turing",
  "dijkstra",
  "liskov",
  "knuth",
  "allen",
  "thompson",
  "hamilton",
  "torvalds",
  "perlman",
  "berners-lee",
  "johnson",
  "backus",
  "lamarr",
  "ritchie",
  "wilson",
  "shannon",
  "easley",
  "wirth",
  "kay",
  "engelbart",
  "goldberg",
  "sammet",
  "clarke",
  "cerf",
  "kahn",
  "lamport",
  "stroustrup",
  "gosling",
];
const WORDS = [
  "compilers",
  "kubernetes",
  "accessibility",
  "databases",
  "security",
  "design",
  "typescript",
  "observability",
  "testing",
  "leadership",
  "performance",
  "privacy",
  "networks",
  "graphics",
  "robotics",
  "quantum",
  "sustainability",
  "analytics",
  "mobile",
  "search",
];

/** Terms as people type them: a name with a typo, a stored email, a title word, a word with a typo, a company, a full name, two letters. */
function terms(): string[] {
  const list: string[] = [];
  for (let index = 0; index < 50; index++) {
    const g = index * 1_999 + 1;
    // The seed's contact number g: first, last and email as the seed writes them.
    const first = FIRST[g % FIRST.length] as string;
    const last = LAST[Math.floor(g / 7) % LAST.length] as string;
    const typo = `${last.slice(0, 2)}${last.slice(3)}`; // one letter dropped
    const word = WORDS[index % WORDS.length] as string;
    list.push(
      typo,
      `${first}.${last}${g}@company${g % 50}.example`,
      word,
      `${word.slice(0, -2)}x`,
      `company ${index}`,
      `${first} ${last}`,
    );
    if (index % 10 === 0) list.push(first.slice(0, 2));
  }
  return list;
}

async function seed(database: Database): Promise<{ orgId: string; email: string }> {
  const db = database.db;
  const orgId = randomUUID();
  const userId = randomUUID();
  const email = `bench-${userId}@example.com`;
  await db.insert(users).values({
    id: userId,
    email,
    fname: "Bench",
    lname: "Admin",
    passwordHash: await hashPassword(PASSWORD),
  });
  await db.insert(organizations).values({ id: orgId, name: "Bench search" });
  await db.insert(orgUsers).values({ orgId, userId, isAdmin: true });
  const eventIds = Array.from({ length: EVENTS }, () => randomUUID());
  await db.insert(events).values(
    eventIds.map((id, index) => ({
      id,
      orgId,
      name: `Event ${index + 1}`,
      slug: `bench-${id}`,
      dateFrom: "2027-03-15",
      dateTo: "2027-03-17",
    })),
  );
  const eventArray = `{${eventIds.join(",")}}`;
  const firstArray = `{${FIRST.join(",")}}`;
  const lastArray = `{${LAST.join(",")}}`;
  const wordArray = `{${WORDS.join(",")}}`;
  await db.transaction(async (tx) => {
    // As an import writes: the row triggers stay quiet, the search entries are made in one statement.
    await tx.execute(
      sql`select set_config('foyer.bulk_write', 'on', true), set_config('synchronous_commit', 'off', true)`,
    );
    await tx.execute(sql`
      insert into contacts (id, org_id, event_id, fname, lname, email, company)
      select gen_random_uuid()::text, ${orgId}, (${eventArray}::text[])[1 + g % ${EVENTS}],
             initcap((${firstArray}::text[])[1 + g % ${FIRST.length}]), initcap((${lastArray}::text[])[1 + (g / 7) % ${LAST.length}]),
             (${firstArray}::text[])[1 + g % ${FIRST.length}] || '.' || (${lastArray}::text[])[1 + (g / 7) % ${LAST.length}] || g || '@company' || (g % 50) || '.example',
             'Company ' || (g % 500)
      from generate_series(1, ${CONTACTS}::int) g`);
    await tx.execute(sql`
      insert into event_sessions (id, org_id, event_id, title, description)
      select gen_random_uuid()::text, ${orgId}, (${eventArray}::text[])[1 + g % ${EVENTS}],
             initcap((${wordArray}::text[])[1 + g % ${WORDS.length}]) || ' ' || initcap((${wordArray}::text[])[1 + (g / 20) % ${WORDS.length}]) || ' #' || g,
             'A session about ' || (${wordArray}::text[])[1 + (g / 3) % ${WORDS.length}]
      from generate_series(1, ${SESSIONS}::int) g`);
    await tx.execute(sql`
      insert into content_items (id, org_id, event_id, title, description)
      select gen_random_uuid()::text, ${orgId}, (${eventArray}::text[])[1 + g % ${EVENTS}],
             'Guide to ' || (${wordArray}::text[])[1 + g % ${WORDS.length}] || ' ' || g,
             'Slides and notes on ' || (${wordArray}::text[])[1 + (g / 5) % ${WORDS.length}]
      from generate_series(1, ${CONTENT}::int) g`);
    await tx.execute(sql`
      insert into search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms)
      select 'contact', id, org_id, event_id, btrim(fname || ' ' || lname), concat_ws(' · ', email, company),
             lower(concat_ws(' ', fname, lname, email, company))
      from contacts where org_id = ${orgId}
      union all
      select 'session', id, org_id, event_id, title, left(description, 200), lower(title || ' ' || left(description, 200))
      from event_sessions where org_id = ${orgId}
      union all
      select 'content', id, org_id, event_id, title, left(description, 200), lower(title || ' ' || left(description, 200))
      from content_items where org_id = ${orgId}`);
  });
  // As after an import: the search indexes settled by the app's own step, and statistics
  // gathered (PostgreSQL's autovacuum would; the embedded database has none).
  await settleSearchIndexes(database.db);
  await db.execute(sql`analyze search_entries`);
  return { orgId, email };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(kind: string, database: Database): Promise<void> {
  const seeded = performance.now();
  const { orgId, email } = await seed(database);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const { app, close } = await startBenchApp(database);
  try {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const login = await fetch(`${base}/api/user/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const token = ((await login.json()) as { payload: { access_token: string } }).payload.access_token;
    const list = terms();
    const times: number[] = [];
    const slowest: [number, string][] = [];
    let hits = 0;
    for (let call = 0; call < WARMUP + CALLS; call++) {
      const term = list[call % list.length] as string;
      const started = performance.now();
      const response = await fetch(
        `${base}/api/search/organization/${orgId}?term=${encodeURIComponent(term)}&type=all`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      const body = (await response.json()) as {
        payload: { totals: { contacts: number; sessions: number; content: number } };
      };
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`search answered ${response.status}`);
      if (call >= WARMUP) {
        times.push(elapsed);
        slowest.push([elapsed, term]);
        const { contacts, sessions, content } = body.payload.totals;
        if (contacts + sessions + content > 0) hits++;
      }
    }
    times.sort((a, b) => a - b);
    slowest.sort((a, b) => b[0] - a[0]);
    if (process.env.BENCH_VERBOSE) console.log(slowest.slice(0, 12));
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `${`global search over HTTP, ${kind}`.padEnd(40)}p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   target p95 ≤ ${TARGET_P95_MS} ms   ${p95 <= TARGET_P95_MS ? "ok" : "ABOVE TARGET"}`,
    );
    console.log(`  (${CALLS} calls, ${hits} with results; seeding took ${seedSeconds.toFixed(1)} s)`);
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Search benchmark: ${CONTACTS.toLocaleString("en-US")} contacts, ${SESSIONS.toLocaleString("en-US")} sessions, ` +
      `${CONTENT.toLocaleString("en-US")} content items in one organization (${EVENTS} events); ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  if (!SKIP.has("pglite")) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-search-pglite-"));
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      await measure("PGlite", database);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!SKIP.has("postgres")) await withThrowawayPostgres((database) => measure("PostgreSQL", database));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
