import { messages } from "@foyer/domain";
import type { ReactNode } from "react";
import type { Fetch } from "./clone-wizard-model.js";

/** A wizard page's list as its fetch stands: the list, the failure with Try again, or loading. */
export function FetchedList<T>({
  fetch,
  onRetry,
  children,
}: {
  fetch: Fetch<T>;
  onRetry(): void;
  children(data: T): ReactNode;
}) {
  if (fetch.status === "ready") return <>{children(fetch.data)}</>;
  if (fetch.status === "error") {
    return (
      <div className="clone-empty" role="alert">
        <p>{fetch.message}</p>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p className="clone-empty" role="status">
      {messages.loading}
    </p>
  );
}
