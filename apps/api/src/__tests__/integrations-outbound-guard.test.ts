import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ConnectorError } from "../services/integrations/connector.js";
import { HttpClient } from "../services/integrations/connectors/http-client.js";
import {
  assertOutboundAllowed,
  embeddedIpv4,
  isAllowedHost,
  type LookupAll,
  refusedAddress,
} from "../services/integrations/connectors/outbound-guard.js";

/*
 * Common brief "Outbound requests never reach private, loopback or link-local addresses unless the
 * operator allows the host by configuration" (issue 24).
 */

async function refusal(url: string, allowHosts: string[] = [], lookup?: LookupAll) {
  try {
    await assertOutboundAllowed(new URL(url), allowHosts, lookup);
    return null;
  } catch (error) {
    if (error instanceof ConnectorError) return error.failure;
    throw error;
  }
}

const resolvesTo =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("addresses a connector may not reach", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "febf::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "::127.0.0.1",
    "64:ff9b::a00:1",
    "2002:c0a8:101::1",
    "[::1]",
    "not an address",
  ])("refuses %s", (address) => {
    expect(refusedAddress(address)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("lets %s through", (address) => {
    expect(refusedAddress(address)).toBe(false);
  });

  it("reads the IPv4 address carried in IPv6 forms", () => {
    expect(embeddedIpv4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(embeddedIpv4("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(embeddedIpv4("64:ff9b::10.0.0.1")).toBe("10.0.0.1");
    expect(embeddedIpv4("2002:0a00:0001::")).toBe("10.0.0.1");
    expect(embeddedIpv4("2606:4700::1111")).toBeNull();
  });
});

describe("hostile spellings of loopback in a URL", () => {
  it.each([
    "http://127.0.0.1/",
    "http://127.1/",
    "http://0x7f000001/",
    "http://2130706433/",
    "http://017700000001/",
    "http://0x7f.0.0.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[0:0:0:0:0:ffff:7f00:1]/",
    "http://0/",
    "http://169.254.169.254/latest/meta-data/",
  ])("refuses %s", async (url) => {
    expect(await refusal(url)).toBe("refused");
  });

  it("judges names by what they resolve to: localhost, and a public name pointing inside", async () => {
    expect(await refusal("http://localhost:4010/")).toBe("refused");
    expect(await refusal("https://rebind.example/", [], resolvesTo("93.184.216.34", "10.0.0.5"))).toBe(
      "refused",
    );
    expect(await refusal("https://api.on24.com/v2", [], resolvesTo("93.184.216.34"))).toBeNull();
  });

  it("refuses other schemes and addresses carrying a user name", async () => {
    expect(await refusal("file:///etc/passwd")).toBe("refused");
    expect(await refusal("https://user:pw@api.on24.com/", [], resolvesTo("93.184.216.34"))).toBe("refused");
  });

  it("calls a name that does not resolve 'unavailable'", async () => {
    const missing: LookupAll = async () => {
      throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await refusal("https://nowhere.example/", [], missing)).toBe("unavailable");
  });
});

describe("FOYER_OUTBOUND_ALLOW_HOSTS lets the operator's hosts through", () => {
  it("matches host:port exactly, and a bare host on every port", async () => {
    expect(await refusal("http://127.0.0.1:4010/on24/v2", ["127.0.0.1:4010"])).toBeNull();
    expect(await refusal("http://127.0.0.1:4011/on24/v2", ["127.0.0.1:4010"])).toBe("refused");
    expect(await refusal("http://127.1:4010/", ["127.0.0.1:4010"])).toBeNull(); // the same host, spelled otherwise
    expect(await refusal("http://events-proxy.internal:8443/", ["events-proxy.internal"])).toBeNull();
    expect(isAllowedHost(new URL("https://Proxy.Internal/"), ["proxy.internal:443"])).toBe(true);
    expect(isAllowedHost(new URL("http://proxy.internal/"), ["proxy.internal:443"])).toBe(false);
  });
});

describe("redirects are not followed blindly", () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? "");
      if (req.url === "/away")
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      else if (req.url === "/elsewhere") res.writeHead(307, { location: "https://api.example.com/v2" }).end();
      else if (req.url === "/moved") res.writeHead(301, { location: "/here" }).end();
      else res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = () =>
    new HttpClient("Test", {
      allowHosts: [new URL(base).host],
      timeoutMs: 2000,
      retries: 0,
      maxWaitMs: 60_000,
      sleep: async () => {},
      fetch,
    });
  const call = (path: string) =>
    client().call({ what: "a page", url: new URL(`${base}${path}`), schema: z.object({ ok: z.boolean() }) });

  it("refuses a redirect to another host, before anything is sent there", async () => {
    await expect(call("/away")).rejects.toMatchObject({ failure: "refused" });
    await expect(call("/elsewhere")).rejects.toMatchObject({
      failure: "refused",
      message: /api\.example\.com/,
    });
  });

  it("follows a redirect on the same host, checking it again", async () => {
    hits.length = 0;
    await expect(call("/moved")).resolves.toMatchObject({ data: { ok: true } });
    expect(hits).toEqual(["/moved", "/here"]);
  });
});
