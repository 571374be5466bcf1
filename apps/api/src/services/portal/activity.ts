import { randomUUID } from "node:crypto";
import type { PortalActivityKind } from "@foyer/domain";
import type { Db } from "../../db/client.js";
import { portalActivity } from "../../db/schema/index.js";

/**
 * Writes one line of the participant's history (`/history`): what they did, in plain text.
 * Called inside the same transaction as the change it records, so neither lands without the other.
 */
export async function recordActivity(
  db: Db,
  who: { portalId: string; contactId: string },
  kind: PortalActivityKind,
  summary: string,
): Promise<void> {
  await db.insert(portalActivity).values({
    id: randomUUID(),
    portalId: who.portalId,
    contactId: who.contactId,
    kind,
    summary: summary.slice(0, 500),
  });
}
