import path from "node:path";
import { z } from "zod";
import { DEFAULT_MAIL_FROM, type MailAddress, parseSender } from "./services/mail/address.js";
import type { S3StorageOptions } from "./services/uploads/s3-storage.js";

const port = (fallback: number) =>
  z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(fallback);

const seconds = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(min, `must be at least ${min} seconds`)
    .max(max, `must be at most ${max} seconds`)
    .default(fallback);

export const DEFAULT_ON24_API_URL = "https://api.on24.com/v2";
export const DEFAULT_SWOOGO_API_URL = "https://api.swoogo.com/api/v1";
const baseUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL such as ${example}` })
    .transform((value) => value.replace(/\/+$/, ""));

/** `host` or `host:port`: a name, an IPv4 address or a bracketed IPv6 address. */
const HOST_ENTRY =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const hostList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((entries) => entries.every((entry) => HOST_ENTRY.test(entry)), {
    message:
      "must be a comma-separated list of host or host:port entries, such as 127.0.0.1:4010,events-proxy.internal",
  });

/** Rows per batch. */
const rows = (fallback: number) =>
  z.coerce.number({ error: "must be a number of rows" }).int().min(1).max(1_000_000).default(fallback);

const flag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/** The S3 store's variables besides FOYER_STORAGE (issue 23 item 5). */
const S3_VARIABLES = [
  "FOYER_S3_BUCKET",
  "FOYER_S3_REGION",
  "FOYER_S3_ENDPOINT",
  "FOYER_S3_ACCESS_KEY_ID",
  "FOYER_S3_SECRET_ACCESS_KEY",
  "FOYER_S3_FORCE_PATH_STYLE",
] as const;

const environment = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port(3000),
    EXAMPLES_PORT: port(3001),
    HOST: z.string().min(1).default("127.0.0.1"),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://localhost:3000" })
      .optional(),
    FOYER_DATA_DIR: z.string().min(1).default(".foyer"),
    FOYER_JOB_LEASE_SECONDS: seconds(45, 2, 3600),
    FOYER_JOB_SWEEP_SECONDS: seconds(15, 1, 600),
    FOYER_IMPORT_BATCH_SIZE: rows(10_000),
    FOYER_CLONE_BATCH_SIZE: rows(500),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
    JWT_PRIVATE_KEY: z
      .string()
      .includes("PRIVATE KEY", { error: "must be a PEM-encoded PKCS#8 private key (Ed25519)" })
      .optional(),
    JWT_AUDIENCE: z.string().min(1).default("foyer"),
    ACCESS_TOKEN_TTL: seconds(900, 30, 86_400),
    REFRESH_TOKEN_TTL: seconds(30 * 86_400, 300, 365 * 86_400),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: flag.default(false),
    SEED: z.enum(["auto", "never"], { error: "must be auto or never" }).default("auto"),
    // Issue 19 item 1: mail goes over SMTP when set; otherwise it is held in the outbox.
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        hostname: /./,
        error: "must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465",
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .transform((value, context) => {
        const sender = parseSender(value);
        if (typeof sender === "string") {
          context.addIssue({ code: "custom", message: sender });
          return z.NEVER;
        }
        return sender;
      })
      .optional(),
    // Issue 24: the platforms' base URLs (the stand-ins in tests and the demo), and the hosts the
    // outbound guard lets through although they are on a private or loopback network.
    FOYER_ON24_API_URL: baseUrl("https://api.on24.com/v2").default(DEFAULT_ON24_API_URL),
    FOYER_SWOOGO_API_URL: baseUrl("https://api.swoogo.com/api/v1").default(DEFAULT_SWOOGO_API_URL),
    FOYER_CVENT_API_URL: baseUrl("https://api-platform.cvent.com/ea").optional(),
    FOYER_OUTBOUND_ALLOW_HOSTS: hostList,
    // Issue 21 item 2: the hosts webhooks may reach over http or on a private network.
    FOYER_WEBHOOK_ALLOW_HOSTS: hostList,
    FOYER_SECRETS_KEY: z
      .string()
      .refine(isSecretsKey, { error: "must be 32 random bytes in base64 (openssl rand -base64 32)" })
      .optional(),
    // Issue 23 item 3: the throttles' limits times this (docs/operations.md "Throttles"), and the
    // megabytes visitors may upload to one form per hour.
    FOYER_THROTTLE_SCALE: z.coerce
      .number({ error: "must be a number such as 1 or 2.5" })
      .min(0.01, "must be at least 0.01")
      .max(1000, "must be at most 1000")
      .default(1),
    FOYER_FORM_UPLOAD_QUOTA_MB: z.coerce
      .number({ error: "must be a number of megabytes" })
      .int("must be a whole number of megabytes")
      .min(1, "must be at least 1")
      .max(10_000_000, "must be at most 10000000")
      .default(2048),
    FOYER_INTEGRATIONS_SANDBOX: z
      .enum(["on", "off", "auto"], { error: "must be on, off or auto" })
      .default("auto"),
    // Issue 23 item 5: uploaded files on the local disk, or in an S3-compatible bucket.
    FOYER_STORAGE: z.enum(["disk", "s3"], { error: "must be disk or s3" }).default("disk"),
    FOYER_S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
      )
      .optional(),
    FOYER_S3_REGION: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, "must be a region name such as eu-west-1")
      .optional(),
    FOYER_S3_ENDPOINT: baseUrl("https://s3.eu-west-1.amazonaws.com").optional(),
    FOYER_S3_ACCESS_KEY_ID: z.string().trim().min(1, "must not be empty").optional(),
    FOYER_S3_SECRET_ACCESS_KEY: z.string().trim().min(1, "must not be empty").optional(),
    FOYER_S3_FORCE_PATH_STYLE: flag.optional(),
  })
  .refine((env) => env.PORT !== env.EXAMPLES_PORT, {
    path: ["EXAMPLES_PORT"],
    message: "must differ from PORT",
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ["MAIL_FROM"],
    message: 'is required with SMTP_URL: the address mail is sent from, such as "Foyer <events@example.org>"',
  })
  .refine((env) => env.FOYER_STORAGE !== "s3" || env.FOYER_S3_BUCKET, {
    path: ["FOYER_S3_BUCKET"],
    message: "is required with FOYER_STORAGE=s3: the bucket the uploaded files are kept in",
  })
  .refine((env) => env.FOYER_STORAGE !== "s3" || env.FOYER_S3_REGION, {
    path: ["FOYER_S3_REGION"],
    message:
      "is required with FOYER_STORAGE=s3: the bucket's region, such as eu-west-1 (us-east-1 for most S3-compatible services)",
  })
  .refine((env) => !env.FOYER_S3_SECRET_ACCESS_KEY || env.FOYER_S3_ACCESS_KEY_ID, {
    path: ["FOYER_S3_ACCESS_KEY_ID"],
    message: "is required with FOYER_S3_SECRET_ACCESS_KEY",
  })
  .refine((env) => !env.FOYER_S3_ACCESS_KEY_ID || env.FOYER_S3_SECRET_ACCESS_KEY, {
    path: ["FOYER_S3_SECRET_ACCESS_KEY"],
    message: "is required with FOYER_S3_ACCESS_KEY_ID",
  });

/**
 * A FOYER_S3_* variable without FOYER_STORAGE=s3 is a mistake that would keep the files on one
 * process's disk (the S3 settings silently unused): it stops the start.
 */
function s3WithoutStorage(source: NodeJS.ProcessEnv): string | undefined {
  if (source.FOYER_STORAGE === "s3") return undefined;
  return S3_VARIABLES.find((name) => source[name] !== undefined && source[name] !== "");
}

/** Variables whose value is never shown in a message (keys and credentials). */
const secret = (key: string) => key.includes("KEY") || key === "SMTP_URL";
/** FOYER_SECRETS_KEY: the AES-256 key of the integration credentials (services/integrations/secrets.ts). */
function isSecretsKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value.trim()) && Buffer.from(value.trim(), "base64").length === 32;
}

/** Where the importer's platforms are when no FOYER_*_API_URL says otherwise. */
const PLATFORM_URL_VARIABLES = ["FOYER_ON24_API_URL", "FOYER_SWOOGO_API_URL", "FOYER_CVENT_API_URL"];

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  examplesPort: number;
  publicUrl: string;
  dataDir: string;
  database: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
  jwt: {
    privateKeyPem: string | undefined;
    issuer: string;
    audience: string;
    accessTtl: number;
    refreshTtl: number;
  };
  logLevel: string;
  trustProxy: boolean;
  seed: "auto" | "never";
  /**
   * Outgoing mail (issue 19): `smtpUrl` null keeps every message in the outbox ("held"), where
   * platform admins read it on the mailbox page.
   */
  mail: { smtpUrl: string | null; from: MailAddress };
  /** The integration importer's outside platforms (issue 24). */
  integrations: {
    /** Base URLs without a trailing slash; `cvent` is the endpoint allowed besides Cvent's regions ("" when none). */
    urls: { on24: string; swoogo: string; cvent: string };
    /** FOYER_OUTBOUND_ALLOW_HOSTS, lower case. */
    allowHosts: readonly string[];
  };
  /** Webhooks (issue 21 item 2): FOYER_WEBHOOK_ALLOW_HOSTS, lower case. */
  webhooks: { allowHosts: readonly string[] };
  /** The key sealing integration credentials; undefined: a key file in `dataDir` (server.ts). */
  secretsKey: Buffer | undefined;
  /**
   * Whether the importer talks to the stand-in servers started in this process (issue 24 "npm
   * start's demo lets a newcomer try the wizard against them"): by default on the embedded demo
   * database when no platform address is configured; never on PostgreSQL in production.
   */
  integrationsSandbox: boolean;
  /**
   * Leased jobs (issue 23 item 1, docs/operations.md "Jobs after a crash"): a worker's lease
   * (renewed by its heartbeat every third of it), how often every process sweeps for jobs whose
   * lease ran out, and the rows per import batch and per clone insert.
   */
  jobs: { leaseSeconds: number; sweepSeconds: number; importBatchSize: number; cloneBatchSize: number };
  /**
   * Where uploaded files are kept (issue 23 item 5, docs/operations.md "File storage"): a folder
   * of this process's disk, or an S3-compatible bucket every process shares.
   */
  storage: { kind: "disk"; root: string } | ({ kind: "s3" } & S3StorageOptions);
  /**
   * Throttles of anonymous and costly calls (issue 23 item 3, docs/operations.md "Throttles"): a
   * factor on every limit, and the bytes visitors may upload to one form per hour.
   */
  throttles: { scale: number; formUploadQuotaBytes: number };
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/**
 * Reads the configuration from environment variables and validates it, so that a mistake stops
 * the server at start with a message naming the variable, not later with a stack trace.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = issue.path.join(".") || "environment";
      const given = typeof issue.path[0] === "string" ? source[issue.path[0]] : undefined;
      const shown = given === undefined || secret(key) ? "" : ` (got ${JSON.stringify(given)})`;
      return `  ${key}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const unused = s3WithoutStorage(source);
  if (unused) {
    throw new ConfigError(
      `Invalid configuration:\n  FOYER_STORAGE: is ${env.FOYER_STORAGE} but ${unused} is set: set FOYER_STORAGE=s3 to keep the files in the bucket, or remove the FOYER_S3_* variables`,
    );
  }
  const dataDir = path.resolve(env.FOYER_DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  if (env.DATABASE_URL && !env.JWT_PRIVATE_KEY && env.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration:\n  JWT_PRIVATE_KEY: is required with DATABASE_URL in production, so that every API process signs with the same key",
    );
  }
  const deployed = env.NODE_ENV === "production" && env.DATABASE_URL !== undefined;
  if (deployed && !env.FOYER_SECRETS_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  FOYER_SECRETS_KEY: is required with DATABASE_URL in production, so that every API process reads the integrations' stored credentials with the same key",
    );
  }
  if (deployed && env.FOYER_INTEGRATIONS_SANDBOX === "on") {
    throw new ConfigError(
      "Invalid configuration:\n  FOYER_INTEGRATIONS_SANDBOX: the stand-in platforms are for the demo and tests; production on PostgreSQL never starts them",
    );
  }
  const platformsConfigured = PLATFORM_URL_VARIABLES.some((name) => Boolean(source[name]));
  const integrationsSandbox =
    env.FOYER_INTEGRATIONS_SANDBOX === "on" ||
    (env.FOYER_INTEGRATIONS_SANDBOX === "auto" && !platformsConfigured && env.DATABASE_URL === undefined);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    examplesPort: env.EXAMPLES_PORT,
    publicUrl,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(dataDir, "data") },
    jwt: {
      privateKeyPem: env.JWT_PRIVATE_KEY?.replace(/\\n/g, "\n"),
      issuer: publicUrl,
      audience: env.JWT_AUDIENCE,
      accessTtl: env.ACCESS_TOKEN_TTL,
      refreshTtl: env.REFRESH_TOKEN_TTL,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    seed: env.SEED,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM },
    integrations: {
      urls: {
        on24: env.FOYER_ON24_API_URL,
        swoogo: env.FOYER_SWOOGO_API_URL,
        cvent: env.FOYER_CVENT_API_URL ?? "",
      },
      allowHosts: env.FOYER_OUTBOUND_ALLOW_HOSTS,
    },
    webhooks: { allowHosts: env.FOYER_WEBHOOK_ALLOW_HOSTS },
    secretsKey: env.FOYER_SECRETS_KEY ? Buffer.from(env.FOYER_SECRETS_KEY.trim(), "base64") : undefined,
    integrationsSandbox,
    jobs: {
      leaseSeconds: env.FOYER_JOB_LEASE_SECONDS,
      sweepSeconds: env.FOYER_JOB_SWEEP_SECONDS,
      importBatchSize: env.FOYER_IMPORT_BATCH_SIZE,
      cloneBatchSize: env.FOYER_CLONE_BATCH_SIZE,
    },
    storage:
      env.FOYER_STORAGE === "s3"
        ? {
            kind: "s3",
            bucket: env.FOYER_S3_BUCKET as string,
            region: env.FOYER_S3_REGION as string,
            ...(env.FOYER_S3_ENDPOINT ? { endpoint: env.FOYER_S3_ENDPOINT } : {}),
            forcePathStyle: env.FOYER_S3_FORCE_PATH_STYLE ?? env.FOYER_S3_ENDPOINT !== undefined,
            ...(env.FOYER_S3_ACCESS_KEY_ID && env.FOYER_S3_SECRET_ACCESS_KEY
              ? {
                  credentials: {
                    accessKeyId: env.FOYER_S3_ACCESS_KEY_ID,
                    secretAccessKey: env.FOYER_S3_SECRET_ACCESS_KEY,
                  },
                }
              : {}),
          }
        : { kind: "disk", root: path.join(dataDir, "files") },
    throttles: {
      scale: env.FOYER_THROTTLE_SCALE,
      formUploadQuotaBytes: env.FOYER_FORM_UPLOAD_QUOTA_MB * 1024 * 1024,
    },
  };
}
