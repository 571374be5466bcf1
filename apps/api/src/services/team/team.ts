import { randomUUID } from "node:crypto";
import {
  alreadyInvitedMessage,
  alreadyMemberMessage,
  meetsRequirement,
  messages,
  type PermissionProfile,
  type Requirement,
  type TeamInvitation,
  type TeamInviteResult,
  type TeamMember,
  teamMessages,
} from "@foyer/domain";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  evaluationPlanEvaluators,
  eventUsers,
  orgUsers,
  roles,
  teamInvitations,
  users,
} from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { eventAccess, type OrganizationRow, orgAccess } from "../permissions/permissions.js";
import { absent, clash, invalid, notPermitted } from "../refusal.js";

/*
 * Team management (issue 5 item 1): who is on an event's team (event_users) or in an
 * organization (org_users), with which role or as an admin, and the invitations of emails that
 * have no account yet (team_invitations). docs/api.md "Team and roles" is the contract.
 *
 * - The event's team needs `manage_users` on settings (spec 1 §6 "Team"), the same requirement
 *   as the admin app's /team route guard; the organization's team needs an organization admin.
 * - Giving or taking away the admin flag needs an admin (of the event, its organization, or the
 *   platform): a member who may manage users cannot make anyone, themselves included, an admin.
 *   Non-admins cannot change or remove their own membership's role either.
 * - A team keeps at least one admin: the last one can be neither removed nor demoted.
 */

/** The team an operation is about. */
export type TeamScope = { kind: "event"; orgId: string; eventId: string } | { kind: "org"; orgId: string };

/** Who asks, and whether they are an admin of the scope (event admin, organization admin, platform admin). */
export interface TeamCaller {
  userId: string;
  isAdmin: boolean;
}

/** Spec 1 §6 "Team: manage_users on settings". */
export const EVENT_TEAM_REQUIREMENT: Requirement = [{ module: "settings", action: "manage_users" }];

/** Whether a profile is an admin one; platform admins count. */
const isAdminProfile = (profile: PermissionProfile) => Boolean(profile.isAdmin || profile.isFoyerAdmin);

/**
 * The event's team, when the caller meets `requirement` on it: 404 for an unknown event, 403
 * outside the team or without the permission.
 */
export async function eventTeamAccess(
  db: Db,
  userId: string,
  eventId: string,
  requirement: Requirement,
): Promise<{ event: EventRow; scope: TeamScope; caller: TeamCaller }> {
  const { event, profile } = await eventAccess(db, userId, eventId);
  if (!profile) throw notPermitted(messages.noAccess);
  const isAdmin = isAdminProfile(profile);
  if (!isAdmin && !meetsRequirement(profile, requirement)) throw notPermitted(messages.noPermission);
  return {
    event,
    scope: { kind: "event", orgId: event.orgId, eventId: event.id },
    caller: { userId, isAdmin },
  };
}

/** The organization, when the caller is one of its admins or a platform admin; 404 unknown, 403 otherwise. */
export async function orgAdminAccess(
  db: Db,
  userId: string,
  orgId: string,
): Promise<{ organization: OrganizationRow; scope: TeamScope; caller: TeamCaller }> {
  const { organization, profile } = await orgAccess(db, userId, orgId);
  if (!profile) throw notPermitted(messages.noAccess);
  if (!isAdminProfile(profile)) throw notPermitted(messages.noPermission);
  return { organization, scope: { kind: "org", orgId: organization.id }, caller: { userId, isAdmin: true } };
}

const displayName = (row: { fname: string; lname: string; email: string }) =>
  `${row.fname} ${row.lname}`.trim() || row.email;

