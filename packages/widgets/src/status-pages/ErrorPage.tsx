import { messages } from "@foyer/domain";
import { homeLinkFor } from "./home-link.js";

export interface ErrorPageProps {
  /**
   * The path the error happened on; it chooses the home link.
   * @default location.pathname
   */
  pathname?: string;
  /**
   * What "Try again" does.
   * @default () => location.reload()
   */
  onRetry?: () => void;
}

/** The generic error page (spec 1 §2 "Other screens"): try again, or go back to the area's home. */
export function ErrorPage({ pathname, onRetry }: ErrorPageProps) {
  const home = homeLinkFor(pathname ?? (typeof location === "undefined" ? "/" : location.pathname));
  const retry = onRetry ?? (() => location.reload());
  return (
    <main className="foyer-screen foyer-status-page">
      <div className="foyer-status-page__card" role="alert">
        <h1 className="foyer-status-page__title">{messages.errorPageText}</h1>
        <div className="foyer-status-page__actions">
          <button type="button" className="foyer-button foyer-button--primary" onClick={retry}>
            Try again
          </button>
          <a className="foyer-button foyer-button--secondary" href={home.href}>
            {home.label}
          </a>
        </div>
      </div>
    </main>
  );
}
