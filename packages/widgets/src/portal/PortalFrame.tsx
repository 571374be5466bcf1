import { type ReactNode, useEffect } from "react";
import { useRouter } from "wouter";
import { AppHeader } from "../app-header/AppHeader.js";
import { LoadingScreen } from "../status-pages/LoadingScreen.js";
import { accentStyle } from "./appearance/accent-style.js";
import { PortalNav } from "./PortalNav.js";
import { PortalNotFound } from "./PortalNotFound.js";
import type { PublicPortal } from "./portal-calls.js";
import { isPortalMissing, PORTAL_LOAD_FAILED } from "./portal-errors.js";
import { usePortalAccess } from "./usePortalAccess.js";

export interface PortalFrameProps {
  /** The page, given the portal once access is known (null when the portal failed to load). */
  children: (portal: PublicPortal | null) => ReactNode;
}

/**
 * The signed-in portal's frame: header, the portal's nav, and the page. A user without access is
 * sent to /portal-switch (which explains it); an unknown portal says so.
 */
export function PortalFrame({ children }: PortalFrameProps) {
  const { navigate, portalSlug, portalId, user, signOut, access } = usePortalAccess();
  const router = useRouter();
  const refused = access.state.status === "ready" && !access.state.data.hasAccess;

  useEffect(() => {
    if (refused) navigate(`/portal-switch/${portalSlug}/${portalId}`, { replace: true });
  }, [refused, navigate, portalSlug, portalId]);

  if (access.state.status === "loading" || refused) return <LoadingScreen />;
  if (access.state.status === "error" && isPortalMissing(access.state.error)) return <PortalNotFound />;

  const portal = access.state.status === "ready" ? access.state.data.portal : null;
  const home = `/portals/${portalSlug}/${portalId}`;

  return (
    <div className="portal-frame" style={accentStyle(portal?.accentColor)}>
      <AppHeader
        // The link as the router writes links (the widget's hash mode: `#/portals/…`).
        homeHref={router.hrefs(home, router)}
        onNavigate={navigate}
        area={portal?.name}
        userName={user ? user.displayName || user.email : null}
        onSignOut={signOut}
      />
      <PortalNav home={home} sections={portal?.sections} />
      <main className="portal-page">
        {portal ? (
          children(portal)
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
