import "../records/records.css";
import "./sessions.css";
import {
  DEFAULT_PAGE_SIZE,
  type DecisionMailStatus,
  type DecisionSendBody,
  type DecisionSendResult,
  decisionMailMessages,
  decisionMailStatusLabels,
  type SessionDecision,
  sessionDecisionLabels,
} from "@foyer/domain";
import { createDecisionMailsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { ConfirmDialog } from "../../list-kit/ConfirmDialog.js";
import { Paginator } from "../../list-kit/Paginator.js";
import { useDebounced } from "../../list-kit/useDebounced.js";
import { useEvent } from "../event-context.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { DecisionMailEditor } from "./DecisionMailEditor.js";

const emails = (n: number) => (n === 1 ? "1 email" : `${n.toLocaleString("en-US")} emails`);

/** The event's decision emails' calls over the app's HTTP client. */
export function useDecisionMailsApi() {
  const { services } = useApp();
  const { eventId } = useEvent();
  const { http } = services.sdk;
  return useMemo(() => createDecisionMailsApi(http, eventId), [http, eventId]);
}

export const decisionMailKeys = { all: (eventId: string) => ["decision-mails", eventId] as const };

/**
 * /event-light/{eventId}/sessions/decisions (issue 19 item 3): the decision emails organizers
 * wrote from the sessions list. Drafts are read, edited or discarded one by one and sent in bulk
 * (the chosen ones, or every draft matching the filters) after a confirmation; nothing is sent
 * by itself, and a sent email is read only.
 */
export function DecisionMailsPage() {
  const { eventId } = useEvent();
  const { services } = useApp();
  const api = useDecisionMailsApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [decision, setDecision] = useState<SessionDecision | "">("");
  const [status, setStatus] = useState<DecisionMailStatus | "">("draft");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ body: DecisionSendBody; count: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [result, setResult] = useState<DecisionSendResult | null>(null);

  const filter = { q, ...(decision ? { decision } : {}) };
  const query = { ...filter, ...(status ? { status } : {}), page, pageSize };
  const list = useQuery({
    queryKey: [...decisionMailKeys.all(eventId), "list", query],
    queryFn: ({ signal }) => api.list(query, { signal }),
    placeholderData: keepPreviousData,
  });
  // "All matching": every draft the filters find, whichever status the list shows.
  const drafts = useQuery({
    queryKey: [...decisionMailKeys.all(eventId), "drafts", filter],
    queryFn: ({ signal }) => api.list({ ...filter, status: "draft", pageSize: 1 }, { signal }),
  });
  const detail = useQuery({
    queryKey: [...decisionMailKeys.all(eventId), "one", open],
    queryFn: ({ signal }) => api.get(open as string, { signal }),
    enabled: open !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: decisionMailKeys.all(eventId) });

  const shown = list.data ?? null;
  const draftRows = shown?.mails.filter((mail) => mail.status === "draft") ?? [];
  const allChosen = draftRows.length > 0 && draftRows.every((mail) => chosen.has(mail.id));
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const matching = drafts.data?.total ?? 0;

  const send = async () => {
    if (!confirming) return;
    setSending(true);
    setSendError(null);
    try {
      const answer = await api.send(confirming.body);
      setResult(answer);
      setConfirming(null);
      setChosen(new Set());
      services.toasts.show({ message: `${emails(answer.queued)} sent.`, severity: "success" });
      await refresh();
    } catch (caught) {
      setSendError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="event-page sessions-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              Decision emails
            </h1>
            <p className="admin-section__lead">
              Accepted and rejected emails written for sessions' speakers. Nothing is sent until you send it,
              and each person's email is sent once.
            </p>
          </div>
          <div className="records-actions">
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              disabled={chosen.size === 0}
              onClick={() => setConfirming({ body: { ids: [...chosen] }, count: chosen.size })}
            >
              {chosen.size > 0 ? `Send ${emails(chosen.size)}` : "Send selected"}
            </button>
            <button
              type="button"
              className="foyer-button foyer-button--primary"
              disabled={matching === 0}
              onClick={() => setConfirming({ body: { filter }, count: matching })}
            >
              {matching > 0 ? `Send all ${emails(matching)} matching` : "No drafts to send"}
            </button>
          </div>
        </header>

        <div className="records-toolbar">
          <label className="foyer-visually-hidden" htmlFor={`${titleId}-q`}>
            Search decision emails
          </label>
          <input
            id={`${titleId}-q`}
            type="search"
            className="foyer-input records-search"
            placeholder="Search by name, address or session"
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <label className="foyer-field__label" htmlFor={`${titleId}-decision`}>
            Decision
          </label>
          <select
            id={`${titleId}-decision`}
            className="foyer-input"
            value={decision}
            onChange={(event) => {
              setDecision(event.target.value as SessionDecision | "");
              setPage(1);
            }}
          >
            <option value="">All</option>
            <option value="accepted">{sessionDecisionLabels.accepted}</option>
            <option value="rejected">{sessionDecisionLabels.rejected}</option>
          </select>
          <label className="foyer-field__label" htmlFor={`${titleId}-status`}>
            Status
          </label>
          <select
            id={`${titleId}-status`}
            className="foyer-input"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DecisionMailStatus | "");
              setPage(1);
            }}
          >
            <option value="">All</option>
            <option value="draft">{decisionMailStatusLabels.draft}</option>
            <option value="sent">{decisionMailStatusLabels.sent}</option>
            <option value="discarded">{decisionMailStatusLabels.discarded}</option>
          </select>
          {shown ? (
            <span className="records-count" aria-live="polite">
              {emails(shown.total)}
            </span>
          ) : null}
        </div>

        {result ? (
          <p className="admin-notice" role="status">
            {emails(result.queued)} sent
            {result.refused > 0 ? `, ${emails(result.refused)} refused by the outbox (address)` : ""}
            {result.skipped > 0 ? `, ${emails(result.skipped)} already sent or discarded` : ""}.
          </p>
        ) : null}

        {list.status === "error" ? (
          <FailedPanel
            error={list.error}
            message={decisionMailMessages.loadFailed}
            onRetry={() => void list.refetch()}
            backHref="/home"
            backLabel="Back to your events"
          />
        ) : !shown ? (
          <LoadingPanel text="Loading decision emails..." />
        ) : shown.total === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            <h2 className="admin-empty__title">No decision emails here</h2>
            <p className="admin-empty__text">
              On the sessions list, select sessions and choose “Write decision emails…” to write drafts.
            </p>
          </div>
        ) : (
          <div className="admin-panel records-list">
            <div className="admin-table-wrap" aria-busy={list.isFetching || undefined}>
              <table className="admin-table records-table">
                <caption className="foyer-visually-hidden">Decision emails</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label="Select all drafts on this page"
                        checked={allChosen}
                        disabled={draftRows.length === 0}
                        onChange={() =>
                          setChosen((before) => {
                            const next = new Set(before);
                            for (const mail of draftRows) {
                              if (allChosen) next.delete(mail.id);
                              else next.add(mail.id);
                            }
                            return next;
                          })
                        }
                      />
                    </th>
                    <th scope="col">Person</th>
                    <th scope="col">Session</th>
                    <th scope="col">Decision</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.mails.map((mail) => (
                    <tr key={mail.id}>
                      <td>
                        {mail.status === "draft" ? (
                          <input
                            type="checkbox"
                            aria-label={`Select the email to ${mail.toName || mail.toAddress}`}
                            checked={chosen.has(mail.id)}
                            onChange={() => toggle(mail.id)}
                          />
                        ) : null}
                      </td>
                      <th scope="row" className="admin-table__name">
                        <button type="button" className="foyer-link-button" onClick={() => setOpen(mail.id)}>
                          {mail.toName || mail.toAddress}
                        </button>
                        <span className="event-table__meta">{mail.toAddress}</span>
                      </th>
                      <td data-label="Session">{mail.sessionTitle}</td>
                      <td data-label="Decision">{sessionDecisionLabels[mail.decision]}</td>
                      <td data-label="Subject">{mail.subject}</td>
                      <td data-label="Status">
                        {decisionMailStatusLabels[mail.status]}
                        {mail.edited && mail.status === "draft" ? (
                          <span className="event-table__meta">Edited</span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Paginator
              label="Pages of decision emails"
              page={shown.page}
              pageSize={pageSize}
              total={shown.total}
              onPage={setPage}
              onPageSize={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </div>
        )}
      </section>

      {open !== null && detail.status === "success" ? (
        <DecisionMailEditor
          key={detail.data.id}
          mail={detail.data}
          onSave={async (words) => {
            await api.edit(detail.data.id, words);
            services.toasts.show({ message: "The draft has been saved.", severity: "success" });
            setOpen(null);
            await refresh();
          }}
          onDiscard={async () => {
            await api.discard(detail.data.id);
            setOpen(null);
            await refresh();
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}

      {confirming ? (
        <ConfirmDialog
          title={`Send ${emails(confirming.count)}?`}
          confirmLabel={`Send ${emails(confirming.count)}`}
          busyLabel="Sending..."
          busy={sending}
          danger={false}
          error={sendError}
          onConfirm={() => void send()}
          onCancel={() => {
            setConfirming(null);
            setSendError(null);
          }}
        >
          Each person gets their email once; sent emails cannot be changed or sent again.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
