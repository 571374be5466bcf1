import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";

describe("configuration is validated at start with clear messages", () => {
  it("defaults to the embedded database in .foyer/data on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.examplesPort).toBe(3001);
    expect(config.database).toMatchObject({ kind: "pglite" });
    expect(config.database.kind === "pglite" && config.database.dataDir.endsWith(".foyer/data")).toBe(true);
    expect(config.jwt.issuer).toBe("http://localhost:3000");
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://127.0.0.1/foyer" }).database).toEqual({
      kind: "postgres",
      url: "postgres://127.0.0.1/foyer",
    });
  });

  it("names every bad variable and what was given", () => {
    expect(() => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" })).toThrowError(
      /PORT: must be a port number \(got "abc"\)[\s\S]*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL/,
    );
    expect(() => loadConfig({ PORT: "3000", EXAMPLES_PORT: "3000" })).toThrowError(
      /EXAMPLES_PORT: must differ from PORT/,
    );
  });

  it("requires a shared signing key with PostgreSQL in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://h/db" })).toThrowError(
      /JWT_PRIVATE_KEY/,
    );
  });

  it("never echoes a key in its message", () => {
    expect(() => loadConfig({ JWT_PRIVATE_KEY: "secret-value" })).toThrowError(/^(?![\s\S]*secret-value)/);
  });
});
