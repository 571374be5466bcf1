import {
  type FormKind,
  HISTORY_REQUIREMENT,
  historyTypeLabels,
  meetsRequirement,
  type PermissionProfile,
  type RecordDetail,
  type RecordHistory,
  type RecordHistoryType,
  undeliveredStatuses,
} from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { eventPath, kindLabels, submissionPath } from "../../event-paths.js";
import { formatDateTime } from "../../format-dates.js";
import { eventEmailPath } from "../../history/history-routes.js";
import "../../../mail-view/mail-view.css";
import { MailStatusBadge } from "../../../mail-view/MailStatusBadge.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { recordKeys } from "../record-queries.js";
import { recordPath } from "./record-detail-paths.js";
import { useRecordDetailApi } from "./useRecordDetailApi.js";

export const HISTORY_LOAD_FAILED = "An error occurred getting the history";

const emptyTexts: Record<RecordHistoryType, string> = {
  forms: "No form submissions were found for this contact's sign-in or email.",
  emails: "This event has sent no email to this contact's address or sign-in.",
  sessions: "This contact takes part in no session.",
  imports: "No import created this record: it was added another way.",
  merges: "No contact has been merged into this one.",
  contacts: "No contact belongs to this account.",
};

const statusLabels: Record<string, string> = {
  finished: "Finished",
  failed: "Failed",
  reverted: "Reverted",
  pending: "Waiting",
  processing: "Running",
  submitted: "Submitted",
  draft: "Draft",
};

/**
 * The record's history types the profile may open: its emails need read on history or on emails
 * besides the record (spec 1 §6), as the server checks.
 */
export function visibleHistoryTypes(record: RecordDetail, profile: PermissionProfile): RecordHistoryType[] {
  const readsHistory = meetsRequirement(profile, HISTORY_REQUIREMENT);
  return record.historyTypes.filter((type) => type !== "emails" || readsHistory);
}

/** history/{historyType}: the record's histories as sub-tabs, and the chosen one as a table. */
export function HistoryPanel({
  record,
  historyType,
}: {
  record: RecordDetail;
  historyType: RecordHistoryType;
}) {
  const { eventId, profile } = useEvent();
  const api = useRecordDetailApi();
  const location = { type: record.type, recordId: record.id, moduleId: record.module.id };
  const history = useQuery({
    queryKey: [...recordKeys.record(eventId, record.type, record.id), "history", historyType],
    queryFn: () => api.history({ eventId, type: record.type, recordId: record.id }, historyType),
    meta: { errorMessage: HISTORY_LOAD_FAILED },
  });

  return (
    <section className="admin-panel event-card" aria-labelledby="record-history-title">
      <h2 className="event-card__title" id="record-history-title">
        History: {historyTypeLabels[historyType]}
      </h2>
      <nav className="record-subtabs" aria-label="Histories">
        {visibleHistoryTypes(record, profile).map((type) => (
          <EventLink
            key={type}
            className="record-subtabs__link"
            href={recordPath(eventId, location, { history: type })}
            aria-current={type === historyType ? "page" : undefined}
          >
            {historyTypeLabels[type]}
          </EventLink>
        ))}
      </nav>
      {history.status === "pending" ? (
        <LoadingPanel text="Loading the history..." />
      ) : history.status === "error" ? (
        <FailedPanel
          error={history.error}
          message={HISTORY_LOAD_FAILED}
          onRetry={() => void history.refetch()}
          backHref={recordPath(eventId, location)}
          backLabel={`Back to the ${record.module.recordName}`}
        />
      ) : history.data.items.length === 0 ? (
        <p className="record-history__empty">{emptyTexts[historyType]}</p>
      ) : (
        <HistoryTable history={history.data} eventId={eventId} />
      )}
    </section>
  );
}

function Table({
  caption,
  heads,
  rows,
}: {
  caption: string;
  heads: string[];
  rows: [string, ReactNode[]][];
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="foyer-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, cells]) => (
            <tr key={key}>
              {cells.map((cell, index) =>
                index === 0 ? (
                  <th key={heads[index]} scope="row" className="admin-table__name">
                    {cell}
                  </th>
                ) : (
                  <td key={heads[index]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const isFormKind = (kind: string): kind is FormKind => kind in kindLabels;

function HistoryTable({ history, eventId }: { history: RecordHistory; eventId: string }) {
  switch (history.type) {
    case "forms":
      return (
        <Table
          caption="Form submissions"
          heads={["Form", "Status", "Date", "Found by"]}
          rows={history.items.map((item) => [
            item.submissionId,
            [
              isFormKind(item.formKind) ? (
                <EventLink
                  key="f"
                  href={submissionPath(eventId, item.formKind, item.formId, item.submissionId)}
                >
                  {item.formName}
                </EventLink>
              ) : (
                item.formName
              ),
              statusLabels[item.status] ?? item.status,
              formatDateTime(item.submittedAt ?? item.createdAt),
              item.matchedBy === "user" ? "Sign-in" : "Email in the answers",
            ],
          ])}
        />
      );
    case "emails":
      return (
        <Table
          caption="Emails"
          heads={["Subject", "Template", "Status", "When"]}
          rows={history.items.map((item) => [
            item.id,
            [
              <EventLink key="m" href={eventEmailPath(eventId, item.id)}>
                {item.subject}
              </EventLink>,
              item.templateLabel,
              <>
                <MailStatusBadge status={item.status} />
                {undeliveredStatuses.includes(item.status) && item.failureReason ? (
                  <span className="mailbox-reason">{item.failureReason}</span>
                ) : null}
              </>,
              formatDateTime(item.sentAt ?? item.createdAt),
            ],
          ])}
        />
      );
    case "sessions":
      return (
        <Table
          caption="Sessions"
          heads={["Session", "Role", "Starts"]}
          rows={history.items.map((item) => [
            `${item.sessionId}-${item.role}`,
            [
              <EventLink key="s" href={eventPath(eventId, `sessions/${encodeURIComponent(item.sessionId)}`)}>
                {item.title}
              </EventLink>,
              item.role ?? "",
              item.startsAt ? formatDateTime(item.startsAt) : "Not scheduled",
            ],
          ])}
        />
      );
    case "imports":
      return (
        <Table
          caption="Imports"
          heads={["File", "Into", "Status", "By", "When"]}
          rows={history.items.map((item) => [
            item.id,
            [
              `${item.fileName}${item.relation === "created-merged" ? " (created a merged contact)" : ""}`,
              item.moduleName,
              statusLabels[item.status] ?? item.status,
              item.userName ?? "",
              formatDateTime(item.createdAt),
            ],
          ])}
        />
      );
    case "merges":
      return (
        <Table
          caption="Merged contacts"
          heads={["Contact", "Email", "Merged by", "When"]}
          rows={history.items.map((item) => [
            item.id,
            [item.name, item.email ?? "", item.userName ?? "", formatDateTime(item.at)],
          ])}
        />
      );
    case "contacts":
      return (
        <Table
          caption="Contacts"
          heads={["Name", "Email", "Title"]}
          rows={history.items.map((item) => [
            item.id,
            [
              <EventLink key="c" href={recordPath(eventId, { type: "contact", recordId: item.id })}>
                {item.name || "(no name)"}
              </EventLink>,
              item.email ?? "",
              item.title ?? "",
            ],
          ])}
        />
      );
  }
}
