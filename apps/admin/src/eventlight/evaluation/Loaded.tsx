import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";

export interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** Said beside the spinner, e.g. "Loading evaluation plans...". */
  loadingText: string;
  /** The failure's sentence (a 404 says what is missing instead, with the server's words). */
  failedMessage: string;
  backHref: string;
  backLabel: string;
  children(data: T): ReactNode;
}

/**
 * The states of an evaluation page's data: loading, failed (a 404 as the missing page, other
 * failures with Try again; a 403 has already given way to the area's gate), then the page.
 */
export function Loaded<T>({
  query,
  loadingText,
  failedMessage,
  backHref,
  backLabel,
  children,
}: LoadedProps<T>) {
  if (query.status === "pending") return <LoadingPanel text={loadingText} />;
  if (query.status === "error") {
    return (
      <FailedPanel
        error={query.error}
        message={failedMessage}
        onRetry={() => void query.refetch()}
        backHref={backHref}
        backLabel={backLabel}
      />
    );
  }
  return <>{children(query.data)}</>;
}
