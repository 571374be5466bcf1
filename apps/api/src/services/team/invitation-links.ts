import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { invitationLinks, teamInvitations, users } from "../../db/schema/index.js";
import { FIRST_PASSWORD_TTL_MS, newLinkToken, passwordPageUrl } from "../auth/reset-links.js";
import { hashOpaqueToken } from "../auth/tokens.js";

/*
 * Issue 19 item 2: someone invited to a team who has no account gets a link to choose a password
 * (/reset/{hash}, the same page as a forgotten password). Setting it makes the account with the
 * invited email, which the invitation's email proves is theirs; the pending invitation becomes
 * the membership at their first sign-in, as when they sign up (services/team/team.ts
 * acceptInvitations). Nobody gets an account before they choose to.
 */

/** A new link for a pending invitation; "Sign in" after the password leads to `next`. */
export async function createInvitationLink(
  db: Db,
  options: { invitationId: string; publicUrl: string; next: string },
): Promise<string> {
  const { token, hash } = newLinkToken();
  await db.insert(invitationLinks).values({
    tokenHash: hash,
    invitationId: options.invitationId,
    expiresAt: new Date(Date.now() + FIRST_PASSWORD_TTL_MS),
  });
  return passwordPageUrl(options.publicUrl, token, options.next);
}

export type InvitationRedeemed =
  | { status: "created"; userId: string }
  /** Unknown, expired, used, or its invitation cancelled or accepted. */
  | { status: "invalid" }
  /** The email has an account by now (signed up meanwhile): they sign in instead. */
  | { status: "taken" };

/**
 * Spends an invitation link: makes the invited email's account with the password (hashed only
 * once the link is known good). Each link works once; the invitation stays pending until the
 * first sign-in.
 */
export async function redeemInvitationLink(
  db: Db,
  token: string,
  hashPassword: () => Promise<string>,
): Promise<InvitationRedeemed> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(invitationLinks)
      .where(
        and(eq(invitationLinks.tokenHash, hashOpaqueToken(token)), gt(invitationLinks.expiresAt, new Date())),
      )
      .returning({ invitationId: invitationLinks.invitationId });
    if (!link) return { status: "invalid" };
    const [invitation] = await tx
      .select({ email: teamInvitations.email })
      .from(teamInvitations)
      .where(eq(teamInvitations.id, link.invitationId));
    if (!invitation) return { status: "invalid" };
    const [made] = await tx
      .insert(users)
      // The link came to the invited address: that confirms it.
      .values({
        id: randomUUID(),
        email: invitation.email,
        passwordHash: await hashPassword(),
        emailConfirmedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return made ? { status: "created", userId: made.id } : { status: "taken" };
  });
}
