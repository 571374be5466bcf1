import type { IntegrationSource } from "@foyer/domain";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type Sandbox, startSandbox } from "../../integrations-sandbox/index.js";
import {
  ConnectorError,
  type ConnectorFailure,
  type SourceEvent,
} from "../../services/integrations/connector.js";
import { type ConnectorOptions, connectorFor } from "../../services/integrations/connectors/index.js";

/**
 * A sandbox per test file, and connectors pointed at it (allowHosts = the sandbox's loopback host).
 * Waits go to `waits` instead of a timer; `clock` moves only when a test moves it.
 */
export function useConnectorSandbox(options: Parameters<typeof startSandbox>[0] = {}) {
  const kit = {
    sandbox: undefined as unknown as Sandbox,
    waits: [] as number[],
    clock: { now: Date.now() },
    options(extra: Partial<ConnectorOptions> = {}): ConnectorOptions {
      return {
        urls: kit.sandbox.urls,
        allowHosts: [kit.sandbox.host],
        sleep: async (ms) => {
          kit.waits.push(ms);
        },
        now: () => kit.clock.now,
        ...extra,
      };
    },
    connector(
      source: IntegrationSource,
      extra: Partial<ConnectorOptions> = {},
      credentials?: Record<string, string>,
    ) {
      return connectorFor(
        source,
        credentials ?? { ...kit.sandbox.platform(source).credentials },
        kit.options(extra),
      );
    },
  };
  beforeAll(async () => {
    kit.sandbox = await startSandbox({ data: "empty", ...options });
  });
  afterAll(async () => {
    await kit.sandbox.close();
  });
  beforeEach(() => {
    kit.waits.length = 0;
    kit.clock.now = Date.now();
    for (const source of ["on24", "cvent-crm", "swoogo-crm"] as const) {
      const platform = kit.sandbox.platform(source);
      platform.clearFaults();
      platform.restore();
      platform.resetRateLimits();
      platform.requests.length = 0;
      platform.linkOrigin = null;
    }
  });
  return kit;
}

/** Every page of an async list, flattened. */
export async function all<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

/** The ConnectorError failure a promise rejects with (fails the test when it resolves). */
export async function failureOf(
  promise: Promise<unknown>,
): Promise<{ failure: ConnectorFailure; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ConnectorError) return { failure: error.failure, message: error.message };
    throw error;
  }
  throw new Error("expected a ConnectorError, but the call succeeded");
}

export const ids = (events: SourceEvent[]) => events.map((event) => event.id).sort();

/** A 30-month range around now: 12 back, 18 ahead (issue 24). */
export function wideRange(now = Date.now()) {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 12);
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + 18);
  return { from, to };
}
