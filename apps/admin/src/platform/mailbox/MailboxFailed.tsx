import { isHttpError } from "@foyer/sdk";
import { Link } from "wouter";
import { mailboxPath } from "./mailbox-queries.js";

/** A failed load of the outbox: a 404 says the message is gone; anything else offers to try again. */
export function MailboxFailed({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  if (isHttpError(error) && error.status === 404) {
    return (
      <div className="admin-panel admin-panel--center admin-empty">
        <h1 className="admin-empty__title">{error.message}</h1>
        <Link className="foyer-button foyer-button--secondary" href={mailboxPath()}>
          Back to the outbox
        </Link>
      </div>
    );
  }
  return (
    <div className="admin-panel admin-panel--center">
      <p className="foyer-alert foyer-alert--error">{message}.</p>
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
