import { createPortalMessagesAdminApi, type PortalMessagesAdminApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/** The organizer's message calls of one portal of the event, over the app's one HTTP client. */
export function useOrganizerMessagesApi(portalId: string): PortalMessagesAdminApi {
  const { eventId } = useEvent();
  const { http } = useApp().services.sdk;
  return useMemo(() => createPortalMessagesAdminApi(http, eventId, portalId), [http, eventId, portalId]);
}
