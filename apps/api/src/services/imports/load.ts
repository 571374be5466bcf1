import { randomUUID } from "node:crypto";
import { FIRST_NAME, FULL_NAME, type GroupValues, type ImportCounters, LAST_NAME } from "@foyer/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/**
 * Writing one batch of valid rows (issue 4 "No duplicates, no loss"), set-based: each table gets
 * one statement that reads the whole batch as a staging relation (`unnest` over one text array per
 * column: the cheapest input PostgreSQL parses, on the server and in PGlite alike) and inserts it,
 * with `ON CONFLICT` turning a match into an update:
 * - contacts match by email within the event (the unique index contacts_event_email_idx), or
 *   without an email by first and last name within the event;
 * - accounts and custom records match by name within their module.
 * A match keeps its id and its import; only the non-empty imported values replace what it had, so
 * re-importing a file changes nothing and never creates a record twice. Rows that name the same
 * record twice in one batch are merged first (the later row's values win).
 */

export interface LoadTarget {
  importId: string;
  orgId: string;
  eventId: string;
  /** The groups' ids in the stored request, by kind (null when the import has no such group). */
  groupIds: { contacts: string | null; accounts: string | null; custom: string | null };
  /** The module accounts go to, and the custom module. */
  accountsModuleId: string | null;
  customModuleId: string | null;
}

/** One valid row: its values per group id (null: the row has no record of that group). */
export type LoadRow = Record<string, GroupValues | null>;

export type RecordCounters = Pick<
  ImportCounters,
  | "contacts_created"
  | "existing_contacts"
  | "accounts_created"
  | "existing_accounts"
  | "custom_records_created"
  | "existing_custom_records"
>;

export const emptyRecordCounters = (): RecordCounters => ({
  contacts_created: 0,
  existing_contacts: 0,
  accounts_created: 0,
  existing_accounts: 0,
  custom_records_created: 0,
  existing_custom_records: 0,
});

/** Existing records already counted by this run, so one updated twice is counted once. */
export interface SeenExisting {
  contacts: Set<string>;
  accounts: Set<string>;
  custom: Set<string>;
}

export const newSeenExisting = (): SeenExisting => ({
  contacts: new Set(),
  accounts: new Set(),
  custom: new Set(),
});

/**
 * A PostgreSQL array literal of text: `{"a","b",NULL}`. JSON writes almost the same thing much
 * faster (quotes and backslashes escaped alike, `null` read as NULL); only JSON's escapes for
 * control characters (\n, \t, \u0001 …) mean something else in an array literal, so a column
 * holding one is written element by element instead.
 */
export function textArray(values: readonly (string | null)[]): string {
  const json = JSON.stringify(values);
  // An escape of JSON's own: a backslash (not itself escaped) before b, f, n, r, t or u.
  if (!/(?:^|[^\\])(?:\\\\)*\\[bfnrtu]/.test(json)) return `{${json.slice(1, -1)}}`;
  let out = "{";
  for (let index = 0; index < values.length; index++) {
    if (index > 0) out += ",";
    const value = values[index];
    if (value === null || value === undefined) out += "NULL";
    else out += `"${value.replace(/["\\]/g, "\\$&")}"`;
  }
  return `${out}}`;
}

type StagedColumn<T> = readonly [name: string, read: (item: T) => string | null];

/** The items as a relation `s(name, …)` of text columns, one array parameter per column. */
function staged<T>(items: readonly T[], columns: readonly StagedColumn<T>[]): SQL {
  const arrays = columns.map(([, read]) => sql`${textArray(items.map(read))}::text[]`);
  return sql`unnest(${sql.join(arrays, sql`, `)}) as s(${sql.raw(columns.map(([name]) => name).join(", "))})`;
}

const json = (data: Record<string, unknown>): string | null => {
  for (const _ in data) return JSON.stringify(data);
  return null;
};

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** Values of the module's own fields (everything but the built-in ones) for `data`. */
function dataOf(values: GroupValues, builtins: ReadonlySet<string>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key in values) if (!builtins.has(key)) data[key] = values[key];
  return data;
}

const CONTACT_BUILTINS = new Set([
  FULL_NAME,
  FIRST_NAME,
  LAST_NAME,
  "EMAIL",
  "COMPANY",
  "TITLE",
  "PHONE",
  "COUNTRY",
]);
const ACCOUNT_BUILTINS = new Set(["NAME", "WEBSITE", "EMAIL", "PHONE", "COUNTRY"]);
const CUSTOM_BUILTINS = new Set(["NAME"]);

interface ContactInput {
  key: string;
  fname: string | null;
  lname: string | null;
  email: string | null;
  company: string | null;
  title: string | null;
  phone: string | null;
  country: string | null;
  account_key: string | null;
  account_id?: string | null;
  data: Record<string, unknown>;
}

