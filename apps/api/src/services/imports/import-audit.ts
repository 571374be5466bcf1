import { type AuditChange, auditSnapshot, changedFields, type RecordFieldDefinition } from "@foyer/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accounts, contacts, customRecords, modules } from "../../db/schema/index.js";
import { recordAudits } from "../audit/audit.js";
import { fieldsOf, type LoadedRecord, valuesOf } from "../records/store.js";
import { type KnownContact, type LoadRow, type LoadTarget, rowKeys, textArrayParam } from "./load.js";

/*
 * Issue 7 "Audit: every change to a record … is recorded (who, when, before, after)", for the
 * records an import changes. Before a batch writes, the records its rows will match are read;
 * after, the same records again: each whose values differ gets an 'update' entry by the import's
 * user, noting the import. Records the import creates have no entry: their import is their
 * history (History → Imports, and the import's revert removes exactly them). A fresh import into
 * an empty event matches nothing, so it pays three index probes per batch and nothing more.
 */

export type Matched = { type: LoadedRecord["type"]; moduleId: string | null; records: LoadedRecord[] };

/**
 * The event's records the batch's rows match (by the import's own keys), as they are now. Without
 * `contacts` the contacts are left out (the event holds none but the import's own, which are not
 * audited).
 */
export async function matchedBefore(
  tx: Db,
  target: LoadTarget,
  rows: readonly LoadRow[],
  { contacts: withContacts = true }: { contacts?: boolean } = {},
): Promise<Matched[]> {
  const { groupIds } = target;
  const withAccounts = Boolean(groupIds.accounts && target.accountsModuleId);
  const withCustom = Boolean(groupIds.custom && target.customModuleId);
  // Nothing to read (a new event's contacts-only import): no keys worked out row by row either.
  if (!withContacts && !withAccounts && !withCustom) return [];
  const emails = new Set<string>();
  const names: [string, string][] = [];
  const accountNames = new Set<string>();
  const customNames = new Set<string>();
  for (const row of rows) {
    const keys = rowKeys(target, row);
    if (keys.contact?.startsWith("e:")) emails.add(keys.contact.slice(2));
    else if (keys.contact?.startsWith("n:")) {
      const [fname = "", lname = ""] = keys.contact.slice(2).split("\t");
      names.push([fname, lname]);
    }
    if (keys.account) accountNames.add(keys.account);
    if (keys.custom) customNames.add(keys.custom);
  }
  const matched: Matched[] = [];
  if (withContacts && (emails.size > 0 || names.length > 0)) {
    // By email: one probe of contacts_event_email_idx per email (`offset 0` keeps the lateral
    // subquery an index lookup, not a filter over all the event's contacts, which a batch of a
    // large import would read again and again).
    const byEmail =
      emails.size > 0
        ? await tx
            .select()
            .from(contacts)
            .where(
              sql`${contacts.id} in (
                select m.id from unnest(${textArrayParam([...emails])}) as s(email),
                lateral (
                  select c.id from contacts c
                  where c.event_id = ${target.eventId} and c.email is not null and lower(c.email) = s.email
                  offset 0
                ) m)`,
            )
        : [];
    const byName =
      names.length > 0
        ? await tx
            .select()
            .from(contacts)
            .where(
              and(
                eq(contacts.eventId, target.eventId),
                sql`(lower(${contacts.fname}), lower(${contacts.lname})) in (select * from unnest(${textArrayParam(
                  names.map(([fname]) => fname),
                )}, ${textArrayParam(names.map(([, lname]) => lname))}))`,
              ),
            )
        : [];
    const rowsFound = new Map([...byEmail, ...byName].map((row) => [row.id, row]));
    matched.push({
      type: "contact",
      moduleId: null,
      records: [...rowsFound.values()].map((row) => ({ type: "contact", row })),
    });
  }
  if (accountNames.size > 0 && target.accountsModuleId) {
    const rowsFound = await tx
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.moduleId, target.accountsModuleId),
          sql`lower(${accounts.name}) = any(${textArrayParam([...accountNames])})`,
        ),
      );
    matched.push({
      type: "account",
      moduleId: target.accountsModuleId,
      records: rowsFound.map((row) => ({ type: "account", row })),
    });
  }
  if (customNames.size > 0 && target.customModuleId) {
    const rowsFound = await tx
      .select()
      .from(customRecords)
      .where(
        and(
          eq(customRecords.moduleId, target.customModuleId),
          sql`lower(${customRecords.name}) = any(${textArrayParam([...customNames])})`,
        ),
      );
    matched.push({
      type: "record",
      moduleId: target.customModuleId,
      records: rowsFound.map((row) => ({ type: "record", row })),
    });
  }
  return matched.filter((group) => group.records.length > 0);
}

