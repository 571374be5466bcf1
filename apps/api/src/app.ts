import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import { errorCodes } from "@foyer/domain";
import Fastify, { type FastifyInstance, type FastifySchema } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config.js";
import { type Database, pingDatabase } from "./db/client.js";
import { type ApiApp, answers, bearer, installContracts, publicRoute } from "./http/contract.js";
import { installErrorHandler } from "./http/error-handler.js";
import { requestLogFields } from "./http/log-fields.js";
import { registerOpenApi } from "./http/openapi.js";
import { refuseBadText } from "./http/text-guard.js";
import { InProcessQueue } from "./jobs/in-process-queue.js";
import type { JobQueue } from "./jobs/queue.js";
import { recoverySweep } from "./jobs/recovery.js";
import { apiTokenRoutes } from "./routes/api-tokens.js";
import { authRoutes, ssoRoutes } from "./routes/auth.js";
import { cloneRoutes } from "./routes/clone.js";
import { decisionMailRoutes } from "./routes/decision-mails.js";
import { evaluationRoutes } from "./routes/evaluations.js";
import { eventRoutes } from "./routes/events.js";
import { fieldRoutes } from "./routes/fields.js";
import { formRoutes } from "./routes/forms.js";
import { importRoutes } from "./routes/imports.js";
import { integrationRoutes } from "./routes/integrations.js";
import { jobRoutes } from "./routes/jobs.js";
import { joinLinkAdminRoutes, joinRoutes } from "./routes/join-links.js";
import { mailRoutes } from "./routes/mail.js";
import { mailHistoryRoutes } from "./routes/mail-history.js";
import { mailTemplateRoutes } from "./routes/mail-templates.js";
import { orgListToolRoutes } from "./routes/org-list-tools.js";
import { orgPeopleRoutes } from "./routes/org-people.js";
import { organizationRoutes } from "./routes/organizations.js";
import { organizerFormRoutes } from "./routes/organizer-forms.js";
import { permissionRoutes } from "./routes/permissions.js";
import { portalAdminRoutes } from "./routes/portal-admin.js";
import { portalConfigRoutes } from "./routes/portal-config.js";
import { portalContentRoutes } from "./routes/portal-content.js";
import { portalContentAdminRoutes } from "./routes/portal-content-admin.js";
import { portalDocumentRoutes } from "./routes/portal-documents.js";
import { portalFileRequestRoutes } from "./routes/portal-file-requests.js";
import { portalMessageRoutes } from "./routes/portal-messages.js";
import { portalMessageAdminRoutes } from "./routes/portal-messages-admin.js";
import { portalProfileRoutes } from "./routes/portal-profile.js";
import { portalSessionRoutes } from "./routes/portal-sessions.js";
import { portalTaskRoutes } from "./routes/portal-tasks.js";
import { portalTaskAdminRoutes } from "./routes/portal-tasks-admin.js";
import { portalRoutes } from "./routes/portals.js";
import { publicScheduleRoutes } from "./routes/public-schedule.js";
import { recordBulkRoutes } from "./routes/record-bulk.js";
import { recordDetailRoutes } from "./routes/record-detail.js";
import { recordLayoutRoutes } from "./routes/record-layouts.js";
import { recordSearchRoutes } from "./routes/record-search.js";
import { recordRoutes } from "./routes/records.js";
import { reportsAuditRoutes } from "./routes/reports-audit.js";
import { scheduleRoutes } from "./routes/schedule.js";
import { searchRoutes } from "./routes/search.js";
import { sessionFileKindRoutes } from "./routes/session-file-kinds.js";
import { sessionLibraryRoutes } from "./routes/session-library.js";
import { sessionRoutes } from "./routes/sessions.js";
import { sessionSettingsRoutes } from "./routes/sessions-settings.js";
import { sponsorTierRoutes } from "./routes/sponsor-tiers.js";
import { samlRoutes, ssoSettingsRoutes, ssoSignInRoutes } from "./routes/sso.js";
import { ssoLinkRoutes } from "./routes/sso-link.js";
import { tagRoutes } from "./routes/tags.js";
import { teamRoutes } from "./routes/team.js";
import { uploadRoutes } from "./routes/uploads.js";
import { userRoutes } from "./routes/user.js";
import { webhookRoutes } from "./routes/webhooks.js";
import { workflowRoutes } from "./routes/workflows.js";
import { zapierRoutes } from "./routes/zapier.js";
import type { AuthContext } from "./services/auth/auth.js";
import type { SigningKeys } from "./services/auth/tokens.js";
import { recoverCloneJobs, runCloneJob } from "./services/clone/job.js";
import {
  CLONE_JOB,
  type CloneJobData,
  type CloneRuntimeOptions,
  createCloneRuntime,
} from "./services/clone/runtime.js";
import { recoverImports, runImportJob } from "./services/imports/job.js";
import {
  createImportRuntime,
  IMPORT_JOB,
  type ImportJobData,
  type ImportOptions,
} from "./services/imports/runtime.js";
import {
  createIntegrationRuntime,
  defaultIntegrationOptions,
  type IntegrationOptions,
  SYNC_JOB,
  type SyncJobData,
} from "./services/integrations/runtime.js";
import { recoverSyncJobs, runSyncJob } from "./services/integrations/sync-job.js";
import { recoverMail, runMailJob } from "./services/mail/delivery.js";
import { createMailer, type Mailer } from "./services/mail/outbox.js";
import { createMailRuntime, MAIL_JOB, type MailJobData, type MailOptions } from "./services/mail/runtime.js";
import {
  createScheduleRuntime,
  recoverSolveJobs,
  runSolveJob,
  type ScheduleRuntimeOptions,
  SOLVE_JOB,
  type SolveJobData,
} from "./services/schedule/solve-job.js";
import { createThrottle, type Throttle, type ThrottleLimits, throttleLimits } from "./services/throttle.js";
import {
  createUploadGrants,
  type UploadGrantSettings,
  type UploadGrants,
} from "./services/uploads/grants.js";
import type { FileStorage } from "./services/uploads/storage.js";
import { runWebhookJob, webhookPoller } from "./services/webhooks/delivery.js";
import {
  createWebhookRuntime,
  WEBHOOK_JOB,
  type WebhookJobData,
  type WebhookOptions,
} from "./services/webhooks/runtime.js";
import { recoverWorkflowRuns, runWorkflowJob } from "./services/workflows/run.js";
import { createWorkflowRuntime, WORKFLOW_JOB, type WorkflowJobData } from "./services/workflows/runtime.js";
import { type BuiltApps, serveApps, serveEmbed } from "./static-apps.js";

