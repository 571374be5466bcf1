import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../PagePanels.js";
import { NO_PORTALS, PORTALS_LOAD_FAILED } from "./usePortalChoice.js";

export interface BackLink {
  backHref: string;
  backLabel: string;
}

/** Where a portal page's failure or "no portals" panel leads: the event's dashboard. */
export const backToEvent = (eventId: string): BackLink => ({
  backHref: eventPath(eventId, "dashboard"),
  backLabel: "Back to the event",
});

/**
 * What a page of one of the event's portals shows while its portals load: a spinner, a failure
 * with "Try again", "This event has no portals yet.", and at last the page for the chosen one.
 */
export function PortalStates<P>({
  remote,
  portal,
  failedMessage = PORTALS_LOAD_FAILED,
  back,
  children,
}: {
  /** The load of the event's portals. */
  remote: UseQueryResult<unknown>;
  /** The chosen portal; null while loading or when the event has none. */
  portal: P | null;
  /** @default PORTALS_LOAD_FAILED */
  failedMessage?: string;
  back: BackLink;
  children(portal: P): ReactNode;
}) {
  if (remote.status === "pending") return <LoadingPanel text="Loading portals..." />;
  if (remote.status === "error" && !portal)
    return (
      <FailedPanel
        error={remote.error}
        message={failedMessage}
        onRetry={() => void remote.refetch()}
        {...back}
      />
    );
  if (!portal) return <MissingPanel title={NO_PORTALS} {...back} />;
  return <>{children(portal)}</>;
}
