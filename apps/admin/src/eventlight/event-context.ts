import type { PermissionProfile } from "@foyer/domain";
import type { OrganizerFormsApi } from "@foyer/sdk";
import { createContext, useContext } from "react";

/** What every page of the event area shares, provided by EventLayout. */
export interface EventContextValue {
  eventId: string;
  api: OrganizerFormsApi;
  /** The signed-in user's permission profile on this event, loaded once by the area's guard. */
  profile: PermissionProfile;
  /**
   * A call answered 403: the whole area gives way to the permission-gated screen (spec 2 §6),
   * saying 'You don't have permission to view this section!' when the server said so.
   */
  denyAccess(error?: unknown): void;
  /** The editor reports unsaved changes here so that leaving through the area's links asks first. */
  setUnsaved(unsaved: boolean): void;
  /** Navigates in-app unless there are unsaved changes the user chooses to keep. */
  leaveTo(href: string, options?: { force?: boolean }): void;
}

export const EventContext = createContext<EventContextValue | null>(null);

export function useEvent(): EventContextValue {
  const value = useContext(EventContext);
  if (!value) throw new Error("useEvent() must be called inside <EventLayout>");
  return value;
}
