import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SKIP = new Set(["node_modules", "dist", "__tests__", ".foyer", "test-results"]);

/** Newest modification time (ms) of the files under the given folders. */
function newest(folders) {
  let latest = 0;
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    const stat = statSync(folder);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const folder of folders) walk(folder);
  return latest;
}

/** The build outputs `npm start` needs, each with the sources it is made from. */
export const targets = [
  {
    name: "API server",
    workspace: "@foyer/api",
    output: "apps/api/dist/main.js",
    sources: ["apps/api/src", "apps/api/drizzle", "apps/api/tsup.config.ts", "packages/domain/src"],
  },
  {
    name: "embed bundle",
    workspace: "@foyer/widgets",
    // Only the script-tag bundle: running needs no library build or type declarations.
    script: "build:embed",
    output: "packages/widgets/dist/embed/foyer.js",
    sources: [
      "packages/widgets/src",
      "packages/widgets/vite.embed.config.ts",
      "packages/sdk/src",
      "packages/domain/src",
    ],
  },
  {
    name: "admin app",
    workspace: "@foyer/admin",
    output: "apps/admin/dist/index.html",
    sources: [
      "apps/admin/src",
      "apps/admin/index.html",
      "apps/admin/vite.config.ts",
      "apps/vite-app.ts",
      "packages/domain/src",
      "packages/sdk/src",
      "packages/widgets/src",
    ],
  },
  {
    name: "portal app",
    workspace: "@foyer/portal",
    output: "apps/portal/dist/index.html",
    sources: [
      "apps/portal/src",
      "apps/portal/index.html",
      "apps/portal/vite.config.ts",
      "apps/vite-app.ts",
      "packages/domain/src",
      "packages/sdk/src",
      "packages/widgets/src",
    ],
  },
];

/** A target needs building when its output is missing or older than any of its sources. */
export function needsBuild(root, target) {
  const output = path.join(root, target.output);
  if (!existsSync(output)) return "missing";
  const sourceTime = newest(target.sources.map((source) => path.join(root, source)));
  return sourceTime > statSync(output).mtimeMs ? "out of date" : null;
}
