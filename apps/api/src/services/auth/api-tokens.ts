import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  API_TOKEN_PREFIX,
  type ApiTokenCreateBody,
  type ApiTokenScope,
  type ApiTokenSummary,
  apiTokenMessages,
  apiTokenPattern,
  apiTokenStatus,
  type CreatedApiToken,
  MAX_API_TOKENS_PER_ORG,
  type PermissionAction,
  permissionActions,
  permissionModules,
  permissionSlug,
  type ServerPermissionProfile,
  scopeParts,
} from "@foyer/domain";
import { and, asc, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { apiTokens, organizations, users } from "../../db/schema/index.js";
import { absent, clash, unauthenticated } from "../refusal.js";

/*
 * Organization API tokens (issue 21 item 1). A token is `foyer_pat_<id>_<secret>`: the id finds
 * its row, then the secret's SHA-256 is compared in constant time. SHA-256 and not a password hash:
 * the secret is 256 random bits, so there is nothing to guess and nothing for a slow hash to slow
 * down, and every API call checks it.
 *
 * A token acts as its own principal: a users row with the token's id, no password (it can never
 * sign in), no memberships and never a platform admin, named "API token ‘name’" so the audit log
 * and every "edited by" name it. The permission checks (services/permissions) give that principal
 * its scopes inside its organization and nothing anywhere else; every check that looks for a
 * membership of its own finds none, so outside its organization a token gets what a non-member gets.
 */

/** The token's principal, as authenticate puts it on the request. */
export interface ApiTokenPrincipal {
  id: string;
  orgId: string;
  name: string;
  scopes: ApiTokenScope[];
}

/** last_used_at is written at most this often per token. */
export const LAST_USED_EVERY_MS = 60_000;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest();

/** How the token's principal is named wherever a person's name would be. */
export const principalName = (name: string) => ({ fname: "API token", lname: `‘${name}’` });

type TokenRow = typeof apiTokens.$inferSelect;

function summaryOf(
  row: TokenRow,
  creator: { fname: string; lname: string; email: string } | null,
): ApiTokenSummary {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  const dates = { expiresAt: iso(row.expiresAt), revokedAt: iso(row.revokedAt) };
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdBy && creator
        ? { id: row.createdBy, name: `${creator.fname} ${creator.lname}`.trim() || creator.email }
        : null,
    ...dates,
    lastUsedAt: iso(row.lastUsedAt),
    status: apiTokenStatus(dates),
  };
}

const creators = alias(users, "creators");

/** The organization's tokens, newest first; never the token itself. */
export async function listApiTokens(db: Db, orgId: string): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select({
      token: apiTokens,
      creator: { fname: creators.fname, lname: creators.lname, email: creators.email },
    })
    .from(apiTokens)
    .leftJoin(creators, eq(creators.id, apiTokens.createdBy))
    .where(eq(apiTokens.orgId, orgId))
    .orderBy(asc(apiTokens.revokedAt), asc(apiTokens.createdAt));
  return rows
    .map(({ token, creator }) => summaryOf(token, creator))
    .sort(
      (a, b) =>
        Number(a.status !== "active") - Number(b.status !== "active") ||
        b.createdAt.localeCompare(a.createdAt),
    );
}

