import { type QueryKey, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { useEvent } from "../event-context.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { backToEvent } from "./PortalStates.js";

/**
 * A portal's list as shown: the cached list (null while loading), and how a change's answer
 * replaces it in the cache (`queryKey` is the list's).
 */
export function useEditedList<T>(
  remote: UseQueryResult<T[]>,
  queryKey: QueryKey,
): [T[] | null, (next: T[]) => void] {
  const queryClient = useQueryClient();
  return [remote.data ?? null, (next) => queryClient.setQueryData(queryKey, next)];
}

/** A portal's list not there yet: its failure with "Try again" (back to the event), else a spinner. */
export function PortalListPending({
  remote,
  failedMessage,
  loadingText,
}: {
  remote: UseQueryResult<unknown>;
  failedMessage: string;
  loadingText: string;
}) {
  const { eventId } = useEvent();
  if (remote.status === "error")
    return (
      <FailedPanel
        error={remote.error}
        message={failedMessage}
        onRetry={() => void remote.refetch()}
        {...backToEvent(eventId)}
      />
    );
  return <LoadingPanel text={loadingText} />;
}

/** A list with nothing in it yet: what it is for, in the admin's empty-state panel. */
export function EmptyListPanel({ title, text }: { title: string; text: string }) {
  return (
    <div className="admin-panel admin-panel--center admin-empty">
      <h2 className="admin-empty__title">{title}</h2>
      <p className="admin-empty__text">{text}</p>
    </div>
  );
}
