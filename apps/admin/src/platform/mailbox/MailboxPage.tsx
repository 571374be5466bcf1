import "../../mail-view/mail-view.css";
import { clampPage, DEFAULT_PAGE_SIZE, type MailStatus, mailboxMessages, pageCount } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { formatDateTime } from "../../eventlight/format-dates.js";
import { LoadingPanel } from "../../eventlight/PagePanels.js";
import { Paginator } from "../../list-kit/Paginator.js";
import { useDebounced } from "../../list-kit/useDebounced.js";
import { MailFilters } from "../../mail-view/MailFilters.js";
import { MailLoadFailed } from "../../mail-view/MailLoadFailed.js";
import { MailStatusBadge, recipientOf } from "../../mail-view/MailStatusBadge.js";
import { DeliveryNote } from "./DeliveryNote.js";
import { mailboxPath, mailboxQueries, useMailboxApi } from "./mailbox-queries.js";

const count = (n: number) => (n === 1 ? "1 message" : `${n} messages`);

/**
 * /mailbox (platform admins; issue 19 item 1): every email the server made, newest first, found
 * by address or name, paged. Without SMTP_URL this is where mail waits, so the reset and
 * invitation links can be handed on.
 */
export function MailboxPage() {
  const api = useMailboxApi();
  const titleId = useId();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [status, setStatus] = useState<MailStatus | "">("");
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // The page belongs to the search it was chosen for: a new search starts on page 1 at once.
  const [paging, setPaging] = useState({ page: 1, key: "" });
  const key = `${q}\n${status}`;
  const page = paging.key === key ? paging.page : 1;
  const goTo = (next: number) => setPaging({ page: next, key });

  const list = useQuery(mailboxQueries.list(api, { page, pageSize, q, ...(status ? { status } : {}) }));
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
          Outbox
        </h1>
        <p className="admin-section__lead">Every email Foyer has made, and what became of it.</p>
        {shown ? <DeliveryNote delivery={shown.delivery} /> : null}
      </header>

      <MailFilters
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        countText={shown ? (q || status ? `${count(shown.total)} found` : count(shown.total)) : null}
      />

      {list.status === "error" ? (
        <MailLoadFailed
          error={list.error}
          message={mailboxMessages.loadFailed}
          onRetry={() => void list.refetch()}
          backHref={mailboxPath()}
          backLabel="Back to the outbox"
        />
      ) : !shown ? (
        <LoadingPanel text="Loading the outbox..." />
      ) : shown.messages.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">{q || status ? "No messages match" : "No messages yet"}</h2>
          <p className="admin-empty__text">
            {q || status
              ? "Search looks at the recipients' addresses and names."
              : "Password resets, team invitations and portal access emails appear here."}
          </p>
        </div>
      ) : (
        <div className="admin-panel admin-table-wrap" aria-busy={list.isPlaceholderData || undefined}>
          <table className="admin-table mailbox-table">
            <caption className="foyer-visually-hidden">Messages</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col">Made</th>
              </tr>
            </thead>
            <tbody>
              {shown.messages.map((message) => (
                <tr key={message.id}>
                  <th scope="row" className="admin-table__name">
                    <Link href={mailboxPath(message.id)}>{message.subject}</Link>
                  </th>
                  <td>{recipientOf(message)}</td>
                  <td>
                    <MailStatusBadge status={message.status} />
                  </td>
                  <td className="event-table__muted">{formatDateTime(message.createdAt)}</td>
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
            label="Pages of messages"
          />
        </div>
      )}
    </section>
  );
}
