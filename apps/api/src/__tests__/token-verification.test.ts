import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePem, keysFromPem } from "../services/auth/tokens.js";
import { bearer, createTestApp, settings, signIn, type TestApp } from "./support/test-app.js";

let t: TestApp;
let valid: { id_token: string; access_token: string };
beforeAll(async () => {
  t = await createTestApp();
  valid = (await signIn(t.app)).tokens;
});
afterAll(async () => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());

async function me(token: string) {
  return t.app.inject({ method: "GET", url: "/api/user/me", headers: bearer(token) });
}

async function signWith(
  claims: Record<string, unknown>,
  options: { issuer?: string; audience?: string; exp?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "EdDSA" })
    .setIssuer(options.issuer ?? settings.issuer)
    .setAudience(options.audience ?? settings.audience)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? "5m")
    .sign(t.keys.privateKey);
}

describe("bearer tokens are verified with pinned algorithm, issuer and audience", () => {
  it("accepts the id token and the access token of a live session", async () => {
    expect((await me(valid.id_token)).statusCode).toBe(200);
    expect((await me(valid.access_token)).statusCode).toBe(200);
  });

  it("refuses a tampered payload (another user's id swapped in)", async () => {
    const [header, , signature] = valid.id_token.split(".");
    const forged = { ...claimsOf(valid.id_token), sub: "ebd0b65b-839e-4c77-b2fe-986c885e9017" };
    const response = await me(`${header}.${b64(forged)}.${signature}`);
    expect(response.statusCode).toBe(401);
  });

  it("refuses `alg: none` tokens", async () => {
    const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64(claimsOf(valid.id_token))}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it("refuses an HS256 token keyed with the public key (algorithm confusion)", async () => {
    const publicPem = t.keys.publicKey.export({ format: "pem", type: "spki" }).toString();
    const forged = await new SignJWT(claimsOf(valid.id_token))
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(publicPem));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it("refuses a token signed by another key", async () => {
    const other = keysFromPem(generatePem());
    const forged = await new SignJWT(claimsOf(valid.id_token))
      .setProtectedHeader({ alg: "EdDSA" })
      .sign(other.privateKey);
    expect((await me(forged)).statusCode).toBe(401);
  });

  it("refuses the wrong audience and the wrong issuer", async () => {
    const { sub, sid } = claimsOf(valid.id_token);
    expect(
      (await me(await signWith({ sub, sid, token_use: "id" }, { audience: "someone-else" }))).statusCode,
    ).toBe(401);
    expect(
      (await me(await signWith({ sub, sid, token_use: "id" }, { issuer: "https://evil.example" })))
        .statusCode,
    ).toBe(401);
    expect((await me(await signWith({ sub, sid, token_use: "id" }))).statusCode).toBe(200);
  });

  it("answers an expired token with 401 'jwt expired' so the client refreshes", async () => {
    const { sub, sid } = claimsOf(valid.id_token);
    const expired = await new SignJWT({ sub, sid, token_use: "id" })
      .setProtectedHeader({ alg: "EdDSA" })
      .setIssuer(settings.issuer)
      .setAudience(settings.audience)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.keys.privateKey);
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "TOKEN_EXPIRED", message: "jwt expired" });
  });

  it("refuses a missing, malformed or non-Bearer Authorization header", async () => {
    for (const authorization of [undefined, "Bearer", "Basic abc", "Bearer a.b.c", "Bearer x y"]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/user/me",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("UNAUTHORIZED");
    }
  });
});
