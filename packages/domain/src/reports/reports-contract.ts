import { z } from "zod";
import type { Requirement } from "../permissions/permission-rules.js";

/*
 * The event's reports (issue 20 item 5; spec 1 §2 `reports`, spec 1 §6 read on reports): figures
 * read from the event's own data, each with a CSV of the same figures. API:
 * `GET /api/events/{eventId}/reports` and `GET /api/events/{eventId}/reports/{reportId}/export`.
 */

/** Spec 1 §6: reports need read on reports. */
export const REPORTS_REQUIREMENT: Requirement = [{ module: "reports", action: "read" }];

export const reportIds = [
  "submissions",
  "registrations",
  "sessions-by-status",
  "sessions-by-track",
  "evaluation-criteria",
  "evaluation-sessions",
  "portal-activity",
  "imports",
] as const;
export type ReportId = (typeof reportIds)[number];

export const reportLabels: Record<ReportId, string> = {
  submissions: "Submissions over time",
  registrations: "Registrations over time",
  "sessions-by-status": "Sessions by status",
  "sessions-by-track": "Sessions by track",
  "evaluation-criteria": "Evaluation results by criterion",
  "evaluation-sessions": "Evaluation results by session",
  "portal-activity": "Portal activity",
  imports: "Imports",
};

export const reportMessages = {
  loadFailed: "An error occurred getting the reports",
  unknownReport: `Report must be one of ${reportIds.join(", ")}`,
  downloadFailed: "An error occurred downloading the report",
} as const;

export const reportParams = z.object({
  eventId: z.string().min(1).max(200),
  reportId: z.enum(reportIds, { error: reportMessages.unknownReport }),
});

/** A count on one day of the event's clock. */
const dayCount = z.object({
  day: z.string().describe("YYYY-MM-DD on the event's clock"),
  count: z.number().int(),
});
/** A count under a name ('Confirmed', 'Data track', 'No track'). */
const labelCount = z.object({ label: z.string(), count: z.number().int() });

export const eventReports = z
  .object({
    timezone: z.string().describe("The event's time zone, whose days the day counts use"),
    submissions: z.object({ total: z.number().int(), byDay: z.array(dayCount) }),
    registrations: z.object({ total: z.number().int(), byDay: z.array(dayCount) }),
    sessionsByStatus: z.array(labelCount),
    sessionsByTrack: z.array(labelCount),
    evaluationCriteria: z.array(
      z.object({
        plan: z.string(),
        criterion: z.string(),
        maxScore: z.number().int(),
        average: z.number().nullable().describe("Null before any score"),
        scores: z.number().int(),
      }),
    ),
    evaluationSessions: z.array(
      z.object({
        sessionId: z.string(),
        session: z.string(),
        plan: z.string(),
        average: z.number().describe("The average of its evaluations' totals"),
        maxTotal: z.number().int(),
        evaluations: z.number().int(),
      }),
    ),
    portalActivity: z.object({
      total: z.number().int(),
      byKind: z.array(labelCount),
      byDay: z.array(dayCount),
    }),
    imports: z.array(
      z.object({
        status: z.string(),
        runs: z.number().int(),
        rows: z.number().int().describe("Rows read by these runs"),
      }),
    ),
  })
  .meta({ id: "EventReports" });
export type EventReports = z.infer<typeof eventReports>;

const portalActivityLabels: Record<string, string> = {
  task_done: "Tasks done",
  task_reopened: "Tasks reopened",
  document_uploaded: "Documents uploaded",
  document_removed: "Documents removed",
  message_sent: "Messages sent",
  profile_updated: "Profiles updated",
};

/** A portal activity kind in words. */
export function portalActivityLabel(kind: string): string {
  return portalActivityLabels[kind] ?? kind;
}

/** One decimal place, as the charts and the files show averages. */
export function roundAverage(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * A report as rows: the header first. The CSV export writes these through `toCsv`, so a name
 * like "=HYPERLINK(…)" opens as text; the page's table alternative shows the same rows.
 */
export function reportRows(reports: EventReports, id: ReportId): (string | number)[][] {
  switch (id) {
    case "submissions":
      return [["Day", "Submissions"], ...reports.submissions.byDay.map((row) => [row.day, row.count])];
    case "registrations":
      return [["Day", "Registrations"], ...reports.registrations.byDay.map((row) => [row.day, row.count])];
    case "sessions-by-status":
      return [["Status", "Sessions"], ...reports.sessionsByStatus.map((row) => [row.label, row.count])];
    case "sessions-by-track":
      return [["Track", "Sessions"], ...reports.sessionsByTrack.map((row) => [row.label, row.count])];
    case "evaluation-criteria":
      return [
        ["Plan", "Criterion", "Average score", "Maximum score", "Scores"],
        ...reports.evaluationCriteria.map((row) => [
          row.plan,
          row.criterion,
          row.average === null ? "" : row.average,
          row.maxScore,
          row.scores,
        ]),
      ];
    case "evaluation-sessions":
      return [
        ["Session", "Plan", "Average total", "Maximum total", "Evaluations"],
        ...reports.evaluationSessions.map((row) => [
          row.session,
          row.plan,
          row.average,
          row.maxTotal,
          row.evaluations,
        ]),
      ];
    case "portal-activity":
      return [["Activity", "Count"], ...reports.portalActivity.byKind.map((row) => [row.label, row.count])];
    case "imports":
      return [["Status", "Runs", "Rows"], ...reports.imports.map((row) => [row.status, row.runs, row.rows])];
  }
}
