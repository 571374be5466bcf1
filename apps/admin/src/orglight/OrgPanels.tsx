export { LoadingPanel } from "../eventlight/PagePanels.js";

/** A failed load: what failed, and a way to try again. */
export function RetryPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-panel admin-panel--center">
      <p className="foyer-alert foyer-alert--error">{message}.</p>
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
