import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { IntegrationSource } from "@foyer/domain";
import { cventStandIn } from "./cvent.js";
import { demoEvents } from "./data.js";
import { on24StandIn } from "./on24.js";
import { type Exchange, type PlatformStandIn, StandInState, sendJson } from "./stand-in.js";
import { swoogoStandIn } from "./swoogo.js";

/*
 * Stand-ins for ON24, Cvent and Swoogo on one loopback server (issue 24 "Stand-ins"), each
 * speaking its platform's documented protocol and limits, under `/on24/v2`, `/cvent/ea` and
 * `/swoogo/api/v1`. The API tests start one per file; `npm start`'s demo runs one so a newcomer can
 * try the importer without accounts. Not a test double: connectors reach it over HTTP like the
 * real platforms, through configuration (FOYER_ON24_API_URL, …, FOYER_OUTBOUND_ALLOW_HOSTS).
 */

export type { SandboxEvent, SandboxSpeaker } from "./data.js";
export { sandboxEvents } from "./data.js";
export type { PlatformStandIn, RecordedRequest, SandboxFault } from "./stand-in.js";

export interface Sandbox {
  /** Base URLs: the connectors' FOYER_ON24_API_URL, a Cvent connection's endpoint, FOYER_SWOOGO_API_URL. */
  urls: { on24: string; cvent: string; swoogo: string };
  /** `127.0.0.1:port`, for FOYER_OUTBOUND_ALLOW_HOSTS. */
  host: string;
  platform(source: IntegrationSource): PlatformStandIn;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** @default "127.0.0.1" */
  host?: string;
  /** @default 0 (any free port) */
  port?: number;
  /** "demo": six events per platform over the coming months; "empty": none. @default "demo" */
  data?: "demo" | "empty";
  /** Lifetime of Cvent's and Swoogo's tokens. @default 3600 for Cvent, 1800 for Swoogo */
  tokenTtlSeconds?: number;
  /** Swoogo's credits per 10 minutes per credential. @default 2000 */
  swoogoCredits?: number;
}

/** The demo keys each stand-in accepts (Cvent's endpoint is the sandbox's `urls.cvent`). */
export const SANDBOX_CREDENTIALS: Record<IntegrationSource, Record<string, string>> = {
  on24: { accessTokenKey: "SANDBOX0N24KEY", accessTokenSecret: "sandbox-on24-secret", clientId: "10001" },
  "cvent-crm": { clientId: "sandbox-cvent-client", clientSecret: "sandbox-cvent-secret" },
  // A secret with characters Swoogo's RFC 1738 encoding changes (issue 24 "urlencode(key)").
  "swoogo-crm": { consumerKey: "sandbox swoogo key", consumerSecret: "sandbox/secret+=~" },
};

const PREFIXES: Record<IntegrationSource, string> = {
  on24: "/on24/v2",
  "cvent-crm": "/cvent/ea",
  "swoogo-crm": "/swoogo/api/v1",
};

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (req.method !== "POST") return Promise.resolve(new URLSearchParams());
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > 100_000) req.destroy();
    });
    req.on("end", () => resolve(new URLSearchParams(body)));
    req.on("error", reject);
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const createdAt = new Date(Date.now() - 10 * 86_400_000).toISOString();
  const demo = (options.data ?? "demo") === "demo";
  const states = {
    on24: new StandInState(demo ? demoEvents(24) : [], { ...SANDBOX_CREDENTIALS.on24 }),
    "cvent-crm": new StandInState(demo ? demoEvents(25) : [], { ...SANDBOX_CREDENTIALS["cvent-crm"] }),
    "swoogo-crm": new StandInState(demo ? demoEvents(26) : [], { ...SANDBOX_CREDENTIALS["swoogo-crm"] }),
  } satisfies Record<IntegrationSource, StandInState>;
  const handlers: Record<IntegrationSource, (exchange: Exchange) => Promise<void>> = {
    on24: on24StandIn(states.on24, createdAt),
    "cvent-crm": cventStandIn(states["cvent-crm"], options.tokenTtlSeconds ?? 3600),
    "swoogo-crm": swoogoStandIn(states["swoogo-crm"], {
      tokenTtlSeconds: options.tokenTtlSeconds ?? 1800,
      credits: options.swoogoCredits ?? 2000,
    }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const source = (Object.keys(PREFIXES) as IntegrationSource[]).find(
      (key) => url.pathname === PREFIXES[key] || url.pathname.startsWith(`${PREFIXES[key]}/`),
    );
    if (!source)
      return sendJson(res, 404, {
        message: "Not found: the sandbox serves /on24/v2, /cvent/ea and /swoogo/api/v1",
      });
    const state = states[source];
    const path = url.pathname.slice(PREFIXES[source].length) || "/";
    const query = Object.fromEntries(url.searchParams);
    const method = req.method ?? "GET";
    state.requests.push({ method, path, query });
    const form = await readForm(req);
    const origin = `http://${req.headers.host ?? "127.0.0.1"}`;
    await handlers[source]({ req, res, method, path, query, form, origin, now: Date.now() });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostname = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const host = `${hostname}:${address.port}`;
  const urls = {
    on24: `http://${host}${PREFIXES.on24}`,
    cvent: `http://${host}${PREFIXES["cvent-crm"]}`,
    swoogo: `http://${host}${PREFIXES["swoogo-crm"]}`,
  };
  // A Cvent connection names its endpoint among its keys (spec 1 §3).
  states["cvent-crm"].credentials.endpoint = urls.cvent;
  return {
    urls,
    host,
    platform: (source) => states[source],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
