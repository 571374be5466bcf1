import "./mail-view.css";
import type { MailMessage } from "@foyer/domain";
import type { ReactNode } from "react";
import { formatDateTime } from "../eventlight/format-dates.js";
import { MailParts } from "./MailParts.js";
import { MailStatusBadge, recipientOf } from "./MailStatusBadge.js";

/**
 * One email as it was sent (or held): who it went to, what became of its delivery (a bounce or
 * failure with its reason), the text part with its links clickable, and the HTML part in a
 * sandboxed frame, never in the page itself. The platform outbox and the event's and
 * organization's history show messages with it.
 */
export function MailMessageView({
  mail,
  back,
  children,
}: {
  mail: MailMessage;
  /** The link back to the list it was opened from. */
  back: ReactNode;
  /** Shown between the facts and the parts (a note, an action). */
  children?: ReactNode;
}) {
  return (
    <article className="admin-section mailbox" aria-labelledby="mail-subject">
      <p>{back}</p>
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
          <MailStatusBadge status={mail.status} />
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
            <dt>
              {mail.status === "bounced"
                ? "Why it bounced"
                : mail.status === "failed"
                  ? "Why it failed"
                  : "Last failure"}
            </dt>
            <dd>{mail.failureReason}</dd>
          </>
        ) : null}
        <dt>Template</dt>
        <dd>{mail.templateLabel}</dd>
      </dl>
      {children}
      <MailParts text={mail.text} html={mail.html} idPrefix="mail" />
    </article>
  );
}
