import { createPortalDocumentsApi, type PortalDocumentsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useParams } from "wouter";

/** The participant's file request calls of the portal in the path (`/portals/{portalSlug}/{portalId}/…`). */
export function usePortalDocumentsApi(): { documents: PortalDocumentsApi; home: string } {
  const { sdk } = useApp().services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return useMemo(
    () => ({
      documents: createPortalDocumentsApi(
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
