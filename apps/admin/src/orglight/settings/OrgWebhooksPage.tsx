import { WebhooksManager } from "../../integrations/WebhooksPage.js";
import { useOrg } from "../org-context.js";

export const NO_ORG_WEBHOOKS =
  "No webhooks of the organization yet. Add one to have Foyer send the news of all its events to your system.";

/**
 * /org-light/{orgId}/settings/webhooks (issue 21 item 2 "also for the organization"): the
 * organization's own webhooks, which hear of every event of the organization; the same page as an
 * event's. The server lets only the organization's admins in.
 */
export function OrgWebhooksPage() {
  const { orgId, denyAccess } = useOrg();
  return (
    <WebhooksManager
      owner="organizations"
      ownerId={orgId}
      queryKey={["org-webhooks", orgId]}
      denyAccess={denyAccess}
      lead="Foyer sends the events you choose, from every event of the organization, to your https address, signed per Standard Webhooks with the webhook's secret. Each body names its event (eventId). A delivery that fails is retried for about a day."
      emptyText={NO_ORG_WEBHOOKS}
    />
  );
}
