import { randomUUID } from "node:crypto";
import type { PortalAccessOutcome, PortalAccessResult } from "@foyer/domain";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, modules, portalUsers, users } from "../../db/schema/index.js";
import { recordAudits } from "../audit/audit.js";
import { absent, invalid } from "../refusal.js";
import type { OrganizerPortal } from "./admin.js";

/*
 * Giving contacts portal access (spec 2 §7 "Portal users from contacts" / "Portal user from
 * contact", issue 6). A contact signs in as a user: the one already linked to the contact, else
 * the user with the contact's email (ignoring case), made when there is none. A new user has no
 * password; they set one with "Forgot your password?" on the portal's sign-in page, so nothing
 * secret is ever in an answer. Every step is idempotent: giving access twice changes nothing.
 */

export const CONTACT_NOT_IN_EVENT = "This contact does not exist in this event.";
export const CONTACTS_MODULE_NOT_IN_EVENT = "This contacts module does not exist in this event.";
export const EMAIL_LINKED_ELSEWHERE =
  "The sign-in with this email belongs to another contact of this event; link it on that contact instead.";
export const NO_EMAIL_REASON = "No email address, so they cannot sign in";

type ContactRow = Pick<typeof contacts.$inferSelect, "id" | "fname" | "lname" | "email" | "userId">;

const nameOf = (contact: ContactRow) =>
  `${contact.fname} ${contact.lname}`.trim() || contact.email || "Unnamed contact";

/** 400 naming each contact that has no email: without one nobody can sign in as them. */
export function noEmailProblem(list: readonly ContactRow[]) {
  const names = list.map(nameOf);
  return invalid(
    list.length === 1
      ? `${names[0]} has no email address, so they cannot sign in. Add an email to the contact first.`
      : `These contacts have no email address, so they cannot sign in: ${names.join(", ")}. Add an email to each first.`,
    list.map((contact) => ({ path: `contacts.${contact.id}`, message: "No email address" })),
  );
}

/** The event's contacts among `ids`; 404 naming the first that is not one of them. */
export async function contactsOfEvent(
  db: Db,
  eventId: string,
  ids: readonly string[],
): Promise<ContactRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({
      id: contacts.id,
      fname: contacts.fname,
      lname: contacts.lname,
      email: contacts.email,
      userId: contacts.userId,
    })
    .from(contacts)
    .where(and(eq(contacts.eventId, eventId), inArray(contacts.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.find((id) => !byId.has(id));
  if (missing) throw absent(CONTACT_NOT_IN_EVENT);
  return wanted.map((id) => byId.get(id) as ContactRow);
}

/** 404 unless `moduleId` is the event's contacts module (the spec's body names the module picked from). */
export async function requireContactsModule(db: Db, eventId: string, moduleId: string): Promise<void> {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.eventId, eventId), eq(modules.kind, "contacts")));
  if (!row) throw absent(CONTACTS_MODULE_NOT_IN_EVENT);
}

/** The user with this email (ignoring case), made without a password when there is none. */
async function userForEmail(db: Db, contact: ContactRow, email: string, save: boolean) {
  const key = email.trim().toLowerCase();
  const find = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, key))
    )[0];
  const found = await find();
  if (found) return { id: found.id, created: false };
  if (!save) return { id: null, created: true };
  const [made] = await db
    .insert(users)
    .values({ id: randomUUID(), email: email.trim(), fname: contact.fname, lname: contact.lname })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Someone signing up with this email at the same moment: theirs is the one to use.
  if (made) return { id: made.id, created: true };
  const raced = await find();
  if (!raced) throw new Error("user for a portal contact vanished");
  return { id: raced.id, created: false };
}

/**
 * Gives each contact access to the portal (in one transaction with the caller's). Contacts without
 * an email are skipped with a reason; the caller decides whether that is an error first.
 */
export async function giveContactsAccess(
  db: Db,
  target: OrganizerPortal,
  actorId: string | null,
  list: readonly ContactRow[],
  save: boolean,
): Promise<PortalAccessResult> {
  const { portal, event } = target;
  const results: PortalAccessOutcome[] = [];
  const linked: { contact: ContactRow; userId: string }[] = [];
  for (const contact of list) {
    const base = { contactId: contact.id, name: nameOf(contact), email: contact.email };
    const skip = (reason: string) => results.push({ ...base, status: "skipped", reason, newAccount: false });

    // A contact linked to a sign-in is that person's, whatever its email says (services/portal/sessions.ts).
    let userId: string | null = null;
    let newAccount = false;
    if (contact.userId) {
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, contact.userId));
      userId = owner?.id ?? null;
    }
    if (!userId) {
      if (!contact.email?.trim()) {
        skip(NO_EMAIL_REASON);
        continue;
      }
      const user = await userForEmail(db, contact, contact.email, save);
      newAccount = user.created;
      if (user.id) {
        // Another contact of this event already signs in as this user: linking a second one would
        // make the portal unsure which contact they are.
        const [other] = await db
          .select({ id: contacts.id })
          .from(contacts)
          .where(
            and(eq(contacts.eventId, event.id), eq(contacts.userId, user.id), ne(contacts.id, contact.id)),
          );
        if (other) {
          skip(EMAIL_LINKED_ELSEWHERE);
          continue;
        }
        userId = user.id;
      }
    }

    const has = userId
      ? (
          await db
            .select({ userId: portalUsers.userId })
            .from(portalUsers)
            .where(and(eq(portalUsers.portalId, portal.id), eq(portalUsers.userId, userId)))
        ).length > 0
      : false;
    if (has && userId && contact.userId === userId) {
      results.push({ ...base, status: "already", newAccount: false });
      continue;
    }
    if (save && userId) {
      // Linked only while unlinked (or linked to a sign-in that is gone): never taken from someone.
      const relinked = await db
        .update(contacts)
        .set({ userId, updatedAt: new Date() })
        .where(
          and(
            eq(contacts.id, contact.id),
            contact.userId ? eq(contacts.userId, contact.userId) : isNull(contacts.userId),
          ),
        )
        .returning({ id: contacts.id });
      if (relinked.length > 0 && contact.userId !== userId) linked.push({ contact, userId });
      await db.insert(portalUsers).values({ portalId: portal.id, userId }).onConflictDoNothing();
    }
    results.push({ ...base, status: has ? "already" : "granted", newAccount });
  }
  if (save && linked.length > 0) {
    await recordAudits(
      db,
      linked.map(({ contact }) => ({
        orgId: event.orgId,
        eventId: event.id,
        entityType: "contact" as const,
        entityId: contact.id,
        action: "update" as const,
        userId: actorId,
        note: `Given sign-in access to the portal ${portal.name}`,
      })),
    );
  }
  const count = (status: PortalAccessOutcome["status"]) =>
    results.filter((one) => one.status === status).length;
  return {
    granted: count("granted"),
    already: count("already"),
    skipped: count("skipped"),
    saved: save,
    results,
  };
}
