import { cventEndpointMessage, type IntegrationSource } from "@foyer/domain";
import { type Connector, ConnectorError } from "../connector.js";
import { cventConnector } from "./cvent.js";
import { HttpClient, realSleep } from "./http-client.js";
import { on24Connector } from "./on24.js";
import type { LookupAll } from "./outbound-guard.js";
import { swoogoConnector } from "./swoogo.js";

/*
 * The real connectors behind the one port (issue 24 "Connectors … one per source id"). Base URLs
 * come from configuration (FOYER_ON24_API_URL, FOYER_SWOOGO_API_URL); Cvent's from the connection's
 * `endpoint`, which may only be one of Cvent's two regions or the origin of FOYER_CVENT_API_URL:
 * "the server never sends requests to a host a user typed freely".
 */

export interface ConnectorOptions {
  /** Base URLs: config.integrations.urls. */
  urls: {
    /** @default "https://api.on24.com/v2" */
    on24: string;
    /** @default "https://api.swoogo.com/api/v1" */
    swoogo: string;
    /** FOYER_CVENT_API_URL: an endpoint allowed besides Cvent's two regions; "" when none. */
    cvent: string;
  };
  /** FOYER_OUTBOUND_ALLOW_HOSTS: `host` or `host:port` the guard lets through although private. */
  allowHosts: readonly string[];
  /** Per request. @default 15000 */
  timeoutMs?: number;
  /** Retries per call for rate limits, bad gateways and network failures. @default 5 */
  retries?: number;
  /** The longest wait a rate limit may ask for before the call fails as "unavailable". @default 60000 */
  maxWaitMs?: number;
  /** Tests pass one that records the wait and returns at once. @default a real timer */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The clock tokens expire and rate limits reset on (epoch ms). @default Date.now */
  now?: () => number;
  /** Name resolution for the outbound guard. @default dns.lookup (all addresses) */
  lookup?: LookupAll;
}

export const CVENT_REGIONS = [
  "https://api-platform.cvent.com/ea",
  "https://api-platform-eur.cvent.com/ea",
] as const;

/** Why `endpoint` may not be a Cvent connection's endpoint, or null when it may. */
export function cventEndpointProblem(
  endpoint: string,
  options: Pick<ConnectorOptions, "urls">,
): string | null {
  const trimmed = endpoint.trim().replace(/\/+$/, "");
  if ((CVENT_REGIONS as readonly string[]).includes(trimmed)) return null;
  const extra = extraOrigin(options.urls.cvent);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return cventEndpointMessage(extra);
  }
  // The origin alone: `https://cvent.example.com.evil.test` or a user name in front do not pass.
  return extra && url.origin === extra && !url.username && !url.password ? null : cventEndpointMessage(extra);
}

/** The origin of FOYER_CVENT_API_URL; none when unset ("") or one of Cvent's regions (those stay exact). */
function extraOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const regions = CVENT_REGIONS.map((region) => new URL(region).origin);
    return (url.protocol === "http:" || url.protocol === "https:") && !regions.includes(url.origin)
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

const PLATFORM_NAMES: Record<IntegrationSource, string> = {
  on24: "ON24",
  "cvent-crm": "Cvent",
  "swoogo-crm": "Swoogo",
};

/** A connector that fails every call with `error` (a refused endpoint). */
function refusing(source: IntegrationSource, error: ConnectorError): Connector {
  return {
    source,
    check: async () => {
      throw error;
    },
    // biome-ignore lint/correctness/useYield: it refuses before yielding anything
    events: async function* () {
      throw error;
    },
    // biome-ignore lint/correctness/useYield: it refuses before yielding anything
    speakers: async function* () {
      throw error;
    },
  };
}

export function connectorFor(
  source: IntegrationSource,
  credentials: Record<string, string>,
  options: ConnectorOptions,
): Connector {
  const http = new HttpClient(PLATFORM_NAMES[source], {
    allowHosts: options.allowHosts,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 5,
    maxWaitMs: options.maxWaitMs ?? 60_000,
    sleep: options.sleep ?? realSleep,
    fetch: options.fetch ?? globalThis.fetch,
    lookup: options.lookup,
    now: options.now,
  });
  switch (source) {
    case "on24":
      return on24Connector(credentials, options.urls.on24.replace(/\/+$/, ""), http);
    case "swoogo-crm":
      return swoogoConnector(credentials, options.urls.swoogo, http);
    case "cvent-crm": {
      const endpoint = credentials.endpoint ?? "";
      const problem = cventEndpointProblem(endpoint, options);
      if (problem) return refusing(source, new ConnectorError("refused", problem));
      return cventConnector(credentials, endpoint.trim(), http);
    }
  }
}

export type { Sleep } from "./http-client.js";
export { assertOutboundAllowed, isAllowedHost, refusedAddress } from "./outbound-guard.js";
