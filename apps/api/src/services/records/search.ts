import { type AccountHit, type ContactHit, RECORD_SEARCH_LIMIT } from "@foyer/domain";
import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { accounts, contacts, modules, users } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { containsPattern } from "./records.js";

/*
 * The search-and-pick dialog's two searches (spec 2 §4.7, §7 "Account search", "Contact
 * search"). Both look only inside the one event (`enforceEventRelationship`), match the term
 * literally anywhere in the name, case-insensitively, and answer at most RECORD_SEARCH_LIMIT
 * hits by name, then id, so the first page is stable. An empty term lists the first ones.
 */

export interface AccountSearch {
  /** Trimmed; empty lists the first accounts by name. */
  q: string;
  /** Narrows to one accounts module by slug (`sponsors`, `exhibitors`). */
  moduleSlug?: string | undefined;
  includePortalName: boolean;
}

export interface ContactSearch {
  /** Trimmed; empty lists the first contacts by name. */
  q: string;
}

const ilike = (value: SQL | PgColumn, pattern: string) => sql`${value} ilike ${pattern} escape '\\'`;

/** GET /account/list/{eventId}/search: the event's accounts whose name holds `q`. */
export async function searchAccounts(db: Db, event: EventRow, search: AccountSearch): Promise<AccountHit[]> {
  const pattern = search.q ? containsPattern(search.q) : null;
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      moduleId: accounts.moduleId,
      moduleSlug: modules.slug,
      website: accounts.website,
    })
    .from(accounts)
    // The module join also keeps out an account whose module belongs to another event.
    .innerJoin(modules, and(eq(modules.id, accounts.moduleId), eq(modules.eventId, event.id)))
    .where(
      and(
        eq(accounts.eventId, event.id),
        search.moduleSlug ? eq(modules.slug, search.moduleSlug) : undefined,
        pattern ? ilike(accounts.name, pattern) : undefined,
      ),
    )
    .orderBy(sql`lower(${accounts.name})`, asc(accounts.id))
    .limit(RECORD_SEARCH_LIMIT);
  // Accounts have no portals yet, so there is never a portal name to include.
  return rows.map((row) => ({ kind: "account", ...row, portalName: null }));
}

/** GET /contacts/event/{eventId}/contacts/search: the event's contacts whose name or email holds `q`. */
export async function searchContacts(db: Db, event: EventRow, search: ContactSearch): Promise<ContactHit[]> {
  const pattern = search.q ? containsPattern(search.q) : null;
  const name = sql<string>`trim(${contacts.fname} || ' ' || ${contacts.lname})`;
  const rows = await db
    .select({
      id: contacts.id,
      name,
      fname: contacts.fname,
      lname: contacts.lname,
      email: contacts.email,
      company: contacts.company,
      title: contacts.title,
      photoUrl: users.photoUrl,
    })
    .from(contacts)
    .leftJoin(users, eq(users.id, contacts.userId))
    .where(
      and(
        eq(contacts.eventId, event.id),
        pattern ? or(ilike(name, pattern), ilike(contacts.email, pattern)) : undefined,
      ),
    )
    .orderBy(sql`lower(${name})`, asc(contacts.id))
    .limit(RECORD_SEARCH_LIMIT);
  return rows.map((row) => ({ kind: "contact", ...row, photoUrl: row.photoUrl ?? null }));
}
