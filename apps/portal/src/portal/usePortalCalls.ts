import type { FoyerSdk } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useParams } from "wouter";

/** Makes one feature's participant calls for a portal; define it at module level so the calls are made once per portal. */
export type PortalCallsFactory<T> = (sdk: FoyerSdk, portalSlug: string, portalId: string) => T;

/** What an authenticated download needs: the API base and the session's id token. */
export const downloadDepsOf = (sdk: FoyerSdk) => ({
  baseUrl: sdk.config.baseUrl,
  getValidIdToken: () => sdk.auth.getValidIdToken(),
});

/**
 * The calls of the portal in the path (`/portals/{portalSlug}/{portalId}/…`) made by `create`,
 * and the portal's home path (link as `${home}/tasks`).
 */
export function usePortalCalls<T>(create: PortalCallsFactory<T>): { api: T; home: string } {
  const { sdk } = useApp().services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return useMemo(
    () => ({ api: create(sdk, portalSlug, portalId), home: `/portals/${portalSlug}/${portalId}` }),
    [create, sdk, portalSlug, portalId],
  );
}
