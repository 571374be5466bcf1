import { randomUUID } from "node:crypto";
import {
  type ModuleKind,
  type ModuleSummary,
  type PermissionAction,
  recordModuleRequirement,
} from "@foyer/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { modules } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { requireEventPermission } from "../permissions/permissions.js";
import { absent } from "../refusal.js";

export type ModuleRow = typeof modules.$inferSelect;

export const MODULE_NOT_FOUND = "This module does not exist.";

/** A module row as the API answers it. */
export function moduleSummary(row: ModuleRow): ModuleSummary {
  return {
    id: row.id,
    eventId: row.eventId,
    orgId: row.orgId,
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    recordName: row.recordName,
  };
}

/**
 * The module and its event, for a member of the event whose profile allows `action` on the
 * module's permission module: an unknown module (or a malformed id) is 404, a user outside the
 * event 403 'You don't have access to this page!', one without the permission 403 'You don't
 * have permission to view this section!'.
 */
export async function requireModule(
  db: Db,
  userId: string,
  moduleId: string,
  action: PermissionAction,
): Promise<{ module: ModuleRow; event: EventRow }> {
  const [row] = await db.select().from(modules).where(eq(modules.id, moduleId));
  if (!row) throw absent(MODULE_NOT_FOUND);
  const requirement = recordModuleRequirement(row, action);
  const event = await requireEventPermission(db, userId, row.eventId, requirement);
  return { module: row, event };
}

/** The modules every event has (spec 2 §3 "Module groups include accounts and contacts"). */
export const DEFAULT_MODULES: readonly {
  kind: ModuleKind;
  name: string;
  slug: string;
  recordName: string;
}[] = [
  { kind: "contacts", name: "Contacts", slug: "contacts", recordName: "contact" },
  { kind: "accounts", name: "Sponsors", slug: "sponsors", recordName: "sponsor" },
  { kind: "accounts", name: "Exhibitors", slug: "exhibitors", recordName: "exhibitor" },
];

/**
 * Creates the contacts, sponsors and exhibitors modules of a new event. `ids` fixes their ids by
 * slug (the demo seed does); others get random ids.
 */
export async function createDefaultModules(
  tx: Db,
  event: { id: string; orgId: string },
  ids: Partial<Record<string, string>> = {},
): Promise<ModuleRow[]> {
  return tx
    .insert(modules)
    .values(
      DEFAULT_MODULES.map((module) => ({
        id: ids[module.slug] ?? randomUUID(),
        orgId: event.orgId,
        eventId: event.id,
        ...module,
      })),
    )
    .returning();
}
