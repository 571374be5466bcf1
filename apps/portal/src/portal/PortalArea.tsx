import { PortalRoutes } from "@foyer/widgets/portal";
import { AppPortalHost } from "./AppPortalHost.js";

/** The signed-in portal (spec 1 §2 "Portal"): the portal's pages, hosted by the app. Chunk "portal". */
export default function PortalArea() {
  return (
    <AppPortalHost>
      <PortalRoutes />
    </AppPortalHost>
  );
}
