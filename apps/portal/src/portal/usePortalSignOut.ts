import { rememberSignInPage, useApp } from "@foyer/widgets/react";
import { useCallback } from "react";

/**
 * Signs out of the portal: the session ends on the server (spec 1 §4 "Logout") and "Sign in
 * again" on the signed-out page leads back to this portal's sign-in.
 */
export function usePortalSignOut(portalSlug: string, portalId: string): () => void {
  const { services } = useApp();
  return useCallback(() => {
    rememberSignInPage(`/portal-login/${portalSlug}/${portalId}`);
    location.assign(services.sdk.auth.signOut());
  }, [services, portalSlug, portalId]);
}
