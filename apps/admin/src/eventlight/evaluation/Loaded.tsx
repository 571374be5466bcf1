import type { Remote } from "@foyer/widgets/react";
import type { ReactNode } from "react";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";

export interface LoadedProps<T> {
  remote: Remote<T>;
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
  remote,
  loadingText,
  failedMessage,
  backHref,
  backLabel,
  children,
}: LoadedProps<T>) {
  const { state } = remote;
  if (state.status === "loading") return <LoadingPanel text={loadingText} />;
  if (state.status === "error") {
    return (
      <FailedPanel
        error={state.error}
        message={failedMessage}
        onRetry={remote.reload}
        backHref={backHref}
        backLabel={backLabel}
      />
    );
  }
  return <>{children(state.data)}</>;
}
