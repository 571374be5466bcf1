import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isPortalPath } from "@foyer/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveApps, serveEmbed } from "../static-apps.js";

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "foyer-static-"));
  for (const name of ["admin", "portal", "docs"])
    mkdirSync(path.join(dir, name, "assets", name), { recursive: true });
  writeFileSync(path.join(dir, "admin", "index.html"), "<p>admin app</p>");
  writeFileSync(path.join(dir, "portal", "index.html"), "<p>portal app</p>");
  writeFileSync(path.join(dir, "admin", "assets", "admin", "main-abc123.js"), "console.log(1)");
  writeFileSync(path.join(dir, "docs", "README.md"), "# Docs");
  writeFileSync(path.join(dir, "secret.txt"), "nope");
  app = Fastify();
  await serveApps(app, {
    admin: path.join(dir, "admin"),
    portal: path.join(dir, "portal"),
    docs: path.join(dir, "docs"),
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("one origin serves the admin app, the portal app and the docs", () => {
  it.each([
    ["/", "admin"],
    ["/home?loggedIn=true", "admin"],
    ["/event-light/1/dashboard", "admin"],
    ["/portal-login/speakers/1", "portal"],
    ["/portal-login-callback", "portal"],
    ["/portals/speakers/1/tasks", "portal"],
    ["/submit/summit/form-1", "portal"],
    ["/intake/summit/1/logon", "portal"],
  ])("GET %s is the %s app", async (url, which) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`<p>${which} app</p>`);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("serves hashed assets with a long cache and 404s missing files", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/admin/main-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await app.inject({ method: "GET", url: "/assets/admin/missing.js" })).statusCode).toBe(404);
  });

  it("serves docs as plain text and nothing outside docs/", async () => {
    const docs = await app.inject({ method: "GET", url: "/docs/" });
    expect(docs.body).toBe("# Docs");
    expect(docs.headers["content-type"]).toContain("text/plain");
    expect((await app.inject({ method: "GET", url: "/docs/../secret.txt" })).body).not.toBe("nope");
    expect((await app.inject({ method: "GET", url: "/docs/%2e%2e/secret.txt" })).body).not.toBe("nope");
  });

  it("classifies portal paths", () => {
    expect(isPortalPath("/portals")).toBe(true);
    expect(isPortalPath("/portalsx")).toBe(false);
    expect(isPortalPath("/submissions")).toBe(false);
  });
});

describe("/embed/ serves the script-tag loader to any origin", () => {
  it("with CORS and cache headers", async () => {
    const embedDir = path.join(dir, "embed");
    mkdirSync(path.join(embedDir, "chunks"), { recursive: true });
    writeFileSync(path.join(embedDir, "foyer.js"), "/* loader */");
    writeFileSync(path.join(embedDir, "chunks", "form-abc.js"), "/* chunk */");
    const embedApp = Fastify();
    await serveEmbed(embedApp, embedDir);
    const loader = await embedApp.inject({ method: "GET", url: "/embed/foyer.js" });
    expect(loader.body).toBe("/* loader */");
    expect(loader.headers["access-control-allow-origin"]).toBe("*");
    expect(loader.headers["cache-control"]).toContain("must-revalidate");
    const chunk = await embedApp.inject({ method: "GET", url: "/embed/chunks/form-abc.js" });
    expect(chunk.headers["cache-control"]).toContain("immutable");
    await embedApp.close();
  });
});

describe("security headers", () => {
  it("ask browsers to upgrade requests only when the public URL is https", async () => {
    const { buildApp } = await import("../app.js");
    const { openDatabase } = await import("../db/client.js");
    const { createDiskStorage } = await import("../services/uploads/storage.js");
    const { generatePem, keysFromPem } = await import("../services/auth/tokens.js");
    const database = await openDatabase({ kind: "pglite" });
    const cspFor = async (publicUrl: string) => {
      const server = await buildApp({
        config: {
          jwt: {
            privateKeyPem: undefined,
            issuer: publicUrl,
            audience: "foyer",
            accessTtl: 60,
            refreshTtl: 60,
          },
          publicUrl,
          logLevel: "silent",
          trustProxy: false,
        },
        database,
        keys: keysFromPem(generatePem()),
        storage: createDiskStorage(dir),
        logger: false,
      });
      const response = await server.inject({ method: "GET", url: "/api/health" });
      await server.close();
      return String(response.headers["content-security-policy"]);
    };
    expect(await cspFor("http://192.168.1.20:3000")).not.toContain("upgrade-insecure-requests");
    expect(await cspFor("https://foyer.example.com")).toContain("upgrade-insecure-requests");
    await database.close();
  });
});
