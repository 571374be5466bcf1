import { createOrganizerPortalContentApi, type OrganizerPortalContentApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/** One portal's pages, wiki and resources calls over the app's HTTP client (bearer token, refresh on 401). */
export function usePortalContentAdminApi(portalId: string): OrganizerPortalContentApi {
  const { eventId } = useEvent();
  const { http } = useApp().services.sdk;
  return useMemo(() => createOrganizerPortalContentApi(http, eventId, portalId), [http, eventId, portalId]);
}
