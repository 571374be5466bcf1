import { createPortalMessagesApi, type PortalMessagesApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useParams } from "wouter";

/** The participant's message calls of the portal in the path, and the portal's home path. */
export function usePortalMessagesApi(): { api: PortalMessagesApi; home: string } {
  const { sdk } = useApp().services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return useMemo(
    () => ({
      api: createPortalMessagesApi(sdk.http, portalSlug, portalId),
      home: `/portals/${portalSlug}/${portalId}`,
    }),
    [sdk, portalSlug, portalId],
  );
}
