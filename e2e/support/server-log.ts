import { DATA_DIR_ENV } from "./server-config.js";

/** The e2e server's data directory (its key, and `server.log` with its output). */
export function dataDir(): string {
  const dir = process.env[DATA_DIR_ENV];
  if (!dir) throw new Error(`${DATA_DIR_ENV} is not set: run the suite with -c e2e/playwright.config.ts`);
  return dir;
}
