import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY } from "../app.js";
import { redactUrl } from "../http/log-fields.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

/*
 * Issue 23 item 7: a Permissions-Policy on every answer, HSTS only where the site is https, and
 * no token of a followed link in the access log.
 */

describe("over plain http (PUBLIC_URL http://…)", () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: false, logStream: { write: (line) => void log.push(line) } });
  });
  afterAll(() => t.close());

  it("sends a Permissions-Policy that turns off what no page uses, and no HSTS", async () => {
    for (const url of ["/api/health", "/api/openapi.json", "/nowhere"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("logs the logout link's token as [redacted]", async () => {
    const secret = "eyJhbGciOiJSUzI1NiJ9.secret-part.signature";
    await t.app.inject({ method: "GET", url: `/sso/saml/logout?token=${secret}&next=%2Fhome` });
    const lines = log.filter((line) => line.includes("/sso/saml/logout"));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain(secret);
    expect(lines.join("\n")).toContain("token=[redacted]&next=%2Fhome");
  });

  it("logs a SAML redirect message, its RelayState and signature as [redacted]", async () => {
    const url =
      "/sso/saml/org-1/slo?SAMLResponse=fVLLbsIwEPyVyHeIHQKFFSBRqFQk2iKgPfTmOBsiJbVd21T9%2B9pJi2gPPXm0szu7M2rHjrc1g&RelayState=relay-secret-1&SigAlg=rsa&Signature=sig-secret-2";
    await t.app.inject({ method: "GET", url });
    const lines = log.filter((line) => line.includes("/sso/saml/org-1/slo")).join("\n");
    expect(lines).toContain("SAMLResponse=[redacted]");
    for (const secret of [
      "fVLLbsIwEPyVyHeIHQKFFSBRqFQk2iKgPfTmOBsiJbVd21T9",
      "relay-secret-1",
      "sig-secret-2",
    ]) {
      expect(lines).not.toContain(secret);
    }
  });
});

describe("over https (PUBLIC_URL https://…)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, publicUrl: "https://events.example.org" });
  });
  afterAll(() => t.close());

  it("sends HSTS for half a year, subdomains included", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
  });
});

describe("redactUrl", () => {
  it.each([
    ["/a?token=abc", "/a?token=[redacted]"],
    ["/a?TOKEN=abc&x=1", "/a?TOKEN=[redacted]&x=1"],
    ["/a?x=1&code=zz&hash=h", "/a?x=1&code=[redacted]&hash=[redacted]"],
    ["/a?to%6Ben=abc", "/a?to%6Ben=[redacted]"],
    ["/a?%E0%A4%A=1", "/a?%E0%A4%A=1"],
    ["/a?tokenish=1&token", "/a?tokenish=1&token"],
    ["/plain", "/plain"],
  ])("%s → %s", (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});
