import { randomBytes, randomUUID } from "node:crypto";
import { isSameOriginPath } from "@foyer/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { passwordResets } from "../../db/schema/index.js";
import { hashOpaqueToken } from "./tokens.js";

/*
 * Links that let someone choose a password (/reset/{hash}): the forgotten-password mail, and the
 * first password of someone invited to a team or given portal access (issue 19 item 2), who has
 * an account without one; and the links that confirm a /signup account's address
 * (/account/confirm/{hash}). Only the hash is stored; each link works once, until it expires.
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

export type LinkPurpose = (typeof passwordResets.$inferSelect)["purpose"];

/** Stores a new single-use link of the user for `purpose`; answers the token (only its hash is kept). */
export async function storeLink(
  db: Db,
  options: { userId: string; purpose: LinkPurpose; ttlMs: number },
): Promise<string> {
  const { token, hash } = newLinkToken();
  await db.insert(passwordResets).values({
    id: randomUUID(),
    purpose: options.purpose,
    userId: options.userId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  return token;
}

/** What spending a link's token found: spent now (`ok`), or why not. */
export type LinkRedemption =
  | { status: "ok"; userId: string }
  | { status: "used" | "expired"; userId: string }
  | { status: "unknown" };

/**
 * Spends the link of `token` for `purpose`, once: a second use, even racing the first, is `used`.
 * A link of another purpose is `unknown` (a confirmation link sets no password).
 */
export async function redeemLink(db: Db, token: string, purpose: LinkPurpose): Promise<LinkRedemption> {
  const [link] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashOpaqueToken(token)), eq(passwordResets.purpose, purpose)));
  if (!link) return { status: "unknown" };
  if (link.usedAt) return { status: "used", userId: link.userId };
  if (link.expiresAt.getTime() <= Date.now()) return { status: "expired", userId: link.userId };
  const spent = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, link.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return spent.length === 1 ? { status: "ok", userId: link.userId } : { status: "used", userId: link.userId };
}

/**
 * A new single-use link to /reset/{hash} for the user. `next` is where its "Sign in" leads after
 * the password is set (a path of ours only, e.g. the portal's sign-in page).
 */
export async function createPasswordLink(
  db: Db,
  options: { userId: string; publicUrl: string; ttlMs: number; next?: string },
): Promise<string> {
  const token = await storeLink(db, { userId: options.userId, purpose: "password", ttlMs: options.ttlMs });
  return passwordPageUrl(options.publicUrl, token, options.next);
}
