import { randomBytes } from "node:crypto";
import { addDays, type IntegrationSource, todayIn, zonedInstant } from "@foyer/domain";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { DEMO } from "../../db/seed.js";
import type { Sandbox, SandboxEvent, SandboxSpeaker } from "../../integrations-sandbox/index.js";
import { startSandbox } from "../../integrations-sandbox/index.js";
import type { IntegrationOptions } from "../../services/integrations/runtime.js";
import { bearer, createTestApp, signIn, type TestApp } from "./test-app.js";

/*
 * The integration importer's API tests (issue 24): the app with its connectors pointed at the
 * stand-ins on loopback (allowHosts = the sandbox's host), the demo admin signed in, and helpers
 * to call the routes of the demo organization.
 */

export interface IntegrationKit {
  t: TestApp;
  sandbox: Sandbox;
  /** The demo admin's id token. */
  token: string;
  orgId: string;
  /** Waits spent in rate limits and retries (never a real timer in these tests). */
  waits: number[];
  /** The app's integration options (its credentials key, the stand-ins' addresses). */
  options: IntegrationOptions;
  call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  /** `/api/integrations/{src}/org/{orgId}` */
  base(source: IntegrationSource, orgId?: string): string;
  /** Connects the source with the stand-in's good keys: the connection's id. */
  connect(source: IntegrationSource): Promise<string>;
  /** Waits for the job to end and answers its progress payload. */
  finished(jobId: string): Promise<{ status: string; payload: Record<string, unknown> }>;
}

export function useIntegrationKit(options: { lookAhead?: number } = {}): IntegrationKit {
  const kit = { waits: [] as number[] } as IntegrationKit;
  beforeAll(async () => {
    kit.sandbox = await startSandbox({ data: "empty" });
    kit.options = {
      connectors: {
        urls: kit.sandbox.urls,
        allowHosts: [kit.sandbox.host],
        retries: 2,
        timeoutMs: 5000,
        sleep: async (ms) => {
          kit.waits.push(ms);
        },
      },
      secretsKey: randomBytes(32),
      ...(options.lookAhead ? { lookAhead: options.lookAhead } : {}),
    };
    // Webhooks reach a receiver on loopback (integration.synced news).
    kit.t = await createTestApp({
      integrations: kit.options,
      webhooks: { allowHosts: ["127.0.0.1"], schedule: [0.05], pollMs: 50 },
    });
    kit.token = (await signIn(kit.t.app)).tokens.id_token;
    kit.orgId = DEMO.org.id;
  });
  afterAll(async () => {
    await kit.t?.close();
    await kit.sandbox?.close();
  });
  beforeEach(() => {
    kit.waits.length = 0;
    for (const source of ["on24", "cvent-crm", "swoogo-crm"] as const) {
      const platform = kit.sandbox.platform(source);
      platform.clearFaults();
      platform.restore();
      platform.requests.length = 0;
    }
  });
  kit.call = (method, url, payload, token) =>
    kit.t.app.inject({
      method,
      url,
      headers: bearer(token ?? kit.token),
      ...(payload === undefined ? {} : { payload }),
    });
  kit.base = (source, orgId) => `/api/integrations/${source}/org/${orgId ?? kit.orgId}`;
  kit.connect = async (source) => {
    const query = source === "on24" ? "?multiple=true" : "";
    const response = await kit.call("POST", `${kit.base(source)}/auth${query}`, {
      ...kit.sandbox.platform(source).credentials,
    });
    if (response.statusCode !== 201 && response.statusCode !== 200) {
      throw new Error(`connect ${source}: ${response.statusCode} ${response.body}`);
    }
    return response.json().payload.id as string;
  };
  kit.finished = async (jobId) => {
    for (;;) {
      const response = await kit.call("GET", `/api/jobs/progress/${jobId}`);
      const body = response.json().payload as { status: string; payload: Record<string, unknown> };
      if (body.status !== "pending" && body.status !== "processing") return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return kit;
}

let speakerSeq = 0;

export function speaker(overrides: Partial<SandboxSpeaker> = {}): SandboxSpeaker {
  speakerSeq++;
  return {
    id: `sp-${speakerSeq}`,
    firstName: "Grace",
    lastName: `Speaker${speakerSeq}`,
    email: `speaker${speakerSeq}@example.com`,
    company: "Northwind",
    title: "CTO",
    bio: "Talks about compilers.",
    ...overrides,
  };
}

/** An event `inDays` from today (UTC), 9:00 to 17:00 in `zone`, over `days` days. */
export function platformEvent(
  id: string,
  name: string,
  options: {
    inDays?: number;
    days?: number;
    zone?: string;
    speakers?: SandboxSpeaker[];
    dated?: boolean;
  } = {},
): SandboxEvent {
  const zone = options.zone ?? "Europe/Berlin";
  const first = addDays(todayIn("UTC"), options.inDays ?? 30);
  const last = addDays(first, (options.days ?? 1) - 1);
  const dated = options.dated ?? true;
  return {
    id,
    name,
    startsAt: dated ? zonedInstant(first, "09:00", zone) : null,
    endsAt: dated ? zonedInstant(last, "17:00", zone) : null,
    timeZone: dated ? zone : null,
    speakers: options.speakers ?? [],
  };
}