const byName = (a: { name: string; email: string }, b: { name: string; email: string }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.email.localeCompare(b.email);

/** The members of a scope; with `userId`, only that one. */
async function memberRows(db: Db, scope: TeamScope, userId?: string): Promise<TeamMember[]> {
  const table = scope.kind === "event" ? eventUsers : orgUsers;
  const where =
    scope.kind === "event" ? eq(eventUsers.eventId, scope.eventId) : eq(orgUsers.orgId, scope.orgId);
  const rows = await db
    .select({
      userId: users.id,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
      isAdmin: table.isAdmin,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    // A role only counts inside its own organization (as services/permissions/permissions.ts reads it).
    .leftJoin(roles, and(eq(roles.id, table.roleId), eq(roles.orgId, scope.orgId)))
    .where(userId ? and(where, eq(table.userId, userId)) : where);
  return rows
    .map(
      (row): TeamMember => ({
        userId: row.userId,
        name: displayName(row),
        email: row.email,
        isAdmin: row.isAdmin,
        roleId: row.roleId,
        roleName: row.roleName,
        status: "active",
        via: scope.kind === "event" ? "event" : "organization",
      }),
    )
    .sort(byName);
}

/**
 * GET /event-users/{eventId}/users and /organizations/{orgId}/users. For an event, admins of its
 * organization who are not on the event's own team are added (`via: "organization"`) unless
 * `onlyEventUsers` (spec 2 §7 "Event users … ?onlyEventUsers=true").
 */
export async function listMembers(
  db: Db,
  scope: TeamScope,
  options: { onlyEventUsers: boolean } = { onlyEventUsers: true },
): Promise<TeamMember[]> {
  const members = await memberRows(db, scope);
  if (scope.kind === "org" || options.onlyEventUsers) return members;
  const onTeam = new Set(members.map((member) => member.userId));
  const orgAdmins = (await memberRows(db, { kind: "org", orgId: scope.orgId })).filter(
    (member) => member.isAdmin && !onTeam.has(member.userId),
  );
  return [...members, ...orgAdmins].sort(byName);
}

const inviter = alias(users, "inviter");

function invitationScope(scope: TeamScope) {
  return scope.kind === "event"
    ? eq(teamInvitations.eventId, scope.eventId)
    : and(eq(teamInvitations.orgId, scope.orgId), isNull(teamInvitations.eventId));
}

async function invitationRows(db: Db, scope: TeamScope, id?: string): Promise<TeamInvitation[]> {
  const where = invitationScope(scope);
  const rows = await db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      isAdmin: teamInvitations.isAdmin,
      roleId: roles.id,
      roleName: roles.name,
      createdAt: teamInvitations.createdAt,
      inviterFname: inviter.fname,
      inviterLname: inviter.lname,
      inviterEmail: inviter.email,
    })
    .from(teamInvitations)
    .leftJoin(roles, and(eq(roles.id, teamInvitations.roleId), eq(roles.orgId, scope.orgId)))
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .where(id ? and(where, eq(teamInvitations.id, id)) : where)
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    isAdmin: row.isAdmin,
    roleId: row.roleId,
    roleName: row.roleName,
    status: "pending",
    invitedBy:
      row.inviterEmail === null
        ? null
        : displayName({
            fname: row.inviterFname ?? "",
            lname: row.inviterLname ?? "",
            email: row.inviterEmail,
          }),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET …/invitations: the pending invitations, oldest first. */
export function listInvitations(db: Db, scope: TeamScope): Promise<TeamInvitation[]> {
  return invitationRows(db, scope);
}

/** A role id must name a role of the scope's organization (400 otherwise: it is a bad value, not a missing page). */
async function checkRole(db: Db, scope: TeamScope, roleId: string | null | undefined): Promise<void> {
  if (!roleId) return;
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.orgId, scope.orgId)));
  if (!role)
    throw invalid(`roleId: ${teamMessages.roleNotFound}`, [
      { path: "roleId", message: teamMessages.roleNotFound },
    ]);
}

