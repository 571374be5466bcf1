import { createPortalContentAdminApi, type PortalContentAdminApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/** One portal's pages, wiki and resources calls over the app's HTTP client (bearer token, refresh on 401). */
export function usePortalContentAdminApi(portalId: string): PortalContentAdminApi {
  const { eventId } = useEvent();
  const { http } = useApp().services.sdk;
  return useMemo(() => createPortalContentAdminApi(http, eventId, portalId), [http, eventId, portalId]);
}
