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

describe("mail settings (issue 19: SMTP_URL, MAIL_FROM)", () => {
  it("holds mail in the outbox when SMTP_URL is not set", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      from: { name: "Foyer", address: "no-reply@foyer.localhost" },
    });
  });

  it("sends over smtp:// or smtps:// from MAIL_FROM, with or without a name", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:secret@smtp.example.org:465",
      MAIL_FROM: "Foyer Events <events@example.org>",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:secret@smtp.example.org:465",
      from: { name: "Foyer Events", address: "events@example.org" },
    });
    expect(
      loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "events@example.org" }).mail.from,
    ).toEqual({ name: "", address: "events@example.org" });
  });

  it("refuses another scheme without echoing the URL, which holds the password", () => {
    let message = "";
    try {
      loadConfig({ SMTP_URL: "https://user:secret@smtp.example.org", MAIL_FROM: "a@example.org" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).not.toContain("secret");
  });

  it("requires MAIL_FROM with SMTP_URL", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" })).toThrowError(
      /MAIL_FROM: is required with SMTP_URL/,
    );
  });

  it("refuses a MAIL_FROM that is not one valid address", () => {
    expect(() => loadConfig({ MAIL_FROM: "events at example.org" })).toThrowError(
      /MAIL_FROM: "events at example.org" is not a valid email address/,
    );
    expect(() => loadConfig({ MAIL_FROM: "a@example.org, b@example.org" })).toThrowError(
      /MAIL_FROM: must be one email address/,
    );
    expect(() => loadConfig({ MAIL_FROM: "Foyer <a@example.org>\r\nBcc: b@example.org" })).toThrowError(
      /MAIL_FROM: must be one email address/,
    );
  });
});
