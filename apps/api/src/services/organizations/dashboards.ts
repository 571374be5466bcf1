import {
  type AuditEntityType,
  type ChecklistStep,
  DASHBOARD_ACTIVITY,
  DASHBOARD_DEADLINES,
  DASHBOARD_NEXT_EVENTS,
  DASHBOARD_WEEKS,
  type DashboardActivity,
  type EventDashboard,
  type EventDeadline,
  eventStatusOf,
  type FormKind,
  formKinds,
  meetsRequirement,
  messages,
  type OrgDashboard,
  type PermissionModule,
  type PermissionProfile,
  type PortalActivitySummary,
  type ReviewProgress,
  recordModuleRequirement,
  type WeeklySeries,
} from "@foyer/domain";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  accounts,
  auditLog,
  contacts,
  evaluationPlanEvaluators,
  evaluationPlans,
  eventSessions,
  events,
  eventUsers,
  formSubmissions,
  forms,
  modules,
  organizations,
  orgUsers,
  portalActivity,
  portalFileRequests,
  portals,
  portalTasks,
  sessionEvaluations,
  users,
} from "../../db/schema/index.js";
import { auditEntityNames } from "../audit/event-audit.js";
import { eventAccess, formPermissionModule } from "../permissions/permissions.js";
import { notPermitted } from "../refusal.js";
import { coveredSessions } from "../sessions/evaluations.js";
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
  const openable = all.filter((event) => event.can_open).map((event) => event.id);
  return {
    events: { total: all.length, ...byStatus },
    next_events: next,
    contacts: contactCount,
    accounts: accountsBySlug ? [...accountsBySlug.values()].reduce((a, b) => a + b, 0) : null,
    ...(await formFigures(db, profile, eventIds)),
    members: Number(members?.n ?? 0),
    weekly: await weeklyFigures(db, profile, eventIds, now),
    activity: await recentActivity(db, profile, orgId, openable),
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
  const formCounts = await formFigures(db, profile, { eventId });
  const reviews = canRead(profile, "evaluationPlans") ? await reviewProgress(db, eventId) : null;
  const portal = canRead(profile, "portal") ? await portalSummary(db, eventId, now) : null;
  const teamCount = Number(team?.n ?? 0);
  // Only steps of modules the profile reads: a step names a page the user can open.
  const steps: [ChecklistStep, boolean | null][] = [
    ["team", teamCount > 1],
    ["contacts", contactCount === null ? null : contactCount > 0],
    ["form", formCounts.forms === null ? null : formCounts.forms > 0],
    ["sessions", sessionCount === null ? null : sessionCount > 0],
    ["portal", portal === null ? null : portal.portals > 0],
    ["evaluation", reviews === null ? null : reviews.length > 0],
  ];
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
      ...formCounts,
      sessions: sessionCount,
      team: teamCount,
    },
    weekly: await weeklyFigures(db, profile, [eventId], now),
    deadlines: await eventDeadlines(db, profile, eventId, dayIn(now, event.timezone)),
    reviews,
    portal,
    checklist: steps.flatMap(([step, done]) => (done === null ? [] : [{ step, done }])),
  };
}

/* The dashboards' trends, activity, deadlines, review progress and next steps (issue 22 item 4). */

