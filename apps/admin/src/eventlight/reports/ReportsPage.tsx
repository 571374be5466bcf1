import "./reports.css";
import {
  type EventReports,
  type ReportId,
  reportIds,
  reportLabels,
  reportMessages,
  reportRows,
} from "@foyer/domain";
import { createReportsApi } from "@foyer/sdk";
import { downloadBlob, useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { eventKey } from "../../server-data/query-keys.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { type ChartBar, ReportChart } from "./ReportChart.js";

/** What each report's chart shows, from the figures; `columns` for a series of days. */
function chartOf(
  reports: EventReports,
  id: ReportId,
): { bars: ChartBar[]; columns?: boolean; empty: string } {
  switch (id) {
    case "submissions":
      return {
        bars: reports.submissions.byDay.map((row) => ({ label: row.day, value: row.count })),
        columns: true,
        empty: "No submissions yet: they count once a call for papers form is submitted.",
      };
    case "registrations":
      return {
        bars: reports.registrations.byDay.map((row) => ({ label: row.day, value: row.count })),
        columns: true,
        empty: "No registrations yet: intake and application forms count once submitted.",
      };
    case "sessions-by-status":
      return {
        bars: reports.sessionsByStatus.map((row) => ({ label: row.label, value: row.count })),
        empty: "No sessions yet.",
      };
    case "sessions-by-track":
      return {
        bars: reports.sessionsByTrack.map((row) => ({ label: row.label, value: row.count })),
        empty: "No sessions yet.",
      };
    case "evaluation-criteria":
      return {
        bars: reports.evaluationCriteria
          .filter((row) => row.average !== null)
          .map((row) => ({
            label: `${row.criterion} (${row.plan})`,
            value: row.average ?? 0,
            max: row.maxScore,
            valueText: `${row.average} / ${row.maxScore}`,
          })),
        empty: "No scores yet: averages appear once evaluators score sessions.",
      };
    case "evaluation-sessions":
      return {
        bars: reports.evaluationSessions.map((row) => ({
          label: row.session,
          value: row.average,
          max: row.maxTotal || 1,
          valueText: `${row.average} / ${row.maxTotal}`,
        })),
        empty: "No sessions evaluated yet.",
      };
    case "portal-activity":
      return {
        bars: reports.portalActivity.byKind.map((row) => ({ label: row.label, value: row.count })),
        empty: "No portal activity yet: tasks done, documents, messages and profile changes count here.",
      };
    case "imports":
      return {
        bars: reports.imports.map((row) => ({
          label: row.status,
          value: row.runs,
          valueText: `${row.runs} runs`,
        })),
        empty: "No imports yet.",
      };
  }
}

/** The words a chart's description gives, for screen readers: its total and largest bar. */
function describe(bars: readonly ChartBar[], columns: boolean): string {
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  if (columns) return `${bars.length} days from ${bars[0]?.label} to ${bars.at(-1)?.label}, ${total} in all.`;
  const top = [...bars].sort((a, b) => b.value - a.value)[0];
  return `${bars.length} bars; the largest is ${top?.label} with ${top?.valueText ?? top?.value}.`;
}

function ReportCard({
  id,
  reports,
  onDownload,
  downloading,
}: {
  id: ReportId;
  reports: EventReports;
  onDownload: (id: ReportId) => void;
  downloading: boolean;
}) {
  const headingId = useId();
  const { bars, columns = false, empty } = chartOf(reports, id);
  const [header, ...rows] = reportRows(reports, id);
  return (
    <section className="admin-panel report-card" id={`report-${id}`} aria-labelledby={headingId}>
      <header className="report-card__head">
        <h2 className="report-card__title" id={headingId}>
          {reportLabels[id]}
        </h2>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() => onDownload(id)}
          disabled={downloading}
          aria-label={`Download CSV: ${reportLabels[id]}`}
        >
          {downloading ? "Downloading..." : "Download CSV"}
        </button>
      </header>
      {bars.length === 0 ? (
        <p className="admin-empty__text">{empty}</p>
      ) : (
        <>
          <ReportChart
            title={reportLabels[id]}
            description={describe(bars, columns)}
            bars={bars}
            columns={columns}
          />
          <details className="report-card__table">
            <summary>Show the figures as a table</summary>
            <table className="admin-table">
              <caption className="foyer-visually-hidden">{reportLabels[id]}</caption>
              <thead>
                <tr>
                  {(header ?? []).map((cell) => (
                    <th key={String(cell)} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  // Rows have no id of their own; their order is the report's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={index}>
                    {row.map((cell, at) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <td key={at}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}

/**
 * /event-light/{eventId}/reports (spec 1 §2; spec 1 §6 read on reports; issue 20 item 5): the
 * event's figures as charts, each with its table and a formula-safe CSV download.
 */
export function ReportsPage() {
  const { eventId } = useEvent();
  const { http } = useApp().services.sdk;
  const api = useMemo(() => createReportsApi(http, eventId), [http, eventId]);
  const titleId = useId();
  const [downloading, setDownloading] = useState<ReportId | null>(null);
  const [failed, setFailed] = useState(false);
  const figures = useQuery({
    queryKey: eventKey(eventId, "reports"),
    queryFn: ({ signal }) => api.figures({ signal }),
    meta: { errorMessage: reportMessages.loadFailed },
  });

  const download = async (id: ReportId) => {
    setDownloading(id);
    setFailed(false);
    try {
      const blob = await api.exportCsv(id);
      downloadBlob(document.body, blob, `${id}.csv`);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="event-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Reports
          </h1>
          <p className="admin-section__lead">
            The event's figures from its own data. Each chart has its table and a CSV to download.
          </p>
        </header>
        {failed ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {reportMessages.downloadFailed}.
          </p>
        ) : null}
        {figures.status === "error" ? (
          <FailedPanel
            error={figures.error}
            message={reportMessages.loadFailed}
            onRetry={() => void figures.refetch()}
            backHref={eventPath(eventId, "dashboard")}
            backLabel="Back to the dashboard"
          />
        ) : figures.status === "pending" ? (
          <LoadingPanel text="Loading the reports..." />
        ) : (
          <div className="report-grid">
            {reportIds.map((id) => (
              <ReportCard
                key={id}
                id={id}
                reports={figures.data}
                onDownload={(report) => void download(report)}
                downloading={downloading === id}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
