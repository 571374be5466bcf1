import type { WidgetSdk } from "@foyer/sdk";
import { useMemo } from "react";
import { useParams } from "wouter";
import { usePortalHost } from "./portal-host.js";

/** Makes one feature's participant calls for a portal; define it at module level so the calls are made once per portal. */
export type PortalCallsFactory<T> = (sdk: WidgetSdk, portalSlug: string, portalId: string) => T;

/** What an authenticated download needs: the API base and the session's id token. */
export const downloadDepsOf = (sdk: WidgetSdk) => ({
  baseUrl: sdk.config.baseUrl,
  getValidIdToken: () => sdk.auth.getValidIdToken(),
});

/**
 * The calls of the portal in the path (`/portals/{portalSlug}/{portalId}/…`) made by `create`,
 * and the portal's home path (link as `${home}/tasks`).
 */
export function usePortalCalls<T>(create: PortalCallsFactory<T>): { api: T; home: string } {
  const { sdk } = usePortalHost();
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return useMemo(
    () => ({ api: create(sdk, portalSlug, portalId), home: `/portals/${portalSlug}/${portalId}` }),
    [create, sdk, portalSlug, portalId],
  );
}
