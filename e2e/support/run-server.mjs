// Runs the built server for the e2e suite: its output goes to `$FOYER_DATA_DIR/server.log`
// (read it when a test fails), and on SIGTERM the server is stopped and the
// temporary data directory removed.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const dataDir = process.env.FOYER_DATA_DIR;
if (!dataDir) {
  console.error("run-server: FOYER_DATA_DIR is not set");
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true });
const log = createWriteStream(path.join(dataDir, "server.log"), { flags: "a" });
const server = spawn(process.execPath, ["apps/api/dist/main.js"], { stdio: ["ignore", "pipe", "pipe"] });
server.stdout.pipe(log);
server.stderr.pipe(log);
server.stderr.pipe(process.stderr);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) server.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

server.on("exit", (code, signal) => {
  log.end(() => {
    if (stopping) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  });
});
