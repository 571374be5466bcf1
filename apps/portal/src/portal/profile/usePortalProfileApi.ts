import { createPortalProfileApi, type PortalProfileApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useParams } from "wouter";

/** The participant's profile, history and overview calls for the portal in the path. */
export function usePortalProfileApi(): { me: PortalProfileApi; home: string } {
  const { sdk } = useApp().services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return useMemo(
    () => ({
      me: createPortalProfileApi(sdk.http, portalSlug, portalId),
      home: `/portals/${portalSlug}/${portalId}`,
    }),
    [sdk, portalSlug, portalId],
  );
}
