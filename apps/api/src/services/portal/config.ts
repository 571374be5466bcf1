import { randomUUID } from "node:crypto";
import {
  type PortalAccessResult,
  type PortalCreateBody,
  type PortalDetail,
  type PortalFilterApplyResult,
  type PortalSettings,
  type PortalSettingsPatch,
  type PortalSignInBody,
  type PortalSignInSettings,
  type PortalUpdateBody,
  type PortalUser,
  portalSettingsOf,
  portalSlugOf,
} from "@foyer/domain";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  contacts,
  eventSessions,
  portals,
  portalUsers,
  sessionParticipants,
  users,
} from "../../db/schema/index.js";
import { requireEventPermission } from "../permissions/permissions.js";
import { absent, clash } from "../refusal.js";
import { contactsOfEvent, giveContactsAccess, noEmailProblem, requireContactsModule } from "./access.js";
import { type OrganizerPortal, organizerPortalOf, PORTAL_NOT_IN_EVENT } from "./admin.js";

/*
 * A portal's configuration (issue 6 "Organizer side": config sets = the event's portals). Read on
 * `portal` to see; update on `portal` to change, create or delete (spec 1 §6 has no create or
 * delete action). The event settings' sign-in pages (`settings/portals/log-in-page`,
 * `settings/login-settings`) are open to update on settings too, as the area's guard opens those
 * pages with it.
 */

export const PORTAL_USER_NOT_FOUND = "This person cannot sign in to this portal.";
export const slugTaken = (slug: string) =>
  `Another portal of this event already uses the address "${slug}". Choose another.`;

type Tx = Db;
const inTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => work(tx as unknown as Tx));

async function userCountOf(db: Db, portalId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(portalUsers).where(eq(portalUsers.portalId, portalId));
  return Number(row?.n ?? 0);
}

async function detailOf(db: Db, portal: OrganizerPortal["portal"]): Promise<PortalDetail> {
  const settings = portalSettingsOf(portal.settings);
  return {
    id: portal.id,
    slug: portal.slug,
    name: portal.name,
    eventId: portal.eventId,
    welcomeText: portal.welcomeText,
    settings: { ...settings, filters: settings.filters ?? { roles: [] } },
    userCount: await userCountOf(db, portal.id),
  };
}

/** Settings with the parts of `patch` replacing theirs (login merges title and text). */
function merged(current: PortalSettings, patch: PortalSettingsPatch | undefined): PortalSettings {
  if (!patch) return current;
  return {
    login: { ...current.login, ...patch.login },
    appearance: { ...current.appearance, ...patch.appearance },
    sections: patch.sections ?? current.sections,
    profileFields: patch.profileFields ?? current.profileFields,
    filters: patch.filters ?? current.filters ?? { roles: [] },
  };
}

/** POST /events/{eventId}/portals: a new portal; its address comes from the name unless given. */
export async function createPortal(
  db: Db,
  userId: string,
  eventId: string,
  body: PortalCreateBody,
): Promise<PortalDetail> {
  const event = await requireEventPermission(db, userId, eventId, [{ module: "portal", action: "update" }]);
  // `/api/portal/event/…` is the access calls' address: a portal named "event" would shadow it.
  const reserved = "event";
  if (body.slug === reserved) throw clash(slugTaken(body.slug));
  // portals_event_slug_idx refuses an address another portal of the event has, even one taken by
  // a portal made at the same moment: a chosen address is then 409; one made from the name is
  // made again past the portals that exist now.
  for (;;) {
    const slug = body.slug || (await freeSlug(db, event.id, body.name, reserved));
    const [portal] = await db
      .insert(portals)
      .values({ id: randomUUID(), eventId: event.id, slug, name: body.name, settings: {} })
      .onConflictDoNothing({ target: [portals.eventId, portals.slug] })
      .returning();
    if (portal) return detailOf(db, portal);
    if (body.slug) throw clash(slugTaken(slug));
  }
}

/** The address made from `name` that no portal of the event has: `name`, `name-2`, `name-3` … */
async function freeSlug(db: Db, eventId: string, name: string, reserved: string): Promise<string> {
  const rows = await db.select({ slug: portals.slug }).from(portals).where(eq(portals.eventId, eventId));
  const taken = new Set([reserved, ...rows.map((row) => row.slug)]);
  const root = portalSlugOf(name);
  let slug = root;
  for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
  return slug;
}

