import {
  FORM_NOT_FOUND,
  type FormKind,
  meetsRequirement,
  messages,
  type PermissionAction,
  type PermissionModule,
  type Requirement,
  type ServerPermissionProfile,
} from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  apiTokens,
  evaluationPlanEvaluators,
  events,
  eventUsers,
  forms,
  organizations,
  orgUsers,
  roles,
  users,
} from "../../db/schema/index.js";
import { tokenProfile } from "../auth/api-tokens.js";
import { absent, notPermitted } from "../refusal.js";
import { EVENT_NOT_FOUND, type EventRow } from "./event-access.js";

/*
 * Permission profiles (spec 2 §3 "Permission profile", §6), enforced on every call.
 *
 * - A platform admin (`users.is_foyer_admin`, "isFoyerAdmin") passes every check, member or not.
 * - An admin of the organization (`org_users.is_admin`) or of the event (`event_users.is_admin`)
 *   passes every check of the event ("isAdmin").
 * - Any other member holds the slugs of their role (`role_id`); on an event, the role of their
 *   `event_users` row. A member without a role has an EMPTY profile, and on the server an empty
 *   profile grants no module permission at all. (Spec 2 §6 "An empty profile lets the user
 *   through" is the browser's rule for a profile that is not loaded yet; the server never guesses.)
 * - Members of an event are its team (`event_users`) and the organization's admins; a plain
 *   organization member is not on the events' teams (as before permissions existed).
 */

export const ORG_NOT_FOUND = "This organization does not exist.";

export type OrganizationRow = typeof organizations.$inferSelect;

/** Read slugs (`contacts_read`, `contacts_read_owned_records`) go to read_permissions, the rest to permissions. */
function profileOf(
  slugs: readonly string[],
  flags: { isFoyerAdmin: boolean; isAdmin: boolean; isMember: boolean; isEvaluator?: boolean },
): ServerPermissionProfile {
  const unique = [...new Set(slugs.filter((slug) => typeof slug === "string"))];
  const isRead = (slug: string) => /_read(_|$)/.test(slug);
  return {
    permissions: unique.filter((slug) => !isRead(slug)).map((slug) => ({ slug })),
    read_permissions: unique.filter(isRead).map((slug) => ({ slug })),
    isFoyerAdmin: flags.isFoyerAdmin,
    isAdmin: flags.isAdmin,
    isMember: flags.isMember,
    ...(flags.isEvaluator === undefined ? {} : { isEvaluator: flags.isEvaluator }),
  };
}

/** When the caller is an API token's principal (services/auth/api-tokens.ts): its organization and scopes. */
const tokenColumns = { orgId: apiTokens.orgId, scopes: apiTokens.scopes };

/**
 * A token's profile: its scopes inside its own organization (all of its events), never an admin
 * one; outside it none, as for anyone who is not a member. Its memberships are not looked at.
 */
function profileOfToken(
  token: { orgId: string; scopes: typeof apiTokens.$inferSelect.scopes },
  orgId: string,
): ServerPermissionProfile | null {
  return token.orgId === orgId ? tokenProfile(token.scopes) : null;
}

