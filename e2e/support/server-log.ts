import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { DATA_DIR_ENV } from "./server-config.js";

export function dataDir(): string {
  const dir = process.env[DATA_DIR_ENV];
  if (!dir) throw new Error(`${DATA_DIR_ENV} is not set: run the suite with -c e2e/playwright.config.ts`);
  return dir;
}

const logFile = () => path.join(dataDir(), "server.log");

/** Where the log ends now; read what comes after with `resetUrlAfter`. */
export function logOffset(): number {
  return existsSync(logFile()) ? statSync(logFile()).size : 0;
}

/**
 * The password-reset link the server logged for `userId` after `offset` (email delivery is not
 * configured, so the server writes the link to its JSON log as `resetUrl`).
 */
export async function resetUrlAfter(offset: number, userId: string): Promise<string> {
  let url: string | undefined;
  await expect
    .poll(
      () => {
        const text = readFileSync(logFile()).subarray(offset).toString("utf8");
        for (const line of text.split("\n")) {
          if (!line.includes('"resetUrl"')) continue;
          const entry = JSON.parse(line) as { userId?: string; resetUrl?: string };
          if (entry.userId === userId && entry.resetUrl) url = entry.resetUrl;
        }
        return url;
      },
      { message: "a reset link in the server log", timeout: 10_000 },
    )
    .toBeTruthy();
  return url as string;
}