function contactOf(values: GroupValues, accountKey: string | null): ContactInput | null {
  const full = values[FULL_NAME];
  const split = typeof full === "object" && !Array.isArray(full) ? full : null;
  const fname = text(values[FIRST_NAME]) ?? text(split?.first_name);
  const lname = text(values[LAST_NAME]) ?? text(split?.last_name);
  const email = text(values.EMAIL);
  if (!email && !fname && !lname) return null;
  return {
    key: email
      ? `e:${email.toLowerCase()}`
      : `n:${(fname ?? "").toLowerCase()}\t${(lname ?? "").toLowerCase()}`,
    fname,
    lname,
    email,
    company: text(values.COMPANY),
    title: text(values.TITLE),
    phone: text(values.PHONE),
    country: text(values.COUNTRY),
    account_key: accountKey,
    data: dataOf(values, CONTACT_BUILTINS),
  };
}

/** Later values win where they are given; `data` merges. */
function merge<T extends { data: Record<string, unknown> }>(earlier: T, later: T): T {
  const merged = { ...earlier } as Record<string, unknown>;
  for (const [key, value] of Object.entries(later) as [string, unknown][]) {
    if (key === "data") continue;
    if (value !== null && value !== undefined && value !== "") merged[key] = value;
  }
  return { ...(merged as T), data: { ...earlier.data, ...later.data } };
}

function dedupe<T extends { key: string; data: Record<string, unknown> }>(items: T[]): Map<string, T> {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const before = byKey.get(item.key);
    byKey.set(item.key, before ? merge(before, item) : item);
  }
  return byKey;
}

