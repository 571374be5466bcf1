import { useApp, useAppData, useStore } from "@foyer/widgets/react";
import { useParams } from "wouter";
import { getPortalAccess } from "../portal-calls.js";
import { isPortalMissing, PORTAL_LOAD_FAILED } from "./portal-errors.js";
import { usePortalSignOut } from "./usePortalSignOut.js";

/** The portal of the path, whether the signed-in user may enter it, and how to sign out of it. */
export function usePortalAccess() {
  const { services, navigate } = useApp();
  const { sdk } = services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  const session = useStore(sdk.session);
  const signOut = usePortalSignOut(portalSlug, portalId);
  const access = useAppData(() => getPortalAccess(sdk, portalSlug, portalId), [sdk, portalSlug, portalId], {
    errorMessage: PORTAL_LOAD_FAILED,
    expected: isPortalMissing,
  });
  return { navigate, portalSlug, portalId, session, signOut, access };
}