/** An event and the user's profile on it: null when the user is neither a member nor a platform admin. */
export async function eventAccess(
  db: Db,
  userId: string,
  eventId: string,
): Promise<{ event: EventRow; profile: ServerPermissionProfile | null }> {
  const [row] = await db
    .select({
      event: events,
      platformAdmin: users.isFoyerAdmin,
      orgAdmin: orgUsers.isAdmin,
      teamMember: eventUsers.userId,
      eventAdmin: eventUsers.isAdmin,
      slugs: roles.permissions,
      // Spec 1 §6 "An evaluator role exists at event level": assigned in one of the event's plans.
      evaluates: sql<boolean>`exists (select 1 from ${evaluationPlanEvaluators} where ${evaluationPlanEvaluators.eventId} = ${events.id} and ${evaluationPlanEvaluators.userId} = ${userId})`,
      token: tokenColumns,
    })
    .from(events)
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(apiTokens, eq(apiTokens.id, userId))
    .leftJoin(orgUsers, and(eq(orgUsers.orgId, events.orgId), eq(orgUsers.userId, userId)))
    .leftJoin(eventUsers, and(eq(eventUsers.eventId, events.id), eq(eventUsers.userId, userId)))
    // A role only counts inside its own organization.
    .leftJoin(roles, and(eq(roles.id, eventUsers.roleId), eq(roles.orgId, events.orgId)))
    .where(eq(events.id, eventId));
  if (!row) throw absent(EVENT_NOT_FOUND);
  if (row.token) return { event: row.event, profile: profileOfToken(row.token, row.event.orgId) };
  const isFoyerAdmin = Boolean(row.platformAdmin);
  const isAdmin = Boolean(row.orgAdmin || row.eventAdmin);
  const member = isAdmin || row.teamMember !== null;
  if (!member && !isFoyerAdmin) return { event: row.event, profile: null };
  return {
    event: row.event,
    profile: profileOf(row.slugs ?? [], {
      isFoyerAdmin,
      isAdmin,
      isMember: member,
      isEvaluator: row.teamMember !== null && !isAdmin && !isFoyerAdmin && Boolean(row.evaluates),
    }),
  };
}

/** GET /permissions/event/{eventId}/user/{userId}: the profile, or null outside the event. */
export async function eventProfile(
  db: Db,
  userId: string,
  eventId: string,
): Promise<ServerPermissionProfile | null> {
  return (await eventAccess(db, userId, eventId)).profile;
}

/** An organization and the user's profile on it: null when neither a member nor a platform admin. */
export async function orgAccess(
  db: Db,
  userId: string,
  orgId: string,
): Promise<{
  organization: OrganizationRow;
  profile: ServerPermissionProfile | null;
  /** The caller is an API token (its profile is its scopes; it has no roles). */
  viaToken: boolean;
}> {
  const [row] = await db
    .select({
      organization: organizations,
      platformAdmin: users.isFoyerAdmin,
      member: orgUsers.userId,
      orgAdmin: orgUsers.isAdmin,
      slugs: roles.permissions,
      token: tokenColumns,
    })
    .from(organizations)
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(apiTokens, eq(apiTokens.id, userId))
    .leftJoin(orgUsers, and(eq(orgUsers.orgId, organizations.id), eq(orgUsers.userId, userId)))
    .leftJoin(roles, and(eq(roles.id, orgUsers.roleId), eq(roles.orgId, organizations.id)))
    .where(eq(organizations.id, orgId));
  if (!row) throw absent(ORG_NOT_FOUND);
  if (row.token)
    return {
      organization: row.organization,
      profile: profileOfToken(row.token, row.organization.id),
      viaToken: true,
    };
  const isFoyerAdmin = Boolean(row.platformAdmin);
  if (row.member === null && !isFoyerAdmin)
    return { organization: row.organization, profile: null, viaToken: false };
  const isAdmin = Boolean(row.orgAdmin);
  return {
    organization: row.organization,
    viaToken: false,
    profile: profileOf(row.slugs ?? [], { isFoyerAdmin, isAdmin, isMember: row.member !== null }),
  };
}

/** GET /permissions/organization/{orgId}/user/{userId}. */
export async function orgProfile(
  db: Db,
  userId: string,
  orgId: string,
): Promise<ServerPermissionProfile | null> {
  return (await orgAccess(db, userId, orgId)).profile;
}

/**
 * The event, when the user's profile meets `requirement` (spec 1 §6); null asks only for
 * membership. 404 for an unknown event, 403 'You don't have access to this page!' outside the
 * event, 403 'You don't have permission to view this section!' without the permission.
 */