const DAY_MS = 86_400_000;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The Mondays (UTC, `YYYY-MM-DD`) of the last DASHBOARD_WEEKS weeks, the current one last. */
export function weekStarts(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: DASHBOARD_WEEKS }, (_, index) =>
    new Date(monday - (DASHBOARD_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Rows of (week, n) laid onto `weeks`, zero for a week without any. */
function perWeek(weeks: readonly string[], rows: readonly { week: string; n: number | string }[]): number[] {
  const byWeek = new Map(rows.map((row) => [row.week, Number(row.n)]));
  return weeks.map((week) => byWeek.get(week) ?? 0);
}

/** Monday (UTC) of a timestamp column's week, as the weeks of weekStarts() read. */
const weekOf = (column: SQL | typeof formSubmissions.submittedAt | typeof contacts.createdAt) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** Submissions (of the form kinds the profile reads) and new contacts per week among `eventIds`. */
async function weeklyFigures(
  db: Db,
  profile: PermissionProfile,
  eventIds: readonly string[],
  now: Date,
): Promise<WeeklySeries> {
  const weeks = weekStarts(now);
  const since = new Date(`${weeks[0]}T00:00:00Z`);
  const kinds = readableFormKinds(profile);
  const ids = [...eventIds];
  const submissions =
    kinds.length === 0
      ? null
      : ids.length === 0
        ? weeks.map(() => 0)
        : perWeek(
            weeks,
            await db
              .select({ week: weekOf(formSubmissions.submittedAt), n: count() })
              .from(formSubmissions)
              .innerJoin(forms, eq(forms.id, formSubmissions.formId))
              .where(
                and(
                  inArray(forms.eventId, ids),
                  inArray(forms.kind, kinds),
                  eq(formSubmissions.status, "submitted"),
                  gte(formSubmissions.submittedAt, since),
                ),
              )
              .groupBy(sql`1`),
          );
  const registrations = !canRead(profile, "contacts")
    ? null
    : ids.length === 0
      ? weeks.map(() => 0)
      : perWeek(
          weeks,
          await db
            .select({ week: weekOf(contacts.createdAt), n: count() })
            .from(contacts)
            .where(and(inArray(contacts.eventId, ids), gte(contacts.createdAt, since)))
            .groupBy(sql`1`),
        );
  return { weeks, submissions, registrations };
}

/**
 * The latest audit entries of `eventIds`, of the entity kinds the profile reads: contacts and
 * sessions on their modules' read, accounts and records for admins (their modules vary by event).
 */
async function recentActivity(
  db: Db,
  profile: PermissionProfile,
  orgId: string,
  eventIds: readonly string[],
): Promise<DashboardActivity[]> {
  const kinds: AuditEntityType[] = [];
  if (canRead(profile, "contacts")) kinds.push("contact");
  if (canRead(profile, "sessions")) kinds.push("session");
  if (profile.isAdmin || profile.isFoyerAdmin) kinds.push("account", "record");
  if (kinds.length === 0 || eventIds.length === 0) return [];
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      eventId: auditLog.eventId,
      eventName: events.name,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(events, eq(events.id, auditLog.eventId))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.orgId, orgId),
        inArray(auditLog.eventId, [...eventIds]),
        inArray(auditLog.entityType, kinds),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(DASHBOARD_ACTIVITY);
  const names = await auditEntityNames(db, rows);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_name: names.get(`${row.entityType}:${row.entityId}`)?.name ?? "",
    event_id: row.eventId,
    event_name: row.eventName,
    user_name: row.email === null ? null : `${row.fname ?? ""} ${row.lname ?? ""}`.trim() || row.email,
  }));
}

