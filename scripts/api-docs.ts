// `npm run docs:api`: rewrites the reference part of docs/api.md from the OpenAPI document the
// server generates from its route schemas (issue 18). The test api-docs.test.ts fails when the
// committed page and the routes disagree.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../apps/api/src/app.js";
import { openDatabase } from "../apps/api/src/db/client.js";
import {
  type OpenApiDocument,
  referenceMarkdown,
  withReference,
} from "../apps/api/src/http/openapi-markdown.js";
import { generatePem, keysFromPem } from "../apps/api/src/services/auth/tokens.js";
import { createDiskStorage } from "../apps/api/src/services/uploads/storage.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const page = path.join(root, "docs", "api.md");
const files = mkdtempSync(path.join(os.tmpdir(), "foyer-api-docs-"));
const database = await openDatabase({ kind: "pglite" });
const app = await buildApp({
  config: {
    jwt: {
      privateKeyPem: undefined,
      issuer: "http://localhost:3000",
      audience: "foyer",
      accessTtl: 900,
      refreshTtl: 3600,
    },
    publicUrl: "http://localhost:3000",
    logLevel: "silent",
    trustProxy: false,
  },
  database,
  keys: keysFromPem(generatePem()),
  storage: createDiskStorage(files),
  logger: false,
});
try {
  await app.ready();
  const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as OpenApiDocument;
  writeFileSync(page, withReference(readFileSync(page, "utf8"), referenceMarkdown(document)));
  // Biome aligns the tables the way it formats every page of docs/.
  spawnSync("npx", ["biome", "format", "--write", page], { cwd: root, stdio: "ignore" });
  console.log(`Wrote the reference of ${Object.keys(document.paths).length} paths into docs/api.md`);
} finally {
  await app.close();
  await database.close();
  rmSync(files, { recursive: true, force: true });
}
