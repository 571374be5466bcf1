import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

/**
 * Vitest global set-up of the API projects. Each test file needs a migrated (usually seeded)
 * database; running every migration and the demo seed per file cost five to ten seconds on PGlite.
 * So the first file of a run that needs one builds an image and the others copy it
 * (database-image-build.ts): on PGlite a dumped data directory, on PostgreSQL a template database.
 * This set-up only names where the images go and removes them when the run ends; it imports no
 * app code, because the set-up's module runner does not resolve the workspace packages' sources.
 */

export interface DatabaseImages {
  kind: "pglite" | "postgres";
  /** PGlite: the directory of the dumped images. PostgreSQL: the templates' name prefix. */
  place: string;
}

declare module "vitest" {
  interface ProvidedContext {
    databaseImages: DatabaseImages;
  }
}

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export const templateName = (prefix: string, seeded: boolean) => `${prefix}_${seeded ? "seeded" : "bare"}`;

export default async function setup(project: TestProject) {
  if (project.config.env?.FOYER_TEST_DB === "postgres") {
    const prefix = `foyer_tpl_${randomBytes(4).toString("hex")}`;
    project.provide("databaseImages", { kind: "postgres", place: prefix });
    return async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      for (const seeded of [false, true]) {
        await client.query(`drop database if exists ${templateName(prefix, seeded)} with (force)`);
      }
      await client.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "foyer-db-images-"));
  project.provide("databaseImages", { kind: "pglite", place: dir });
  return () => rmSync(dir, { recursive: true, force: true });
}