async function recordsNow(
  tx: Db,
  type: LoadedRecord["type"],
  ids: string[],
): Promise<Map<string, LoadedRecord>> {
  const found: LoadedRecord[] =
    type === "contact"
      ? (await tx.select().from(contacts).where(inArray(contacts.id, ids))).map((row) => ({ type, row }))
      : type === "account"
        ? (await tx.select().from(accounts).where(inArray(accounts.id, ids))).map((row) => ({ type, row }))
        : (await tx.select().from(customRecords).where(inArray(customRecords.id, ids))).map((row) => ({
            type,
            row,
          }));
  return new Map(found.map((record) => [record.row.id, record]));
}

/** Writes an 'update' audit entry for each matched record the batch changed. */
export async function auditMatched(
  tx: Db,
  target: LoadTarget,
  matched: readonly Matched[],
  by: { userId: string | null; fileName: string },
): Promise<void> {
  const entries = [];
  const note = by.fileName ? `Imported from ${by.fileName}` : "Imported";
  for (const group of matched) {
    const [module] = group.moduleId
      ? await tx.select().from(modules).where(eq(modules.id, group.moduleId))
      : await tx
          .select()
          .from(modules)
          .where(and(eq(modules.eventId, target.eventId), eq(modules.kind, "contacts")));
    if (!module) continue;
    const fields: RecordFieldDefinition[] = await fieldsOf(tx, module);
    const now = await recordsNow(
      tx,
      group.type,
      group.records.map((record) => record.row.id),
    );
    for (const before of group.records) {
      const after = now.get(before.row.id);
      if (!after) continue;
      const changes: AuditChange[] = changedFields(
        auditSnapshot(fields, valuesOf(before)),
        auditSnapshot(fields, valuesOf(after)),
      );
      if (changes.length === 0) continue;
      entries.push({
        orgId: target.orgId,
        eventId: target.eventId,
        entityType: group.type,
        entityId: before.row.id,
        action: "update" as const,
        userId: by.userId,
        changes,
        note,
      });
    }
  }
  await recordAudits(tx, entries);
}

/** Records read per statement when a revert audits what it removes. */
const REMOVED_CHUNK = 2000;

/**
 * Before a revert removes the records an import created: a 'delete' entry for each, by the user
 * reverting, with the values it had (as a single delete writes), read in chunks so a revert of
 * 100,000 rows never holds them all at once.
 */
export async function auditRemovedByRevert(
  tx: Db,
  run: { id: string; orgId: string; eventId: string; fileName: string },
  userId: string | null,
): Promise<void> {
  const note = `Removed by reverting the import of ${run.fileName || "(unnamed file)"}`;
  const fieldsByModule = new Map<string, RecordFieldDefinition[]>();
  const fieldsFor = async (moduleId: string | null): Promise<RecordFieldDefinition[] | null> => {
    const key = moduleId ?? "contacts";
    const known = fieldsByModule.get(key);
    if (known) return known;
    const [module] = moduleId
      ? await tx.select().from(modules).where(eq(modules.id, moduleId))
      : await tx
          .select()
          .from(modules)
          .where(and(eq(modules.eventId, run.eventId), eq(modules.kind, "contacts")));
    if (!module) return null;
    const fields = await fieldsOf(tx, module);
    fieldsByModule.set(key, fields);
    return fields;
  };
  const tables = [
    { type: "contact", table: contacts },
    { type: "account", table: accounts },
    { type: "record", table: customRecords },
  ] as const;
  for (const { type, table } of tables) {
    for (let after = ""; ; ) {
      const rows = await tx
        .select()
        .from(table)
        .where(and(eq(table.importId, run.id), eq(table.eventId, run.eventId), sql`${table.id} > ${after}`))
        .orderBy(table.id)
        .limit(REMOVED_CHUNK);
      const last = rows.at(-1);
      if (!last) break;
      after = last.id;
      const entries = [];
      for (const row of rows) {
        const fields = await fieldsFor("moduleId" in row ? row.moduleId : null);
        if (!fields) continue;
        const record = { type, row } as LoadedRecord;
        entries.push({
          orgId: run.orgId,
          eventId: run.eventId,
          entityType: type,
          entityId: row.id,
          action: "delete" as const,
          userId,
          changes: changedFields(auditSnapshot(fields, valuesOf(record)), {}),
          note,
        });
      }
      await recordAudits(tx, entries);
    }
  }
}

/** The contacts of `matched`, as the loader takes them (EmailMatches' `known`). */
export function knownContacts(matched: readonly Matched[]): KnownContact[] {
  const known: KnownContact[] = [];
  for (const group of matched) {
    if (group.type !== "contact") continue;
    for (const record of group.records) {
      if (record.type === "contact") {
        known.push({ id: record.row.id, email: record.row.email, importId: record.row.importId });
      }
    }
  }
  return known;
}