/** The calendar day of `now` in `timeZone`, `YYYY-MM-DD`. */
function dayIn(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The event's forms the profile reads, then portal tasks and file requests due from `today` on. */
async function eventDeadlines(
  db: Db,
  profile: PermissionProfile,
  eventId: string,
  today: string,
): Promise<EventDeadline[]> {
  const kinds = readableFormKinds(profile);
  const formRows =
    kinds.length === 0
      ? []
      : await db
          .select({ id: forms.id, name: forms.name, kind: forms.kind, isOpen: forms.isOpen })
          .from(forms)
          .where(and(eq(forms.eventId, eventId), inArray(forms.kind, kinds)))
          .orderBy(desc(forms.isOpen), sql`lower(${forms.name})`, asc(forms.id));
  const due = (table: typeof portalTasks | typeof portalFileRequests) =>
    db
      .select({ id: table.id, title: table.title, dueDate: table.dueDate, portalId: table.portalId })
      .from(table)
      .innerJoin(portals, eq(portals.id, table.portalId))
      .where(and(eq(portals.eventId, eventId), isNotNull(table.dueDate), gte(table.dueDate, today)))
      .orderBy(asc(table.dueDate), sql`lower(${table.title})`)
      .limit(DASHBOARD_DEADLINES);
  const [tasks, requests] = await Promise.all([
    canRead(profile, "portalTasks") ? due(portalTasks) : [],
    canRead(profile, "portal") ? due(portalFileRequests) : [],
  ]);
  const dated = [
    ...tasks.map((row) => ({ kind: "task" as const, row })),
    ...requests.map((row) => ({ kind: "file_request" as const, row })),
  ]
    .sort(
      (a, b) =>
        (a.row.dueDate ?? "").localeCompare(b.row.dueDate ?? "") || a.row.title.localeCompare(b.row.title),
    )
    .slice(0, DASHBOARD_DEADLINES);
  return [
    ...formRows.map(
      (row): EventDeadline => ({
        kind: "form",
        id: row.id,
        title: row.name,
        form_kind: row.kind,
        open: row.isOpen,
        due_date: null,
        portal_id: null,
      }),
    ),
    ...dated.map(
      ({ kind, row }): EventDeadline => ({
        kind,
        id: row.id,
        title: row.title,
        form_kind: null,
        open: true,
        due_date: row.dueDate,
        portal_id: row.portalId,
      }),
    ),
  ];
}

/** Each plan's evaluations given (by its current evaluators, on sessions it covers) out of those due. */
async function reviewProgress(db: Db, eventId: string): Promise<ReviewProgress[]> {
  const plans = await db
    .select()
    .from(evaluationPlans)
    .where(eq(evaluationPlans.eventId, eventId))
    .orderBy(sql`lower(${evaluationPlans.name})`, asc(evaluationPlans.id));
  return Promise.all(
    plans.map(async (plan) => {
      const [sessionRows, evaluatorRows, doneRows] = await Promise.all([
        db.select({ n: count() }).from(eventSessions).where(coveredSessions(plan)),
        db
          .select({ n: count() })
          .from(evaluationPlanEvaluators)
          .where(eq(evaluationPlanEvaluators.planId, plan.id)),
        db
          .select({ n: count() })
          .from(sessionEvaluations)
          .innerJoin(eventSessions, eq(eventSessions.id, sessionEvaluations.sessionId))
          .innerJoin(
            evaluationPlanEvaluators,
            and(
              eq(evaluationPlanEvaluators.planId, sessionEvaluations.planId),
              eq(evaluationPlanEvaluators.userId, sessionEvaluations.userId),
            ),
          )
          .where(and(eq(sessionEvaluations.planId, plan.id), coveredSessions(plan))),
      ]);
      const sessions = total(sessionRows);
      const evaluators = total(evaluatorRows);
      return {
        plan_id: plan.id,
        name: plan.name,
        sessions,
        evaluators,
        done: total(doneRows),
        expected: sessions * evaluators,
      };
    }),
  );
}

/** Participants' actions in the event's portals: the last 7 and 30 days, and the latest few. */
async function portalSummary(db: Db, eventId: string, now: Date): Promise<PortalActivitySummary> {
  const inEvent = eq(portals.eventId, eventId);
  const [portalRows, recent, windows] = await Promise.all([
    db.select({ n: count() }).from(portals).where(inEvent),
    db
      .select({
        at: portalActivity.at,
        kind: portalActivity.kind,
        summary: portalActivity.summary,
        contactId: portalActivity.contactId,
        fname: contacts.fname,
        lname: contacts.lname,
        email: contacts.email,
        portalName: portals.name,
      })
      .from(portalActivity)
      .innerJoin(portals, eq(portals.id, portalActivity.portalId))
      .innerJoin(contacts, eq(contacts.id, portalActivity.contactId))
      .where(inEvent)
      .orderBy(desc(portalActivity.at), desc(portalActivity.id))
      .limit(DASHBOARD_DEADLINES),
    db.execute(sql`
      select count(*) filter (where a.at >= ${new Date(now.getTime() - 7 * DAY_MS).toISOString()}::timestamptz) as week,
             count(*) as month
      from portal_activity a join portals p on p.id = a.portal_id
      where p.event_id = ${eventId} and a.at >= ${new Date(now.getTime() - 30 * DAY_MS).toISOString()}::timestamptz`),
  ]);
  const [counts] = rowsOf<{ week: number | string; month: number | string }>(windows);
  return {
    portals: total(portalRows),
    last_7_days: Number(counts?.week ?? 0),
    last_30_days: Number(counts?.month ?? 0),
    recent: recent.map((row) => ({
      at: row.at.toISOString(),
      kind: row.kind,
      summary: row.summary,
      contact_id: row.contactId,
      contact_name: `${row.fname} ${row.lname}`.trim() || (row.email ?? ""),
      portal_name: row.portalName,
    })),
  };
}