/** GET /events/{eventId}/portals/{portalId}. */
export async function getPortalDetail(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
): Promise<PortalDetail> {
  const { portal } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "read");
  return detailOf(db, portal);
}

/** PUT /events/{eventId}/portals/{portalId}: name, welcome text, settings (parts given replace theirs). */
export async function updatePortal(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  body: PortalUpdateBody,
): Promise<PortalDetail> {
  const { portal, settings } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "update");
  const [saved] = await db
    .update(portals)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.welcomeText !== undefined ? { welcomeText: body.welcomeText } : {}),
      settings: merged(settings, body.settings),
    })
    .where(eq(portals.id, portal.id))
    .returning();
  if (!saved) throw absent(PORTAL_NOT_IN_EVENT);
  return detailOf(db, saved);
}

/** DELETE /events/{eventId}/portals/{portalId}: the portal and everything in it (its users stay users). */
export async function deletePortal(db: Db, userId: string, eventId: string, portalId: string): Promise<void> {
  const { portal } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "update");
  await db.delete(portals).where(eq(portals.id, portal.id));
}

/** GET …/{portalId}/users: who may sign in, with their contact in the event. */
export async function listPortalUsers(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
): Promise<PortalUser[]> {
  const { portal, event } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "read");
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      fname: users.fname,
      lname: users.lname,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(portalUsers)
    .innerJoin(users, eq(users.id, portalUsers.userId))
    .where(eq(portalUsers.portalId, portal.id))
    .orderBy(asc(users.lname), asc(users.fname), asc(users.email));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.userId);
  const emails = rows.map((row) => row.email.toLowerCase());
  // The same rule as the participant's own pages: the contact linked to them, else an unlinked one with their email.
  const found = await db
    .select({
      id: contacts.id,
      userId: contacts.userId,
      email: contacts.email,
      fname: contacts.fname,
      lname: contacts.lname,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.eventId, event.id),
        sql`(${inArray(contacts.userId, ids)} or (${isNull(contacts.userId)} and ${inArray(sql`lower(${contacts.email})`, emails)}))`,
      ),
    )
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
  return rows.map((row) => {
    const contact =
      found.find((one) => one.userId === row.userId) ??
      found.find((one) => !one.userId && one.email?.toLowerCase() === row.email.toLowerCase());
    return {
      userId: row.userId,
      email: row.email,
      name: `${row.fname} ${row.lname}`.trim() || row.email,
      hasPassword: Boolean(row.hasPassword),
      contact: contact
        ? { id: contact.id, name: `${contact.fname} ${contact.lname}`.trim() || (contact.email ?? "") }
        : null,
    };
  });
}

/** DELETE …/{portalId}/users/{userId}: they may no longer sign in to it (the user and contact stay). */
export async function removePortalUser(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  removedUserId: string,
): Promise<void> {
  const { portal } = await organizerPortalOf(db, userId, eventId, portalId, "portal", "update");
  const removed = await db
    .delete(portalUsers)
    .where(and(eq(portalUsers.portalId, portal.id), eq(portalUsers.userId, removedUserId)))
    .returning({ userId: portalUsers.userId });
  if (removed.length === 0) throw absent(PORTAL_USER_NOT_FOUND);
}

/** PUT /portal/event/{eventId}/users/contacts: every contact given, or none when one cannot be. */
export async function giveAccessToContacts(
  db: Db,
  userId: string,
  eventId: string,
  body: { portalId: string; moduleId?: string | undefined; contacts: string[]; save: boolean },
): Promise<PortalAccessResult> {
  const target = await organizerPortalOf(db, userId, eventId, body.portalId, "portal", "update");
  if (body.moduleId) await requireContactsModule(db, target.event.id, body.moduleId);
  return inTransaction(db, async (tx) => {
    const list = await contactsOfEvent(tx, target.event.id, body.contacts);
    const withoutEmail = list.filter((contact) => !contact.userId && !contact.email?.trim());
    if (withoutEmail.length > 0) throw noEmailProblem(withoutEmail);
    return giveContactsAccess(tx, target, userId, list, body.save);
  });
}

