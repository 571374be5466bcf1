import { isHttpError } from "@foyer/sdk";
import { Link } from "wouter";

/** A failed load of mail: a 404 says the message is gone; anything else offers to try again. */
export function MailLoadFailed({
  error,
  message,
  onRetry,
  backHref,
  backLabel,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
  backHref: string;
  backLabel: string;
}) {
  if (isHttpError(error) && error.status === 404) {
    return (
      <div className="admin-panel admin-panel--center admin-empty">
        <h1 className="admin-empty__title">{error.message}</h1>
        <Link className="foyer-button foyer-button--secondary" href={backHref}>
          {backLabel}
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
