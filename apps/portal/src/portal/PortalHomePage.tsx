import { AppHeader, LoadingScreen } from "@foyer/widgets/react";
import { useEffect } from "react";
import { PortalNotFound } from "./PortalNotFound.js";
import { isPortalMissing, PORTAL_LOAD_FAILED } from "./portal-errors.js";
import { usePortalAccess } from "./usePortalAccess.js";

/** /portals/{portalSlug}/{portalId}: the portal's landing page. Its sections come later. */
export function PortalHomePage() {
  const { navigate, portalSlug, portalId, session, signOut, access } = usePortalAccess();
  const refused = access.state.status === "ready" && !access.state.data.hasAccess;

  // No access: /portal-switch explains it and offers to sign out.
  useEffect(() => {
    if (refused) navigate(`/portal-switch/${portalSlug}/${portalId}`, { replace: true });
  }, [refused, navigate, portalSlug, portalId]);

  if (access.state.status === "loading" || refused) return <LoadingScreen />;
  if (access.state.status === "error" && isPortalMissing(access.state.error)) return <PortalNotFound />;

  const user = session.status === "authenticated" ? session.user : null;
  const portal = access.state.status === "ready" ? access.state.data.portal : null;
  const home = `/portals/${portalSlug}/${portalId}`;

  return (
    <div className="portal-frame">
      <AppHeader
        homeHref={home}
        onNavigate={navigate}
        area={portal?.name}
        userName={user ? user.displayName || user.email : null}
        onSignOut={signOut}
      />
      <main className="portal-page">
        {portal ? (
          <section className="portal-hero" aria-labelledby="portal-title">
            <p className="portal-hero__event">{portal.event_name}</p>
            <h1 className="portal-hero__title" id="portal-title">
              {portal.name}
            </h1>
            {portal.welcome_text ? <p className="portal-hero__welcome">{portal.welcome_text}</p> : null}
            {user ? <p className="portal-hero__user">Signed in as {user.displayName || user.email}</p> : null}
          </section>
        ) : (
          <section className="portal-hero portal-hero--error">
            <p className="foyer-alert foyer-alert--error">{PORTAL_LOAD_FAILED}.</p>
            <button type="button" className="foyer-button foyer-button--secondary" onClick={access.reload}>
              Try again
            </button>
          </section>
        )}
      </main>
    </div>
  );
}
