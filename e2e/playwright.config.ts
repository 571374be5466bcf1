/**
 * Browser suites across the apps: real Chromium against the real, BUILT server.
 * Run `npm run build` first (it builds the API, the admin app and the portal), then
 * `npm run test:e2e`. Each run starts its own server on a fresh data directory (demo data seeded).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  defineConfig,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type ReporterDescription,
} from "@playwright/test";
import { BASE_URL, DATA_DIR_ENV, EXAMPLES_PORT, PORT, SSO_IDP_PORT } from "./support/server-config.js";

const repoRoot = path.resolve(import.meta.dirname, "..");

// Made once by the runner; its workers inherit the variable, so they all see the same server.
process.env[DATA_DIR_ENV] ??= mkdtempSync(path.join(tmpdir(), "foyer-e2e-"));
const dataDir = process.env[DATA_DIR_ENV];

// `npm test` asks for a JSON report next to the list (scripts/test.mjs).
const reporters: ReporterDescription[] = [["list"]];
for (const name of (process.env.FOYER_E2E_REPORTERS ?? "").split(",").filter(Boolean)) {
  reporters.push([name] as ReporterDescription);
}

const chromium: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  browserName: "chromium",
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // CI shares two cores between the server, its jobs and two browsers: a flow that takes 10 s alone
  // can take three times that there, so every test gets 90 s (the slowest flows ask for more).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: reporters,
  outputDir: path.join(repoRoot, "test-results"),
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", use: chromium, testIgnore: "**/*.quiet.spec.ts" },
    // Figures of the page's own speed (long tasks): run once every other test has finished, so
    // the two cores are not shared with other browsers and imports while they are measured.
    { name: "quiet", use: chromium, testMatch: "**/*.quiet.spec.ts", dependencies: ["chromium"] },
  ],
  webServer: {
    // A small wrapper keeps the server's log and removes the data directory once the server has
    // stopped. No SMTP_URL: emails are held in the outbox, where tests read their links.
    command: "node e2e/support/run-server.mjs",
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      EXAMPLES_PORT: String(EXAMPLES_PORT),
      FOYER_DATA_DIR: dataDir ?? "",
      LOG_LEVEL: "info",
      // An answer with a key its route's schema does not declare is a 500 here, not a silent drop.
      FOYER_STRICT_RESPONSES: "1",
      // The integration importer's stand-ins run in the server (issue 24), so a browser flow can go
      // through the wizard end to end; the settings call answers their keys.
      FOYER_INTEGRATIONS_SANDBOX: "on",
      // The SSO test's provider (e2e/sso.spec.ts) listens on loopback.
      FOYER_OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${SSO_IDP_PORT}`,
      // Webhooks may reach the receiver a test runs on loopback (webhooks.spec.ts).
      FOYER_WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
    },
  },
});
