import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  HttpClient,
  type HttpSettings,
  waitAskedMs,
} from "../services/integrations/connectors/http-client.js";

/* Issue 24 "timeouts and a bounded retry budget": the one client every connector calls through. */

describe("how long a rate-limited answer asks to wait", () => {
  const now = Date.parse("2027-03-01T12:00:00Z");
  const wait = (headers: Record<string, string>) => waitAskedMs(new Headers(headers), now);

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(wait({ "retry-after": "7" })).toBe(7000);
    expect(wait({ "retry-after": "Mon, 01 Mar 2027 12:00:30 GMT" })).toBe(30_000);
  });

  it("reads a reset header as seconds from now (Swoogo) or as a Unix time (Cvent)", () => {
    expect(wait({ "x-rate-limit-reset": "42" })).toBe(42_000);
    expect(wait({ "x-ratelimit-reset": String(now / 1000 + 3) })).toBe(3000);
  });

  it("asks nothing when no header says", () => {
    expect(wait({})).toBeNull();
  });
});

describe("answers are checked against the connector's schema", () => {
  let server: Server;
  let base: string;
  let next: { status: number; body: string; headers?: Record<string, string> }[] = [];
  beforeAll(async () => {
    server = createServer((_req, res) => {
      const answer = next.shift() ?? { status: 200, body: "{}" };
      res
        .writeHead(answer.status, { "content-type": "application/json", ...answer.headers })
        .end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const waits: number[] = [];
  const client = (settings: Partial<HttpSettings> = {}) =>
    new HttpClient("Platform", {
      allowHosts: [new URL(base).host],
      timeoutMs: 2000,
      retries: 2,
      maxWaitMs: 60_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
      fetch,
      ...settings,
    });
  const schema = z.object({ items: z.array(z.object({ id: z.string(), email: z.string().nullish() })) });
  const call = (settings: Partial<HttpSettings> = {}, signal?: AbortSignal) =>
    client(settings).call({ what: "the list", url: new URL(`${base}/list`), schema, signal });

  it("tolerates extra fields and missing optional ones", async () => {
    next = [{ status: 200, body: '{"items":[{"id":"1","extra":true}],"_meta":{"totalCount":1}}' }];
    await expect(call()).resolves.toMatchObject({ data: { items: [{ id: "1" }] } });
  });

  it("calls valid JSON of the wrong shape 'malformed', naming where", async () => {
    next = [{ status: 200, body: '{"items":[{"id":7}]}' }];
    await expect(call()).rejects.toMatchObject({ failure: "malformed", message: /the list .*items\.0\.id/ });
  });

  it("waits as a 429 asks, within the budget, and gives up as 'unavailable' past it", async () => {
    waits.length = 0;
    next = [
      { status: 429, body: "{}", headers: { "retry-after": "3" } },
      { status: 200, body: '{"items":[]}' },
    ];
    await call();
    expect(waits).toEqual([3000]);
    next = Array.from({ length: 3 }, () => ({
      status: 429,
      body: '{"message":"slow down"}',
      headers: { "retry-after": "1" },
    }));
    await expect(call()).rejects.toMatchObject({
      failure: "unavailable",
      message: /3 attempts for the list/,
    });
  });

  it("refuses a wait longer than the cap at once", async () => {
    waits.length = 0;
    next = [{ status: 429, body: "{}", headers: { "retry-after": "120" } }];
    await expect(call()).rejects.toMatchObject({
      failure: "unavailable",
      message: /asks to wait 120 seconds/,
    });
    expect(waits).toEqual([]);
  });

  it("keeps the platform's own words in what it reports", async () => {
    next = [{ status: 404, body: '{"message":"The event 12 doesn\'t exist."}' }];
    await expect(call()).rejects.toMatchObject({
      failure: "unavailable",
      message: /The event 12 doesn't exist\./,
    });
  });

  it("stops when the caller aborts, without calling that a platform failure", async () => {
    const controller = new AbortController();
    controller.abort(new Error("sync cancelled"));
    await expect(call({}, controller.signal)).rejects.toThrow("sync cancelled");
  });
});
