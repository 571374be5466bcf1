import type { PortalAccessResult } from "@foyer/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, events, portals, users } from "../../db/schema/index.js";
import { createPasswordLink, FIRST_PASSWORD_TTL_MS } from "../auth/reset-links.js";
import { firstNameOf } from "../mail/default-templates.js";
import type { Mailer } from "../mail/outbox.js";

/*
 * The email of portal access (issue 19 item 2; spec 2 §7 "Portal users from contacts"): each
 * contact newly given access is told, with a link into the portal. Someone who has a password gets
 * the portal's sign-in page; someone who has none yet gets a link to choose one (valid for a week)
 * whose "Sign in" then leads to that page. Called after the access has been saved.
 */

export async function mailPortalAccess(
  db: Db,
  mail: Mailer,
  portalId: string,
  result: PortalAccessResult,
): Promise<number> {
  const granted = result.results.filter((row) => row.status === "granted").map((row) => row.contactId);
  if (!result.saved || granted.length === 0) return 0;
  const [portal] = await db
    .select({ id: portals.id, slug: portals.slug, name: portals.name, eventName: events.name })
    .from(portals)
    .innerJoin(events, eq(events.id, portals.eventId))
    .where(eq(portals.id, portalId));
  if (!portal) return 0;
  const people = await db
    .select({
      contactId: contacts.id,
      orgId: events.orgId,
      eventId: contacts.eventId,
      fname: contacts.fname,
      lname: contacts.lname,
      userId: users.id,
      email: users.email,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.userId))
    .innerJoin(events, eq(events.id, contacts.eventId))
    .where(inArray(contacts.id, granted));
  const signIn = `/portal-login/${encodeURIComponent(portal.slug)}/${encodeURIComponent(portal.id)}`;
  for (const person of people) {
    const link = person.hasPassword
      ? `${mail.publicUrl}${signIn}`
      : await createPasswordLink(db, {
          userId: person.userId,
          publicUrl: mail.publicUrl,
          ttlMs: FIRST_PASSWORD_TTL_MS,
          next: signIn,
        });
    await mail.send({
      kind: person.hasPassword ? "portal-access" : "portal-access-new-password",
      to: { address: person.email, name: `${person.fname} ${person.lname}` },
      values: {
        first_name: firstNameOf(person.fname),
        portal_name: portal.name,
        event_name: portal.eventName,
        link,
      },
      orgId: person.orgId,
      eventId: person.eventId,
      userId: person.userId,
    });
  }
  return people.length;
}
