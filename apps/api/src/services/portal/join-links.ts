import { randomBytes } from "node:crypto";
import { JOIN_LINK_TTL_DAYS, type JoinAnswer, type JoinLinkAnswer, joinLinkMessages } from "@foyer/domain";
import { and, eq, lt } from "drizzle-orm";
import { portalJoinLinks, portals, portalUsers, users } from "../../db/schema/index.js";
import { type AuthContext, type Client, startSession } from "../auth/auth.js";
import { hashOpaqueToken } from "../auth/tokens.js";
import { absent, invalid } from "../refusal.js";
import { organizerPortalOf } from "./admin.js";
import { PORTAL_USER_NOT_FOUND } from "./config.js";

/*
 * One-time join links of portal people (`/join/vu/{hash}`, spec 1 §2, issue 21). The token is 32
 * random bytes (base64url) shown once; only its SHA-256 is stored, like a refresh token. Spending
 * deletes the row, so two tabs racing get one session. A link hangs on the person's portal access
 * (a foreign key to portal_users): removing the access removes the link.
 */

const DAY_MS = 86_400_000;

/** POST /events/{eventId}/portals/{portalId}/users/{userId}/join-link: replaces the person's unused link. */
export async function createJoinLink(
  ctx: Pick<AuthContext, "db"> & { publicUrl: string },
  actorId: string,
  eventId: string,
  portalId: string,
  userId: string,
): Promise<JoinLinkAnswer> {
  // Handing out a way in is giving access: the same permission (update on portal).
  const { portal } = await organizerPortalOf(ctx.db, actorId, eventId, portalId, "portal", "update");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + JOIN_LINK_TTL_DAYS * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: portalUsers.userId })
      .from(portalUsers)
      .where(and(eq(portalUsers.portalId, portal.id), eq(portalUsers.userId, userId)));
    if (!member) throw absent(PORTAL_USER_NOT_FOUND);
    await tx.delete(portalJoinLinks).where(lt(portalJoinLinks.expiresAt, new Date()));
    await tx
      .delete(portalJoinLinks)
      .where(and(eq(portalJoinLinks.portalId, portal.id), eq(portalJoinLinks.userId, userId)));
    await tx.insert(portalJoinLinks).values({
      tokenHash: hashOpaqueToken(token),
      portalId: portal.id,
      userId,
      createdBy: actorId,
      expiresAt,
    });
  });
  return {
    url: `${ctx.publicUrl.replace(/\/$/, "")}/join/vu/${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** POST /auth/join: spends the link (one use) and signs its person in; expired, used and unknown answer alike. */
export async function join(ctx: AuthContext, hash: string, client: Client): Promise<JoinAnswer> {
  const [link] = await ctx.db
    .delete(portalJoinLinks)
    .where(eq(portalJoinLinks.tokenHash, hashOpaqueToken(hash)))
    .returning();
  if (!link || link.expiresAt.getTime() <= Date.now()) throw invalid(joinLinkMessages.spent);
  const [row] = await ctx.db
    .select({ user: users, portal: { id: portals.id, slug: portals.slug } })
    .from(portalUsers)
    .innerJoin(users, eq(users.id, portalUsers.userId))
    .innerJoin(portals, eq(portals.id, portalUsers.portalId))
    .where(and(eq(portalUsers.portalId, link.portalId), eq(portalUsers.userId, link.userId)));
  if (!row) throw invalid(joinLinkMessages.spent);
  const tokens = await startSession(ctx, row.user, client);
  ctx.log.info({ userId: row.user.id, portalId: row.portal.id }, "signed in with a join link");
  return {
    tokens,
    redirectTo: `/portals/${encodeURIComponent(row.portal.slug)}/${encodeURIComponent(row.portal.id)}`,
  };
}
