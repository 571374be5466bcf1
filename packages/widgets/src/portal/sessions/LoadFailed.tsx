/** A section that could not load: what failed, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="portal-load-failed">
      <p className="foyer-alert foyer-alert--error" role="alert">
        {message}.
      </p>
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
