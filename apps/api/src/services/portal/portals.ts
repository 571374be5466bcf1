import { type PortalSection, type PortalSettings, portalSettingsOf } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, portals, portalUsers } from "../../db/schema/index.js";

export interface PortalSummary {
  id: string;
  slug: string;
  name: string;
  welcome_text: string;
  event_id: string;
  event_name: string;
  /** The portal's log-in page, its accent colour and the sections its nav shows (nothing private). */
  login: PortalSettings["login"];
  accentColor: string;
  sections: PortalSection[];
}

async function findPortal(db: Db, portalSlug: string, portalId: string) {
  const [row] = await db
    .select({ portal: portals, eventName: events.name })
    .from(portals)
    .innerJoin(events, eq(portals.eventId, events.id))
    .where(and(eq(portals.id, portalId), eq(portals.slug, portalSlug)));
  return row ?? null;
}

/**
 * What the portal's sign-in page may show to anyone: its name, its event's, its log-in page and
 * look; null when no portal has this slug and id.
 */
export async function getPublicPortal(
  db: Db,
  portalSlug: string,
  portalId: string,
): Promise<PortalSummary | null> {
  const found = await findPortal(db, portalSlug, portalId);
  if (!found) return null;
  const { portal, eventName } = found;
  const settings = portalSettingsOf(portal.settings);
  return {
    id: portal.id,
    slug: portal.slug,
    name: portal.name,
    welcome_text: portal.welcomeText,
    event_id: portal.eventId,
    event_name: eventName,
    login: settings.login,
    accentColor: settings.appearance.accentColor,
    sections: settings.sections,
  };
}

/** Whether a user may enter the portal (null: no such portal); /portal-switch lands on the right one. */
export async function getPortalAccess(
  db: Db,
  userId: string,
  portalSlug: string,
  portalId: string,
): Promise<{ portal: PortalSummary; hasAccess: boolean } | null> {
  const portal = await getPublicPortal(db, portalSlug, portalId);
  if (!portal) return null;
  const [member] = await db
    .select()
    .from(portalUsers)
    .where(and(eq(portalUsers.portalId, portal.id), eq(portalUsers.userId, userId)));
  return { portal, hasAccess: Boolean(member) };
}
