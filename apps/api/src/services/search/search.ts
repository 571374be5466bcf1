import {
  type GlobalSearchHit,
  type GlobalSearchResult,
  hasPermission,
  messages,
  permissionList,
  type SearchEntityType,
} from "@foyer/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, eventUsers, recentSearches, roles } from "../../db/schema/index.js";
import { orgAccess } from "../permissions/permissions.js";
import { notPermitted } from "../refusal.js";

/** Hits listed per kind; totals count further, up to TOTAL_CAP (then "100+"). */
export const SEARCH_HITS = 10;
export const TOTAL_CAP = 100;
export const RECENT_TERMS = 10;

const MODULE_OF: Record<SearchEntityType, "contacts" | "sessions" | "content"> = {
  contact: "contacts",
  session: "sessions",
  content: "content",
};

export type ReadableEvents = Record<SearchEntityType, string[]>;

/**
 * The organization's events whose contacts, sessions and content the user may read (spec 1 §6:
 * read on the module). Platform and organization admins read everything; anyone else what their
 * event roles allow. 404 for an unknown organization, 403 when the user is in none of it.
 */
export async function readableEvents(db: Db, userId: string, orgId: string): Promise<ReadableEvents> {
  const { profile, viaToken } = await orgAccess(db, userId, orgId);
  const rows = await db
    .select({
      id: events.id,
      member: eventUsers.userId,
      eventAdmin: eventUsers.isAdmin,
      slugs: roles.permissions,
    })
    .from(events)
    .leftJoin(eventUsers, and(eq(eventUsers.eventId, events.id), eq(eventUsers.userId, userId)))
    .leftJoin(roles, and(eq(roles.id, eventUsers.roleId), eq(roles.orgId, events.orgId)))
    .where(eq(events.orgId, orgId));
  const readable: ReadableEvents = { contact: [], session: [], content: [] };
  const everything = Boolean(profile && (profile.isFoyerAdmin || profile.isAdmin));
  if (!profile && !rows.some((row) => row.member !== null)) throw notPermitted(messages.noAccess);
  // An API token of the organization reads what its scopes allow in every event; it has no roles.
  const tokenSlugs = profile && viaToken ? permissionList(profile) : null;
  for (const row of rows) {
    const slugs = tokenSlugs ?? new Set(row.slugs ?? []);
    for (const type of Object.keys(readable) as SearchEntityType[]) {
      if (
        everything ||
        row.eventAdmin ||
        ((row.member !== null || tokenSlugs) && hasPermission(slugs, `${MODULE_OF[type]}_read`))
      ) {
        readable[type].push(row.id);
      }
    }
  }
  return readable;
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => JSON.stringify(value)).join(",")}}`}::text[]`;

