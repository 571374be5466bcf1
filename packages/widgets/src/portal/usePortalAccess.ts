import { useLocation, useParams } from "wouter";
import { getPortalAccess } from "./portal-calls.js";
import { isPortalMissing, PORTAL_LOAD_FAILED } from "./portal-errors.js";
import { usePortalHost } from "./portal-host.js";
import { usePortalData } from "./usePortalData.js";
import { usePortalSignOut } from "./usePortalSignOut.js";

/** The portal of the path, whether the signed-in user may enter it, and how to sign out of it. */
export function usePortalAccess() {
  const { sdk, user } = usePortalHost();
  const [, navigate] = useLocation();
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  const signOut = usePortalSignOut(portalSlug, portalId);
  const access = usePortalData(
    () => getPortalAccess(sdk, portalSlug, portalId),
    [sdk, portalSlug, portalId],
    {
      errorMessage: PORTAL_LOAD_FAILED,
      expected: isPortalMissing,
    },
  );
  return { navigate, portalSlug, portalId, user, signOut, access };
}
