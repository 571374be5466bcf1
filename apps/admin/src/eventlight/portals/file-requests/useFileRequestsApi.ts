import { createFileRequestsAdminApi, type FileRequestsAdminApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/** The file request calls of one of the event's portals over the app's one HTTP client. */
export function useFileRequestsApi(portalId: string): FileRequestsAdminApi {
  const { sdk } = useApp().services;
  const { eventId } = useEvent();
  return useMemo(
    () =>
      createFileRequestsAdminApi(
        sdk.http,
        { baseUrl: sdk.config.baseUrl, getValidIdToken: () => sdk.auth.getValidIdToken() },
        eventId,
        portalId,
      ),
    [sdk, eventId, portalId],
  );
}