export async function requireEventPermission(
  db: Db,
  userId: string,
  eventId: string,
  requirement: Requirement | null,
): Promise<EventRow> {
  const { event, profile } = await eventAccess(db, userId, eventId);
  if (!profile) throw notPermitted(messages.noAccess);
  if (requirement && !meetsRequirement(profile, requirement)) throw notPermitted(messages.noPermission);
  return event;
}

/** A requirement of one action on any of `modules`. */
export function requirementOf(modules: readonly PermissionModule[], action: PermissionAction): Requirement {
  return modules.map((module) => ({ module, action }));
}

/**
 * The permission module of an organizer form (spec 1 §6, by where the form lives in the event
 * area): submission forms are the sessions' call for papers (sessionForms), application forms
 * are applications, intake and follow-up forms belong to the portals (portal).
 */
export function formPermissionModule(kind: FormKind): PermissionModule {
  if (kind === "submission") return "sessionForms";
  if (kind === "application") return "applications";
  return "portal";
}

/**
 * The event, when the user may `action` the form's kind: 404 for an unknown event or a form that
 * is not the event's, 403 outside the event or without the permission.
 */
export async function requireFormPermission(
  db: Db,
  userId: string,
  eventId: string,
  formId: string,
  action: PermissionAction,
): Promise<EventRow> {
  const { event, profile } = await eventAccess(db, userId, eventId);
  if (!profile) throw notPermitted(messages.noAccess);
  const [form] = await db
    .select({ kind: forms.kind })
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.eventId, event.id)));
  if (!form) throw absent(FORM_NOT_FOUND);
  if (!meetsRequirement(profile, requirementOf([formPermissionModule(form.kind)], action)))
    throw notPermitted(messages.noPermission);
  return event;
}

/** Whether the user is a platform admin ("isFoyerAdmin"). */
async function isPlatformAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ admin: users.isFoyerAdmin }).from(users).where(eq(users.id, userId));
  return Boolean(row?.admin);
}

/** Only platform admins bring admin access to themselves (spec 2 §7 "Bring admin access"). */
export const PLATFORM_ADMINS_ONLY = "Only platform admins can bring admin access.";

/** POST /admins/event-user/{eventId}: the platform admin becomes an admin of the event's team. */
export async function bringEventAdmin(db: Db, userId: string, eventId: string): Promise<void> {
  if (!(await isPlatformAdmin(db, userId))) throw notPermitted(PLATFORM_ADMINS_ONLY);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw absent(EVENT_NOT_FOUND);
  await db
    .insert(eventUsers)
    .values({ eventId, userId, isAdmin: true })
    .onConflictDoUpdate({ target: [eventUsers.eventId, eventUsers.userId], set: { isAdmin: true } });
}

/** POST /admins/org-user/{orgId}: the platform admin becomes an admin of the organization. */
export async function bringOrgAdmin(db: Db, userId: string, orgId: string): Promise<void> {
  if (!(await isPlatformAdmin(db, userId))) throw notPermitted(PLATFORM_ADMINS_ONLY);
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw absent(ORG_NOT_FOUND);
  await db
    .insert(orgUsers)
    .values({ orgId, userId, isAdmin: true })
    .onConflictDoUpdate({ target: [orgUsers.orgId, orgUsers.userId], set: { isAdmin: true } });
}

/**
 * Whose profile the caller may read: their own as a member, anyone's as an admin of the event or
 * organization or as a platform admin. 403 'You don't have access to this page!' otherwise, and
 * also when the one asked about is not a member (the browser then sets dontHavePermission).
 */
export async function readableProfile(
  caller: ServerPermissionProfile | null,
  callerId: string,
  userId: string,
  load: () => Promise<ServerPermissionProfile | null>,
): Promise<ServerPermissionProfile> {
  if (!caller) throw notPermitted(messages.noAccess);
  if (userId !== callerId && !caller.isAdmin && !caller.isFoyerAdmin)
    throw notPermitted(messages.noPermission);
  const profile = userId === callerId ? caller : await load();
  if (!profile) throw notPermitted(messages.noAccess);
  return profile;
}
