import {
  DASHBOARD_NEXT_EVENTS,
  type EventDashboard,
  eventStatusOf,
  type FormKind,
  formKinds,
  meetsRequirement,
  messages,
  type OrgDashboard,
  type PermissionModule,
  type PermissionProfile,
  recordModuleRequirement,
} from "@foyer/domain";
import { and, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  accounts,
  contacts,
  eventSessions,
  eventUsers,
  formSubmissions,
  forms,
  modules,
  organizations,
  orgUsers,
} from "../../db/schema/index.js";
import { eventAccess, formPermissionModule } from "../permissions/permissions.js";
import { notPermitted } from "../refusal.js";
import { orgEventsOf } from "./events.js";
import { requireOrgPermission } from "./organizations.js";

/*
 * Key figures of the organization's and the event's dashboards (spec 1 §2 "dashboard" in both
 * areas). A figure the user's profile could not list is null, never a number: the dashboard
 * tells no more than the pages behind it.
 */

const canRead = (profile: PermissionProfile, module: PermissionModule) =>
  meetsRequirement(profile, [{ module, action: "read" }]);

/** The form kinds whose forms the profile may read (submission → sessionForms, …). */
function readableFormKinds(profile: PermissionProfile): FormKind[] {
  return formKinds.filter((kind) => canRead(profile, formPermissionModule(kind)));
}

const total = (rows: { n: number }[]) => rows.reduce((sum, row) => sum + Number(row.n), 0);

/** Forms and submitted answers of `eventIds`, of the kinds the profile reads; null for none. */
async function formFigures(
  db: Db,
  profile: PermissionProfile,
  eventIds: string[] | { eventId: string },
): Promise<{ forms: number | null; submissions: number | null }> {
  const kinds = readableFormKinds(profile);
  if (kinds.length === 0) return { forms: null, submissions: null };
  const ids = Array.isArray(eventIds) ? eventIds : [eventIds.eventId];
  if (ids.length === 0) return { forms: 0, submissions: 0 };
  const where = and(inArray(forms.eventId, ids), inArray(forms.kind, kinds));
  const [formRows, submissionRows] = await Promise.all([
    db.select({ n: count() }).from(forms).where(where),
    db
      .select({ n: count() })
      .from(formSubmissions)
      .innerJoin(forms, eq(forms.id, formSubmissions.formId))
      .where(and(where, eq(formSubmissions.status, "submitted"))),
  ]);
  return { forms: total(formRows), submissions: total(submissionRows) };
}

/** Accounts (sponsors, exhibitors) of the accounts modules the profile may read, by module slug. */
async function accountFigures(
  db: Db,
  profile: PermissionProfile,
  where: SQL,
): Promise<Map<string, number> | null> {
  const accountModules = (
    await db
      .select({ id: modules.id, kind: modules.kind, slug: modules.slug })
      .from(modules)
      .where(and(where, eq(modules.kind, "accounts")))
  ).filter((module) => meetsRequirement(profile, recordModuleRequirement(module, "read")));
  if (accountModules.length === 0) return null;
  const rows = await db
    .select({ moduleId: accounts.moduleId, n: count() })
    .from(accounts)
    .where(
      inArray(
        accounts.moduleId,
        accountModules.map((module) => module.id),
      ),
    )
    .groupBy(accounts.moduleId);
  const bySlug = new Map<string, number>();
  for (const module of accountModules) {
    const n = Number(rows.find((row) => row.moduleId === module.id)?.n ?? 0);
    bySlug.set(module.slug, (bySlug.get(module.slug) ?? 0) + n);
  }
  return bySlug;
}

/** GET /organizations/{orgId}/dashboard: for every member of the organization. */
export async function orgDashboard(
  db: Db,
  userId: string,
  orgId: string,
  now: Date = new Date(),
): Promise<OrgDashboard> {
  const { profile } = await requireOrgPermission(db, userId, orgId, null);
  const all = await orgEventsOf(db, userId, orgId, profile, now);
  const eventIds = all.map((event) => event.id);
  const byStatus = { upcoming: 0, ongoing: 0, past: 0, draft: 0 };
  for (const event of all) byStatus[event.status] += 1;
  const next = all
    .filter((event) => event.status === "ongoing" || event.status === "upcoming")
    .sort((a, b) =>
      a.status !== b.status
        ? a.status === "ongoing"
          ? -1
          : 1
        : a.date_from.localeCompare(b.date_from) || a.name.localeCompare(b.name),
    )
    .slice(0, DASHBOARD_NEXT_EVENTS);

  // Through the events: contacts are indexed by event, not by organization (schema/people.ts).
  const contactCount = !canRead(profile, "contacts")
    ? null
    : eventIds.length === 0
      ? 0
      : total(await db.select({ n: count() }).from(contacts).where(inArray(contacts.eventId, eventIds)));
  const accountsBySlug = await accountFigures(db, profile, eq(modules.orgId, orgId));
  const [members] = await db.select({ n: count() }).from(orgUsers).where(eq(orgUsers.orgId, orgId));
  return {
    events: { total: all.length, ...byStatus },
    next_events: next,
    contacts: contactCount,
    accounts: accountsBySlug ? [...accountsBySlug.values()].reduce((a, b) => a + b, 0) : null,
    ...(await formFigures(db, profile, eventIds)),
    members: Number(members?.n ?? 0),
  };
}

/** GET /event/{eventId}/dashboard: for the event's team (404 unknown, 403 outside it). */
export async function eventDashboard(
  db: Db,
  userId: string,
  eventId: string,
  now: Date = new Date(),
): Promise<EventDashboard> {
  const { event, profile } = await eventAccess(db, userId, eventId);
  if (!profile) throw notPermitted(messages.noAccess);
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, event.orgId));
  const contactCount = canRead(profile, "contacts")
    ? total(await db.select({ n: count() }).from(contacts).where(eq(contacts.eventId, eventId)))
    : null;
  const accountsBySlug = await accountFigures(db, profile, eq(modules.eventId, eventId));
  const sessionCount = canRead(profile, "sessions")
    ? total(
        await db
          .select({ n: count() })
          .from(eventSessions)
          // Subsessions belong to their session: the figure counts the sessions of the agenda.
          .where(and(eq(eventSessions.eventId, eventId), isNull(eventSessions.parentId))),
      )
    : null;
  const [team] = await db.select({ n: count() }).from(eventUsers).where(eq(eventUsers.eventId, eventId));
  const dates = {
    date_from: event.dateFrom,
    date_to: event.dateTo,
    timezone: event.timezone,
    is_draft: event.isDraft,
  };
  return {
    event: {
      id: event.id,
      name: event.name,
      slug: event.slug,
      org_id: event.orgId,
      org_name: org?.name ?? "",
      ...dates,
      status: eventStatusOf(dates, now),
    },
    figures: {
      contacts: contactCount,
      sponsors: accountsBySlug ? (accountsBySlug.get("sponsors") ?? null) : null,
      exhibitors: accountsBySlug ? (accountsBySlug.get("exhibitors") ?? null) : null,
      ...(await formFigures(db, profile, { eventId })),
      sessions: sessionCount,
      team: Number(team?.n ?? 0),
    },
  };
}
