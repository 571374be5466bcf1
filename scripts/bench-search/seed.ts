/**
 * The search benchmarks' data (bench:search, bench:load): one organization with contacts, sessions
 * and content items spread over `events` events, written as an import writes (row triggers quiet,
 * search entries in one statement), and the terms a searching organizer types.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../apps/api/src/db/client.js";
import { events, organizations, orgUsers, users } from "../../apps/api/src/db/schema/index.js";
import { hashPassword } from "../../apps/api/src/services/auth/passwords.js";
import { settleSearchIndexes } from "../../apps/api/src/services/search/search.js";

export interface SearchDataSize {
  contacts: number;
  sessions: number;
  content: number;
  events: number;
}

export const SEARCH_ADMIN_PASSWORD = "bench-search-password";

const FIRST = [
  "ada",
  "grace",
  "alan",
  "edsger",
  "barbara",
  "donald",
  "frances",
  "ken",
  "margaret",
  "linus",
  "radia",
  "tim",
  "katherine",
  "john",
  "hedy",
  "dennis",
  "sophie",
  "claude",
  "annie",
  "niklaus",
];
const LAST = [
  "lovelace",
  "hopper",
  "turing",
  "dijkstra",
  "liskov",
  "knuth",
  "allen",
  "thompson",
  "hamilton",
  "torvalds",
  "perlman",
  "berners-lee",
  "johnson",
  "backus",
  "lamarr",
  "ritchie",
  "wilson",
  "shannon",
  "easley",
  "wirth",
  "kay",
  "engelbart",
  "goldberg",
  "sammet",
  "clarke",
  "cerf",
  "kahn",
  "lamport",
  "stroustrup",
  "gosling",
];
const WORDS = [
  "compilers",
  "kubernetes",
  "accessibility",
  "databases",
  "security",
  "design",
  "typescript",
  "observability",
  "testing",
  "leadership",
  "performance",
  "privacy",
  "networks",
  "graphics",
  "robotics",
  "quantum",
  "sustainability",
  "analytics",
  "mobile",
  "search",
];

/** Terms as people type them: a name with a typo, a stored email, a title word, a word with a typo, a company, a full name, two letters. */
export function terms(): string[] {
  const list: string[] = [];
  for (let index = 0; index < 50; index++) {
    const g = index * 1_999 + 1;
    // The seed's contact number g: first, last and email as the seed writes them.
    const first = FIRST[g % FIRST.length] as string;
    const last = LAST[Math.floor(g / 7) % LAST.length] as string;
    const typo = `${last.slice(0, 2)}${last.slice(3)}`; // one letter dropped
    const word = WORDS[index % WORDS.length] as string;
    list.push(
      typo,
      `${first}.${last}${g}@company${g % 50}.example`,
      word,
      `${word.slice(0, -2)}x`,
      `company ${index}`,
      `${first} ${last}`,
    );
    if (index % 10 === 0) list.push(first.slice(0, 2));
  }
  return list;
}

export async function seedSearchData(
  database: Database,
  size: SearchDataSize,
): Promise<{ orgId: string; email: string }> {
  const db = database.db;
  const orgId = randomUUID();
  const userId = randomUUID();
  const email = `bench-${userId}@example.com`;
  await db.insert(users).values({
    id: userId,
    email,
    fname: "Bench",
    lname: "Admin",
    passwordHash: await hashPassword(SEARCH_ADMIN_PASSWORD),
  });
  await db.insert(organizations).values({ id: orgId, name: "Bench search" });
  await db.insert(orgUsers).values({ orgId, userId, isAdmin: true });
  const eventIds = Array.from({ length: size.events }, () => randomUUID());
  await db.insert(events).values(
    eventIds.map((id, index) => ({
      id,
      orgId,
      name: `Event ${index + 1}`,
      slug: `bench-${id}`,
      dateFrom: "2027-03-15",
      dateTo: "2027-03-17",
    })),
  );
  const eventArray = `{${eventIds.join(",")}}`;
  const firstArray = `{${FIRST.join(",")}}`;
  const lastArray = `{${LAST.join(",")}}`;
  const wordArray = `{${WORDS.join(",")}}`;
  await db.transaction(async (tx) => {
    // As an import writes: the row triggers stay quiet, the search entries are made in one statement.
    await tx.execute(
      sql`select set_config('foyer.bulk_write', 'on', true), set_config('synchronous_commit', 'off', true)`,
    );
    await tx.execute(sql`
      insert into contacts (id, org_id, event_id, fname, lname, email, company)
      select gen_random_uuid()::text, ${orgId}, (${eventArray}::text[])[1 + g % ${size.events}],
             initcap((${firstArray}::text[])[1 + g % ${FIRST.length}]), initcap((${lastArray}::text[])[1 + (g / 7) % ${LAST.length}]),
             (${firstArray}::text[])[1 + g % ${FIRST.length}] || '.' || (${lastArray}::text[])[1 + (g / 7) % ${LAST.length}] || g || '@company' || (g % 50) || '.example',
             'Company ' || (g % 500)
      from generate_series(1, ${size.contacts}::int) g`);
    await tx.execute(sql`
      insert into event_sessions (id, org_id, event_id, title, description)
      select gen_random_uuid()::text, ${orgId}, (${eventArray}::text[])[1 + g % ${size.events}],
             initcap((${wordArray}::text[])[1 + g % ${WORDS.length}]) || ' ' || initcap((${wordArray}::text[])[1 + (g / 20) % ${WORDS.length}]) || ' #' || g,
             'A session about ' || (${wordArray}::text[])[1 + (g / 3) % ${WORDS.length}]
      from generate_series(1, ${size.sessions}::int) g`);
    await tx.execute(sql`
      insert into content_items (id, org_id, event_id, title, description)
      select gen_random_uuid()::text, ${orgId}, (${eventArray}::text[])[1 + g % ${size.events}],
             'Guide to ' || (${wordArray}::text[])[1 + g % ${WORDS.length}] || ' ' || g,
             'Slides and notes on ' || (${wordArray}::text[])[1 + (g / 5) % ${WORDS.length}]
      from generate_series(1, ${size.content}::int) g`);
    await tx.execute(sql`
      insert into search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms)
      select 'contact', id, org_id, event_id, btrim(fname || ' ' || lname), concat_ws(' · ', email, company),
             lower(concat_ws(' ', fname, lname, email, company))
      from contacts where org_id = ${orgId}
      union all
      select 'session', id, org_id, event_id, title, left(description, 200), lower(title || ' ' || left(description, 200))
      from event_sessions where org_id = ${orgId}
      union all
      select 'content', id, org_id, event_id, title, left(description, 200), lower(title || ' ' || left(description, 200))
      from content_items where org_id = ${orgId}`);
  });
  // As after an import: the search indexes settled by the app's own step, and statistics
  // gathered (PostgreSQL's autovacuum would; the embedded database has none).
  await settleSearchIndexes(database.db);
  await db.execute(sql`analyze search_entries`);
  return { orgId, email };
}
