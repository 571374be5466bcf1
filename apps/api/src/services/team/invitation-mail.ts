import type { TeamInviteResult } from "@foyer/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, organizations, users } from "../../db/schema/index.js";
import { createPasswordLink, FIRST_PASSWORD_TTL_MS } from "../auth/reset-links.js";
import { firstNameOf } from "../mail/default-templates.js";
import type { Mailer, QueuedMail } from "../mail/outbox.js";
import { createInvitationLink } from "./invitation-links.js";
import type { TeamScope } from "./team.js";

/*
 * The email of a team invitation (issue 19 item 2), organization or event. Someone with a
 * password gets a link to sign in, which leads to the team's dashboard. An invited email without
 * an account gets a link to choose a password, which makes the account (invitation-links.ts);
 * someone with an account but no password yet (made for portal access) gets a password link. The
 * pending invitation becomes the membership at the first sign-in (acceptInvitations), as before.
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

/** The account with this email (ignoring case), if there is one. */
async function accountOf(db: Db, email: string) {
  const [found] = await db
    .select({
      id: users.id,
      email: users.email,
      fname: users.fname,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return found ?? null;
}

/** The link in the mail, and which mail it goes in. */
async function linkFor(db: Db, mail: Mailer, result: TeamInviteResult, path: string) {
  const email = result.status === "added" ? result.member.email : result.invitation.email;
  const account = await accountOf(db, email);
  if (account?.hasPassword) {
    const link = `${mail.publicUrl}/login?returnTo=${encodeURIComponent(path)}`;
    return { account, link, kind: "team-invitation" as const };
  }
  const kind = "team-invitation-new-account" as const;
  if (account) {
    const options = {
      userId: account.id,
      publicUrl: mail.publicUrl,
      ttlMs: FIRST_PASSWORD_TTL_MS,
      next: path,
    };
    return { account, link: await createPasswordLink(db, options), kind };
  }
  // No account: only an invitation can be pending (someone added has one).
  const invitationId = result.status === "invited" ? result.invitation.id : null;
  if (!invitationId) throw new Error(`${email} was added to a team without an account`);
  const options = { invitationId, publicUrl: mail.publicUrl, next: path };
  return { account, link: await createInvitationLink(db, options), kind };
}

/** Emails the person `invite` added or invited. */
export async function mailInvitation(
  db: Db,
  mail: Mailer,
  scope: TeamScope,
  inviterId: string,
  result: TeamInviteResult,
): Promise<QueuedMail> {
  const [inviter] = await db
    .select({ fname: users.fname, lname: users.lname, email: users.email })
    .from(users)
    .where(eq(users.id, inviterId));
  const { account, link, kind } = await linkFor(db, mail, result, teamPath(scope));
  return mail.send({
    kind,
    to: {
      address: result.status === "added" ? result.member.email : result.invitation.email,
      name: result.status === "added" ? result.member.name : "",
    },
    values: {
      first_name: firstNameOf(account?.fname),
      inviter_name: inviter ? `${inviter.fname} ${inviter.lname}`.trim() || inviter.email : "Someone",
      team_name: await teamName(db, scope),
      link,
    },
    orgId: scope.orgId,
    eventId: scope.kind === "event" ? scope.eventId : null,
    userId: account?.id ?? null,
  });
}
