import { createPortalApi, type PortalApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useParams } from "wouter";

/** The participant calls of the portal in the path (`/portals/{portalSlug}/{portalId}/…`). */
export function usePortalApi(): { api: PortalApi; home: string } {
  const { sdk } = useApp().services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return useMemo(
    () => ({
      api: createPortalApi(
        sdk.http,
        { baseUrl: sdk.config.baseUrl, getValidIdToken: () => sdk.auth.getValidIdToken() },
        portalSlug,
        portalId,
      ),
      home: `/portals/${portalSlug}/${portalId}`,
    }),
    [sdk, portalSlug, portalId],
  );
}
