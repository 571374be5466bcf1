import "../pages/portal-pages.css";
import { PortalAdminPage } from "../PortalAdminPage.js";
import { ResourceList } from "./ResourceList.js";

/**
 * /event-light/{eventId}/portals/content (spec 1 §2 "portals … content"; issue 6): the chosen
 * portal's resources. Reading needs read on `portal` (the area's guard), changing update.
 */
export function PortalResourcesAdminPage() {
  return (
    <PortalAdminPage
      title="Resources"
      lead="Share files and links with the portal's participants, such as a slide template or the venue map."
    >
      {(portal) => <ResourceList key={portal.id} portal={portal} />}
    </PortalAdminPage>
  );
}
