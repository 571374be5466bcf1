import "./portal-messages.css";
import { PortalAdminPage } from "../PortalAdminPage.js";
import { MessagesInbox } from "./MessagesInbox.js";

/**
 * /event-light/{eventId}/portals/messages (issue 6 `/messages`, the organizer side): the chosen
 * portal's conversations with its participants. Reading needs read on `portal` (the area's guard),
 * replying and starting a conversation update.
 */
export function PortalMessagesPage() {
  return (
    <PortalAdminPage
      title="Messages"
      lead="Conversations between the organizer team and the portal's participants."
    >
      {(portal) => <MessagesInbox key={portal.id} portal={portal} />}
    </PortalAdminPage>
  );
}
