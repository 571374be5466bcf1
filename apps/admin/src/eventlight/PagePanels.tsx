import { messages } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from "react";
import { EventLink } from "./EventLink.js";

/** The states every event page goes through, in the look of the admin's other screens. */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <div className="admin-panel admin-panel--center" role="status">
      <span className="foyer-spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** The link back from a panel: EventLink inside the event area, a plain route link elsewhere. */
type BackLink = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

/** A failed load: a 404 says what is missing; anything else offers to try again. */
export function FailedPanel({
  error,
  message,
  onRetry,
  backHref,
  backLabel,
  backLink,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
  backHref: string;
  backLabel: string;
  backLink?: BackLink;
}) {
  if (isHttpError(error) && error.status === 404) {
    return (
      <MissingPanel
        title={error.message || messages.notFoundTitle}
        backHref={backHref}
        backLabel={backLabel}
        {...(backLink ? { backLink } : {})}
      />
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

export function MissingPanel({
  title,
  text,
  backHref,
  backLabel,
  backLink: Back = EventLink,
}: {
  title: string;
  text?: ReactNode;
  backHref: string;
  backLabel: string;
  backLink?: BackLink;
}) {
  return (
    <div className="admin-panel admin-panel--center admin-empty">
      <h2 className="admin-empty__title">{title}</h2>
      {text ? <p className="admin-empty__text">{text}</p> : null}
      <Back className="foyer-button foyer-button--secondary" href={backHref}>
        {backLabel}
      </Back>
    </div>
  );
}

/** Any other path under /event-light/{eventId}/ (spec 1 §2: any other path shows a not-found page). */
export function NotFoundPanel({ backHref }: { backHref: string }) {
  return (
    <MissingPanel
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      backHref={backHref}
      backLabel="Back to the event's forms"
    />
  );
}
