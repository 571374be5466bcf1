import type { FoyerTokenClaims } from "@foyer/domain";
import { jwtDecode } from "jwt-decode";

/** The claims of a Foyer JWT as far as they could be read; every field may be missing. */
export type TokenClaims = Partial<FoyerTokenClaims>;

/** Decodes a JWT payload without verifying it (the server verifies). `null` for garbage. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (typeof token !== "string" || token.length === 0) return null;
  try {
    const claims = jwtDecode<unknown>(token);
    return typeof claims === "object" && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** The token's `exp` in seconds since the epoch, or `null` when it cannot be read. */
export function readTokenExpiry(token: string | null | undefined): number | null {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
}

/**
 * A token is valid while its expiry is in the future (spec 1 §4 "Token lifecycle") by more than
 * `leewaySeconds`. A token without a readable `exp` is invalid.
 */
export function isTokenValid(token: string | null | undefined, nowMs: number, leewaySeconds = 0): boolean {
  const exp = readTokenExpiry(token);
  if (exp === null) return false;
  return exp * 1000 - nowMs > leewaySeconds * 1000;
}
