import { type QueryKey, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { SessionSettingsFrame } from "../SessionSettingsPage.js";
import { sessionsPath } from "../session-paths.js";

/**
 * A session settings page's frame around settings read from the server: loading, then the form
 * (made anew whenever the settings are read again), or what went wrong with a retry.
 */
export function LoadedSettings<T>({
  current,
  lead,
  queryKey,
  load,
  loadFailed,
  loadingText,
  children,
}: {
  current: string;
  lead: string;
  queryKey: QueryKey;
  load: () => Promise<T>;
  loadFailed: string;
  loadingText: string;
  /** The form over the settings; `version` changes when they are read again. */
  children: (settings: T, version: number) => ReactNode;
}) {
  const { eventId } = useEvent();
  const remote = useQuery({ queryKey, queryFn: load, meta: { errorMessage: loadFailed } });
  return (
    <SessionSettingsFrame current={current} lead={lead}>
      {remote.data ? (
        children(remote.data, remote.dataUpdatedAt)
      ) : remote.status === "error" ? (
        <FailedPanel
          error={remote.error}
          message={loadFailed}
          onRetry={() => void remote.refetch()}
          backHref={sessionsPath(eventId)}
          backLabel="Back to sessions"
        />
      ) : (
        <LoadingPanel text={loadingText} />
      )}
    </SessionSettingsFrame>
  );
}
