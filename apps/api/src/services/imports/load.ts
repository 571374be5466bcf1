import { FIRST_NAME, FULL_NAME, type GroupValues, type ImportCounters, LAST_NAME } from "@foyer/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { copyRows } from "../../db/copy.js";
import { timeOrderedIds } from "./ids.js";

/**
 * Writing one batch of valid rows (issue 4 "No duplicates, no loss"), set-based: each statement
 * reads the whole batch as a staging relation (`unnest` over one text array per column: the
 * cheapest input PostgreSQL parses, on the server and in PGlite alike).
 * - Contacts match by email within the event (the unique index contacts_event_email_idx), or
 *   without an email by first and last name within the event. The batch's matches are looked up
 *   first and updated in one statement; the new contacts, the bulk of most imports, go in by COPY
 *   (db/copy.ts), the fastest way in on both databases.
 * - Accounts and custom records match by name within their module, with `ON CONFLICT` turning a
 *   match into an update.
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
  if (!json.includes("\\")) return `{${json.slice(1, -1)}}`;
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

/** A text array as a parameter (its literal, a string). */
export const textArrayParam = (values: readonly (string | null)[]): SQL => sql`${textArray(values)}::text[]`;

/** The items as a relation `s(name, …)` of text columns, one array parameter per column. */
function staged<T>(items: readonly T[], columns: readonly StagedColumn<T>[]): SQL {
  const arrays = columns.map(([, read]) => textArrayParam(items.map(read)));
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

interface AccountInput {
  key: string;
  name: string;
  website: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  data: Record<string, unknown>;
}

interface CustomInput {
  key: string;
  name: string;
  contact_id: string | null;
  account_id: string | null;
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

/** What a write answers: the count it created, and the existing records it matched. */
interface Written {
  created: number;
  /** Existing records matched (updated), with the import that created them. */
  matched: { id: string; key: string; import_id: string | null }[];
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Runs `insert … on conflict … returning id, key, inserted, import_id` and answers the count
 * created and the rows matched; `ids` gets every row's id by key (for linking other records).
 */
async function upsert(
  tx: Db,
  insert: SQL,
  keyOf: (key: string) => string,
  ids: Map<string, string>,
): Promise<Written> {
  const rows = rowsOf<{ id: string; key: string; inserted: boolean; import_id: string | null }>(
    await tx.execute(insert),
  );
  let created = 0;
  const matched: Written["matched"] = [];
  for (const row of rows) {
    row.key = keyOf(row.key);
    ids.set(row.key, row.id);
    if (row.inserted) created++;
    else matched.push(row);
  }
  return { created, matched };
}

/**
 * Matched records not counted yet by this run, added to `fresh`; a record this import created is
 * not "existing".
 */
function existing(written: Written, importId: string, seen: ReadonlySet<string>, fresh: Set<string>): number {
  let found = 0;
  for (const row of written.matched) {
    if (row.import_id === importId || seen.has(row.id) || fresh.has(row.id)) continue;
    fresh.add(row.id);
    found++;
  }
  return found;
}

/**
 * What one batch wrote: its counters, the existing records it counted for the first time, and the
 * contacts with an email it created (for the run's RunContacts, once the batch has committed).
 */
export interface LoadedBatch {
  counters: RecordCounters;
  counted: SeenExisting;
  createdByEmail: { key: string; id: string }[];
}

/** Adds a committed batch's counted records to those of the run. */
export function addCounted(seen: SeenExisting, batch: LoadedBatch): void {
  for (const id of batch.counted.contacts) seen.contacts.add(id);
  for (const id of batch.counted.accounts) seen.accounts.add(id);
  for (const id of batch.counted.custom) seen.custom.add(id);
}

/**
 * Writes one batch inside the caller's transaction and answers what it created and matched.
 * `seen` holds the existing records already counted by earlier batches; it is not changed (the
 * caller adds `counted` once the batch has committed). `emailMatches` says where the contacts
 * matching the rows' emails come from (see EmailMatches); without it they are looked up here.
 */
export async function loadBatch(
  tx: Db,
  target: LoadTarget,
  rows: readonly LoadRow[],
  seen: SeenExisting,
  emailMatches?: EmailMatches,
): Promise<LoadedBatch> {
  const counters = emptyRecordCounters();
  const counted = newSeenExisting();
  const createdByEmail: LoadedBatch["createdByEmail"] = [];
  const { contacts: contactsGroup, accounts: accountsGroup, custom: customGroup } = target.groupIds;
  const linkRecords = Boolean(customGroup && target.customModuleId);

  // 1. Accounts, so contacts and custom records can point at them.
  const accountIds = new Map<string, string>();
  const rowAccountKey: (string | null)[] = new Array(rows.length).fill(null);
  if (accountsGroup && target.accountsModuleId) {
    const inputs: AccountInput[] = [];
    for (let index = 0; index < rows.length; index++) {
      const values = rows[index]?.[accountsGroup];
      const name = text(values?.NAME)?.trim();
      if (!values || !name) continue;
      const key = name.toLowerCase();
      rowAccountKey[index] = key;
      inputs.push({
        key,
        name,
        website: text(values.WEBSITE),
        email: text(values.EMAIL),
        phone: text(values.PHONE),
        country: text(values.COUNTRY),
        data: dataOf(values, ACCOUNT_BUILTINS),
      });
    }
    const accounts = withIds([...dedupe(inputs).values()]);
    if (accounts.length > 0) {
      const written = await upsert(
        tx,
        sql`insert into accounts (id, org_id, event_id, module_id, name, website, email, phone, country, data, import_id)
        select s.id, ${target.orgId}, ${target.eventId}, ${target.accountsModuleId},
               s.name, s.website, s.email, s.phone, s.country, coalesce(s.data::jsonb, '{}'::jsonb), ${target.importId}
        from ${staged(accounts, [
          ["id", (item) => item.id],
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
        accountIds,
      );
      counters.accounts_created += written.created;
      counters.existing_accounts += existing(written, target.importId, seen.accounts, counted.accounts);
    }
  }

  // 2. Contacts: by email, else by name.
  const contactIds = new Map<string, string>();
  const rowContactKey: (string | null)[] = linkRecords ? new Array(rows.length).fill(null) : [];
  if (contactsGroup) {
    const inputs: ContactInput[] = [];
    for (let index = 0; index < rows.length; index++) {
      const values = rows[index]?.[contactsGroup];
      const contact = values ? contactOf(values, rowAccountKey[index] ?? null) : null;
      if (!contact) continue;
      if (linkRecords) rowContactKey[index] = contact.key;
      inputs.push(contact);
    }
    const contacts = withIds(inKeyOrder([...dedupe(inputs).values()]));
    const withEmail: typeof contacts = [];
    const withoutEmail: typeof contacts = [];
    for (const contact of contacts) {
      contact.account_id = contact.account_key ? (accountIds.get(contact.account_key) ?? null) : null;
      (contact.email ? withEmail : withoutEmail).push(contact);
    }
    for (const [group, write] of [
      [withEmail, (items: StagedContact[]) => loadContactsByEmail(tx, target, items, emailMatches)],
      [withoutEmail, (items: StagedContact[]) => loadContactsByName(tx, target, items)],
    ] as const) {
      if (group.length === 0) continue;
      const written = await write(group);
      if (group === withEmail) {
        const matchedKeys = new Set(written.matched.map((row) => row.key));
        for (const contact of group) {
          if (!matchedKeys.has(contact.key)) createdByEmail.push({ key: contact.key, id: contact.id });
        }
      }
      if (linkRecords) {
        for (const contact of group) contactIds.set(contact.key, contact.id);
        for (const row of written.matched) contactIds.set(row.key, row.id);
      }
      counters.contacts_created += written.created;
      counters.existing_contacts += existing(written, target.importId, seen.contacts, counted.contacts);
    }
  }

  // 3. Custom records, linked to the row's contact and account.
  if (customGroup && target.customModuleId) {
    const inputs: CustomInput[] = [];
    for (let index = 0; index < rows.length; index++) {
      const values = rows[index]?.[customGroup];
      const name = text(values?.NAME)?.trim();
      if (!values || !name) continue;
      const contactKey = rowContactKey[index];
      const accountKey = rowAccountKey[index];
      inputs.push({
        key: name.toLowerCase(),
        name,
        contact_id: contactKey ? (contactIds.get(contactKey) ?? null) : null,
        account_id: accountKey ? (accountIds.get(accountKey) ?? null) : null,
        data: dataOf(values, CUSTOM_BUILTINS),
      });
    }
    const records = withIds([...dedupe(inputs).values()]);
    if (records.length > 0) {
      const written = await upsert(
        tx,
        sql`insert into custom_records (id, org_id, event_id, module_id, name, contact_id, account_id, data, import_id)
        select s.id, ${target.orgId}, ${target.eventId}, ${target.customModuleId},
               s.name, s.contact_id, s.account_id, coalesce(s.data::jsonb, '{}'::jsonb), ${target.importId}
        from ${staged(records, [
          ["id", (item) => item.id],
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
        new Map(),
      );
      counters.custom_records_created += written.created;
      counters.existing_custom_records += existing(written, target.importId, seen.custom, counted.custom);
    }
  }
  return { counters, counted, createdByEmail };
}

/**
 * The items sorted by key (emails, for contacts). New contacts then reach the unique email index in
 * its own order, a sweep across it rather than a scatter, and with ids given in this order the
 * primary key still grows at its right edge: a batch's COPY runs 10–15 % faster (docs/import.md). A
 * batch's contacts share one creation time, so listed by creation they follow this order rather
 * than the file's.
 */
function inKeyOrder<T extends { key: string }>(items: T[]): T[] {
  return items.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Each item with a new time-ordered id, used if it creates a record. */
function withIds<T>(items: T[]): (T & { id: string })[] {
  const ids = timeOrderedIds(items.length);
  return items.map((item, index) => Object.assign(item as T & { id: string }, { id: ids[index] as string }));
}

type StagedContact = ContactInput & { id: string };

const contactColumns: readonly StagedColumn<StagedContact>[] = [
  ["id", (item) => item.id],
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

/** An existing contact of the event, found by email before the batch writes (see matchedBefore). */
export interface KnownContact {
  id: string;
  email: string | null;
  importId: string | null;
}

/**
 * The contacts the import run itself has created so far, by email key: what a batch matches by
 * email while the event holds no other contact (see EmailMatches). Filled only with committed
 * batches' contacts. Past `limit` keys it stops standing in for the lookups (memory stays bounded;
 * the batches then look their emails up in the database).
 */
export class RunContacts {
  private readonly ids = new Map<string, string>();
  private overflowed = false;

  constructor(private readonly limit = 250_000) {}

  get usable(): boolean {
    return !this.overflowed;
  }

  get(key: string): string | undefined {
    return this.ids.get(key);
  }

  add(created: readonly { key: string; id: string }[]): void {
    if (this.overflowed) return;
    for (const { key, id } of created) this.ids.set(key, id);
    if (this.ids.size > this.limit) {
      this.overflowed = true;
      this.ids.clear();
    }
  }
}

/**
 * Where a batch's email matches come from:
 * - `known`: the event's contacts with one of the batch's emails, as the caller has just read
 *   them in the batch's transaction;
 * - `run`: the event held no contact but those this run created when the batch began (a new
 *   event's import, from its first row), so the run's own list answers without a lookup. A contact
 *   someone else commits meanwhile with one of the emails makes the insert fail on the unique index,
 *   as a lookup's race would: the caller writes the batch again, looking up this time.
 */
export type EmailMatches = { known: readonly KnownContact[] } | { run: RunContacts };

/**
 * Contacts with an email: the event's contact with the same email (any letter case) is updated,
 * the others are inserted. Without `from`, they are looked up here: one probe of the unique index
 * contacts_event_email_idx per staged email (`offset 0` keeps the lateral subquery a parameterized
 * index lookup rather than a join over all the event's contacts, whatever the event's size).
 * A contact with one of the emails committed by someone else meanwhile makes the insert fail on
 * that unique index: the caller writes the batch again, and then it matches.
 */
async function loadContactsByEmail(
  tx: Db,
  target: LoadTarget,
  contacts: StagedContact[],
  from: EmailMatches | undefined,
): Promise<Written> {
  if (from && "run" in from) {
    const matched: Written["matched"] = [];
    for (const contact of contacts) {
      const id = from.run.get(contact.key);
      if (id) matched.push({ id, key: contact.key, import_id: target.importId });
    }
    return writeContacts(tx, target, contacts, matched, { names: true });
  }
  const emails = new Set(contacts.map((item) => item.key));
  const found =
    from?.known.flatMap((row) =>
      row.email && emails.has(`e:${row.email.toLowerCase()}`)
        ? [{ email: row.email, id: row.id, import_id: row.importId }]
        : [],
    ) ??
    rowsOf<{ email: string; id: string; import_id: string | null }>(
      await tx.execute(sql`
        select s.email, m.id, m.import_id
        from unnest(${textArrayParam(contacts.map((item) => item.email))}) as s(email),
        lateral (
          select c.id, c.import_id from contacts c
          where c.event_id = ${target.eventId} and c.email is not null and lower(c.email) = lower(s.email)
          offset 0
        ) m`),
    );
  const matched = found.map((row) => ({
    id: row.id,
    key: `e:${row.email.toLowerCase()}`,
    import_id: row.import_id,
  }));
  return writeContacts(tx, target, contacts, matched, { names: true });
}

/** Whether the event has a contact this import did not create (three probes of contacts_event_import_idx). */
export async function eventHasOtherContacts(tx: Db, target: LoadTarget): Promise<boolean> {
  const [row] = rowsOf<{ other: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from contacts where event_id = ${target.eventId} and import_id is null)
          or exists (select 1 from contacts where event_id = ${target.eventId} and import_id < ${target.importId})
          or exists (select 1 from contacts where event_id = ${target.eventId} and import_id > ${target.importId})
          as other`),
  );
  return row?.other !== false;
}

/**
 * Contacts without an email: the event's contact with the same first and last name (any letter
 * case; the oldest when several) is updated, the others are created.
 */
async function loadContactsByName(tx: Db, target: LoadTarget, contacts: StagedContact[]): Promise<Written> {
  const matched = rowsOf<Written["matched"][number]>(
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
  return writeContacts(tx, target, contacts, matched, { names: false });
}

/**
 * Updates the matched contacts with the batch's non-empty values (their names too when `names`:
 * they matched by email) and copies the others in with their new ids; each step is skipped when
 * it has nothing to write.
 */
async function writeContacts(
  tx: Db,
  target: LoadTarget,
  contacts: StagedContact[],
  matched: Written["matched"],
  options: { names: boolean },
): Promise<Written> {
  const byKey = new Map(matched.map((row) => [row.key, row]));
  const updates: StagedContact[] = [];
  const inserts: StagedContact[] = [];
  for (const contact of contacts) {
    const match = byKey.get(contact.key);
    if (match) updates.push({ ...contact, id: match.id });
    else inserts.push(contact);
  }
  if (updates.length > 0) {
    await tx.execute(sql`
      update contacts c set
        ${options.names ? sql`fname = coalesce(s.fname, c.fname), lname = coalesce(s.lname, c.lname),` : sql``}
        company = coalesce(s.company, c.company),
        title = coalesce(s.title, c.title),
        phone = coalesce(s.phone, c.phone),
        country = coalesce(s.country, c.country),
        account_id = coalesce(s.account_id, c.account_id),
        data = c.data || coalesce(s.data::jsonb, '{}'::jsonb),
        updated_at = now()
      from ${staged(updates, contactColumns)}
      where c.id = s.id`);
  }
  if (inserts.length > 0) {
    // Each row is made as the copy sends it (see copyRows).
    await copyRows(tx, "contacts", CONTACT_COPY_COLUMNS, contactCopyRows(target, inserts));
  }
  return { created: inserts.length, matched };
}

const CONTACT_COPY_COLUMNS = [
  "id",
  "org_id",
  "event_id",
  "fname",
  "lname",
  "email",
  "company",
  "title",
  "phone",
  "country",
  "account_id",
  "data",
  "import_id",
] as const;

function* contactCopyRows(target: LoadTarget, items: readonly StagedContact[]) {
  for (const item of items) yield contactCopyRow(target, item);
}

const contactCopyRow = (target: LoadTarget, item: StagedContact): (string | null)[] => [
  item.id,
  target.orgId,
  target.eventId,
  item.fname ?? "",
  item.lname ?? "",
  item.email,
  item.company,
  item.title,
  item.phone,
  item.country,
  item.account_id ?? null,
  json(item.data) ?? "{}",
  target.importId,
];

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