/** PUT /portal/event/{eventId}/users/contact/{contactId}: one contact. */
export async function giveAccessToContact(
  db: Db,
  userId: string,
  eventId: string,
  contactId: string,
  portalId: string,
): Promise<PortalAccessResult> {
  return giveAccessToContacts(db, userId, eventId, { portalId, contacts: [contactId], save: true });
}

/** PUT …/{portalId}/filters: the session roles whose contacts get the portal. */
export async function setPortalFilters(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  roles: PortalDetail["settings"]["filters"]["roles"],
): Promise<PortalDetail> {
  return updatePortal(db, userId, eventId, portalId, { settings: { filters: { roles } } });
}

/**
 * POST …/{portalId}/filters/apply: access for every contact of the event in a session in one of
 * the filter's roles; those without an email are skipped (and listed), not an error.
 */
export async function applyPortalFilters(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
): Promise<PortalFilterApplyResult> {
  const target = await organizerPortalOf(db, userId, eventId, portalId, "portal", "update");
  const roles = target.settings.filters?.roles ?? [];
  if (roles.length === 0) return { matched: 0, granted: 0, already: 0, skipped: 0, saved: true, results: [] };
  return inTransaction(db, async (tx) => {
    const matched = await tx
      .selectDistinct({ id: sessionParticipants.contactId })
      .from(sessionParticipants)
      .innerJoin(eventSessions, eq(eventSessions.id, sessionParticipants.sessionId))
      .innerJoin(contacts, eq(contacts.id, sessionParticipants.contactId))
      .where(
        and(
          eq(eventSessions.eventId, target.event.id),
          eq(contacts.eventId, target.event.id),
          inArray(sessionParticipants.role, roles),
        ),
      );
    if (matched.length === 0)
      return { matched: 0, granted: 0, already: 0, skipped: 0, saved: true, results: [] };
    const list = await contactsOfEvent(
      tx,
      target.event.id,
      matched.map((row) => row.id),
    );
    const result = await giveContactsAccess(tx, target, userId, list, true);
    return { matched: list.length, ...result };
  });
}

/** The event settings' sign-in pages: read on portal, or update on settings (the pages' own guard). */
const signInRead = [
  { module: "portal", action: "read" },
  { module: "settings", action: "update" },
] as const;
const signInWrite = [
  { module: "portal", action: "update" },
  { module: "settings", action: "update" },
] as const;

/** GET /events/{eventId}/portal-sign-in: each portal's log-in page and sections. */
export async function listSignInSettings(
  db: Db,
  userId: string,
  eventId: string,
): Promise<PortalSignInSettings[]> {
  const event = await requireEventPermission(db, userId, eventId, signInRead);
  const rows = await db
    .select({
      portal: portals,
      userCount: sql<number>`(select count(*) from ${portalUsers} where ${portalUsers.portalId} = ${portals.id})`,
    })
    .from(portals)
    .where(eq(portals.eventId, event.id))
    .orderBy(asc(portals.name), asc(portals.id));
  return rows.map(({ portal, userCount }) => {
    const settings = portalSettingsOf(portal.settings);
    return {
      id: portal.id,
      slug: portal.slug,
      name: portal.name,
      userCount: Number(userCount),
      login: settings.login,
      sections: settings.sections,
    };
  });
}

/** PUT /events/{eventId}/portal-sign-in/{portalId}: the log-in page's title and text, the sections. */
export async function updateSignInSettings(
  db: Db,
  userId: string,
  eventId: string,
  portalId: string,
  body: PortalSignInBody,
): Promise<PortalSignInSettings> {
  const event = await requireEventPermission(db, userId, eventId, signInWrite);
  const [portal] = await db
    .select()
    .from(portals)
    .where(and(eq(portals.id, portalId), eq(portals.eventId, event.id)));
  if (!portal) throw absent(PORTAL_NOT_IN_EVENT);
  const settings = merged(portalSettingsOf(portal.settings), {
    ...(body.login ? { login: body.login } : {}),
    ...(body.sections ? { sections: body.sections } : {}),
  });
  await db.update(portals).set({ settings }).where(eq(portals.id, portal.id));
  return {
    id: portal.id,
    slug: portal.slug,
    name: portal.name,
    userCount: await userCountOf(db, portal.id),
    login: settings.login,
    sections: settings.sections,
  };
}
