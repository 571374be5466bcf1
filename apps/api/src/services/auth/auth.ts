import { randomUUID } from "node:crypto";
import {
  apiTokenMessages,
  errorCodes,
  messages,
  type SignupBody,
  signupCodes,
  signupMessages,
  type TokenSet,
} from "@foyer/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  invitationLinks,
  passwordResets,
  refreshTokens,
  sessions,
  teamInvitations,
  users,
} from "../../db/schema/index.js";
import { firstNameOf } from "../mail/default-templates.js";
import type { Mailer } from "../mail/outbox.js";
import { clash, invalid, rateLimited, unauthenticated } from "../refusal.js";
import { refusePasswordIfSsoOnly } from "../sso/domains.js";
import { redeemInvitationLink } from "../team/invitation-links.js";
import { acceptInvitations } from "../team/team.js";
import { isApiTokenBearer } from "./api-tokens.js";
import { accountKey, checkThrottle, clearFailures, recordFailure } from "./login-throttle.js";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords.js";
import { createPasswordLink, RESET_TTL_MS, redeemLink } from "./reset-links.js";
import {
  createRefreshToken,
  hashOpaqueToken,
  type SigningKeys,
  signTokens,
  type TokenSettings,
  verifyToken,
} from "./tokens.js";

/** A spent refresh token may be presented again this long after its use (two tabs racing). */
export const REUSE_GRACE_MS = 10_000;

export interface AuthContext {
  db: Db;
  keys: SigningKeys;
  tokens: TokenSettings & { refreshTtl: number };
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface Client {
  ip: string;
  userAgent?: string | undefined;
}

type UserRow = typeof users.$inferSelect;

async function issue(
  ctx: AuthContext,
  user: UserRow,
  sessionId: string,
  parentId: string | null,
  db: Db = ctx.db,
): Promise<TokenSet> {
  const refresh = createRefreshToken();
  await db.insert(refreshTokens).values({
    id: randomUUID(),
    sessionId,
    parentId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + ctx.tokens.refreshTtl * 1000),
  });
  return signTokens(
    ctx.keys,
    ctx.tokens,
    { userId: user.id, sessionId, email: user.email, fname: user.fname, lname: user.lname },
    refresh.token,
  );
}

export async function startSession(
  ctx: AuthContext,
  user: UserRow,
  client: Client,
  sessionId: string = randomUUID(),
): Promise<TokenSet> {
  await ctx.db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    expiresAt: new Date(Date.now() + ctx.tokens.refreshTtl * 1000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  ctx.log.info({ userId: user.id, sessionId }, "signed in");
  // Team invitations of this email become memberships at sign-in, once the address is proven
  // (issue 23 item 4): confirmed by a link that came to it (sign-up confirmation, password reset,
  // the invitation's own link). Anyone may sign up with any address through a widget; that alone
  // takes no invitation.
  if (user.emailConfirmedAt) await acceptInvitations(ctx.db, user);
  return issue(ctx, user, sessionId, null);
}

/** POST /user/auth/login */
export async function login(
  ctx: AuthContext,
  username: string,
  password: string,
  client: Client,
): Promise<TokenSet> {
  const account = accountKey(username);
  const verdict = await checkThrottle(ctx.db, account, client.ip);
  if (!verdict.allowed) throw rateLimited(messages.tooManyAttempts, verdict.retryAfterSeconds);
  await refusePasswordIfSsoOnly(ctx.db, account);

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, account));
  const ok = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDecoy(password);
  if (!user || !ok) {
    await recordFailure(ctx.db, account, client.ip);
    ctx.log.warn({ account, ip: client.ip }, "sign-in failed");
    throw unauthenticated(messages.invalidCredentials);
  }
  await clearFailures(ctx.db, account, client.ip);
  // The right password of a /signup account whose address is not confirmed yet (issue 19 item 2).
  if (user.awaitingConfirmation) throw unauthenticated(signupMessages.unconfirmed, signupCodes.unconfirmed);
  return startSession(ctx, user, client);
}

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Sign in instead.";