/** A declared route (`app.routeTable`). */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

const healthAnswer = z.object({
  payload: z.object({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["pglite", "postgres"]),
    uptime: z.number().int(),
  }),
});

export interface AppOptions {
  config: Pick<Config, "jwt" | "publicUrl" | "logLevel" | "trustProxy">;
  database: Database;
  keys: SigningKeys;
  storage: FileStorage;
  /** Built admin and portal apps to serve; none in API-only tests. */
  apps?: BuiltApps | null;
  /** The built embed bundle (packages/widgets/dist/embed), served at /embed/. */
  embed?: string | null;
  logger?: boolean;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
  /**
   * The job queue (ARCHITECTURE "jobs"): pg-boss on PostgreSQL (server.ts builds it); by default
   * an in-process queue. The app stops it when it closes.
   */
  queue?: JobQueue;
  /** Import batch size and test hooks. */
  imports?: ImportOptions;
  /** Event clone batch size and lease. */
  clone?: CloneRuntimeOptions;
  /** The scheduler job's lease and test hook. */
  schedule?: ScheduleRuntimeOptions;
  /** How often, in seconds, the recovery sweep looks for jobs whose lease ran out. @default 15 */
  jobs?: { sweepSeconds?: number };
  /** Outgoing mail (the Config's `mail`; tests add a faster retry). Default: held in the outbox. */
  mail?: MailOptions;
  /**
   * The integration importer: the platforms' addresses, the hosts outbound calls may reach, the
   * credentials' key and the sandbox (server.ts builds them from the configuration). By default
   * the real platforms and a key that lives as long as the process.
   */
  integrations?: IntegrationOptions;
  /** Webhooks (issue 21 item 2): the hosts allowed (FOYER_WEBHOOK_ALLOW_HOSTS); tests shorten the retries. */
  webhooks?: WebhookOptions;
  /**
   * Refuse answers with keys their route's response schema does not declare (a 500 that says
   * which), instead of dropping them. Tests and `npm test`'s browser server turn it on.
   */
  strictResponses?: boolean;
  /**
   * The throttles of anonymous and costly calls (issue 23 item 3): FOYER_THROTTLE_SCALE times the
   * default limits; tests give a bucket its own small limit.
   */
  throttles?: { scale?: number; limits?: Partial<ThrottleLimits> };
  /** Visitors' upload grants: their lifetime and the per-form quota (FOYER_FORM_UPLOAD_QUOTA_MB). */
  uploadGrants?: Partial<UploadGrantSettings>;
}

