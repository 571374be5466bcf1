import { createPortalTasksApi, type PortalTasksApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useParams } from "wouter";

/** The participant's task calls of the portal in the path (`/portals/{portalSlug}/{portalId}/tasks`). */
export function usePortalTasksApi(): { api: PortalTasksApi; home: string } {
  const { sdk } = useApp().services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return useMemo(
    () => ({
      api: createPortalTasksApi(sdk.http, portalSlug, portalId),
      home: `/portals/${portalSlug}/${portalId}`,
    }),
    [sdk, portalSlug, portalId],
  );
}
