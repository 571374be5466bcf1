import "./mailbox.css";
import { mailboxMessages, mailStatusLabels } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { formatDateTime } from "../../eventlight/format-dates.js";
import { LoadingPanel } from "../../eventlight/PagePanels.js";
import { MailboxFailed } from "./MailboxFailed.js";
import { MailParts } from "./MailParts.js";
import { mailboxPath, mailboxQueries, recipientOf, useMailboxApi } from "./mailbox-queries.js";

/**
 * /mailbox/{messageId}: one email as it was sent (or held), its links clickable, and what became
 * of its delivery. The message's HTML is never put into this page: it is shown in a sandboxed
 * frame beside the plain-text part.
 */
export function MailMessagePage() {
  const { messageId = "" } = useParams<{ messageId: string }>();
  const api = useMailboxApi();
  const message = useQuery(mailboxQueries.message(api, messageId));

  if (message.status === "error") {
    return (
      <MailboxFailed
        error={message.error}
        message={mailboxMessages.messageLoadFailed}
        onRetry={() => void message.refetch()}
      />
    );
  }
  if (message.status !== "success") return <LoadingPanel text="Loading the message..." />;
  const mail = message.data;
  return (
    <article className="admin-section mailbox" aria-labelledby="mail-subject">
      <p>
        <Link href={mailboxPath()}>← Outbox</Link>
      </p>
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="mail-subject">
          {mail.subject}
        </h1>
      </header>
      <dl className="mailbox-facts">
        <dt>To</dt>
        <dd>{recipientOf(mail)}</dd>
        <dt>From</dt>
        <dd>{mail.from}</dd>
        <dt>Status</dt>
        <dd>
          <span className={`mailbox-status mailbox-status--${mail.status}`}>
            {mailStatusLabels[mail.status]}
          </span>
          {mail.attempts > 0
            ? ` after ${mail.attempts === 1 ? "1 attempt" : `${mail.attempts} attempts`}`
            : ""}
        </dd>
        <dt>Made</dt>
        <dd>{formatDateTime(mail.createdAt)}</dd>
        {mail.sentAt ? (
          <>
            <dt>Sent</dt>
            <dd>{formatDateTime(mail.sentAt)}</dd>
          </>
        ) : null}
        {mail.serverResponse ? (
          <>
            <dt>Server's answer</dt>
            <dd>{mail.serverResponse}</dd>
          </>
        ) : null}
        {mail.failureReason ? (
          <>
            <dt>{mail.status === "failed" ? "Why it failed" : "Last failure"}</dt>
            <dd>{mail.failureReason}</dd>
          </>
        ) : null}
        <dt>Template</dt>
        <dd>{mail.template}</dd>
      </dl>
      <MailParts text={mail.text} html={mail.html} idPrefix="mail" />
    </article>
  );
}