/** Browser features Foyer's pages never use, turned off for them (camera, microphone, …). */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()";

/** Assembles the server. It does not listen: main.ts does, tests use inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, keys } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization"],
            serializers: { req: requestLogFields },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  const strict = options.strictResponses ?? process.env.FOYER_STRICT_RESPONSES === "1";
  installContracts(app, { strict });
  installErrorHandler(app, { strict });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only where the site itself is https: on plain http (a LAN address) it would break every asset.
        upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS means something only over https; sent over plain http it is ignored or, behind a
    // proxy that later adds TLS on another name, pins the wrong host.
    strictTransportSecurity: config.publicUrl.startsWith("https:")
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    // Widgets on organizers' own sites load /embed/ scripts, call /api and show /api/uploads images.
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });

  // No page of ours uses these browser features; a script injected into one could not either.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });

  // Every route as declared, for the contract test that compares it with the OpenAPI document.
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      // Read when asked: a feature's own onRoute hook (below) completes the schema after this one runs.
      if (method !== "HEAD") {
        routeTable.push({
          method,
          url: route.url,
          get schema() {
            return route.schema;
          },
        });
      }
    }
  });
  await registerOpenApi(app, { publicUrl: config.publicUrl });

  const queue =
    options.queue ??
    new InProcessQueue({
      onError: (error, job) =>
        app.log.error({ err: error, job }, "job failed; it is retried if it has retries left"),
    });
  const mailRuntime = createMailRuntime(
    { db: database.db, queue, log: app.log, publicUrl: config.publicUrl },
    options.mail,
  );
  const ctx: AuthContext & {
    publicUrl: string;
    mail: Mailer;
    throttle: Throttle;
    uploadGrants: UploadGrants;
  } = {
    db: database.db,
    keys,
    tokens: {
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      accessTtl: config.jwt.accessTtl,
      refreshTtl: config.jwt.refreshTtl,
    },
    log: app.log,
    publicUrl: config.publicUrl,
    mail: createMailer(mailRuntime),
    throttle: createThrottle(
      database.db,
      throttleLimits(options.throttles?.scale, options.throttles?.limits),
    ),
    uploadGrants: createUploadGrants(keys, options.uploadGrants),
  };

  const imports = createImportRuntime(
    { db: database.db, storage: options.storage, queue, log: app.log },
    options.imports,
  );
  await queue.work<ImportJobData>(IMPORT_JOB, (data, job) => runImportJob(imports, data, job));
  const clone = createCloneRuntime(
    { db: database.db, databaseKind: database.kind, queue, log: app.log },
    options.clone,
  );
  await queue.work<CloneJobData>(CLONE_JOB, (data, job) => runCloneJob(clone, data, job));
  await queue.work<MailJobData>(MAIL_JOB, (data, job) => runMailJob(mailRuntime, data, job));
  const integrationOptions = options.integrations ?? defaultIntegrationOptions();
  const integrations = createIntegrationRuntime(
    { db: database.db, databaseKind: database.kind, queue, log: app.log },
    integrationOptions,
  );
  // Single sign-on: its client secrets sealed like the integrations' credentials, its providers
  // called through the same outbound guard and allowed hosts.
  const ssoCtx = {
    ...ctx,
    secrets: integrations.secrets,
    allowHosts: integrationOptions.connectors.allowHosts,
  };
  await queue.work<SyncJobData>(SYNC_JOB, (data, job) => runSyncJob(integrations, data, job));
  const schedule = createScheduleRuntime({ db: database.db, queue, log: app.log }, options.schedule);
  await queue.work<SolveJobData>(SOLVE_JOB, (data) => runSolveJob(schedule, data));
  // Webhooks sign with their secrets, sealed with the integration credentials' key.
  const webhooks = createWebhookRuntime(
    {
      db: database.db,
      queue,
      log: app.log,
      secrets: integrations.secrets,
      mailer: ctx.mail,
      publicUrl: config.publicUrl,
    },
    options.webhooks,
  );
  await queue.work<WebhookJobData>(WEBHOOK_JOB, (data) => runWebhookJob(webhooks, data));
  const webhookRetries = webhookPoller(webhooks);
  // Workflows (issue 21 item 4) run as jobs; their webhook calls go through the webhooks' guard.
  const workflows = createWorkflowRuntime({
    db: database.db,
    queue,
    log: app.log,
    mailer: ctx.mail,
    webhooks,
  });
  await queue.work<WorkflowJobData>(WORKFLOW_JOB, (data) => runWorkflowJob(workflows, data));
  // Jobs a dead process left run again (imports resume after their last batch), from the moment
  // the server listens, then at every sweep (issue 23 item 1, jobs/recovery.ts).
  const sweep = recoverySweep({
    log: app.log,
    everySeconds: options.jobs?.sweepSeconds ?? 15,
    recoveries: [
      (at) => recoverImports(imports, at),
      (at) => recoverCloneJobs(clone, at),
      (at) => recoverMail(mailRuntime, at),
      (at) => recoverSyncJobs(integrations, at),
      (at) => recoverWorkflowRuns(workflows, at),
      (at) => recoverSolveJobs(schedule, at),
    ],
  });
  app.addHook("onListen", async () => sweep.start());
  app.addHook("onClose", async () => {
    // No sweep queues a job once the queue has stopped.
    await sweep.stop();
    await webhookRetries.stop();
    await queue.stop();
    mailRuntime.transport?.close();
  });

  await app.register(
    async (api) => {
      // Any site may embed Foyer widgets: the API authenticates with bearer tokens, never cookies,
      // so allowing every origin exposes nothing a token does not already grant.
      await api.register(cors, {
        origin: "*",
        methods: ["GET", "HEAD", "PUT", "PATCH", "POST", "DELETE"],
        allowedHeaders: [
          "Accept",
          "Authorization",
          "Cache-Control",
          "Content-Type",
          "X-Foyer-Edit-Token",
          "X-Foyer-Upload-Grant",
        ],
        maxAge: 600,
      });
      refuseBadText(api);
      api.addHook("onSend", async (_request, reply, payload) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        return payload;
      });
      /**
       * A feature's routes: tagged with the feature in the OpenAPI document, and (unless a route
       * says otherwise) documented as needing a bearer token; an API test checks that claim.
       */
      const feature = (tag: string, routes: (scope: ApiApp) => Promise<void>) =>
        api.register(async (scope) => {
          scope.addHook("onRoute", (route) => {
            route.schema ??= {};
            route.schema.tags ??= [tag];
            route.schema.security ??= bearer;
          });
          await routes(scope.withTypeProvider<ZodTypeProvider>());
        });
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.get(
        "/openapi.json",
        {
          schema: {
            tags: ["Reference"],
            summary: "This API's OpenAPI 3.1 document",
            security: publicRoute,
            response: answers({ 200: z.record(z.string(), z.unknown()) }),
          },
        },
        async () => app.swagger() as unknown as Record<string, unknown>,
      );
      typed.get(
        "/health",
        {
          schema: {
            tags: ["Reference"],
            summary: "Whether the server and its database answer",
            security: publicRoute,
            response: answers({
              200: healthAnswer,
              503: healthAnswer,
            }),
          },
        },
        async (_request, reply) => {
          const databaseUp = await pingDatabase(database.db);
          return reply.code(databaseUp ? 200 : 503).send({
            payload: {
              status: databaseUp ? "ok" : "degraded",
              database: database.kind,
              uptime: Math.round(process.uptime()),
            },
          });
        },
      );
      await feature("Sign-in", (scope) => authRoutes(scope, ctx));
      await feature("Users", (scope) => userRoutes(scope, { ...ctx, storage: options.storage }));
      await feature("Portals", (scope) => portalRoutes(scope, ctx));
      await feature("Portals", (scope) => portalSessionRoutes(scope, { ...ctx, storage: options.storage }));
      await feature("Portals", (scope) => portalDocumentRoutes(scope, { ...ctx, storage: options.storage }));
      await feature("Portals", (scope) =>
        portalFileRequestRoutes(scope, { ...ctx, storage: options.storage }),
      );
      await feature("Portals", (scope) => portalProfileRoutes(scope, { ...ctx, storage: options.storage }));
      await feature("Portal administration", (scope) => portalAdminRoutes(scope, ctx));
      await feature("Portals", (scope) => portalContentRoutes(scope, { ...ctx, storage: options.storage }));
      await feature("Portal administration", (scope) => portalContentAdminRoutes(scope, ctx));
      await feature("Portal administration", (scope) => portalConfigRoutes(scope, ctx));
      await feature("Portals", (scope) => portalMessageRoutes(scope, ctx));
      await feature("Portal administration", (scope) => portalMessageAdminRoutes(scope, ctx));
      await feature("Portals", (scope) => portalTaskRoutes(scope, ctx));
      await feature("Portal administration", (scope) => portalTaskAdminRoutes(scope, ctx));
      await feature("Public forms", (scope) => formRoutes(scope, ctx));
      await feature("Forms", (scope) => organizerFormRoutes(scope, ctx));
      await feature("Records", (scope) => recordRoutes(scope, ctx));
      await feature("Records", (scope) => recordDetailRoutes(scope, ctx));
      await feature("Records", (scope) => recordLayoutRoutes(scope, ctx));
      await feature("Records", (scope) => recordBulkRoutes(scope, ctx));
      await feature("Events", (scope) => eventRoutes(scope, { ...ctx, storage: options.storage }));
      await feature("Permissions", (scope) => permissionRoutes(scope, ctx));
      await feature("Records", (scope) => recordSearchRoutes(scope, ctx));
      await feature("Search", (scope) => searchRoutes(scope, ctx));
      await feature("Uploads", (scope) => uploadRoutes(scope, { ...ctx, storage: options.storage }));
      await feature("Imports", (scope) => importRoutes(scope, { ...ctx, imports }));
      await feature("Event cloning", (scope) => cloneRoutes(scope, { ...ctx, clone }));
      await feature("Jobs", (scope) => jobRoutes(scope, ctx));
      await feature("Mail", (scope) => mailRoutes(scope, ctx));
      await feature("Mail", (scope) => mailTemplateRoutes(scope, ctx));
      await feature("Mail", (scope) => mailHistoryRoutes(scope, ctx));
      await feature("Reports and audit", (scope) => reportsAuditRoutes(scope, ctx));
      await feature("Integrations", (scope) => integrationRoutes(scope, { ...ctx, integrations }));
      await feature("Webhooks", (scope) => webhookRoutes(scope, { ...ctx, webhooks }));
      await feature("Zapier", (scope) => zapierRoutes(scope, { ...ctx, webhooks }));
      await feature("Workflows", (scope) => workflowRoutes(scope, { ...ctx, workflows }));
      await feature("Sessions", (scope) => sessionRoutes(scope, ctx));
      await feature("Sessions", (scope) => sessionSettingsRoutes(scope, ctx));
      await feature("Sessions", (scope) => sessionLibraryRoutes(scope, ctx));
      await feature("Sessions", (scope) => sessionFileKindRoutes(scope, ctx));
      await feature("Sessions", (scope) => decisionMailRoutes(scope, ctx));
      await feature("Agenda", (scope) => scheduleRoutes(scope, { ...ctx, schedule }));
      await feature("Public schedule", (scope) => publicScheduleRoutes(scope, ctx));
      await feature("Evaluations", (scope) => evaluationRoutes(scope, ctx));
      await feature("Fields and tags", (scope) => fieldRoutes(scope, ctx));
      await feature("Fields and tags", (scope) => tagRoutes(scope, ctx));
      await feature("Sponsor tiers", (scope) => sponsorTierRoutes(scope, ctx));
      await feature("Team", (scope) => teamRoutes(scope, ctx));
      await feature("Organizations", (scope) =>
        organizationRoutes(scope, { ...ctx, storage: options.storage }),
      );
      await feature("Organizations", (scope) => orgPeopleRoutes(scope, ctx));
      await feature("Organizations", (scope) => orgListToolRoutes(scope, ctx));
      await feature("API tokens", (scope) => apiTokenRoutes(scope, ctx));
      await feature("Single sign-on", (scope) => ssoSettingsRoutes(scope, ssoCtx));
      await feature("Sign-in", (scope) => ssoSignInRoutes(scope, ssoCtx));
      await feature("Single sign-on", (scope) => ssoLinkRoutes(scope, ssoCtx));
      await feature("Sign-in", (scope) => joinRoutes(scope, ctx));
      await feature("Portal administration", (scope) => joinLinkAdminRoutes(scope, ctx));
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({
          statusCode: 404,
          code: errorCodes.notFound,
          message: `No API route ${request.method} ${request.url.split("?")[0]}`,
        }),
      );
    },
    { prefix: "/api" },
  );
  await app.register(async (scope) => ssoRoutes(scope.withTypeProvider<ZodTypeProvider>(), ssoCtx));
  // SAML's service provider addresses sit beside /sso/saml/logout: the IdP sends browsers there.
  await app.register(async (scope) => samlRoutes(scope.withTypeProvider<ZodTypeProvider>(), ssoCtx));
  if (options.embed) await serveEmbed(app, options.embed);
  if (options.apps) await serveApps(app, options.apps);
  return app;
}
