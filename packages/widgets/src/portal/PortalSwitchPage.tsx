import { useEffect } from "react";
import { AuthLayout } from "../sign-in/AuthLayout.js";
import { LoadingScreen } from "../status-pages/LoadingScreen.js";
import { PortalNotFound } from "./PortalNotFound.js";
import { isPortalMissing, PORTAL_LOAD_FAILED } from "./portal-errors.js";
import { usePortalAccess } from "./usePortalAccess.js";

/** /portal-switch/{portalSlug}/{portalId}: enters the portal if the signed-in user may. */
export function PortalSwitchPage() {
  const { navigate, portalSlug, portalId, user, signOut, access } = usePortalAccess();
  const allowed = access.state.status === "ready" && access.state.data.hasAccess;

  useEffect(() => {
    if (allowed) navigate(`/portals/${portalSlug}/${portalId}`, { replace: true });
  }, [allowed, navigate, portalSlug, portalId]);

  if (access.state.status === "loading" || allowed) return <LoadingScreen />;
  if (access.state.status === "error") {
    if (isPortalMissing(access.state.error)) return <PortalNotFound />;
    return (
      <AuthLayout>
        <section className="foyer-card foyer-auth-card" aria-labelledby="switch-error-title">
          <h1 className="foyer-auth-card__title" id="switch-error-title">
            This portal could not be opened
          </h1>
          <p className="foyer-auth-card__text">{PORTAL_LOAD_FAILED}.</p>
          <button type="button" className="foyer-button foyer-button--primary" onClick={access.reload}>
            Try again
          </button>
        </section>
      </AuthLayout>
    );
  }

  const { portal } = access.state.data;
  const email = user?.email ?? null;
  return (
    <AuthLayout>
      <section className="foyer-card foyer-auth-card" aria-labelledby="no-access-title">
        <h1 className="foyer-auth-card__title" id="no-access-title">
          You do not have access to this portal
        </h1>
        <p className="foyer-auth-card__text">
          {email ? `You are signed in as ${email}, which is not invited to ${portal.name}. ` : ""}
          Sign in with the account that received the invitation, or ask the event team for access.
        </p>
        <button
          type="button"
          className="foyer-button foyer-button--primary foyer-button--block"
          onClick={signOut}
        >
          Sign out
        </button>
      </section>
    </AuthLayout>
  );
}
