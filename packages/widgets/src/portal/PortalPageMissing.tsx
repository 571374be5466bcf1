import { messages } from "@foyer/domain";
import { Link, useParams } from "wouter";
import { PortalPage } from "./PortalPage.js";

/**
 * A path below a portal that no page claims (a hand-edited address or hash): said inside the
 * portal's frame, with its nav and a router link home, so the widget never sends the host page
 * to its own "/" as the app's not-found page would.
 */
export function PortalPageMissing() {
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  return (
    <PortalPage id="portal-missing" title={messages.notFoundTitle}>
      <p>{messages.notFoundText}</p>
      <Link href={`/portals/${portalSlug}/${portalId}`} className="portal-back-link">
        Back to the portal's home
      </Link>
    </PortalPage>
  );
}
