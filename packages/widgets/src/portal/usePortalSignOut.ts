import { useCallback } from "react";
import { usePortalHost } from "./portal-host.js";

/** Signs out of the portal in the path: the host ends the session and leaves the portal. */
export function usePortalSignOut(portalSlug: string, portalId: string): () => void {
  const host = usePortalHost();
  return useCallback(() => host.signOut(portalSlug, portalId), [host, portalSlug, portalId]);
}
