import { randomUUID } from "node:crypto";
import {
  auditSnapshot,
  changedFields,
  type DuplicateCandidate,
  duplicateReasons,
  emailLocalKey,
  type MergeChoice,
  mergedValues,
  nameKey,
  phoneKey,
  type RecordValue,
  recordMessages,
  recordValueText,
} from "@foyer/domain";
import { and, asc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import {
  auditLog,
  contactMerges,
  contacts,
  customRecords,
  formSubmissions,
  recordFiles,
  sessionParticipants,
} from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import { absent, clash, invalid } from "../refusal.js";
import { type ContactDb, fieldsOf, type RecordRef, valuesOf, writeValues } from "./store.js";
import { moveRecordTags } from "./tags.js";

/*
 * Contact dedupe and merge (issue 7). Two contacts of one event cannot share an email (the unique
 * index contacts_event_email_idx), so likely duplicates are contacts of the same event with the
 * same name, the same phone number, or an email whose local part matches ("ada.lovelace@a.io" and
 * "adalovelace+cfp@b.io"). Merging keeps one of them (the survivor) and moves everything that
 * pointed at the other onto it, in one transaction.
 */

export const MERGE_MESSAGES = {
  self: "A contact cannot be merged with itself.",
  otherMissing: "The contact to merge does not exist in this event.",
  twoUsers:
    "Both contacts are linked to different sign-ins, so merging them would unlink one. Unlink one of them first.",
  unknownChoice: (id: string) => `There is no field "${id}" to choose a value for`,
} as const;

/** How many likely duplicates one contact lists at most. */
export const DUPLICATE_LIMIT = 20;

// The SQL twins of nameKey, phoneKey and emailLocalKey (@foyer/domain); patterns go as parameters.
const nameSql = sql`lower(trim(regexp_replace(${contacts.fname} || ' ' || ${contacts.lname}, ${"\\s+"}, ' ', 'g')))`;
const phoneSql = sql`right(regexp_replace(coalesce(${contacts.phone}, ''), ${"[^0-9]"}, '', 'g'), 10)`;
const emailSql = sql`regexp_replace(regexp_replace(split_part(lower(coalesce(${contacts.email}, '')), '@', 1), ${"\\+.*$"}, ''), ${"[^a-z0-9]"}, '', 'g')`;

const fullName = (row: Pick<ContactDb, "fname" | "lname">) => `${row.fname} ${row.lname}`.trim();

/** GET /event/{eventId}/contact/{recordId}/duplicates: the contact's likely duplicates, oldest first. */
export async function findDuplicates(db: Db, ref: RecordRef): Promise<DuplicateCandidate[]> {
  if (ref.record.type !== "contact") return [];
  const contact = ref.record.row;
  const keys = {
    name: nameKey(contact.fname, contact.lname),
    phone: phoneKey(contact.phone),
    email: emailLocalKey(contact.email),
  };
  const matches: SQL[] = [];
  if (keys.name) matches.push(sql`${nameSql} = ${keys.name}`);
  if (keys.phone) matches.push(sql`${phoneSql} = ${keys.phone}`);
  if (keys.email) matches.push(sql`${emailSql} = ${keys.email}`);
  if (matches.length === 0) return [];
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.eventId, ref.event.id), ne(contacts.id, contact.id), or(...matches)))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(DUPLICATE_LIMIT);
  return rows.flatMap((row) => {
    // The rules themselves decide; the SQL only narrows the search.
    const reasons = duplicateReasons(contact, row);
    if (reasons.length === 0) return [];
    return [
      {
        id: row.id,
        name: fullName(row),
        email: row.email,
        phone: row.phone,
        company: row.company,
        createdAt: row.createdAt.toISOString(),
        reasons,
      },
    ];
  });
}

/** Moves a contact's session participations to another (one per session and role: the survivor's stays). */
async function moveSessionParticipants(tx: Db, fromId: string, toId: string): Promise<void> {
  await tx.execute(sql`
    delete from session_participants p
    where p.contact_id = ${fromId}
      and exists (select 1 from session_participants q
                  where q.contact_id = ${toId} and q.session_id = p.session_id and q.role = p.role)`);
  await tx
    .update(sessionParticipants)
    .set({ contactId: toId })
    .where(eq(sessionParticipants.contactId, fromId));
}

/** The merged contact's values in words, for the survivor's audit entry. */
function valuesInWords(
  fields: Awaited<ReturnType<typeof fieldsOf>>,
  values: Readonly<Record<string, RecordValue>>,
): string {
  const parts = fields
    .map((field) => [field.name, recordValueText(field, values[field.id])] as const)
    .filter(([, text]) => text !== "")
    .map(([name, text]) => `${name}: ${text}`);
  return parts.length > 0 ? parts.join("; ") : "no values";
}

/**
 * POST /event/{eventId}/contact/{recordId}/merge: merges `otherId` into this contact (the
 * survivor). The survivor keeps its values and fills its empty fields from the other, except
 * where `choices` picks the other's value. The other's audit entries, files, custom records,
 * session participations and merged contacts move to the survivor; its email, sign-in and import
 * stay reachable through a contact_merges row (its form submissions and import history); an audit
 * 'merge' entry names it and every value it had; then it is deleted. All or nothing.
 */
