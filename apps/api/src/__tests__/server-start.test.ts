import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { startServer } from "../server.js";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "foyer-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function config() {
  return { ...loadConfig({ FOYER_DATA_DIR: dataDir, LOG_LEVEL: "silent" }), port: 0 };
}

describe("start on the embedded database", () => {
  it("migrates and seeds an empty .foyer/data once, keeps the key (0600), and closes gracefully", async () => {
    const first = await startServer(config());
    expect(first.seeded).toBe(true);
    const address = first.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const login = await fetch(`http://127.0.0.1:${port}/api/user/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "speaker@foyer.demo", password: "foyer-demo" }),
    });
    expect(login.status).toBe(200);
    const { refresh_token } = ((await login.json()) as { payload: { refresh_token: string } }).payload;
    await first.close();
    expect(statSync(path.join(dataDir, "jwt-private-key.pem")).mode & 0o777).toBe(0o600);

    // Restarted: nothing re-seeded, the same key and data, so the session survives the restart.
    const second = await startServer(config());
    expect(second.seeded).toBe(false);
    const refreshed = await second.app.inject({
      method: "POST",
      url: "/api/user/auth/refresh-token",
      payload: { token: refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    await second.close();
  }, 60_000);
});