/** POST /user/signup: creates a participant account and signs it in. */
export async function signup(ctx: AuthContext, body: SignupBody, client: Client): Promise<TokenSet> {
  const account = accountKey(body.email);
  await refusePasswordIfSsoOnly(ctx.db, account);
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, account));
  if (existing) throw clash(EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(body.password);
  const [user] = await ctx.db
    .insert(users)
    .values({ id: randomUUID(), email: body.email, passwordHash, fname: body.fname, lname: body.lname })
    .onConflictDoNothing()
    .returning();
  // Two sign-ups racing for one email: the unique index lets one through.
  if (!user) throw clash(EMAIL_TAKEN_MESSAGE);
  return startSession(ctx, user, client);
}

const refreshFailed = () => unauthenticated(messages.refreshFailed, errorCodes.refreshFailed);

export async function revokeSession(ctx: AuthContext, sessionId: string, reason: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Within the grace period, the one sibling a spent token may still get (two tabs refreshing at
 * once): issued only while the token has a single child, under a lock on the token's row, so
 * many parallel refreshes of one token make at most two live tokens. null: the sibling exists.
 */
async function issueGraceSibling(
  ctx: AuthContext,
  user: UserRow,
  sessionId: string,
  parentId: string,
): Promise<TokenSet | null> {
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, parentId))
      .for("update");
    const children = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.parentId, parentId));
    return children.length === 1 ? issue(ctx, user, sessionId, parentId, tx) : null;
  });
}

/**
 * POST /user/auth/refresh-token. Every use spends the token and issues a child. Presenting a
 * spent token again means it was copied: the whole session (token family) is revoked, except
 * within REUSE_GRACE_MS for the direct parent of the live token (two tabs refreshing at once),
 * which gets one sibling; further refreshes of it in the grace period are refused without
 * revoking the session.
 */
export async function refresh(ctx: AuthContext, token: string): Promise<TokenSet> {
  if (isApiTokenBearer(token)) throw unauthenticated(apiTokenMessages.peopleOnly);
  const [row] = await ctx.db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(refreshTokens.sessionId, sessions.id))
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  if (!row || row.session.revokedAt) throw refreshFailed();
  const now = Date.now();
  if (row.token.expiresAt.getTime() <= now || row.session.expiresAt.getTime() <= now) {
    throw unauthenticated(messages.refreshExpired, errorCodes.refreshExpired);
  }

  const spent = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 1) return issue(ctx, row.user, row.session.id, row.token.id);

  // Spent before: re-read when, since a racing request may just have spent it.
  const [current] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.id, row.token.id));
  const usedAt = current?.usedAt?.getTime() ?? 0;
  const children = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.parentId, row.token.id));
  const isDirectParentOfLiveToken = children.length > 0 && children.every((child) => child.usedAt === null);
  if (now - usedAt <= REUSE_GRACE_MS && isDirectParentOfLiveToken) {
    const sibling = await issueGraceSibling(ctx, row.user, row.session.id, row.token.id);
    if (sibling) return sibling;
    throw refreshFailed();
  }
  await revokeSession(ctx, row.session.id, "refresh token reuse");
  ctx.log.warn({ sessionId: row.session.id, userId: row.user.id }, "refresh token reused: session revoked");
  throw refreshFailed();
}

/** Resolves a bearer token to its user, refusing tokens whose session has been revoked. */
export async function authenticate(
  ctx: AuthContext,
  bearer: string,
): Promise<{ userId: string; sessionId: string }> {
  const outcome = await verifyToken(ctx.keys, ctx.tokens, bearer);
  if (outcome.status === "expired") throw unauthenticated("jwt expired", errorCodes.tokenExpired);
  if (outcome.status === "invalid") throw unauthenticated("Invalid token");
  const [session] = await ctx.db
    .select({ revokedAt: sessions.revokedAt, userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, outcome.claims.sid));
  if (!session || session.revokedAt || session.userId !== outcome.claims.sub) {
    throw unauthenticated(messages.sessionRevoked);
  }
  return { userId: outcome.claims.sub, sessionId: outcome.claims.sid };
}

