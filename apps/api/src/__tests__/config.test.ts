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

describe("webhook settings (issue 21 item 2: FOYER_WEBHOOK_ALLOW_HOSTS)", () => {
  it("allows no host by default, and reads a comma-separated list in lower case", () => {
    expect(loadConfig({}).webhooks).toEqual({ allowHosts: [] });
    expect(loadConfig({ FOYER_WEBHOOK_ALLOW_HOSTS: " 127.0.0.1, Hooks.Internal:8443 " }).webhooks).toEqual({
      allowHosts: ["127.0.0.1", "hooks.internal:8443"],
    });
    expect(() => loadConfig({ FOYER_WEBHOOK_ALLOW_HOSTS: "https://hooks.internal" })).toThrowError(
      /FOYER_WEBHOOK_ALLOW_HOSTS: must be a comma-separated list/,
    );
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

describe("file storage (issue 23 item 5)", () => {
  const s3 = {
    FOYER_STORAGE: "s3",
    FOYER_S3_BUCKET: "foyer-files",
    FOYER_S3_REGION: "eu-west-1",
  };

  it("keeps files on the disk in FOYER_DATA_DIR/files by default", () => {
    const config = loadConfig({ FOYER_DATA_DIR: "/srv/foyer" });
    expect(config.storage).toEqual({ kind: "disk", root: "/srv/foyer/files" });
  });

  it("uses an S3 bucket with FOYER_STORAGE=s3: path style by default only with an endpoint", () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: "s3",
      bucket: "foyer-files",
      region: "eu-west-1",
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3,
        FOYER_S3_ENDPOINT: "http://minio.internal:9000/",
        FOYER_S3_ACCESS_KEY_ID: "AKID",
        FOYER_S3_SECRET_ACCESS_KEY: "shh",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "foyer-files",
      region: "eu-west-1",
      endpoint: "http://minio.internal:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKID", secretAccessKey: "shh" },
    });
    expect(
      loadConfig({ ...s3, FOYER_S3_ENDPOINT: "https://r2.example.com", FOYER_S3_FORCE_PATH_STYLE: "false" })
        .storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it("names what is missing or wrong, never echoing the secret", () => {
    expect(() => loadConfig({ FOYER_STORAGE: "s3" })).toThrowError(
      /FOYER_S3_BUCKET: is required with FOYER_STORAGE=s3[\s\S]*FOYER_S3_REGION: is required with FOYER_STORAGE=s3/,
    );
    expect(() => loadConfig({ FOYER_STORAGE: "nfs" })).toThrowError(/FOYER_STORAGE: must be disk or s3/);
    expect(() => loadConfig({ ...s3, FOYER_S3_BUCKET: "Foyer_Files" })).toThrowError(
      /FOYER_S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...s3, FOYER_S3_ENDPOINT: "ftp://x" })).toThrowError(
      /FOYER_S3_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...s3, FOYER_S3_SECRET_ACCESS_KEY: "top-secret" })).toThrowError(
      /^(?![\s\S]*top-secret)[\s\S]*FOYER_S3_ACCESS_KEY_ID: is required with FOYER_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, FOYER_S3_FORCE_PATH_STYLE: "yes" })).toThrowError(
      /FOYER_S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });

  it("refuses S3 settings without FOYER_STORAGE=s3, which would keep the files on one machine", () => {
    expect(() => loadConfig({ FOYER_S3_BUCKET: "foyer-files" })).toThrowError(
      /FOYER_STORAGE: is disk but FOYER_S3_BUCKET is set/,
    );
  });
});
