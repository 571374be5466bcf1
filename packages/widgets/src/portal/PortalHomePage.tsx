import { OverviewCards } from "./overview/OverviewCards.js";
import { PortalFrame } from "./PortalFrame.js";
import { usePortalHost } from "./portal-host.js";

/** /portals/{portalSlug}/{portalId}: the portal's landing page: its hero, then what is open for the participant. */
export function PortalHomePage() {
  const { user } = usePortalHost();
  return (
    <PortalFrame>
      {(portal) =>
        portal ? (
          <>
            <section className="portal-hero" aria-labelledby="portal-title">
              <p className="portal-hero__event">{portal.event_name}</p>
              <h1 className="portal-hero__title" id="portal-title">
                {portal.name}
              </h1>
              {portal.welcome_text ? <p className="portal-hero__welcome">{portal.welcome_text}</p> : null}
              {user ? (
                <p className="portal-hero__user">Signed in as {user.displayName || user.email}</p>
              ) : null}
            </section>
            <OverviewCards />
          </>
        ) : null
      }
    </PortalFrame>
  );
}