/** /sso/saml/logout?token= takes the refresh token (or an id/access token) and ends its session. */
export async function logout(ctx: AuthContext, token: string): Promise<string | null> {
  // An API token is no session: it ends by revoking it (settings/api-tokens).
  if (isApiTokenBearer(token)) throw unauthenticated(apiTokenMessages.peopleOnly);
  const [row] = await ctx.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  let sessionId = row?.sessionId;
  if (!sessionId && token.split(".").length === 3) {
    const outcome = await verifyToken(ctx.keys, ctx.tokens, token, { allowExpired: true });
    if (outcome.status === "valid") sessionId = outcome.claims.sid;
  }
  if (!sessionId) return null;
  await revokeSession(ctx, sessionId, "signed out");
  return sessionId;
}

/**
 * Starts a password reset (/forgot, issue 19 item 2): emails a single-use link that lasts an hour.
 * An unknown address gets the same answer and no email, so the answer never tells whether an
 * account exists.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string, mail: Mailer): Promise<void> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, accountKey(email)));
  if (!user) return;
  const link = await createPasswordLink(ctx.db, {
    userId: user.id,
    publicUrl: mail.publicUrl,
    ttlMs: RESET_TTL_MS,
  });
  const sent = await mail.send({
    kind: "password-reset",
    to: { address: user.email, name: `${user.fname} ${user.lname}` },
    values: { first_name: firstNameOf(user.fname), email: user.email, link },
    userId: user.id,
  });
  ctx.log.info({ userId: user.id, messageId: sent.id, status: sent.status }, "password reset link emailed");
}

/** The address a password link (a reset's or a team invitation's) was sent to, if it is one. */
async function passwordLinkEmail(db: Db, token: string): Promise<string | null> {
  const tokenHash = hashOpaqueToken(token);
  const [reset] = await db
    .select({ email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), eq(passwordResets.purpose, "password")));
  if (reset) return reset.email;
  const [invited] = await db
    .select({ email: teamInvitations.email })
    .from(invitationLinks)
    .innerJoin(teamInvitations, eq(teamInvitations.id, invitationLinks.invitationId))
    .where(eq(invitationLinks.tokenHash, tokenHash));
  return invited?.email ?? null;
}

/**
 * Sets the new password and ends every session of the user; or, for a team invitation's link,
 * makes the invited email's account with it (issue 19 item 2).
 */
export async function resetPassword(ctx: AuthContext, hash: string, password: string): Promise<void> {
  // A link to an address whose domain signs in through SSO only sets no password (and stays unspent).
  const email = await passwordLinkEmail(ctx.db, hash);
  if (email) await refusePasswordIfSsoOnly(ctx.db, accountKey(email));
  const redeemed = await redeemLink(ctx.db, hash, "password");
  if (redeemed.status === "unknown") {
    // Not a reset link: perhaps a team invitation's, which makes the invited email's account.
    const invited = await redeemInvitationLink(ctx.db, hash, () => hashPassword(password));
    if (invited.status === "created") return;
    throw invalid(invited.status === "taken" ? EMAIL_TAKEN_MESSAGE : messages.resetLinkInvalid);
  }
  if (redeemed.status !== "ok") throw invalid(messages.resetLinkInvalid);
  // The link came to the address: that confirms it, and a /signup account waiting for its
  // confirmation email can sign in from now on (issue 19 item 2).
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      awaitingConfirmation: false,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, redeemed.userId));
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: "password reset" })
    .where(and(eq(sessions.userId, redeemed.userId), isNull(sessions.revokedAt)));
}
