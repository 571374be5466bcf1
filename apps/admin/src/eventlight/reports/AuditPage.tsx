import "./reports.css";
import {
  type AuditEntityType,
  auditEntityLabels,
  auditEntityTypes,
  auditSentences,
  auditValueText,
  type EventAuditEntry,
  type EventAuditQuery,
  eventAuditMessages,
} from "@foyer/domain";
import { createReportsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useSearch } from "wouter";
import { useDebounced } from "../../list-kit/useDebounced.js";
import { eventKey } from "../../server-data/query-keys.js";
import { builderPath } from "../../workflows/WorkflowsPage.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { formatDateTime } from "../format-dates.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { recordPath } from "../records/detail/record-detail-paths.js";
import { sessionPath } from "../sessions/session-paths.js";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value in a sentence: instants on the reader's clock, the rest as the audit wrote it. */
function valueText(value: unknown): string {
  return typeof value === "string" && INSTANT.test(value) ? formatDateTime(value) : auditValueText(value);
}

/** Where the entry's record or session is; null once it is deleted. */
function entityHref(eventId: string, entry: EventAuditEntry): string | null {
  if (entry.entityName === null) return null;
  if (entry.entityType === "session") return sessionPath(eventId, entry.entityId);
  if (entry.entityType === "workflow") return builderPath(eventId, entry.entityId);
  // A user account's entries (an SSO link, issue 21) have no page of the event.
  if (entry.entityType === "user") return null;
  if (entry.entityType === "record" && !entry.moduleId) return null;
  return recordPath(eventId, {
    type: entry.entityType,
    recordId: entry.entityId,
    ...(entry.moduleId ? { moduleId: entry.moduleId } : {}),
  });
}

/** `?userId=&entityType=&entityId=`: a link may open the audit on one person or one record. */
function initialFilters(search: string): {
  userId: string;
  entityType: AuditEntityType | "";
  entityId: string;
} {
  const params = new URLSearchParams(search);
  const type = params.get("entityType");
  return {
    userId: params.get("userId") ?? "",
    entityType: (auditEntityTypes as readonly string[]).includes(type ?? "") ? (type as AuditEntityType) : "",
    entityId: params.get("entityId") ?? "",
  };
}

/**
 * /event-light/{eventId}/audit (spec 1 §2; issue 20 item 6): who changed what and when, newest
 * first, one sentence per change, filtered by person, record (kind, name or one record) and
 * dates, more entries loaded by cursor. Spec 1 §6: read on history or on emails.
 */
export function AuditPage() {
  const { eventId } = useEvent();
  const { http } = useApp().services.sdk;
  const api = useMemo(() => createReportsApi(http, eventId), [http, eventId]);
  const titleId = useId();
  const address = useSearch();
  const [initial] = useState(() => initialFilters(address));
  const [userId, setUserId] = useState(initial.userId);
  const [entityType, setEntityType] = useState<AuditEntityType | "">(initial.entityType);
  const [entityId, setEntityId] = useState(initial.entityId);
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const rangeReversed = Boolean(from && to && from > to);

  const query: EventAuditQuery = {
    ...(userId ? { userId } : {}),
    ...(entityType ? { entityType } : {}),
    ...(entityType && entityId ? { entityId } : {}),
    ...(q ? { q } : {}),
    ...(from ? { from } : {}),
    ...(to && !rangeReversed ? { to } : {}),
  };
  const audit = useInfiniteQuery({
    queryKey: eventKey(eventId, "audit", query as Record<string, unknown>),
    queryFn: ({ pageParam, signal }) =>
      api.audit({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { errorMessage: eventAuditMessages.loadFailed },
    placeholderData: keepPreviousData,
  });
  const pages = audit.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const people = pages[0]?.people ?? [];
  const filtered = Object.keys(query).length > 0;
  const oneRecord = entries.find((entry) => entry.entityId === entityId);

  return (
    <div className="event-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Audit
          </h1>
          <p className="admin-section__lead">
            Every change to this event's records and sessions, newest first: who made it, and when.
          </p>
        </header>
        <fieldset className="audit-filters">
          <legend className="foyer-visually-hidden">Filter the audit</legend>
          <label>
            Person
            <select
              className="foyer-input"
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
            >
              <option value="">Anyone</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Record type
            <select
              className="foyer-input"
              value={entityType}
              onChange={(event) => {
                setEntityType(event.target.value as AuditEntityType | "");
                setEntityId("");
              }}
            >
              <option value="">Any record</option>
              {auditEntityTypes.map((type) => (
                <option key={type} value={type}>
                  {auditEntityLabels[type]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Record name
            <input
              className="foyer-input"
              type="search"
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label>
            From
            <input
              className="foyer-input"
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label>
            To
            <input
              className="foyer-input"
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          {entityId && entityType ? (
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              onClick={() => setEntityId("")}
            >
              Show every {auditEntityLabels[entityType]}
              {oneRecord?.entityName ? ` (not only '${oneRecord.entityName}')` : ""}
            </button>
          ) : null}
        </fieldset>
        {rangeReversed ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {eventAuditMessages.rangeReversed}.
          </p>
        ) : null}

        {audit.status === "error" ? (
          <FailedPanel
            error={audit.error}
            message={eventAuditMessages.loadFailed}
            onRetry={() => void audit.refetch()}
            backHref={eventPath(eventId, "dashboard")}
            backLabel="Back to the dashboard"
          />
        ) : audit.status === "pending" ? (
          <LoadingPanel text="Loading the audit..." />
        ) : entries.length === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            <h2 className="admin-empty__title">
              {filtered ? "No changes match" : "No changes recorded yet"}
            </h2>
            <p className="admin-empty__text">
              {filtered
                ? "Try another person, record or dates."
                : "Every change to a contact, account, record or session will be listed here."}
            </p>
          </div>
        ) : (
          <div
            className="admin-panel"
            aria-busy={audit.isPlaceholderData || audit.isFetchingNextPage || undefined}
          >
            <ol className="audit-list" aria-label="Changes">
              {entries.map((entry) => {
                const href = entityHref(eventId, entry);
                return (
                  <li key={entry.id} className="audit-entry">
                    {auditSentences(entry, valueText).map((sentence) => (
                      <p key={sentence} className="audit-entry__sentence">
                        {sentence}
                      </p>
                    ))}
                    <p className="audit-entry__meta event-table__muted">
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      {href ? (
                        <EventLink href={href}>
                          Open {auditEntityLabels[entry.entityType]} '{entry.entityName}'
                        </EventLink>
                      ) : null}
                      {entityId !== entry.entityId ? (
                        <button
                          type="button"
                          className="audit-link-button"
                          onClick={() => {
                            setEntityType(entry.entityType);
                            setEntityId(entry.entityId);
                          }}
                        >
                          Only this {auditEntityLabels[entry.entityType]}
                        </button>
                      ) : null}
                    </p>
                  </li>
                );
              })}
            </ol>
            {audit.hasNextPage ? (
              <button
                type="button"
                className="foyer-button foyer-button--secondary"
                disabled={audit.isFetchingNextPage}
                onClick={() => void audit.fetchNextPage()}
              >
                {audit.isFetchingNextPage ? "Loading..." : "Show older changes"}
              </button>
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}
