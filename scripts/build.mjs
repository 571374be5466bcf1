#!/usr/bin/env node
// Builds what `npm start` serves. `--force` rebuilds everything, including the publishable
// packages (domain, sdk, widgets); without it only missing or out-of-date outputs are built.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { needsBuild, targets } from "./stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const force = process.argv.includes("--force");

function run(workspace, script = "build") {
  const result = spawnSync("npm", ["run", script, "--silent", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error(`\nBuilding ${workspace} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

export function buildMissing() {
  for (const target of targets) {
    const reason = force ? "forced" : needsBuild(root, target);
    if (!reason) continue;
    console.log(`Building the ${target.name} (${reason})...`);
    run(target.workspace, target.script);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (force) for (const workspace of ["@foyer/domain", "@foyer/sdk", "@foyer/widgets"]) run(workspace);
  buildMissing();
}
