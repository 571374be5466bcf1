import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Where the API finds its files. This module sits one level below apps/api both as a source
 * (src/repo-paths.ts) and when bundled (dist/*.js), so the same relative step works in both.
 */
export const apiRoot = fileURLToPath(new URL("..", import.meta.url));
export const repoRoot = path.resolve(apiRoot, "..", "..");

/** drizzle-kit's migrations. */
export const migrationsDir = path.join(apiRoot, "drizzle");
/** The built browser apps, the embed bundle, the docs and the example site. */
export const adminDist = path.join(repoRoot, "apps", "admin", "dist");
export const portalDist = path.join(repoRoot, "apps", "portal", "dist");
export const embedDist = path.join(repoRoot, "packages", "widgets", "dist", "embed");
export const docsDir = path.join(repoRoot, "docs");
export const exampleSiteDir = path.join(repoRoot, "examples", "script-tag");