/** POST /organizations/{orgId}/api-tokens: the token, shown this once. */
export async function createApiToken(
  db: Db,
  orgId: string,
  createdBy: string,
  body: ApiTokenCreateBody,
): Promise<CreatedApiToken> {
  const id = randomBytes(8).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  const token = `${API_TOKEN_PREFIX}${id}_${secret}`;
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    // One organization's creates in turn, so two at once cannot both pass the cap.
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, orgId))
      .for("update");
    const [live] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.orgId, orgId),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        ),
      );
    if ((live?.n ?? 0) >= MAX_API_TOKENS_PER_ORG) throw clash(apiTokenMessages.tooMany);
    await tx.insert(users).values({
      id,
      // Not an address anyone can own or type: the principal never signs in or gets mail.
      email: `api-token-${randomBytes(12).toString("hex")}@api-tokens.invalid`,
      ...principalName(body.name),
    });
    const [inserted] = await tx
      .insert(apiTokens)
      .values({
        id,
        orgId,
        name: body.name,
        scopes: body.scopes,
        tokenHash: hashOf(secret).toString("base64url"),
        prefix: token.slice(0, API_TOKEN_PREFIX.length + 4),
        createdBy,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      })
      .returning();
    return inserted as TokenRow;
  });
  const [creator] = await db
    .select({ fname: users.fname, lname: users.lname, email: users.email })
    .from(users)
    .where(eq(users.id, createdBy));
  return { id, token, summary: summaryOf(row, creator ?? null) };
}

/** DELETE /organizations/{orgId}/api-tokens/{tokenId}: revoked at once (the row stays, for the log). */
export async function revokeApiToken(db: Db, orgId: string, tokenId: string): Promise<ApiTokenSummary> {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.orgId, orgId)));
  if (!row) throw absent(apiTokenMessages.notFound);
  if (!row.revokedAt) {
    await db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
  }
  const [summary] = (await listApiTokens(db, orgId)).filter((token) => token.id === tokenId);
  if (!summary) throw absent(apiTokenMessages.notFound);
  return summary;
}

/** Whether a bearer is shaped like an API token (and not a JWT). */
export const isApiTokenBearer = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** Resolves an API token to its principal: 401 for an unknown, malformed, expired or revoked one. */
export async function authenticateApiToken(db: Db, bearer: string): Promise<ApiTokenPrincipal> {
  const match = bearer.match(apiTokenPattern);
  if (!match?.[1] || !match[2]) throw unauthenticated(apiTokenMessages.invalid);
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, match[1]));
  const presented = hashOf(match[2]);
  const stored = row ? Buffer.from(row.tokenHash, "base64url") : Buffer.alloc(presented.length);
  const same = stored.length === presented.length && timingSafeEqual(stored, presented);
  if (!row || !same) throw unauthenticated(apiTokenMessages.invalid);
  if (row.revokedAt) throw unauthenticated(apiTokenMessages.revoked);
  const now = Date.now();
  if (row.expiresAt && row.expiresAt.getTime() <= now) throw unauthenticated(apiTokenMessages.expired);
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    const stale = new Date(now - LAST_USED_EVERY_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))),
      );
  }
  return { id: row.id, orgId: row.orgId, name: row.name, scopes: row.scopes };
}

/** The live token of this principal id, if the id is a token's (for the permission checks). */
export async function tokenPrincipal(db: Db, userId: string): Promise<ApiTokenPrincipal | null> {
  const [row] = await db
    .select({ id: apiTokens.id, orgId: apiTokens.orgId, name: apiTokens.name, scopes: apiTokens.scopes })
    .from(apiTokens)
    .where(eq(apiTokens.id, userId));
  return row ?? null;
}

const READ_ACTIONS: readonly PermissionAction[] = ["read"];

/**
 * The permission profile a token's scopes make (never an admin, never a platform admin): `read`
 * is the read action on every module, `write` every action; `{module}:…` the same on one module.
 */
export function tokenProfile(scopes: readonly ApiTokenScope[]): ServerPermissionProfile {
  const slugs = new Set<string>();
  for (const scope of scopes) {
    const { module, level } = scopeParts(scope);
    const actions = level === "read" ? READ_ACTIONS : permissionActions;
    for (const each of module ? [module] : permissionModules)
      for (const action of actions) slugs.add(permissionSlug(each, action));
  }
  const all = [...slugs];
  return {
    permissions: all.filter((slug) => !slug.endsWith("_read")).map((slug) => ({ slug })),
    read_permissions: all.filter((slug) => slug.endsWith("_read")).map((slug) => ({ slug })),
    isFoyerAdmin: false,
    isAdmin: false,
    isMember: true,
  };
}
