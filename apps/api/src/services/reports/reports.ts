import {
  type EventReports,
  portalActivityLabel,
  REPORTS_REQUIREMENT,
  type ReportId,
  reportLabels,
  reportRows,
  roundAverage,
  toCsv,
} from "@foyer/domain";
import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  evaluationCriteria,
  evaluationPlans,
  eventSessions,
  formSubmissions,
  forms,
  imports,
  portalActivity,
  portals,
  sessionEvaluations,
  sessionSettingItems,
} from "../../db/schema/index.js";
import { recordExport } from "../history/exports.js";
import type { EventRow } from "../permissions/event-access.js";
import { requireEventPermission } from "../permissions/permissions.js";

/*
 * The event's reports (issue 20 item 5): counts read from its own tables, days on the event's
 * clock. Read on reports (spec 1 §6). Every figure is a count or an average: no participant's
 * answers leave through here.
 */

/** The day of an instant on the event's clock, as YYYY-MM-DD. */
const dayIn = (column: PgColumn, zone: string) =>
  sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;

async function submissionsByDay(db: Db, event: EventRow, kinds: ("submission" | "intake" | "application")[]) {
  const day = dayIn(formSubmissions.submittedAt, event.timezone);
  const rows = await db
    .select({ day, count: count() })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(
      and(
        eq(forms.eventId, event.id),
        inArray(forms.kind, kinds),
        eq(formSubmissions.status, "submitted"),
        isNotNull(formSubmissions.submittedAt),
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byDay: rows };
}

async function sessionsBy(db: Db, event: EventRow, column: PgColumn, none: string) {
  const rows = await db
    .select({ label: sessionSettingItems.name, position: sessionSettingItems.position, count: count() })
    .from(eventSessions)
    .leftJoin(sessionSettingItems, eq(sessionSettingItems.id, column))
    .where(eq(eventSessions.eventId, event.id))
    .groupBy(sessionSettingItems.id, sessionSettingItems.name, sessionSettingItems.position)
    .orderBy(asc(sessionSettingItems.position), asc(sessionSettingItems.name));
  return rows.map((row) => ({ label: row.label ?? none, count: row.count }));
}

async function evaluationFigures(db: Db, event: EventRow) {
  const plans = await db
    .select({ id: evaluationPlans.id, name: evaluationPlans.name })
    .from(evaluationPlans)
    .where(eq(evaluationPlans.eventId, event.id))
    .orderBy(asc(evaluationPlans.name), asc(evaluationPlans.id));
  if (plans.length === 0) return { criteria: [], sessions: [] };
  const planIds = plans.map((plan) => plan.id);
  const [criteria, evaluations] = await Promise.all([
    db
      .select()
      .from(evaluationCriteria)
      .where(inArray(evaluationCriteria.planId, planIds))
      .orderBy(asc(evaluationCriteria.position), asc(evaluationCriteria.id)),
    db
      .select({
        planId: sessionEvaluations.planId,
        sessionId: sessionEvaluations.sessionId,
        title: eventSessions.title,
        scores: sessionEvaluations.scores,
      })
      .from(sessionEvaluations)
      .innerJoin(eventSessions, eq(eventSessions.id, sessionEvaluations.sessionId))
      .where(inArray(sessionEvaluations.planId, planIds))
      .orderBy(asc(eventSessions.title), asc(eventSessions.id)),
  ]);
  const criteriaRows: EventReports["evaluationCriteria"] = [];
  const sessionRows: EventReports["evaluationSessions"] = [];
  for (const plan of plans) {
    const own = criteria.filter((criterion) => criterion.planId === plan.id);
    const scored = evaluations.filter((evaluation) => evaluation.planId === plan.id);
    for (const criterion of own) {
      const scores = scored
        .map((evaluation) => evaluation.scores[criterion.id])
        .filter((score): score is number => typeof score === "number");
      criteriaRows.push({
        plan: plan.name,
        criterion: criterion.name,
        maxScore: criterion.maxScore,
        average: scores.length ? roundAverage(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
        scores: scores.length,
      });
    }
    const maxTotal = own.reduce((sum, criterion) => sum + criterion.maxScore, 0);
    const bySession = new Map<string, { title: string; totals: number[] }>();
    for (const evaluation of scored) {
      const total = own.reduce((sum, criterion) => sum + (evaluation.scores[criterion.id] ?? 0), 0);
      const entry = bySession.get(evaluation.sessionId) ?? { title: evaluation.title, totals: [] };
      entry.totals.push(total);
      bySession.set(evaluation.sessionId, entry);
    }
    for (const [sessionId, { title, totals }] of bySession)
      sessionRows.push({
        sessionId,
        session: title,
        plan: plan.name,
        average: roundAverage(totals.reduce((a, b) => a + b, 0) / totals.length),
        maxTotal,
        evaluations: totals.length,
      });
  }
  return { criteria: criteriaRows, sessions: sessionRows };
}

async function portalFigures(db: Db, event: EventRow) {
  const ofEvent: SQL = inArray(
    portalActivity.portalId,
    db.select({ id: portals.id }).from(portals).where(eq(portals.eventId, event.id)),
  );
  const [kinds, days] = await Promise.all([
    db
      .select({ kind: portalActivity.kind, count: count() })
      .from(portalActivity)
      .where(ofEvent)
      .groupBy(portalActivity.kind)
      .orderBy(asc(portalActivity.kind)),
    db
      .select({ day: dayIn(portalActivity.at, event.timezone), count: count() })
      .from(portalActivity)
      .where(ofEvent)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  return {
    total: kinds.reduce((sum, row) => sum + row.count, 0),
    byKind: kinds.map((row) => ({ label: portalActivityLabel(row.kind), count: row.count })),
    byDay: days,
  };
}

async function importFigures(db: Db, event: EventRow) {
  const rows = await db
    .select({
      status: imports.status,
      runs: count(),
      rows: sql<number>`coalesce(sum(${imports.totalRecords}), 0)::int`,
    })
    .from(imports)
    .where(and(eq(imports.eventId, event.id), eq(imports.validateOnly, false)))
    .groupBy(imports.status)
    .orderBy(asc(imports.status));
  return rows.map((row) => ({ status: row.status, runs: row.runs, rows: Number(row.rows) }));
}

/** Every figure of the event's reports page. */
export async function figuresOf(db: Db, event: EventRow): Promise<EventReports> {
  const [submissions, registrations, byStatus, byTrack, evaluation, portal, importRuns] = await Promise.all([
    submissionsByDay(db, event, ["submission"]),
    submissionsByDay(db, event, ["intake", "application"]),
    sessionsBy(db, event, eventSessions.statusId, "No status"),
    sessionsBy(db, event, eventSessions.trackId, "No track"),
    evaluationFigures(db, event),
    portalFigures(db, event),
    importFigures(db, event),
  ]);
  return {
    timezone: event.timezone,
    submissions,
    registrations,
    sessionsByStatus: byStatus,
    sessionsByTrack: byTrack,
    evaluationCriteria: evaluation.criteria,
    evaluationSessions: evaluation.sessions,
    portalActivity: portal,
    imports: importRuns,
  };
}

/** GET /events/{eventId}/reports. */
export async function eventReports(db: Db, userId: string, eventId: string): Promise<EventReports> {
  const event = await requireEventPermission(db, userId, eventId, REPORTS_REQUIREMENT);
  return figuresOf(db, event);
}

/** GET /events/{eventId}/reports/{reportId}/export: one report as CSV, written to the export history. */
export async function reportCsv(
  db: Db,
  userId: string,
  eventId: string,
  reportId: ReportId,
): Promise<{ fileName: string; csv: string }> {
  const event = await requireEventPermission(db, userId, eventId, REPORTS_REQUIREMENT);
  const csv = `\uFEFF${toCsv(reportRows(await figuresOf(db, event), reportId))}`;
  const fileName = `${event.slug}-${reportId}-${new Date().toISOString().slice(0, 10)}.csv`;
  await recordExport(db, {
    orgId: event.orgId,
    eventId: event.id,
    userId,
    kind: "report",
    subject: reportLabels[reportId],
    reportId,
    fileName,
  });
  return { fileName, csv };
}
