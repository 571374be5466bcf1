import { integrationSources, sourceInfo } from "@foyer/domain";
import { ConfigError, loadConfig } from "./config.js";
import { DEMO } from "./db/seed.js";
import { startExamplesSite } from "./examples-site.js";
import { type RunningServer, startServer } from "./server.js";
import { showAddress } from "./services/mail/address.js";
import { smtpLabel } from "./services/mail/transport.js";

/** The banner's word on the importer's sandbox (issue 24): where it is and the keys it accepts. */
function sandboxLines(sandbox: RunningServer["sandbox"]): string[] {
  if (!sandbox) return [];
  return [
    "The integration importer runs against sandbox stand-ins of On24, Cvent and Swoogo in this",
    `process (${new URL(sandbox.urls.on24).origin}); no real platform is called. Their keys:`,
    ...integrationSources.map((source) => {
      const keys = Object.entries(sandbox.credentials[source] ?? {})
        .map(([name, value]) => `${name} ${JSON.stringify(value)}`)
        .join(", ");
      return `  ${sourceInfo[source].label.padEnd(7)} ${keys}`;
    }),
    "Settings → Integrations in the organization area; FOYER_INTEGRATIONS_SANDBOX=off turns it off.",
    "",
  ];
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  const examples = await startExamplesSite(config);
  const base = config.publicUrl;
  const where =
    config.database.kind === "pglite"
      ? `embedded database in ${config.database.dataDir}`
      : "PostgreSQL (DATABASE_URL)";
  const lines = [
    "",
    `Foyer is running (${where}${server.seeded ? ", demo data seeded" : ""})`,
    `  Admin app     ${base}/`,
    `  Portal app    ${base}/portal-login/${DEMO.portal.slug}/${DEMO.portal.id}`,
    `  API           ${base}/api/health`,
    `  Docs          ${base}/docs/`,
    `  API reference ${base}/docs/api-reference/ (OpenAPI: ${base}/api/openapi.json)`,
    // Issue 19: without SMTP_URL nothing is sent; the reset and invitation links wait in the outbox.
    config.mail.smtpUrl
      ? `  Email         sent over SMTP to ${smtpLabel(config.mail.smtpUrl)} from ${showAddress(config.mail.from)}`
      : `  Email         not sent (no SMTP_URL): held in the outbox, ${base}/mailbox (platform admins)`,
    config.storage.kind === "s3"
      ? `  Files         in the S3 bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ""}`
      : `  Files         on this machine's disk in ${config.storage.root}`,
    ...(examples
      ? [
          `  Example site  http://localhost:${config.examplesPort}/`,
          `  Portal widget http://localhost:${config.examplesPort}/portal.html`,
        ]
      : []),
    "",
    "Sign in with",
    `  ${DEMO.admin.email} / ${DEMO.password}    organizer, platform admin`,
    `  ${DEMO.speaker.email} / ${DEMO.password}  participant (speaker portal)`,
    `  ${DEMO.reviewer.email} / ${DEMO.password} evaluator (Summit's "Program committee")`,
    "",
    ...sandboxLines(server.sandbox),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      server.app.log.error("shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    await Promise.allSettled([server.close(), examples?.close()]);
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("Foyer failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
