import "../mail-view/mail-view.css";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  emailHistoryMessages,
  type MailStatus,
  pageCount,
  undeliveredStatuses,
} from "@foyer/domain";
import type { EmailHistoryScope } from "@foyer/sdk";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { formatDateTime } from "../eventlight/format-dates.js";
import { LoadingPanel } from "../eventlight/PagePanels.js";
import { Paginator } from "../list-kit/Paginator.js";
import { useDebounced } from "../list-kit/useDebounced.js";
import { MailFilters } from "../mail-view/MailFilters.js";
import { MailLoadFailed } from "../mail-view/MailLoadFailed.js";
import { MailStatusBadge, recipientOf } from "../mail-view/MailStatusBadge.js";
import { emailHistoryQueries, useEmailHistoryApi } from "./email-history-queries.js";

const count = (n: number) => (n === 1 ? "1 email" : `${n} emails`);

/**
 * history/emails of an event or organization (issue 19 item 5): what each person was sent,
 * newest first: when, to whom, which template, the status (a bounce or failure with its reason),
 * each opening the message. Found by address or name, filtered by status and template, paged.
 */
export function EmailHistoryList({
  scope,
  lead,
  messageHref,
  backHref,
}: {
  scope: EmailHistoryScope;
  lead: string;
  /** Where one message opens. */
  messageHref: (messageId: string) => string;
  /** Where the error screen leads back to. */
  backHref: string;
}) {
  const api = useEmailHistoryApi(scope);
  const titleId = useId();
  const templateId = useId();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [status, setStatus] = useState<MailStatus | "">("");
  const [template, setTemplate] = useState("");
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // The page belongs to the search it was chosen for: a new search starts on page 1 at once.
  const [paging, setPaging] = useState({ page: 1, key: "" });
  const key = `${q}\n${status}\n${template}`;
  const page = paging.key === key ? paging.page : 1;
  const goTo = (next: number) => setPaging({ page: next, key });
  const filtered = Boolean(q || status || template);

  const list = useQuery(
    emailHistoryQueries.list(api, scope, {
      page,
      pageSize,
      q,
      ...(status ? { status } : {}),
      ...(template ? { template } : {}),
    }),
  );
  const shown = list.data ?? null;

  useEffect(() => {
    if (list.status !== "success" || list.isPlaceholderData) return;
    const { messages, total, page: answered, pageSize: size } = list.data;
    if (messages.length === 0 && total > 0 && answered > 1)
      setPaging({ page: clampPage(answered, pageCount(total, size)), key });
  }, [list.status, list.isPlaceholderData, list.data, key]);

  return (
    <section className="admin-section mailbox" aria-labelledby={titleId}>
      <header className="admin-section__head">
        <h1 className="admin-section__title" id={titleId}>
          Email history
        </h1>
        <p className="admin-section__lead">{lead}</p>
      </header>

      <MailFilters
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        countText={shown ? (filtered ? `${count(shown.total)} found` : count(shown.total)) : null}
      >
        <label className="foyer-visually-hidden" htmlFor={templateId}>
          Template
        </label>
        <select
          id={templateId}
          className="foyer-input mailbox-status-filter"
          value={template}
          onChange={(event) => setTemplate(event.target.value)}
        >
          <option value="">Any template</option>
          {(shown?.templates ?? []).map((item) => (
            <option key={item.template} value={item.template}>
              {item.label}
            </option>
          ))}
        </select>
      </MailFilters>

      {list.status === "error" ? (
        <MailLoadFailed
          error={list.error}
          message={emailHistoryMessages.loadFailed}
          onRetry={() => void list.refetch()}
          backHref={backHref}
          backLabel="Back"
        />
      ) : !shown ? (
        <LoadingPanel text="Loading the emails..." />
      ) : shown.messages.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">{filtered ? "No emails match" : "No emails yet"}</h2>
          <p className="admin-empty__text">
            {filtered
              ? "Search looks at the recipients' addresses and names."
              : "Team invitations and portal access emails appear here once they are sent."}
          </p>
        </div>
      ) : (
        <div className="admin-panel admin-table-wrap" aria-busy={list.isPlaceholderData || undefined}>
          <table className="admin-table mailbox-table">
            <caption className="foyer-visually-hidden">Emails</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Template</th>
                <th scope="col">Status</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {shown.messages.map((message) => (
                <tr key={message.id}>
                  <th scope="row" className="admin-table__name">
                    <Link href={messageHref(message.id)}>{message.subject}</Link>
                  </th>
                  <td>{recipientOf(message)}</td>
                  <td>{message.templateLabel}</td>
                  <td>
                    <MailStatusBadge status={message.status} />
                    {undeliveredStatuses.includes(message.status) && message.failureReason ? (
                      <span className="mailbox-reason">{message.failureReason}</span>
                    ) : null}
                  </td>
                  <td className="event-table__muted">
                    {formatDateTime(message.sentAt ?? message.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Paginator
            page={page}
            pageSize={pageSize}
            total={shown.total}
            onPage={goTo}
            onPageSize={(size) => {
              setPageSize(size);
              goTo(1);
            }}
            label="Pages of emails"
          />
        </div>
      )}
    </section>
  );
}
