/**
 * `npm run bench:records` (issue 7 "50,000 contacts", STYLE 14): the demo data plus 50,000
 * contacts in the Summit, the real server serving the BUILT admin app on a local port, and headless
 * Chromium signed in as the organizer (through /login). It opens /event-light/{summit}/contacts
 * 1 + 10 times, each a fresh navigation, and measures from navigation start until the table's
 * first page (50 rows) is in the page and the next frame has been drawn; p50 and max are printed
 * beside the target < 1,000 ms. Also the list call itself (GET /api/modules/{id}/records), as the
 * server timed it and as the browser saw it, and the paginator's total, which must count the
 * 50,000. On a fresh on-disk PGlite and on PostgreSQL (127.0.0.1:5432 or BENCH_DATABASE_URL, a
 * throwaway database).
 *
 * Builds the apps first when they are missing (`node scripts/build.mjs`). Chromium is
 * /usr/bin/chromium unless PLAYWRIGHT_CHROMIUM_PATH says otherwise.
 *
 * Run with `tsx --conditions source` so workspace packages resolve to their sources.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import { DEMO, seedDemo } from "../apps/api/src/db/seed.js";
import { indexImportedContacts } from "../apps/api/src/services/search/search.js";
import { type BuiltApps, findBuiltApps } from "../apps/api/src/static-apps.js";
import { startBenchApp, withThrowawayPostgres } from "./bench-support.js";
import { needsBuild, targets } from "./stale.mjs";

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 50_000);
const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const WARMUP = 1;
const ROWS = 50;
const TARGET_MS = 1_000;
/** Parts to leave out, e.g. BENCH_SKIP=postgres. */
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").map((part) => part.trim()));
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Amelia",
  "Oliver",
  "Sophia",
  "Elijah",
  "Mia",
  "Lucas",
  "Charlotte",
  "Mateo",
  "Isabella",
  "Leo",
  "Ava",
  "Hiroshi",
  "Priya",
  "Arjun",
  "Fatima",
  "Omar",
  "Chloé",
  "Lukas",
  "Ingrid",
  "Søren",
  "Zoë",
  "Mei",
  "Wei",
  "Aisha",
  "Kwame",
  "Nadia",
  "Rafael",
  "Lucía",
  "Giulia",
  "Marco",
  "Anneke",
  "Pieter",
  "Siobhan",
  "Declan",
  "Yuki",
  "Tomás",
];
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Taylor",
  "Thomas",
  "Moore",
  "Martin",
  "Lee",
  "Nakamura",
  "Patel",
  "Sharma",
  "Okafor",
  "Mensah",
  "Schmidt",
  "Müller",
  "Dubois",
  "Lefèvre",
  "Rossi",
  "Bianchi",
  "de Vries",
  "Jansen",
  "O'Brien",
  "Murphy",
  "Kowalski",
  "Nowak",
  "Novák",
  "Andersson",
  "Johansson",
  "Chen",
  "Wang",
  "Kim",
  "Park",
  "Silva",
  "Santos",
  "Haddad",
];
const COMPANIES = [
  "Northwind Traders",
  "Contoso Ltd",
  "Fabrikam",
  "Globex Corporation",
  "Initech",
  "Umbrella Health",
  "Stark Industries",
  "Wayne Enterprises",
  "Acme Logistics",
  "Hooli",
  "Pied Piper",
  "Vandelay Industries",
  "Cyberdyne Systems",
  "Soylent Foods",
  "Tyrell Corporation",
  "Wonka Industries",
  "Oceanic Airlines",
  "Massive Dynamic",
  "Blue Sun",
  "Gringotts Bank",
  "Aperture Science",
  "Black Mesa",
  "Monarch Solutions",
  "Dunder Mifflin",
  "Prestige Worldwide",
  "Bluth Company",
  "Sterling Cooper",
  "Gekko & Co",
  "Wernham Hogg",
  "Los Pollos Hermanos",
];
const TITLES = [
  "Software Engineer",
  "Product Manager",
  "Head of Marketing",
  "CTO",
  "Data Analyst",
  "Designer",
  "Sales Director",
  "Event Coordinator",
  "Researcher",
  "Founder",
  "Engineering Manager",
  "Consultant",
];
const COUNTRIES = ["US", "GB", "DE", "FR", "NL", "ES", "IT", "SE", "JP", "IN", "BR", "CA", "AU", "NG", "GH"];

