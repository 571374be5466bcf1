import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { ConnectorError } from "../connector.js";

/*
 * The outbound-address guard (issue 24, common brief "Outbound requests never reach private,
 * loopback or link-local addresses unless the operator allows the host by configuration"). Every
 * connector request passes here first: the URL's host is resolved (all its addresses) and a single
 * address in a refused range refuses the request, unless the operator listed the host in
 * FOYER_OUTBOUND_ALLOW_HOSTS (the stand-ins on loopback, a proxy on the private network).
 *
 * Hostile spellings need no special case: the WHATWG URL parser has already turned `127.1`,
 * `0x7f000001`, `2130706433` and `017700000001` into `127.0.0.1`, and `[::ffff:127.0.0.1]` into
 * `[::ffff:7f00:1]`, before this looks at the host. Names (`localhost`, a DNS name pointing at
 * 10.0.0.5) are judged by what they resolve to.
 */

export type LookupAll = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Ranges no connector may reach: private, loopback, link-local, CGNAT, unspecified, multicast, reserved. */
const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 itself
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, 255.255.255.255 broadcast
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

/** The 16 bytes of an IPv6 address (already validated by `isIP`), or null. */
function ipv6Bytes(address: string): number[] | null {
  // A dotted tail ("::ffff:1.2.3.4") becomes its two hex groups ("::ffff:102:304").
  const text = (address.toLowerCase().split("%")[0] ?? "").replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
  );
  const [head = "", rest, extra] = text.split("::");
  if (extra !== undefined) return null;
  const parse = (part: string) => (part ? part.split(":") : []);
  const left = parse(head);
  const right = parse(rest ?? "");
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
  if (groups.some((group) => Number.isNaN(group) || group > 0xffff)) return null;
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if it carries one. */
export function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (bytes?.length !== 16) return null;
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const v4 = (from: number) => bytes.slice(from, from + 4).join(".");
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated)
  if (zeros(0, 10) && ((bytes[10] === 0xff && bytes[11] === 0xff) || zeros(10, 12))) return v4(12);
  // 64:ff9b::a.b.c.d (NAT64 well-known prefix)
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12))
    return v4(12);
  // 2002:aabb:ccdd::/48 (6to4)
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2);
  return null;
}

/** Why `address` may not be reached, or null when it may. */
export function refusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 4) return refused.check(bare, "ipv4");
  if (family !== 6) return true; // not an address at all: refuse rather than guess
  if (refused.check(bare, "ipv6")) return true;
  const v4 = embeddedIpv4(bare);
  // ::/96 holds :: and ::1 too, already refused above; 0.0.0.0 of "::" is refused as well.
  return v4 !== null && refused.check(v4, "ipv4");
}

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

/** `host:port` and `host` keys of a URL, as FOYER_OUTBOUND_ALLOW_HOSTS spells them (lower case). */
function hostKeys(url: URL): string[] {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const port = url.port || DEFAULT_PORTS[url.protocol] || "";
  return [`${host}:${port}`, host];
}

/** Whether the operator allowed the URL's host (`host` allows every port, `host:port` one). */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  const keys = hostKeys(url);
  return allowHosts.some((entry) =>
    keys.includes(
      entry
        .trim()
        .toLowerCase()
        .replace(/\.(?=:|$)/, ""),
    ),
  );
}

/**
 * Resolves when `url` may be requested; rejects with ConnectorError "refused" otherwise. Checked
 * before every request and every redirect hop.
 */
export async function assertOutboundAllowed(
  url: URL,
  allowHosts: readonly string[],
  lookup: LookupAll = systemLookup,
): Promise<void> {
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConnectorError("refused", `Only http and https addresses may be called, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new ConnectorError("refused", "An address with a user name or password in it is not called.");
  }
  if (isAllowedHost(url, allowHosts)) return;
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: readonly { address: string }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname }];
  } else {
    try {
      addresses = await lookup(hostname);
    } catch (error) {
      throw new ConnectorError("unavailable", `${url.hostname} could not be found (DNS).`, { cause: error });
    }
  }
  if (addresses.length === 0 || addresses.some(({ address }) => refusedAddress(address))) {
    throw new ConnectorError(
      "refused",
      `${url.host} is on a private, loopback or link-local network; an operator may allow it with FOYER_OUTBOUND_ALLOW_HOSTS.`,
    );
  }
}
