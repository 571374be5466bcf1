import "./mail-view.css";
import type { MailMessage } from "@foyer/domain";
import type { ReactNode } from "react";
import { formatDateTime } from "../eventlight/format-dates.js";
import { LinkedText } from "./LinkedText.js";
import { MailStatusBadge, recipientOf } from "./MailStatusBadge.js";

/**
 * The HTML part, for a frame that runs no script and reaches nothing of this page (`sandbox`
 * without allow-scripts or allow-same-origin). Its links open in a new tab.
 */
const framed = (html: string) => `<base target="_blank">${html}`;

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
      <section className="admin-panel mailbox-part" aria-labelledby="mail-text">
        <h2 className="mailbox-part__title" id="mail-text">
          Text
        </h2>
        <LinkedText text={mail.text} />
      </section>
      <section className="admin-panel mailbox-part" aria-labelledby="mail-html">
        <h2 className="mailbox-part__title" id="mail-html">
          HTML
        </h2>
        <iframe
          className="mailbox-html"
          title="The message's HTML part"
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={framed(mail.html)}
        />
      </section>
    </article>
  );
}
