import { createPortalContentApi, type PortalContentApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useParams } from "wouter";

/** The content calls (pages, resources) of the portal in the path (`/portals/{portalSlug}/{portalId}/…`). */
export function usePortalContentApi(): { content: PortalContentApi; home: string } {
  const { sdk } = useApp().services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return useMemo(
    () => ({
      content: createPortalContentApi(sdk.http, portalSlug, portalId),
      home: `/portals/${portalSlug}/${portalId}`,
    }),
    [sdk, portalSlug, portalId],
  );
}
