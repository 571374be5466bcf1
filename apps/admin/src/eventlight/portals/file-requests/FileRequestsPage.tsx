import "./file-requests.css";
import { PortalAdminPage } from "../PortalAdminPage.js";
import { FileRequestBoard } from "./FileRequestBoard.js";

/**
 * /event-light/{eventId}/portals/file-requests (spec 1 §2 "portals … file-requests"; issue 6):
 * the chosen portal's requests for documents. Reading needs read on `portal` (the area's guard),
 * changing update.
 */
export function FileRequestsPage() {
  return (
    <PortalAdminPage
      title="File requests"
      lead="Ask the portal's participants for documents, such as their slides, and review what they hand in."
    >
      {(portal) => <FileRequestBoard key={portal.id} portal={portal} />}
    </PortalAdminPage>
  );
}
