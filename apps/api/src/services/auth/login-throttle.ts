import { randomUUID } from "node:crypto";
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { loginFailures } from "../../db/schema/index.js";

/**
 * Failed sign-ins are limited per account *and address together*, and per address overall.
 * Counting per account alone would let anyone lock a user out by failing on purpose; keyed with
 * the address, the real user signing in from their own address is never blocked by others.
 * Counts live in the database so that every API process sees the same numbers.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  perAccountAndAddress: 5,
  perAddress: 30,
} as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function checkThrottle(
  db: Db,
  account: string,
  ip: string,
  now = new Date(),
): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - THROTTLE.windowSeconds * 1000);
  const [pair] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.account, account), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)),
    );
  const [address] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  if ((pair?.n ?? 0) >= THROTTLE.perAccountAndAddress || (address?.n ?? 0) >= THROTTLE.perAddress) {
    return { allowed: false, retryAfterSeconds: THROTTLE.windowSeconds };
  }
  return { allowed: true };
}

export async function recordFailure(db: Db, account: string, ip: string, now = new Date()): Promise<void> {
  await db.insert(loginFailures).values({ id: randomUUID(), account, ip, createdAt: now });
  // Housekeeping on the write path keeps the table at the size of one window.
  const expired = new Date(now.getTime() - THROTTLE.windowSeconds * 1000);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, expired));
}

/** A correct password from an address clears that address's failures for the account. */
export async function clearFailures(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.ip, ip)));
}
