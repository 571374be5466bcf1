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

  it("takes FOYER_SECRETS_KEY as 32 bytes in base64, and says how to make one otherwise", () => {
    const key = Buffer.alloc(32, 7).toString("base64");
    expect(loadConfig({ FOYER_SECRETS_KEY: key }).secretsKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).secretsKey).toBeUndefined();
    for (const wrong of ["short", Buffer.alloc(16).toString("base64"), `${key}x`]) {
      expect(() => loadConfig({ FOYER_SECRETS_KEY: wrong })).toThrowError(
        /FOYER_SECRETS_KEY: must be 32 random bytes in base64 \(openssl rand -base64 32\)$/,
      );
    }
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://h/db",
        JWT_PRIVATE_KEY: "x PRIVATE KEY x",
      }),
    ).toThrowError(/FOYER_SECRETS_KEY: is required with DATABASE_URL in production/);
  });

  it("runs the importer's sandbox on the embedded demo only, unless told otherwise", () => {
    expect(loadConfig({}).integrationsSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).integrationsSandbox).toBe(true);
    expect(loadConfig({ FOYER_INTEGRATIONS_SANDBOX: "off" }).integrationsSandbox).toBe(false);
    expect(loadConfig({ FOYER_ON24_API_URL: "https://api.eu.on24.com/v2" }).integrationsSandbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://h/db" }).integrationsSandbox).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: "postgres://h/db", FOYER_INTEGRATIONS_SANDBOX: "on" }).integrationsSandbox,
    ).toBe(true);
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://h/db",
      JWT_PRIVATE_KEY: "x PRIVATE KEY x",
      FOYER_SECRETS_KEY: Buffer.alloc(32).toString("base64"),
    };
    expect(loadConfig(production).integrationsSandbox).toBe(false);
    expect(() => loadConfig({ ...production, FOYER_INTEGRATIONS_SANDBOX: "on" })).toThrowError(
      /production on PostgreSQL never starts them/,
    );
  });

  describe("the integration importer's platforms (issue 24)", () => {
    it("defaults to the production hosts, no extra Cvent endpoint and no allowed private host", () => {
      expect(loadConfig({}).integrations).toEqual({
        urls: { on24: "https://api.on24.com/v2", swoogo: "https://api.swoogo.com/api/v1", cvent: "" },
        allowHosts: [],
      });
    });

    it("reads the base URLs without trailing slashes, and the allowed hosts in lower case", () => {
      const config = loadConfig({
        FOYER_ON24_API_URL: "https://api.eu.on24.com/v2/",
        FOYER_SWOOGO_API_URL: "http://127.0.0.1:4010/swoogo/api/v1",
        FOYER_CVENT_API_URL: "http://127.0.0.1:4010/cvent/ea",
        FOYER_OUTBOUND_ALLOW_HOSTS: " 127.0.0.1:4010, Events-Proxy.internal ,[::1]:8080,",
      });
      expect(config.integrations).toEqual({
        urls: {
          on24: "https://api.eu.on24.com/v2",
          swoogo: "http://127.0.0.1:4010/swoogo/api/v1",
          cvent: "http://127.0.0.1:4010/cvent/ea",
        },
        allowHosts: ["127.0.0.1:4010", "events-proxy.internal", "[::1]:8080"],
      });
    });

    it("names a base URL that is not http(s), and an allowed host that is not host or host:port", () => {
      expect(() =>
        loadConfig({
          FOYER_ON24_API_URL: "ftp://api.on24.com/v2",
          FOYER_CVENT_API_URL: "cvent",
          FOYER_OUTBOUND_ALLOW_HOSTS: "http://127.0.0.1:4010",
        }),
      ).toThrowError(
        /FOYER_ON24_API_URL: must be an http\(s\) URL such as https:\/\/api\.on24\.com\/v2[\s\S]*FOYER_CVENT_API_URL: must be an http\(s\) URL[\s\S]*FOYER_OUTBOUND_ALLOW_HOSTS: must be a comma-separated list of host or host:port entries/,
      );
    });
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
