import path from "node:path";
import { defineConfig } from "vitest/config";

const domSetup = path.resolve(import.meta.dirname, "vitest.dom-setup.ts");

// One project per workspace; the API suite runs twice: on PGlite and on the local PostgreSQL.
export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"], externalConditions: ["source"] } },
  test: {
    // A test that asserts nothing passes vacuously: vitest fails it (issue 18 "Tests that cannot
    // pass vacuously").
    expect: { requireAssertions: true },
    // Every core: vitest's default leaves one idle (one worker on a two-core CI machine), and the
    // API files wait on their databases as much as they compute.
    maxWorkers: "100%",
    // Two shared cores make a 2 s test take ten on a busy run (the API projects allow 30 s).
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: "domain", root: "packages/domain", environment: "node" } },
      { extends: true, test: { name: "scripts", root: "scripts", environment: "node" } },
      {
        extends: true,
        test: { name: "sdk", root: "packages/sdk", environment: "happy-dom", setupFiles: [domSetup] },
      },
      {
        extends: true,
        test: { name: "widgets", root: "packages/widgets", environment: "happy-dom", setupFiles: [domSetup] },
      },
      {
        extends: true,
        test: { name: "admin", root: "apps/admin", environment: "happy-dom", setupFiles: [domSetup] },
      },
      {
        extends: true,
        test: { name: "portal", root: "apps/portal", environment: "happy-dom", setupFiles: [domSetup] },
      },
      {
        extends: true,
        test: {
          name: "api-pglite",
          root: "apps/api",
          environment: "node",
          env: { FOYER_TEST_DB: "pglite" },
          // pg-boss needs a PostgreSQL server, the race two connections, and the multi-process test
          // two API processes on one database: those files run in api-postgres only.
          exclude: [
            "**/node_modules/**",
            "src/__tests__/imports-pg-boss.test.ts",
            "src/__tests__/mail-pg-boss.test.ts",
            "src/__tests__/imports-race.test.ts",
            "src/__tests__/multi-process.test.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates and seeds once per run; each file copies that database.
          globalSetup: ["src/__tests__/support/database-images.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api-postgres",
          root: "apps/api",
          environment: "node",
          env: { FOYER_TEST_DB: "postgres" },
          // Files that touch no database run once, in api-pglite.
          exclude: [
            "**/node_modules/**",
            "src/__tests__/config.test.ts",
            "src/__tests__/examples-site.test.ts",
            "src/__tests__/mail-template.test.ts",
            "src/__tests__/integrations-*.test.ts",
            "src/__tests__/passwords.test.ts",
            "src/__tests__/schedule-solver.test.ts",
            "src/__tests__/server-start.test.ts",
            "src/__tests__/static-apps.test.ts",
            "src/__tests__/storage.test.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates and seeds once per run; each file copies that database.
          globalSetup: ["src/__tests__/support/database-images.ts"],
        },
      },
    ],
  },
});
