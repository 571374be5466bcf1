import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FoyerTokenClaims, TokenSet } from "@foyer/domain";
import { errors, jwtVerify, SignJWT } from "jose";

export const JWT_ALGORITHM = "EdDSA";

export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  kid: string;
}

export function keysFromPem(pem: string): SigningKeys {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== "ed25519") {
    throw new Error("JWT_PRIVATE_KEY must be an Ed25519 private key (openssl genpkey -algorithm ed25519)");
  }
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ format: "der", type: "spki" });
  const kid = createHash("sha256").update(der).digest("base64url").slice(0, 16);
  return { privateKey, publicKey, kid };
}

export function generatePem(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  return privateKey.export({ format: "pem", type: "pkcs8" }).toString();
}

/** On the embedded default the key is generated once and kept (0600) in the data directory. */
export function loadOrCreateKeyFile(dataDir: string): SigningKeys {
  const file = path.join(dataDir, "jwt-private-key.pem");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, generatePem(), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return keysFromPem(readFileSync(file, "utf8"));
}

export interface TokenSettings {
  issuer: string;
  audience: string;
  accessTtl: number;
}

export interface TokenSubject {
  userId: string;
  sessionId: string;
  email: string;
  fname: string;
  lname: string;
}

export function createRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Signs the access and id tokens of one session; the refresh token comes from the caller. */
export async function signTokens(
  keys: SigningKeys,
  settings: TokenSettings,
  subject: TokenSubject,
  refreshToken: string,
): Promise<TokenSet> {
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ sid: subject.sessionId, ...claims })
      .setProtectedHeader({ alg: JWT_ALGORITHM, kid: keys.kid, typ: "JWT" })
      .setSubject(subject.userId)
      .setIssuer(settings.issuer)
      .setAudience(settings.audience)
      .setIssuedAt()
      .setJti(randomBytes(9).toString("base64url"))
      .setExpirationTime(`${settings.accessTtl}s`)
      .sign(keys.privateKey);
  const [access_token, id_token] = await Promise.all([
    sign({ token_use: "access" }),
    sign({ token_use: "id", email: subject.email, fname: subject.fname, lname: subject.lname }),
  ]);
  return { access_token, id_token, refresh_token: refreshToken };
}

export type VerifyOutcome =
  | { status: "valid"; claims: FoyerTokenClaims }
  | { status: "expired" }
  | { status: "invalid"; reason: string };

/**
 * Verifies signature, algorithm (pinned: `alg: none` or HS256 tricks never pass), issuer and
 * audience. `allowExpired` serves sign-out, where an expired token still names its session.
 */
export async function verifyToken(
  keys: SigningKeys,
  settings: TokenSettings,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<VerifyOutcome> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [JWT_ALGORITHM],
      issuer: settings.issuer,
      audience: settings.audience,
      requiredClaims: ["sub", "sid", "exp", "iat"],
      ...(options.allowExpired ? { clockTolerance: 366 * 86_400 } : {}),
    });
    if (payload.token_use !== "access" && payload.token_use !== "id") {
      return { status: "invalid", reason: "token_use claim missing" };
    }
    return { status: "valid", claims: payload as unknown as FoyerTokenClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { status: "expired" };
    return { status: "invalid", reason: error instanceof Error ? error.message : "unknown" };
  }
}
