import type { Remote } from "@foyer/widgets/react";
import { useState } from "react";
import { useEvent } from "../event-context.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { backToEvent } from "./PortalStates.js";

/** A portal's list as shown: the server's list until a change's answer replaces it; null while loading. */
export function useEditedList<T>(remote: Remote<T[]>): [T[] | null, (next: T[]) => void] {
  const [changed, setChanged] = useState<T[] | null>(null);
  return [changed ?? (remote.state.status === "ready" ? remote.state.data : null), setChanged];
}

/** A portal's list not there yet: its failure with "Try again" (back to the event), else a spinner. */
export function PortalListPending({
  remote,
  failedMessage,
  loadingText,
}: {
  remote: Remote<unknown>;
  failedMessage: string;
  loadingText: string;
}) {
  const { eventId } = useEvent();
  if (remote.state.status === "error")
    return (
      <FailedPanel
        error={remote.state.error}
        message={failedMessage}
        onRetry={remote.reload}
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
