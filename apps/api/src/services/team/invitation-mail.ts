import { randomUUID } from "node:crypto";
import type { TeamInviteResult } from "@foyer/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, organizations, users } from "../../db/schema/index.js";
import { createPasswordLink, FIRST_PASSWORD_TTL_MS } from "../auth/reset-links.js";
import { firstNameOf } from "../mail/default-templates.js";
import type { Mailer, QueuedMail } from "../mail/outbox.js";
import type { TeamScope } from "./team.js";

/*
 * The email of a team invitation (issue 19 item 2), organization or event. Someone with a
 * password gets a link to sign in, which leads to the team's dashboard. Someone without one
 * (an invited email that has no account, or an account made for portal access) gets a link to
 * choose a password (/reset/{hash}, valid for a week): an invited email gets a passwordless account
 * for that, and the pending invitation becomes their membership when they first sign in
 * (acceptInvitations), as before.
 */

/** Where the team's area starts, for the link. */
const teamPath = (scope: TeamScope) =>
  scope.kind === "event" ? `/event-light/${scope.eventId}/dashboard` : `/org-light/${scope.orgId}/dashboard`;

async function teamName(db: Db, scope: TeamScope): Promise<string> {
  if (scope.kind === "event") {
    const [event] = await db.select({ name: events.name }).from(events).where(eq(events.id, scope.eventId));
    return event?.name ?? "an event";
  }
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, scope.orgId));
  return org?.name ?? "an organization";
}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** The invitee's account; one without a password is made for an email that has none. */
async function inviteeAccount(db: Db, email: string) {
  const columns = {
    id: users.id,
    email: users.email,
    fname: users.fname,
    hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  };
  const [found] = await db.select(columns).from(users).where(byEmail(email));
  if (found) return found;
  await db.insert(users).values({ id: randomUUID(), email: email.trim() }).onConflictDoNothing();
  // Made here, or by a sign-up racing this invitation: either way the one with this email.
  const [made] = await db.select(columns).from(users).where(byEmail(email));
  if (!made) throw new Error("the invited account vanished");
  return made;
}

/** Emails the person `invite` added or invited. */
export async function mailInvitation(
  db: Db,
  mail: Mailer,
  scope: TeamScope,
  inviterId: string,
  result: TeamInviteResult,
): Promise<QueuedMail> {
  const email = result.status === "added" ? result.member.email : result.invitation.email;
  const account = await inviteeAccount(db, email);
  const [inviter] = await db
    .select({ fname: users.fname, lname: users.lname, email: users.email })
    .from(users)
    .where(eq(users.id, inviterId));
  const path = teamPath(scope);
  const link = account.hasPassword
    ? `${mail.publicUrl}/login?returnTo=${encodeURIComponent(path)}`
    : await createPasswordLink(db, {
        userId: account.id,
        publicUrl: mail.publicUrl,
        ttlMs: FIRST_PASSWORD_TTL_MS,
        next: path,
      });
  return mail.send({
    kind: account.hasPassword ? "team-invitation" : "team-invitation-new-account",
    to: { address: account.email, name: result.status === "added" ? result.member.name : "" },
    values: {
      first_name: firstNameOf(account.fname),
      inviter_name: inviter ? `${inviter.fname} ${inviter.lname}`.trim() || inviter.email : "Someone",
      team_name: await teamName(db, scope),
      link,
    },
    orgId: scope.orgId,
    eventId: scope.kind === "event" ? scope.eventId : null,
    userId: account.id,
  });
}
