import { createOrganizerFileRequestsApi, type OrganizerFileRequestsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/** The file request calls of one of the event's portals over the app's one HTTP client. */
export function useFileRequestsApi(portalId: string): OrganizerFileRequestsApi {
  const { sdk } = useApp().services;
  const { eventId } = useEvent();
  return useMemo(
    () =>
      createOrganizerFileRequestsApi(
        sdk.http,
        { baseUrl: sdk.config.baseUrl, getValidIdToken: () => sdk.auth.getValidIdToken() },
        eventId,
        portalId,
      ),
    [sdk, eventId, portalId],
  );
}
