#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find. Each step runs even if an
// earlier one failed (except the browser suite, which needs a build), then a summary is printed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const reports = mkdtempSync(path.join(os.tmpdir(), "foyer-test-"));
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
}

function postgresReachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || "127.0.0.1", port: Number(port || 5432) });
    socket.setTimeout(2000);
    const finish = (reachable) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once("connect", () => finish(true));
    socket.once("error", () => finish(false));
    socket.once("timeout", () => finish(false));
  });
}

const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
if (!(await postgresReachable(pgUrl))) {
  console.error(
    `PostgreSQL is not reachable at ${pgUrl}; the API tests run against it too.\n` +
      "Start it (Debian: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or set TEST_DATABASE_URL.",
  );
  process.exit(1);
}

const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");
step("lint", "npx", ["biome", "check", "."]);
step("typecheck", "npm", ["run", "typecheck", "--silent"]);
step("unit and API tests (PGlite and PostgreSQL)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const built = step("build", "npm", ["run", "build", "--silent"]);
if (built) {
  // Prints each budget next to its measured size (gzip) and fails when one is over (.size-limit.cjs).
  step("size budgets (embed loader and widget chunks)", "npm", ["run", "size", "--silent"]);
  step(
    "browser tests (Playwright, Chromium)",
    "npx",
    ["playwright", "test", "-c", "e2e/playwright.config.ts"],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      FOYER_E2E_REPORTERS: "json",
    },
  );
} else {
  results.push({
    name: "size budgets (embed loader and widget chunks)",
    ok: false,
    seconds: 0,
    skipped: true,
  });
  results.push({ name: "browser tests (Playwright, Chromium)", ok: false, seconds: 0, skipped: true });
}

let passed = 0;
let failed = 0;
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
rmSync(reports, { recursive: true, force: true });

console.log("\nSummary");
for (const result of results) {
  const mark = result.skipped ? "skipped (build failed)" : result.ok ? "ok" : "FAILED";
  console.log(`  ${result.name.padEnd(48)} ${mark.padEnd(22)} ${result.seconds}s`);
}
const allOk = results.every((result) => result.ok);
if (!allOk && failed === 0) failed = results.filter((result) => !result.ok).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
