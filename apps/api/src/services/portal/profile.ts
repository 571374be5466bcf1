import {
  type AuditChange,
  auditSnapshot,
  changedFields,
  changedProfileKeys,
  PORTAL_NO_PROFILE,
  type PortalProfile,
  type PortalProfileKey,
  type PortalProfileValues,
  portalProfileLabels,
  portalSettingsOf,
  readProfileUpdate,
  recordFieldsOf,
} from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, portals } from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import { absent, invalid } from "../refusal.js";
import { recordActivity } from "./activity.js";
import type { Participant } from "./sessions.js";

/*
 * The participant's own contact as their portal profile (issue 6: `/profile`, "edit own contact
 * fields and photo"). Every read and write goes through `myContact`, bounded by the contact
 * `participantOf` found and the portal's event: nobody reaches another participant's contact.
 * A change lands with its audit entry (the record's audit in the admin app) and a history line.
 */

export type ContactRow = typeof contacts.$inferSelect;

/** The participant's contact in the portal's event; 404 when they have none. `lock` for writes. */
export async function myContact(db: Db, who: Participant, lock = false): Promise<ContactRow> {
  if (!who.contactId) throw absent(PORTAL_NO_PROFILE);
  const query = db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, who.contactId), eq(contacts.eventId, who.event.id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw absent(PORTAL_NO_PROFILE);
  return row;
}

/** The portal's settings as stored, read whole (defaults fill the gaps). */
export async function settingsOfPortal(db: Db, portalId: string) {
  const [row] = await db.select({ settings: portals.settings }).from(portals).where(eq(portals.id, portalId));
  return portalSettingsOf(row?.settings);
}

const valuesOf = (row: ContactRow): PortalProfileValues => ({
  fname: row.fname,
  lname: row.lname,
  email: row.email || null,
  title: row.title || null,
  company: row.company || null,
  phone: row.phone || null,
  country: row.country || null,
});

/** `/api/portal/{slug}/{id}/me/profile/photo`: the route that checks the photo is theirs. */
export const photoUrlOf = (who: Participant) =>
  `/api/portal/${encodeURIComponent(who.portal.slug)}/${encodeURIComponent(who.portal.id)}/me/profile/photo`;

export async function getMyProfile(db: Db, who: Participant): Promise<PortalProfile> {
  const [row, settings] = await Promise.all([myContact(db, who), settingsOfPortal(db, who.portal.id)]);
  return {
    values: valuesOf(row),
    editable: settings.profileFields,
    photoUrl: row.photoUploadId ? photoUrlOf(who) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The record page's built-in contact fields, so the audit names them as the admin app does.
const FIELD_IDS: Record<PortalProfileKey, string> = {
  fname: "FIRST_NAME",
  lname: "LAST_NAME",
  email: "EMAIL",
  title: "TITLE",
  company: "COMPANY",
  phone: "PHONE",
  country: "COUNTRY",
};
const contactFields = recordFieldsOf("contacts", []);

function auditChanges(before: PortalProfileValues, after: PortalProfileValues): AuditChange[] {
  const byId = (values: PortalProfileValues) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [FIELD_IDS[key as PortalProfileKey], value]),
    );
  return changedFields(auditSnapshot(contactFields, byId(before)), auditSnapshot(contactFields, byId(after)));
}

/** Who made a change, for the contact's audit: the participant, from this portal. */
export const portalNote = (who: Participant, what: string) => `${what} in the portal ${who.portal.name}`;

/**
 * PUT …/me/profile: writes the editable fields sent; a field the portal does not let them change,
 * a bad phone or country, or no name left is 400 with each problem beside its field. Saving what
 * is already there writes nothing.
 */
export async function updateMyProfile(
  db: Db,
  who: Participant,
  userId: string,
  body: Readonly<Record<string, unknown>>,
): Promise<PortalProfile> {
  const settings = await settingsOfPortal(db, who.portal.id);
  await db.transaction(async (tx) => {
    const row = await myContact(tx, who, true);
    const before = valuesOf(row);
    const result = readProfileUpdate(body, { editable: settings.profileFields, current: before });
    if (!result.ok) {
      const [first] = result.problems;
      const label = first ? (portalProfileLabels[first.path as PortalProfileKey] ?? first.path) : "";
      throw invalid(first ? `${label}: ${first.message}` : "Invalid profile", result.problems);
    }
    const after = result.values;
    const changed = changedProfileKeys(before, after);
    if (changed.length === 0) return;
    await tx
      .update(contacts)
      .set({
        fname: after.fname,
        lname: after.lname,
        title: after.title,
        company: after.company,
        phone: after.phone,
        country: after.country,
        updatedAt: sql`now()`,
      })
      .where(and(eq(contacts.id, row.id), eq(contacts.eventId, who.event.id)));
    await recordAudit(tx, {
      orgId: who.event.orgId,
      eventId: who.event.id,
      entityType: "contact",
      entityId: row.id,
      action: "update",
      userId,
      changes: auditChanges(before, after),
      note: portalNote(who, "Changed by the participant"),
    });
    await recordActivity(
      tx,
      { portalId: who.portal.id, contactId: row.id },
      "profile_updated",
      `Changed ${changed.map((key) => portalProfileLabels[key].toLowerCase()).join(", ")}`,
    );
  });
  return getMyProfile(db, who);
}
