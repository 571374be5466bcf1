#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date, then runs the API server, which also
// serves the admin app, the portal app and the example site (see README).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildMissing } from "./build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
buildMissing();

const server = spawn(process.execPath, ["--enable-source-maps", "apps/api/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
