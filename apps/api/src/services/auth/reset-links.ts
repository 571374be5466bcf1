import { randomBytes, randomUUID } from "node:crypto";
import { isSameOriginPath } from "@foyer/domain";
import type { Db } from "../../db/client.js";
import { passwordResets } from "../../db/schema/index.js";
import { hashOpaqueToken } from "./tokens.js";

/*
 * Links that let someone choose a password (/reset/{hash}): the forgotten-password mail, and the
 * first password of someone invited to a team or given portal access (issue 19 item 2), who has
 * an account without one. Only the hash is stored; each link works once, until it expires.
 */

/** A forgotten password's link lasts an hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** A first password's link (invitation, portal access) lasts a week: it may wait in an inbox. */
export const FIRST_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A new link token and the hash that is stored of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashOpaqueToken(token) };
}

/** `PUBLIC_URL/reset/{token}`, with `?next=` (a path of ours only) where "Sign in" then leads. */
export function passwordPageUrl(publicUrl: string, token: string, next?: string): string {
  const query = next && isSameOriginPath(next) ? `?next=${encodeURIComponent(next)}` : "";
  return `${publicUrl}/reset/${token}${query}`;
}

/**
 * A new single-use link to /reset/{hash} for the user. `next` is where its "Sign in" leads after
 * the password is set (a path of ours only, e.g. the portal's sign-in page).
 */
export async function createPasswordLink(
  db: Db,
  options: { userId: string; publicUrl: string; ttlMs: number; next?: string },
): Promise<string> {
  const { token, hash } = newLinkToken();
  await db.insert(passwordResets).values({
    id: randomUUID(),
    userId: options.userId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  return passwordPageUrl(options.publicUrl, token, options.next);
}