/** POST …/users: an existing account joins at once; an unknown email gets a pending invitation. */
export async function invite(
  db: Db,
  scope: TeamScope,
  caller: TeamCaller,
  body: { email: string; roleId: string | null; isAdmin: boolean },
): Promise<TeamInviteResult> {
  if (body.isAdmin && !caller.isAdmin) throw notPermitted(teamMessages.adminsOnly);
  await checkRole(db, scope, body.roleId);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
  if (user) {
    const values = { userId: user.id, isAdmin: body.isAdmin, roleId: body.roleId };
    const added =
      scope.kind === "event"
        ? await db
            .insert(eventUsers)
            .values({ eventId: scope.eventId, ...values })
            .onConflictDoNothing()
            .returning({ userId: eventUsers.userId })
        : await db
            .insert(orgUsers)
            .values({ orgId: scope.orgId, ...values })
            .onConflictDoNothing()
            .returning({ userId: orgUsers.userId });
    if (added.length === 0) throw clash(alreadyMemberMessage(body.email));
    const [member] = await memberRows(db, scope, user.id);
    if (!member) throw absent(teamMessages.memberNotFound);
    return { status: "added", member };
  }
  const id = randomUUID();
  const created = await db
    .insert(teamInvitations)
    .values({
      id,
      orgId: scope.orgId,
      eventId: scope.kind === "event" ? scope.eventId : null,
      email: body.email,
      isAdmin: body.isAdmin,
      roleId: body.roleId,
      invitedBy: caller.userId,
    })
    .onConflictDoNothing()
    .returning({ id: teamInvitations.id });
  if (created.length === 0) throw clash(alreadyInvitedMessage(body.email));
  const [invitation] = await invitationRows(db, scope, id);
  if (!invitation) throw absent(teamMessages.invitationNotFound);
  return { status: "invited", invitation };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The other admins of the scope, with their rows locked until the transaction ends, so that two
 * admins demoting each other at once cannot leave the team without one.
 */
async function otherAdmins(tx: Tx, scope: TeamScope, userId: string): Promise<number> {
  const rows =
    scope.kind === "event"
      ? await tx
          .select({ userId: eventUsers.userId })
          .from(eventUsers)
          .where(
            and(
              eq(eventUsers.eventId, scope.eventId),
              eq(eventUsers.isAdmin, true),
              ne(eventUsers.userId, userId),
            ),
          )
          .for("update")
      : await tx
          .select({ userId: orgUsers.userId })
          .from(orgUsers)
          .where(
            and(eq(orgUsers.orgId, scope.orgId), eq(orgUsers.isAdmin, true), ne(orgUsers.userId, userId)),
          )
          .for("update");
  return rows.length;
}

const lastAdmin = (scope: TeamScope) =>
  clash(scope.kind === "event" ? teamMessages.lastEventAdmin : teamMessages.lastOrgAdmin);

async function requireMember(db: Db, scope: TeamScope, userId: string): Promise<TeamMember> {
  const [member] = await memberRows(db, scope, userId);
  if (!member) throw absent(teamMessages.memberNotFound);
  return member;
}

/** PUT …/users/{userId}: a member's role and/or admin flag. */
export async function updateMember(
  db: Db,
  scope: TeamScope,
  caller: TeamCaller,
  userId: string,
  body: { roleId?: string | null | undefined; isAdmin?: boolean | undefined },
): Promise<TeamMember> {
  const member = await requireMember(db, scope, userId);
  if (!caller.isAdmin && userId === caller.userId) throw notPermitted(teamMessages.notYourOwn);
  if (body.isAdmin !== undefined && body.isAdmin !== member.isAdmin && !caller.isAdmin)
    throw notPermitted(teamMessages.adminsOnly);
  await checkRole(db, scope, body.roleId);
  const set = {
    ...(body.roleId !== undefined ? { roleId: body.roleId } : {}),
    ...(body.isAdmin !== undefined ? { isAdmin: body.isAdmin } : {}),
  };
  await db.transaction(async (tx) => {
    if (member.isAdmin && body.isAdmin === false && (await otherAdmins(tx, scope, userId)) === 0)
      throw lastAdmin(scope);
    if (scope.kind === "event") {
      await tx
        .update(eventUsers)
        .set(set)
        .where(and(eq(eventUsers.eventId, scope.eventId), eq(eventUsers.userId, userId)));
    } else {
      await tx
        .update(orgUsers)
        .set(set)
        .where(and(eq(orgUsers.orgId, scope.orgId), eq(orgUsers.userId, userId)));
    }
  });
  return requireMember(db, scope, userId);
}

/** DELETE …/users/{userId}: off the team, unless it is the last admin. */
export async function removeMember(
  db: Db,
  scope: TeamScope,
  caller: TeamCaller,
  userId: string,
): Promise<{ userId: string }> {
  const member = await requireMember(db, scope, userId);
  if (member.isAdmin && !caller.isAdmin) throw notPermitted(teamMessages.adminsOnly);
  if (!caller.isAdmin && userId === caller.userId) throw notPermitted(teamMessages.notYourOwn);
  await db.transaction(async (tx) => {
    if (member.isAdmin && (await otherAdmins(tx, scope, userId)) === 0) throw lastAdmin(scope);
    if (scope.kind === "event") {
      await tx
        .delete(eventUsers)
        .where(and(eq(eventUsers.eventId, scope.eventId), eq(eventUsers.userId, userId)));
      // Off the team, off the event's evaluation plans (the scores they gave stay in the figures).
      await tx
        .delete(evaluationPlanEvaluators)
        .where(
          and(
            eq(evaluationPlanEvaluators.eventId, scope.eventId),
            eq(evaluationPlanEvaluators.userId, userId),
          ),
        );
    } else {
      await tx.delete(orgUsers).where(and(eq(orgUsers.orgId, scope.orgId), eq(orgUsers.userId, userId)));
    }
  });
  return { userId };
}

/** DELETE …/invitations/{invitationId} */
export async function cancelInvitation(
  db: Db,
  scope: TeamScope,
  invitationId: string,
): Promise<{ id: string }> {
  const deleted = await db
    .delete(teamInvitations)
    .where(and(invitationScope(scope), eq(teamInvitations.id, invitationId)))
    .returning({ id: teamInvitations.id });
  if (deleted.length === 0) throw absent(teamMessages.invitationNotFound);
  return { id: invitationId };
}

/**
 * Turns the pending invitations of the user's email into memberships, with their role and admin
 * flag, and deletes them. Called when someone whose address is confirmed signs in (services/auth/auth.ts). Someone
 * already on a team keeps the membership they have.
 */
export async function acceptInvitations(db: Db, user: { id: string; email: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .delete(teamInvitations)
      .where(eq(sql`lower(${teamInvitations.email})`, user.email.toLowerCase()))
      .returning();
    for (const invitation of pending) {
      const values = { userId: user.id, isAdmin: invitation.isAdmin, roleId: invitation.roleId };
      if (invitation.eventId) {
        await tx
          .insert(eventUsers)
          .values({ eventId: invitation.eventId, ...values })
          .onConflictDoNothing();
      } else {
        await tx
          .insert(orgUsers)
          .values({ orgId: invitation.orgId, ...values })
          .onConflictDoNothing();
      }
    }
    return pending.length;
  });
}