interface HitRow {
  id: string;
  name: string;
  detail: string;
  event_id: string;
  event_name: string;
  score: number;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Ranked hits of one kind among `eventIds`, each way in served by a GIN index of search_entries
 * (the statement is migration 0037's `search_kind`, which holds the planner settings it needs).
 * First the term as typed: full-text words in any order, or the term inside a word (an email's
 * domain). Only when that finds fewer than a page of hits are typos forgiven (trigram word
 * similarity: "Lovlace" finds Lovelace) — so a correctly typed "Niklaus Clarke" lists every
 * Niklaus Clarke before any Niklaus Johnson, and skips the costlier trigram scan. Each phase reads
 * at most TOTAL_CAP + 1 matches (in index order), so a broad term ("company") costs what a precise
 * one does. Best first, then by name.
 */
async function searchKind(
  db: Db,
  orgId: string,
  type: SearchEntityType,
  eventIds: readonly string[],
  term: string,
): Promise<{ hits: GlobalSearchHit[]; total: number }> {
  if (eventIds.length === 0) return { hits: [], total: 0 };
  const needle = term.toLowerCase();
  const like = `%${needle.replace(/[\\%_]/g, "\\$&")}%`;
  const short = needle.length < 3;
  const words = needle.split(/\s+/).filter(Boolean);
  // Words of letters and digits as people type them: all of them, the last one perhaps unfinished
  // ("ada lovel"). Anything else (an email, a domain, one word that may sit inside another) is
  // also looked for inside the terms as typed.
  const typedWords = words.length > 1 && words.every((word) => /^[\p{L}\p{N}]+$/u.test(word));
  // Two letters have no trigram: they match the start of a word ("ka" finds Kay and Kahn).
  const query = short
    ? `${needle.replace(/[^\p{L}\p{N}]/gu, "") || "_"}:*`
    : typedWords
      ? `${words.join(" & ")}:*`
      : needle;
  // A trigram search of the terms reads every row sharing a trigram with the needle: for "company
  // 3" that is every contact, so words are matched by their full-text index alone.
  const withLike = !(short || typedWords);
  // Typos are forgiven in names and titles; an email or a number is matched as typed ("company 12":
  // the trigrams of "company" and of email domains are in nearly every contact, so similarity would
  // have to weigh them all).
  const fuzzy = !(short || /[@\d]/.test(needle));
  const rows = rowsOf<HitRow & { total: number | string }>(
    await db.execute(sql`
      select * from search_kind(${type}, ${orgId}, ${textArray(eventIds)}, ${needle}, ${like},
        ${query}, ${withLike}, ${withLike}, ${fuzzy}, ${TOTAL_CAP}::int, ${SEARCH_HITS}::int)`),
  );
  return {
    hits: rows.map((row) => ({
      id: row.id,
      type,
      name: row.name,
      detail: row.detail,
      eventId: row.event_id,
      eventName: row.event_name,
      score: Number(row.score),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The global search (spec 1 §7 "Search: one call with orgId, term and type (all)"). */
export async function globalSearch(
  db: Db,
  userId: string,
  orgId: string,
  term: string,
  types: readonly SearchEntityType[],
): Promise<GlobalSearchResult> {
  const readable = await readableEvents(db, userId, orgId);
  const empty = { hits: [] as GlobalSearchHit[], total: 0 };
  const run = (type: SearchEntityType) =>
    types.includes(type) && readable[type].length > 0
      ? searchKind(db, orgId, type, readable[type], term)
      : Promise.resolve(empty);
  // Each kind is one statement: on PostgreSQL they run side by side on the pool's connections, so
  // the call costs the slowest kind rather than the three in turn (PGlite, with one connection,
  // takes them one after another).
  const [contacts, sessions, content] = await Promise.all([
    run("contact"),
    run("session"),
    run("content"),
    rememberTerm(db, userId, orgId, term),
  ]);
  const found = { contacts, sessions, content };
  return {
    contacts: found.contacts.hits,
    sessions: found.sessions.hits,
    content: found.content.hits,
    totals: {
      contacts: found.contacts.total,
      sessions: found.sessions.total,
      content: found.content.total,
      capped: TOTAL_CAP,
    },
  };
}

/** Keeps the term as the user's latest in this organization (the same term in any case once). */
async function rememberTerm(db: Db, userId: string, orgId: string, term: string): Promise<void> {
  // One statement (migration 0037's remember_search_term): the user's lock is held for it alone,
  // so a user searching as they type does not queue behind their own round trips.
  await db.execute(sql`select remember_search_term(${userId}, ${orgId}, ${term}, ${RECENT_TERMS}::int)`);
}

/** The user's recent search terms in the organization, newest first. */
export async function recentTerms(db: Db, userId: string, orgId: string): Promise<string[]> {
  await readableEvents(db, userId, orgId);
  const rows = await db
    .select({ term: recentSearches.term })
    .from(recentSearches)
    .where(and(eq(recentSearches.userId, userId), eq(recentSearches.orgId, orgId)))
    .orderBy(desc(recentSearches.searchedAt))
    .limit(RECENT_TERMS);
  return rows.map((row) => row.term);
}

/** Contacts indexed per statement after an import. */
const INDEX_CHUNK = 2_000;

/**
 * Indexes the contacts an import wrote (its batches skip the row triggers): set-based upserts of
 * the event's contacts changed since the import started, then the indexes settled.
 */
export async function indexImportedContacts(
  db: Db,
  eventId: string,
  since: Date,
  chunkSize = INDEX_CHUNK,
): Promise<void> {
  const written = sql`c.event_id = ${eventId} and c.updated_at >= ${since.toISOString()}::timestamptz`;
  // In chunks, each merged into the indexes before the next: on the embedded database one
  // statement holds its only connection, and 100,000 contacts at once kept every request waiting
  // for six seconds (issue 23 item 1, `npm run bench:responsiveness`). The chunks follow
  // (updated_at, id) down `contacts_event_updated_idx`, so each reads its own rows and no more,
  // however many contacts the event held before (issue 23 item 7).
  for (let after: { at: string; id: string } | null = null; ; ) {
    const from: SQL = after
      ? sql` and (c.updated_at, c.id) > (${after.at}::timestamptz, ${after.id})`
      : sql``;
    const [chunk]: ({ at: string | null; id: string | null } | undefined)[] = rowsOf(
      await db.execute(sql`
        select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from (
          select c.updated_at, c.id from contacts c where ${written}${from}
          order by c.updated_at, c.id limit ${chunkSize}
        ) chunk order by updated_at desc, id desc limit 1`),
    );
    if (!chunk?.at || !chunk.id) return;
    const last: { at: string; id: string } = { at: chunk.at, id: chunk.id };
    const upTo = sql`(c.updated_at, c.id) <= (${last.at}::timestamptz, ${last.id})`;
    await db.transaction(async (tx) => {
      // New entries gather in the GIN indexes' pending lists and are merged in large steps.
      await tx.execute(
        sql`select set_config('gin_pending_list_limit', '65536', true), set_config('work_mem', '64MB', true),
          set_config('synchronous_commit', 'off', true)`,
      );
      await indexContacts(tx, sql`${written}${from} and ${upTo}`);
    });
    await settleSearchIndexes(db);
    after = last;
  }
}

/**
 * The search entries of the contacts `where` picks (over `contacts c`), in one set-based upsert:
 * for bulk writers (an import, an integration sync) that wrote them with the row triggers quiet.
 */
export async function indexContacts(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`
    insert into search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms, updated_at)
    select 'contact', c.id, c.org_id, c.event_id, btrim(c.fname || ' ' || c.lname), concat_ws(' · ', c.email, c.company),
           lower(concat_ws(' ', c.fname, c.lname, c.email, c.company)), now()
    from contacts c
    where ${where}
    on conflict (entity_type, entity_id) do update set
      name = excluded.name, detail = excluded.detail, terms = excluded.terms, updated_at = excluded.updated_at`);
}

/**
 * Merges the search indexes' pending lists into the indexes proper, after bulk writes (an import,
 * a clone). A GIN index takes new entries into an unsorted pending list that every search reads
 * in full until it is merged: 100,000 fresh contacts make each search several times slower.
 * PostgreSQL's autovacuum would merge them a while later; the embedded database has no
 * autovacuum, and searching users should not wait for it either.
 */
export async function settleSearchIndexes(db: Db): Promise<void> {
  await db.execute(sql`
    select gin_clean_pending_list(i.indexrelid)
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam
    where i.indrelid = 'search_entries'::regclass and a.amname = 'gin'`);
}