/** What an upsert answers: the count it created, and the rows it matched or (when asked) all rows. */
interface Upserted {
  created: number;
  rows: { id: string; key: string; inserted: boolean; import_id: string | null }[];
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Runs `insert … on conflict … returning id, key, inserted, import_id` and splits what it answers
 * into the number created and the rows (all of them, for linking other records by id).
 */
async function upsert(tx: Db, insert: SQL, keyOf: (key: string) => string): Promise<Upserted> {
  const rows = rowsOf<Upserted["rows"][number]>(await tx.execute(insert));
  let created = 0;
  for (const row of rows) {
    row.key = keyOf(row.key);
    if (row.inserted) created++;
  }
  return { created, rows };
}

/** Matched records this run has not counted yet; a record this import created is not "existing". */
function existing(upserted: Upserted, importId: string, seen: Set<string>): number {
  let found = 0;
  for (const row of upserted.rows) {
    if (row.inserted || row.import_id === importId || seen.has(row.id)) continue;
    seen.add(row.id);
    found++;
  }
  return found;
}

/**
 * Writes one batch inside the caller's transaction and answers what it created and matched.
 * `seen` carries the existing records already counted across batches.
 */
export async function loadBatch(
  tx: Db,
  target: LoadTarget,
  rows: readonly LoadRow[],
  seen: SeenExisting,
): Promise<RecordCounters> {
  const counters = emptyRecordCounters();
  const { contacts: contactsGroup, accounts: accountsGroup, custom: customGroup } = target.groupIds;

  // 1. Accounts, so contacts and custom records can point at them.
  const accountIds = new Map<string, string>();
  const rowAccountKey: (string | null)[] = rows.map((row) => {
    const values = accountsGroup ? row[accountsGroup] : null;
    const name = text(values?.NAME)?.trim();
    return name ? name.toLowerCase() : null;
  });
  if (accountsGroup && target.accountsModuleId) {
    const accounts = [
      ...dedupe(
        rows.flatMap((row, index) => {
          const values = row[accountsGroup];
          const key = rowAccountKey[index];
          if (!values || !key) return [];
          return [
            {
              key,
              name: text(values.NAME)?.trim() ?? "",
              website: text(values.WEBSITE),
              email: text(values.EMAIL),
              phone: text(values.PHONE),
              country: text(values.COUNTRY),
              data: dataOf(values, ACCOUNT_BUILTINS),
            },
          ];
        }),
      ).values(),
    ];
    if (accounts.length > 0) {
      const upserted = await upsert(
        tx,
        sql`insert into accounts (id, org_id, event_id, module_id, name, website, email, phone, country, data, import_id)
        select gen_random_uuid()::text, ${target.orgId}, ${target.eventId}, ${target.accountsModuleId},
               s.name, s.website, s.email, s.phone, s.country, coalesce(s.data::jsonb, '{}'::jsonb), ${target.importId}
        from ${staged(accounts, [
          ["name", (item) => item.name],
          ["website", (item) => item.website],
          ["email", (item) => item.email],
          ["phone", (item) => item.phone],
          ["country", (item) => item.country],
          ["data", (item) => json(item.data)],
        ])}
        on conflict (module_id, lower(name)) do update set
          website = coalesce(excluded.website, accounts.website),
          email = coalesce(excluded.email, accounts.email),
          phone = coalesce(excluded.phone, accounts.phone),
          country = coalesce(excluded.country, accounts.country),
          data = accounts.data || excluded.data,
          updated_at = now()
        returning id, name as key, (xmax = 0) as inserted, import_id`,
        (name) => name.toLowerCase(),
      );
      for (const row of upserted.rows) accountIds.set(row.key, row.id);
      counters.accounts_created += upserted.created;
      counters.existing_accounts += existing(upserted, target.importId, seen.accounts);
    }
  }

  // 2. Contacts: by email with ON CONFLICT; without one, by name.
  const contactIds = new Map<string, string>();
  const rowContactKey: (string | null)[] = rows.map(() => null);
  if (contactsGroup) {
    const inputs: ContactInput[] = [];
    rows.forEach((row, index) => {
      const values = row[contactsGroup];
      const contact = values ? contactOf(values, rowAccountKey[index] ?? null) : null;
      if (!contact) return;
      rowContactKey[index] = contact.key;
      inputs.push(contact);
    });
    const contacts = [...dedupe(inputs).values()];
    for (const contact of contacts) {
      contact.account_id = contact.account_key ? (accountIds.get(contact.account_key) ?? null) : null;
    }
    const withEmail = contacts.filter((contact) => contact.email);
    const withoutEmail = contacts.filter((contact) => !contact.email);
    if (withEmail.length > 0) {
      const upserted = await upsert(
        tx,
        sql`insert into contacts (id, org_id, event_id, fname, lname, email, company, title, phone, country, account_id, data, import_id)
        select gen_random_uuid()::text, ${target.orgId}, ${target.eventId}, coalesce(s.fname, ''), coalesce(s.lname, ''),
               s.email, s.company, s.title, s.phone, s.country, s.account_id, coalesce(s.data::jsonb, '{}'::jsonb), ${target.importId}
        from ${staged(withEmail, contactColumns)}
        on conflict (event_id, lower(email)) where email is not null and event_id is not null do update set
          fname = coalesce(nullif(excluded.fname, ''), contacts.fname),
          lname = coalesce(nullif(excluded.lname, ''), contacts.lname),
          company = coalesce(excluded.company, contacts.company),
          title = coalesce(excluded.title, contacts.title),
          phone = coalesce(excluded.phone, contacts.phone),
          country = coalesce(excluded.country, contacts.country),
          account_id = coalesce(excluded.account_id, contacts.account_id),
          data = contacts.data || excluded.data,
          updated_at = now()
        returning id, email as key, (xmax = 0) as inserted, import_id`,
        (email) => `e:${email.toLowerCase()}`,
      );
      for (const row of upserted.rows) contactIds.set(row.key, row.id);
      counters.contacts_created += upserted.created;
      counters.existing_contacts += existing(upserted, target.importId, seen.contacts);
    }
    if (withoutEmail.length > 0) {
      const upserted = await loadContactsByName(tx, target, withoutEmail);
      for (const row of upserted.rows) contactIds.set(row.key, row.id);
      counters.contacts_created += upserted.created;
      counters.existing_contacts += existing(upserted, target.importId, seen.contacts);
    }
  }

  // 3. Custom records, linked to the row's contact and account.
  if (customGroup && target.customModuleId) {
    const records = [
      ...dedupe(
        rows.flatMap((row, index) => {
          const values = row[customGroup];
          const name = text(values?.NAME)?.trim();
          if (!values || !name) return [];
          const contactKey = rowContactKey[index];
          const accountKey = rowAccountKey[index];
          return [
            {
              key: name.toLowerCase(),
              name,
              contact_id: contactKey ? (contactIds.get(contactKey) ?? null) : null,
              account_id: accountKey ? (accountIds.get(accountKey) ?? null) : null,
              data: dataOf(values, CUSTOM_BUILTINS),
            },
          ];
        }),
      ).values(),
    ];
    if (records.length > 0) {
      const upserted = await upsert(
        tx,
        sql`insert into custom_records (id, org_id, event_id, module_id, name, contact_id, account_id, data, import_id)
        select gen_random_uuid()::text, ${target.orgId}, ${target.eventId}, ${target.customModuleId},
               s.name, s.contact_id, s.account_id, coalesce(s.data::jsonb, '{}'::jsonb), ${target.importId}
        from ${staged(records, [
          ["name", (item) => item.name],
          ["contact_id", (item) => item.contact_id],
          ["account_id", (item) => item.account_id],
          ["data", (item) => json(item.data)],
        ])}
        on conflict (module_id, lower(name)) do update set
          contact_id = coalesce(excluded.contact_id, custom_records.contact_id),
          account_id = coalesce(excluded.account_id, custom_records.account_id),
          data = custom_records.data || excluded.data,
          updated_at = now()
        returning id, name as key, (xmax = 0) as inserted, import_id`,
        (name) => name.toLowerCase(),
      );
      counters.custom_records_created += upserted.created;
      counters.existing_custom_records += existing(upserted, target.importId, seen.custom);
    }
  }
  return counters;
}

const contactColumns: readonly StagedColumn<ContactInput & { id?: string }>[] = [
  ["fname", (item) => item.fname],
  ["lname", (item) => item.lname],
  ["email", (item) => item.email],
  ["company", (item) => item.company],
  ["title", (item) => item.title],
  ["phone", (item) => item.phone],
  ["country", (item) => item.country],
  ["account_id", (item) => item.account_id ?? null],
  ["data", (item) => json(item.data)],
];

/**
 * Contacts without an email: the event's contact with the same first and last name (any letter
 * case; the oldest when several) is updated, the others are created.
 */
async function loadContactsByName(tx: Db, target: LoadTarget, contacts: ContactInput[]): Promise<Upserted> {
  const matches = rowsOf<{ key: string; id: string; import_id: string | null }>(
    await tx.execute(sql`
      select distinct on (s.key) s.key, c.id, c.import_id
      from ${staged(contacts, [
        ["key", (item) => item.key],
        ["fname", (item) => (item.fname ?? "").toLowerCase()],
        ["lname", (item) => (item.lname ?? "").toLowerCase()],
      ])}
      join contacts c on c.event_id = ${target.eventId} and lower(c.fname) = s.fname and lower(c.lname) = s.lname
      order by s.key, c.created_at, c.id`),
  );
  const matched = new Map(matches.map((row) => [row.key, row]));
  const updates = contacts.flatMap((contact) => {
    const match = matched.get(contact.key);
    return match ? [{ ...contact, id: match.id }] : [];
  });
  const inserts = contacts
    .filter((contact) => !matched.has(contact.key))
    .map((contact) => ({ ...contact, id: randomUUID() }));
  if (updates.length > 0) {
    await tx.execute(sql`
      update contacts c set
        company = coalesce(s.company, c.company),
        title = coalesce(s.title, c.title),
        phone = coalesce(s.phone, c.phone),
        country = coalesce(s.country, c.country),
        account_id = coalesce(s.account_id, c.account_id),
        data = c.data || coalesce(s.data::jsonb, '{}'::jsonb),
        updated_at = now()
      from ${staged(updates, [["id", (item) => item.id], ...contactColumns])}
      where c.id = s.id`);
  }
  if (inserts.length > 0) {
    await tx.execute(sql`
      insert into contacts (id, org_id, event_id, fname, lname, email, company, title, phone, country, account_id, data, import_id)
      select s.id, ${target.orgId}, ${target.eventId}, coalesce(s.fname, ''), coalesce(s.lname, ''), null,
             s.company, s.title, s.phone, s.country, s.account_id, coalesce(s.data::jsonb, '{}'::jsonb), ${target.importId}
      from ${staged(inserts, [["id", (item) => item.id], ...contactColumns])}`);
  }
  return {
    created: inserts.length,
    rows: [
      ...updates.map((contact) => ({
        id: contact.id,
        key: contact.key,
        inserted: false,
        import_id: matched.get(contact.key)?.import_id ?? null,
      })),
      ...inserts.map((contact) => ({
        id: contact.id,
        key: contact.key,
        inserted: true,
        import_id: target.importId,
      })),
    ],
  };
}

/** The keys a row's records match by (see loadBatch), for counting what an import would do. */
export function rowKeys(
  target: LoadTarget,
  row: LoadRow,
): { contact: string | null; account: string | null; custom: string | null } {
  const { contacts: contactsGroup, accounts: accountsGroup, custom: customGroup } = target.groupIds;
  const account = accountsGroup && target.accountsModuleId ? text(row[accountsGroup]?.NAME)?.trim() : null;
  const contactValues = contactsGroup ? row[contactsGroup] : null;
  const custom = customGroup && target.customModuleId ? text(row[customGroup]?.NAME)?.trim() : null;
  return {
    contact: contactValues ? (contactOf(contactValues, null)?.key ?? null) : null,
    account: account ? account.toLowerCase() : null,
    custom: custom ? custom.toLowerCase() : null,
  };
}
