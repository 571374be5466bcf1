import "./activity-history.css";
import {
  type ActivityHistoryEntry,
  type ActivityHistoryType,
  activityHistoryLabels,
  activityHistoryMessages,
  DEFAULT_PAGE_SIZE,
} from "@foyer/domain";
import { type ActivityHistoryScope, createActivityHistoryApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { formatDateTime } from "../eventlight/format-dates.js";
import { LoadingPanel } from "../eventlight/PagePanels.js";
import { Paginator } from "../list-kit/Paginator.js";
import { MailLoadFailed } from "../mail-view/MailLoadFailed.js";

const leads: Record<ActivityHistoryType, string> = {
  imports: "Every import of records, newest first: who ran it, from which file, and what it wrote.",
  exports: "Every file downloaded, newest first: records and reports, who took them and when.",
  integrations: "Every sync with an outside event platform, newest first, with what it brought in.",
};

const empties: Record<ActivityHistoryType, string> = {
  imports: "Imports of contacts, accounts and other records appear here once someone runs one.",
  exports: "Exports of records and reports appear here once someone downloads one.",
  integrations: "Syncs from On24, Cvent or Swoogo appear here once one runs.",
};

/** Where an entry's details are, in the event area (its event's) or the organization's. */
function detailHref(entry: ActivityHistoryEntry, scope: ActivityHistoryScope): string | null {
  const eventId = "eventId" in scope ? scope.eventId : entry.event?.id;
  const inEvent = (rest: string) => (eventId ? `/event-light/${encodeURIComponent(eventId)}/${rest}` : null);
  switch (entry.link?.kind) {
    case "module":
      return inEvent(`modules/${encodeURIComponent(entry.link.moduleId)}`);
    case "report":
      return inEvent(`reports#report-${encodeURIComponent(entry.link.reportId)}`);
    case "integrations":
      return "orgId" in scope
        ? `/org-light/${encodeURIComponent(scope.orgId)}/settings/integrations`
        : inEvent("settings/integrations");
    default:
      return null;
  }
}

/**
 * history/{imports,exports,integrations} of an event or organization (issue 20 item 6): the lines
 * newest first, each leading to its details, paged. The pages put HistoryTabs above it.
 */
export function ActivityHistoryList({
  scope,
  type,
  backHref,
}: {
  scope: ActivityHistoryScope;
  type: ActivityHistoryType;
  backHref: string;
}) {
  const { http } = useApp().services.sdk;
  const scopeKey = "eventId" in scope ? `event:${scope.eventId}` : `org:${scope.orgId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope's identity is its key.
  const api = useMemo(() => createActivityHistoryApi(http, scope), [http, scopeKey]);
  const titleId = useId();
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE, type });
  const page = paging.type === type ? paging : { page: 1, pageSize: paging.pageSize, type };
  const list = useQuery({
    queryKey: ["history", type, scopeKey, page.page, page.pageSize],
    queryFn: ({ signal }) => api.list(type, { page: page.page, pageSize: page.pageSize }, { signal }),
    meta: { errorMessage: activityHistoryMessages.loadFailed },
    placeholderData: keepPreviousData,
  });
  const shown = list.data ?? null;
  const withEvent = "orgId" in scope;

  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="admin-section__head">
        <h1 className="admin-section__title" id={titleId}>
          {activityHistoryLabels[type]} history
        </h1>
        <p className="admin-section__lead">{leads[type]}</p>
      </header>
      {list.status === "error" ? (
        <MailLoadFailed
          error={list.error}
          message={activityHistoryMessages.loadFailed}
          onRetry={() => void list.refetch()}
          backHref={backHref}
          backLabel="Back"
        />
      ) : !shown ? (
        <LoadingPanel text="Loading the history..." />
      ) : shown.entries.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">Nothing here yet</h2>
          <p className="admin-empty__text">{empties[type]}</p>
        </div>
      ) : (
        <div className="admin-panel admin-table-wrap" aria-busy={list.isPlaceholderData || undefined}>
          <table className="admin-table">
            <caption className="foyer-visually-hidden">{activityHistoryLabels[type]}</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                {withEvent ? <th scope="col">Event</th> : null}
                <th scope="col">Who</th>
                <th scope="col">Status</th>
                <th scope="col">Details</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {shown.entries.map((entry) => {
                const href = detailHref(entry, scope);
                return (
                  <tr key={entry.id}>
                    <th scope="row" className="admin-table__name">
                      {href ? <Link href={href}>{entry.title}</Link> : entry.title}
                    </th>
                    {withEvent ? <td>{entry.event?.name ?? "—"}</td> : null}
                    <td>{entry.user?.name || "Someone no longer on the team"}</td>
                    <td>
                      <span className="event-tag">{entry.status}</span>
                    </td>
                    <td className="event-table__muted">{entry.detail}</td>
                    <td className="event-table__muted">
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Paginator
            page={page.page}
            pageSize={page.pageSize}
            total={shown.total}
            onPage={(next) => setPaging({ ...page, page: next })}
            onPageSize={(size) => setPaging({ page: 1, pageSize: size, type })}
            label={`Pages of ${activityHistoryLabels[type].toLowerCase()}`}
          />
        </div>
      )}
    </section>
  );
}
