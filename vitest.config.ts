import { defineConfig } from "vitest/config";

// One project per workspace; the API suite runs twice: on PGlite and on the local PostgreSQL.
export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    projects: [
      { extends: true, test: { name: "domain", root: "packages/domain", environment: "node" } },
      { extends: true, test: { name: "sdk", root: "packages/sdk", environment: "happy-dom" } },
      { extends: true, test: { name: "widgets", root: "packages/widgets", environment: "happy-dom" } },
      { extends: true, test: { name: "admin", root: "apps/admin", environment: "happy-dom" } },
      { extends: true, test: { name: "portal", root: "apps/portal", environment: "happy-dom" } },
      {
        extends: true,
        test: {
          name: "api-pglite",
          root: "apps/api",
          environment: "node",
          env: { FOYER_TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api-postgres",
          root: "apps/api",
          environment: "node",
          env: { FOYER_TEST_DB: "postgres" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
