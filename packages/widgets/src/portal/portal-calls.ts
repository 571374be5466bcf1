import type { Envelope, PortalSection } from "@foyer/domain";
import { messages } from "@foyer/domain";
import type { WidgetSdk } from "@foyer/sdk";

/** What anyone may see of a portal (GET /portal/{slug}/{id}/public). */
export interface PublicPortal {
  id: string;
  slug: string;
  name: string;
  welcome_text: string;
  event_id: string;
  event_name: string;
  /** The portal's log-in page: its heading (empty: the portal's name) and plain text. */
  login: { title: string; text: string };
  /** A `#rrggbb` accent colour (shown through `accentStyle`, which keeps it readable). */
  accentColor: string;
  /** The sections the portal's nav shows. */
  sections: PortalSection[];
}

/** Whether the signed-in user may enter a portal (GET /portal/{slug}/{id}/access). */
export interface PortalAccess {
  portal: PublicPortal;
  hasAccess: boolean;
}

/** The server's answer when a portal does not exist (apps/api services/portal/portals.ts). */
export const PORTAL_NOT_FOUND = messages.portalNotFound;

const portalPath = (slug: string, id: string) =>
  `portal/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`;

/** Before sign-in: no token is sent, no refresh is tried. */
export async function getPublicPortal(sdk: WidgetSdk, slug: string, id: string): Promise<PublicPortal> {
  const answer = await sdk.http.get<Envelope<PublicPortal>>(`${portalPath(slug, id)}/public`, {
    auth: false,
    userId: false,
  });
  return answer.payload;
}

export async function getPortalAccess(sdk: WidgetSdk, slug: string, id: string): Promise<PortalAccess> {
  const answer = await sdk.http.get<Envelope<PortalAccess>>(`${portalPath(slug, id)}/access`);
  return answer.payload;
}
