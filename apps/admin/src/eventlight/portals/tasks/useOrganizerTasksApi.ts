import { createPortalTasksAdminApi, type PortalTasksAdminApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/** The task calls of one of the event's portals over the app's one HTTP client. */
export function useOrganizerTasksApi(portalId: string): PortalTasksAdminApi {
  const { http } = useApp().services.sdk;
  const { eventId } = useEvent();
  return useMemo(() => createPortalTasksAdminApi(http, eventId, portalId), [http, eventId, portalId]);
}
