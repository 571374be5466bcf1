import { randomUUID } from "node:crypto";
import {
  type SessionSettingKind,
  type SessionTemplate,
  sessionSettingInfo,
  type TemplateBody,
  type TemplateRefField,
  templateRefFields,
} from "@foyer/domain";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { sessionTemplates } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { settingItemsOf } from "./core.js";

/*
 * Session templates (issue 25 item 7, docs/agenda.md "Session templates"): named presets for new
 * sessions. Creating a session with `templateId` fills what the body leaves empty from the
 * template, and keeps its length for the agenda. Like the other settings lists, not audited.
 */

export const TEMPLATE_NOT_FOUND = "This session template does not exist.";
const nameTaken = (name: string) => `A session template named “${name}” already exists.`;
const conflict = (name: string) => clash(nameTaken(name), [{ path: "name", message: nameTaken(name) }]);

export type TemplateRow = typeof sessionTemplates.$inferSelect;

const templateOf = (row: TemplateRow): SessionTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  durationMinutes: row.durationMinutes,
  formatId: row.formatId,
  trackId: row.trackId,
  levelId: row.levelId,
  languageId: row.languageId,
});

/** GET /events/{eventId}/session-templates: by name. */
export async function listTemplates(db: Db, event: EventRow): Promise<SessionTemplate[]> {
  const rows = await db
    .select()
    .from(sessionTemplates)
    .where(eq(sessionTemplates.eventId, event.id))
    .orderBy(asc(sql`lower(${sessionTemplates.name})`), asc(sessionTemplates.id));
  return rows.map(templateOf);
}

/** The event's template, or null. */
export async function templateRow(db: Db, eventId: string, templateId: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(sessionTemplates)
    .where(and(eq(sessionTemplates.id, templateId), eq(sessionTemplates.eventId, eventId)));
  return row ?? null;
}

/** Each reference must be an item of its kind in this event: 400 naming the field otherwise. */
async function checkRefs(db: Db, event: EventRow, body: TemplateBody): Promise<void> {
  const items = await settingItemsOf(db, event.id);
  for (const [field, kind] of Object.entries(templateRefFields) as [TemplateRefField, SessionSettingKind][]) {
    const id = body[field];
    if (id === null) continue;
    const item = items.get(id);
    if (item?.kind === kind) continue;
    const { one } = sessionSettingInfo[kind];
    const message = item
      ? `${field} must be a ${one}, not a ${sessionSettingInfo[item.kind].one}`
      : `This ${one} does not exist in this event`;
    throw invalid(`${field}: ${message}`, [{ path: field, message }]);
  }
}

async function nameInUse(db: Db, event: EventRow, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessionTemplates.id })
    .from(sessionTemplates)
    .where(
      and(
        eq(sessionTemplates.eventId, event.id),
        sql`lower(${sessionTemplates.name}) = lower(${name})`,
        except ? ne(sessionTemplates.id, except) : undefined,
      ),
    );
  return Boolean(row);
}

/** Stores the template (new when `id` is absent); 409 for a taken name. */
async function store(db: Db, event: EventRow, body: TemplateBody, id?: string): Promise<SessionTemplate> {
  await checkRefs(db, event, body);
  if (await nameInUse(db, event, body.name, id)) throw conflict(body.name);
  try {
    const [row] = id
      ? await db.update(sessionTemplates).set(body).where(eq(sessionTemplates.id, id)).returning()
      : await db
          .insert(sessionTemplates)
          .values({ id: randomUUID(), orgId: event.orgId, eventId: event.id, ...body })
          .returning();
    if (!row) throw absent(TEMPLATE_NOT_FOUND);
    return templateOf(row);
  } catch (error) {
    // Two people saving the same name at once: the index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict(body.name);
    throw error;
  }
}

/** POST /events/{eventId}/session-templates. */
export function createTemplate(db: Db, event: EventRow, body: TemplateBody): Promise<SessionTemplate> {
  return store(db, event, body);
}

/** PUT /events/{eventId}/session-templates/{templateId}: the whole template. */
export async function updateTemplate(
  db: Db,
  event: EventRow,
  templateId: string,
  body: TemplateBody,
): Promise<SessionTemplate> {
  const row = await templateRow(db, event.id, templateId);
  if (!row) throw absent(TEMPLATE_NOT_FOUND);
  return store(db, event, body, row.id);
}

/** DELETE /events/{eventId}/session-templates/{templateId}: sessions made from it keep what they got. */
export async function deleteTemplate(db: Db, event: EventRow, templateId: string): Promise<{ id: string }> {
  const row = await templateRow(db, event.id, templateId);
  if (!row) throw absent(TEMPLATE_NOT_FOUND);
  await db.delete(sessionTemplates).where(eq(sessionTemplates.id, row.id));
  return { id: row.id };
}