const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;

function line(label: string, value: string, target: string, ok: boolean | null): void {
  const verdict = ok === null ? "" : ok ? "ok" : "ABOVE TARGET";
  console.log(`${label.padEnd(46)}${value.padStart(26)}   ${target.padEnd(12)}${verdict}`);
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;

/** The built admin and portal apps; built first when missing, a warning when older than their sources. */
function builtApps(): BuiltApps {
  let apps = findBuiltApps();
  if (!apps) {
    console.log("The admin app is not built: building it first (node scripts/build.mjs)...");
    const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
    apps = findBuiltApps();
    if (!apps) throw new Error("the build made no admin or portal app");
  }
  const admin = targets.find((target) => target.workspace === "@foyer/admin");
  const stale = admin ? needsBuild(root, admin) : null;
  if (stale)
    console.log(`Note: the built admin app is ${stale}; \`npm run build\` measures the current sources.\n`);
  return apps;
}

/** The demo data, then CONTACTS contacts in the Summit written as an import writes them. */
async function seed(database: Database): Promise<void> {
  const db = database.db;
  await seedDemo(db, { pastEvent: true });
  const started = new Date();
  await db.transaction(async (tx) => {
    // As an import writes: the row triggers stay quiet, the search entries are made in one statement.
    await tx.execute(
      sql`select set_config('foyer.bulk_write', 'on', true), set_config('synchronous_commit', 'off', true)`,
    );
    // Older than the demo's own contacts, one a minute: the default sort (oldest first) shows them.
    await tx.execute(sql`
      insert into contacts (id, org_id, event_id, fname, lname, email, company, title, country, created_at, updated_at)
      select gen_random_uuid()::text, ${DEMO.org.id}, ${DEMO.summit.id}, f.name, l.name,
             lower(translate(f.name || '.' || replace(replace(l.name, ' ', ''), '''', ''), 'éèøöüáóç', 'eeoouaoc'))
               || g || '@' || lower(regexp_replace(c.name, '[^A-Za-z]', '', 'g')) || '.example',
             c.name, (${textArray(TITLES)}::text[])[1 + g % ${TITLES.length}],
             (${textArray(COUNTRIES)}::text[])[1 + (g / 3) % ${COUNTRIES.length}],
             now() - interval '1 minute' * (${CONTACTS}::int + 10 - g), now()
      from generate_series(1, ${CONTACTS}::int) g
      cross join lateral (select (${textArray(FIRST)}::text[])[1 + g % ${FIRST.length}] as name) f
      cross join lateral (select (${textArray(LAST)}::text[])[1 + (g / 7) % ${LAST.length}] as name) l
      cross join lateral (select (${textArray(COMPANIES)}::text[])[1 + (g / 11) % ${COMPANIES.length}] as name) c`);
  });
  await indexImportedContacts(db, DEMO.summit.id, started);
  await db.execute(sql`analyze contacts`);
}

interface PageLoad {
  /** From navigation start until the 50th row is in the DOM. */
  rows: number;
  /** …and the next frame after it (what the organizer sees). */
  drawn: number;
  /** The list call as the browser saw it (request start to response end). */
  call: number | null;
}

/**
 * Watches the page from its first script on: when the records table holds ROWS rows, notes
 * performance.now() (ms since navigation start), then again in the next animation frame.
 */
const WATCH_ROWS = `(() => {
  const rows = ${ROWS};
  const check = () => {
    if (window.__benchRows !== undefined) return;
    if (document.querySelectorAll("table.records-table tbody tr").length < rows) return;
    window.__benchRows = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => { window.__benchDrawn = performance.now(); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function measure(kind: string, database: Database, browser: Browser, apps: BuiltApps): Promise<void> {
  const seeded = performance.now();
  await seed(database);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const { app, close } = await startBenchApp(database, apps);
  // The list call as the server timed it (request received to response sent).
  const serverTimes: number[] = [];
  let recording = false;
  app.addHook("onResponse", async (request, reply) => {
    if (recording && /^\/api\/modules\/[^/]+\/records\?/.test(request.url))
      serverTimes.push(reply.elapsedTime);
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill(DEMO.admin.email);
    await page.getByLabel("Password").fill(DEMO.password);
    await page.getByLabel("Password").press("Enter");
    await page.waitForURL(/\/home\?loggedIn=true$/, { timeout: 30_000 });
    await context.addInitScript({ content: WATCH_ROWS });

    const url = `${base}/event-light/${DEMO.summit.id}/contacts`;
    const loads: PageLoad[] = [];
    let total = "";
    for (let load = 0; load < WARMUP + LOADS; load++) {
      recording = load >= WARMUP;
      await page.goto(url, { waitUntil: "commit" });
      await page.waitForFunction(
        () => (window as { __benchDrawn?: number }).__benchDrawn !== undefined,
        null,
        {
          timeout: 30_000,
          polling: 50,
        },
      );
      const result = await page.evaluate(() => {
        const w = window as { __benchRows?: number; __benchDrawn?: number };
        const call = performance
          .getEntriesByType("resource")
          .find((entry) => /\/api\/modules\/[^/]+\/records\?/.test(entry.name)) as
          | PerformanceResourceTiming
          | undefined;
        return {
          rows: w.__benchRows ?? Number.NaN,
          drawn: w.__benchDrawn ?? Number.NaN,
          call: call ? call.responseEnd - call.startTime : null,
          count: document.querySelectorAll("table.records-table tbody tr").length,
          pager: document.querySelector("nav.records-pager")?.textContent ?? "",
        };
      });
      if (result.count !== ROWS) throw new Error(`the first page shows ${result.count} rows, not ${ROWS}`);
      total = /of\s*(\d+)/.exec(result.pager)?.[1] ?? "";
      if (Number(total) < CONTACTS) {
        throw new Error(`the paginator counts ${total || "no"} contacts ("${result.pager.slice(0, 80)}")`);
      }
      if (load === 0) {
        line(`first load (cold cache), ${kind}`, ms(result.drawn), "(info)", null);
      } else {
        loads.push(result);
      }
    }
    recording = false;

    const drawn = loads.map((load) => load.drawn).sort((a, b) => a - b);
    const rows = loads.map((load) => load.rows).sort((a, b) => a - b);
    const calls = loads.flatMap((load) => (load.call === null ? [] : [load.call])).sort((a, b) => a - b);
    const server = [...serverTimes].sort((a, b) => a - b);
    const max = drawn.at(-1) ?? 0;
    line(
      `contacts list, first page drawn, ${kind}`,
      `p50 ${ms(percentile(drawn, 50))} max ${ms(max)}`,
      `< ${TARGET_MS.toLocaleString("en-US")} ms`,
      max < TARGET_MS,
    );
    line(
      "  50 rows in the DOM",
      `p50 ${ms(percentile(rows, 50))} max ${ms(rows.at(-1) ?? 0)}`,
      "(info)",
      null,
    );
    line(
      "  GET …/records, in the browser",
      calls.length ? `p50 ${ms(percentile(calls, 50))} max ${ms(calls.at(-1) ?? 0)}` : "not seen",
      "(info)",
      null,
    );
    line(
      "  GET …/records, on the server",
      server.length
        ? `p50 ${percentile(server, 50).toFixed(1)} ms max ${(server.at(-1) ?? 0).toFixed(1)} ms`
        : "not seen",
      "(info)",
      null,
    );
    console.log(
      `  (${LOADS} loads after ${WARMUP} warm-up, each a fresh navigation; ${calls.length} list calls seen by the browser, ` +
        `${server.length} by the server; the paginator counts ${Number(total).toLocaleString("en-US")} contacts; ` +
        `seeding took ${seedSeconds.toFixed(1)} s)\n`,
    );
  } finally {
    await context.close();
    await close();
  }
}

async function main(): Promise<void> {
  const apps = builtApps();
  console.log(
    `Records benchmark: the contacts list with ${CONTACTS.toLocaleString("en-US")} contacts in one event (plus the demo data), ` +
      `the built admin app in headless Chromium; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    if (!SKIP.has("pglite")) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "foyer-bench-records-pglite-"));
      const database = await openDatabase({ kind: "pglite", dataDir: dir });
      try {
        await measure("PGlite", database, browser, apps);
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
    if (!SKIP.has("postgres"))
      await withThrowawayPostgres((database) => measure("PostgreSQL", database, browser, apps));
  } finally {
    await browser.close();
  }
  console.log(`load average now ${os.loadavg()[0]?.toFixed(1)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