export async function mergeContacts(
  db: Db,
  ref: RecordRef,
  otherId: string,
  choices: Readonly<Record<string, MergeChoice>>,
  userId: string,
): Promise<void> {
  const survivorId = ref.record.row.id;
  if (otherId === survivorId)
    throw invalid(MERGE_MESSAGES.self, [{ path: "otherId", message: MERGE_MESSAGES.self }]);
  const fields = await fieldsOf(db, ref.module);
  const problems = Object.keys(choices)
    .filter((id) => !fields.some((field) => field.id === id))
    .map((id) => ({ path: `choices.${id}`, message: MERGE_MESSAGES.unknownChoice(id) }));
  const [firstProblem] = problems;
  if (firstProblem) throw invalid(firstProblem.message, problems);

  try {
    await db.transaction(async (tx) => {
      // Both rows locked, in id order, so two merges of the same pair cannot deadlock.
      const locked = await tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.eventId, ref.event.id), inArray(contacts.id, [survivorId, otherId])))
        .orderBy(asc(contacts.id))
        .for("update");
      const survivor = locked.find((row) => row.id === survivorId);
      const other = locked.find((row) => row.id === otherId);
      if (!survivor) throw absent(recordMessages.notFound);
      if (!other) throw absent(MERGE_MESSAGES.otherMissing);
      if (survivor.userId && other.userId && survivor.userId !== other.userId) {
        throw clash(MERGE_MESSAGES.twoUsers);
      }

      const survivorValues = valuesOf({ type: "contact", row: survivor });
      const otherValues = valuesOf({ type: "contact", row: other });
      const after = mergedValues(survivorValues, otherValues, choices);
      if (!after.FIRST_NAME && !after.LAST_NAME && !after.EMAIL) {
        throw invalid(recordMessages.nameOrEmail, [{ path: "choices", message: recordMessages.nameOrEmail }]);
      }

      // Everything that named the other by id now names the survivor.
      await tx
        .update(auditLog)
        .set({ entityId: survivorId })
        .where(and(eq(auditLog.entityType, "contact"), eq(auditLog.entityId, otherId)));
      const survivorUploads = tx
        .select({ uploadId: recordFiles.uploadId })
        .from(recordFiles)
        .where(and(eq(recordFiles.entityType, "contact"), eq(recordFiles.entityId, survivorId)));
      await tx
        .delete(recordFiles)
        .where(
          and(
            eq(recordFiles.entityType, "contact"),
            eq(recordFiles.entityId, otherId),
            inArray(recordFiles.uploadId, survivorUploads),
          ),
        );
      await tx
        .update(recordFiles)
        .set({ entityId: survivorId })
        .where(and(eq(recordFiles.entityType, "contact"), eq(recordFiles.entityId, otherId)));
      await tx
        .update(customRecords)
        .set({ contactId: survivorId })
        .where(and(eq(customRecords.eventId, ref.event.id), eq(customRecords.contactId, otherId)));
      // The submissions that created or matched the other now point at the survivor (issue 22).
      await tx
        .update(formSubmissions)
        .set({ contactId: survivorId })
        .where(eq(formSubmissions.contactId, otherId));
      await tx.update(contactMerges).set({ survivorId }).where(eq(contactMerges.survivorId, otherId));
      await moveSessionParticipants(tx, otherId, survivorId);
      // The survivor gets the other's tags (issue 7 "Fields and tags"); they show in the merge's audit.
      const tagNames = await moveRecordTags(tx, otherId, survivorId);

      await tx.insert(contactMerges).values({
        id: randomUUID(),
        orgId: ref.event.orgId,
        eventId: ref.event.id,
        survivorId,
        mergedId: otherId,
        mergedName: fullName(other) || other.email || "(no name)",
        mergedEmail: other.email,
        mergedUserId: other.userId,
        mergedImportId: other.importId,
        values: {
          ...otherValues,
          accountId: other.accountId,
          userId: other.userId,
          importId: other.importId,
          createdAt: other.createdAt.toISOString(),
        },
        userId,
      });

      // The other goes first: the survivor may take its email, which the unique index allows once.
      await tx.delete(contacts).where(eq(contacts.id, otherId));
      await writeValues(tx, { type: "contact", row: survivor }, after);
      await tx
        .update(contacts)
        .set({ userId: survivor.userId ?? other.userId, accountId: survivor.accountId ?? other.accountId })
        .where(eq(contacts.id, survivorId));

      const otherName = fullName(other) || other.email || "a contact";
      await recordAudit(tx, {
        orgId: ref.event.orgId,
        eventId: ref.event.id,
        entityType: "contact",
        entityId: survivorId,
        action: "merge",
        userId,
        changes: changedFields(
          { ...auditSnapshot(fields, survivorValues), Tags: tagNames.before },
          { ...auditSnapshot(fields, after), Tags: tagNames.after },
        ),
        note: `Merged ${otherName} into this contact. Their values: ${valuesInWords(fields, otherValues)}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw clash("Another contact of this event took one of these values meanwhile. Try again.");
    }
    throw error;
  }
}
