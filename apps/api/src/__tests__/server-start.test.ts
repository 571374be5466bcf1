import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { DEMO } from "../db/seed.js";
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
    // The integrations' credentials key is kept the same way.
    expect(statSync(path.join(dataDir, "integration-secrets.key")).mode & 0o777).toBe(0o600);

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

describe("the importer's demo sandbox (issue 24 'npm start's demo')", () => {
  it("runs the stand-ins in the process, says so in the settings, and connects with their keys", async () => {
    const server = await startServer(config());
    try {
      expect(server.sandbox?.urls.on24).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      const login = await server.app.inject({
        method: "POST",
        url: "/api/user/auth/login",
        payload: { username: "admin@foyer.demo", password: "foyer-demo" },
      });
      const headers = { authorization: `Bearer ${login.json().payload.id_token}` };
      const settings = await server.app.inject({
        method: "GET",
        url: `/api/integrations/org/${DEMO.org.id}/settings`,
        headers,
      });
      const { sandbox, sandboxCredentials } = settings.json().payload;
      expect(sandbox).toBe(true);
      expect(Object.keys(sandboxCredentials).sort()).toEqual(["cvent-crm", "on24", "swoogo-crm"]);
      const connected = await server.app.inject({
        method: "POST",
        url: `/api/integrations/cvent-crm/org/${DEMO.org.id}/auth`,
        headers,
        payload: sandboxCredentials["cvent-crm"],
      });
      expect(connected.statusCode).toBe(201);
      const listed = await server.app.inject({
        method: "GET",
        url: `/api/integrations/cvent-crm/org/${DEMO.org.id}/events`,
        headers,
      });
      expect(listed.json().payload.events.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("is not started when a platform's address is configured", async () => {
    const server = await startServer({
      ...loadConfig({
        FOYER_DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        FOYER_ON24_API_URL: "https://api.eu.on24.com/v2",
      }),
      port: 0,
    });
    try {
      expect(server.sandbox).toBeNull();
    } finally {
      await server.close();
    }
  }, 60_000);
});
