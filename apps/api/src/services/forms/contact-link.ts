import { randomUUID } from "node:crypto";
import {
  allFields,
  auditSnapshot,
  canLinkTo,
  changedFields,
  contactInputOf,
  contactLinkMessages,
  type FormDefinition,
  type FormStep,
  type RecordFieldDefinition,
  type RecordValue,
  readRecordInput,
  type SubmissionValues,
} from "@foyer/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, forms, users } from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import {
  columnsFor,
  contactsModuleOf,
  fieldsOf,
  findRecord,
  valuesOf,
  writeValues,
} from "../records/store.js";
import { invalid } from "../refusal.js";

/*
 * Form questions linked to contact fields (issue 7 "Fields and tags … used by records, forms"):
 * the organizer links a question to a built-in or custom field of the event's contacts module;
 * a final submission writes the linked answers to the submitter's contact, read with the record
 * page's rules, and audits it as the form's doing, in the submission's transaction.
 */

/** The contact fields of the event a question may be linked to (built-in, then custom, in order). */
export async function contactFieldsOf(db: Db, eventId: string): Promise<RecordFieldDefinition[]> {
  const module = await contactsModuleOf(db, eventId);
  return module ? (await fieldsOf(db, module)).filter((field) => field.editable) : [];
}

/**
 * Refuses links to fields the event's contacts module does not have (another event's or
 * organization's, a deleted one) or that cannot hold the question's answer: 400, by path.
 */
export async function checkContactLinks(db: Db, eventId: string, steps: readonly FormStep[]): Promise<void> {
  if (!steps.some((step) => step.fields.some((field) => field.contactField))) return;
  const fields = await contactFieldsOf(db, eventId);
  const problems: { path: string; message: string }[] = [];
  steps.forEach((step, s) => {
    step.fields.forEach((question, f) => {
      if (!question.contactField) return;
      const path = `steps.${s}.fields.${f}.contactField`;
      const field = fields.find((one) => one.id === question.contactField);
      if (!field) problems.push({ path, message: contactLinkMessages.unknown(question.contactField) });
      else if (!canLinkTo(question, field))
        problems.push({ path, message: contactLinkMessages.incompatible(field.name, field.type) });
    });
  });
  const [first] = problems;
  if (first) throw invalid(`${first.path}: ${first.message}`, problems);
}

/**
 * Removes links to a deleted custom field from the event's forms, in the deleting transaction.
 * One statement rewriting each field of each form that holds the link.
 */
export async function clearContactLinks(tx: Db, eventId: string, fieldId: string): Promise<void> {
  await tx.execute(sql`
    update ${forms} set steps = (
      select jsonb_agg(jsonb_set(step, '{fields}', (
        select coalesce(jsonb_agg(case when field ->> 'contactField' = ${fieldId}
          then field - 'contactField' else field end order by at), '[]'::jsonb)
        from jsonb_array_elements(step -> 'fields') with ordinality as item(field, at)
      )) order by position)
      from jsonb_array_elements(${forms.steps}) with ordinality as steps(step, position)
    )
    where ${forms.eventId} = ${eventId}
      and jsonb_path_exists(${forms.steps}, '$[*].fields[*] ? (@.contactField == $id)', jsonb_build_object('id', ${fieldId}::text))`);
}

export interface FinalSubmission {
  form: Pick<FormDefinition, "name" | "steps"> & { eventId: string; orgId: string };
  event: { dateFrom: string; dateTo: string };
  values: SubmissionValues;
  userId: string | null;
}

/** The linked answers read for their fields; unreadable ones are left out (never fail the submission). */
function linkedValues(
  definition: Pick<FormDefinition, "steps">,
  fields: readonly RecordFieldDefinition[],
  values: SubmissionValues,
  event: FinalSubmission["event"],
): Record<string, RecordValue> {
  const read: Record<string, RecordValue> = {};
  const context = { event };
  for (const question of allFields(definition)) {
    const field = question.contactField && fields.find((one) => one.id === question.contactField);
    // A link to a field deleted since, or no longer compatible, is ignored.
    if (!field || !canLinkTo(question, field)) continue;
    const input = contactInputOf(question, field, values[question.id]);
    if (input === undefined) continue;
    const result = readRecordInput({ ...field, required: false }, input, context);
    if (result.ok && result.value !== null) read[field.id] = result.value;
  }
  return read;
}

/** The submission's email: an email question's answer, else the signed-in user's. */
async function emailOf(db: Db, submission: FinalSubmission, linked: Record<string, RecordValue>) {
  if (typeof linked.EMAIL === "string") return linked.EMAIL;
  for (const question of allFields(submission.form)) {
    const answer = submission.values[question.id];
    if (question.type === "email" && typeof answer === "string" && answer) return answer;
  }
  if (!submission.userId) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, submission.userId));
  return user?.email ?? null;
}

/** The contact of the submitter: linked to the sign-in, else holding the email (any case) and no sign-in; locked. */
async function submitterContact(db: Db, eventId: string, userId: string | null, email: string | null) {
  const byUser = userId
    ? await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.eventId, eventId), eq(contacts.userId, userId)))
        .limit(1)
    : [];
  const byEmail =
    byUser.length === 0 && email
      ? await db
          .select({ id: contacts.id })
          .from(contacts)
          // A contact linked to another sign-in is that person's: a form never writes to it.
          .where(
            and(
              eq(contacts.eventId, eventId),
              sql`lower(${contacts.email}) = lower(${email})`,
              isNull(contacts.userId),
            ),
          )
          .limit(1)
      : [];
  const found = byUser[0] ?? byEmail[0];
  return found ? findRecord(db, "contact", eventId, found.id, true) : null;
}

/**
 * Writes a final submission's linked answers to the submitter's contact in the form's event, and
 * audits it ("From the form …"); call it in the submission's transaction. A contact is created
 * only with an email to find it by later; an email another contact holds is never written.
 * Answers the contact the submission created or matched (by sign-in or email, linked answers or
 * not), which the organizer's submissions list links to (issue 22); null when there is none.
 */
export async function saveAnswersToContact(tx: Db, submission: FinalSubmission): Promise<string | null> {
  const module = await contactsModuleOf(tx, submission.form.eventId);
  if (!module) return null;
  const hasLinks = allFields(submission.form).some((question) => question.contactField);
  const fields = hasLinks ? await fieldsOf(tx, module) : [];
  const linked = hasLinks ? linkedValues(submission.form, fields, submission.values, submission.event) : {};
  const email = await emailOf(tx, submission, linked);
  const { eventId, orgId } = submission.form;
  const record = await submitterContact(tx, eventId, submission.userId, email);
  if (Object.keys(linked).length === 0) return record?.row.id ?? null;
  const note = `From the form ${submission.form.name}`;
  const audit = { orgId, eventId, entityType: "contact" as const, userId: submission.userId, note };

  if (record) {
    const before = valuesOf(record);
    const after = { ...before, ...linked };
    // The contact keeps its email when another contact of the event holds the new one.
    if (
      typeof linked.EMAIL === "string" &&
      (await emailTakenByOther(tx, eventId, linked.EMAIL, record.row.id))
    )
      after.EMAIL = before.EMAIL ?? null;
    const changes = changedFields(auditSnapshot(fields, before), auditSnapshot(fields, after));
    if (changes.length === 0) return record.row.id;
    await writeValues(tx, record, after);
    await recordAudit(tx, { ...audit, entityId: record.row.id, action: "update", changes });
    return record.row.id;
  }
  if (!email) return null;
  const values = { ...linked, EMAIL: email };
  const id = randomUUID();
  // The signed-in submitter's sign-in is linked only when the contact carries that sign-in's email.
  const linkUser = submission.userId && (await isUsersEmail(tx, submission.userId, email));
  // Two submissions with one new email at once: the second finds the index taken and skips.
  const created = await tx
    .insert(contacts)
    .values({
      id,
      orgId,
      eventId,
      userId: linkUser ? submission.userId : null,
      ...(columnsFor("contact", values) as Record<string, unknown>),
    } as typeof contacts.$inferInsert)
    .onConflictDoNothing()
    .returning({ id: contacts.id });
  if (created.length === 0) return null;
  await recordAudit(tx, {
    ...audit,
    entityId: id,
    action: "create",
    changes: changedFields({}, auditSnapshot(fields, values)),
  });
  return id;
}

async function emailTakenByOther(tx: Db, eventId: string, email: string, contactId: string) {
  const [taken] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.eventId, eventId),
        sql`lower(${contacts.email}) = lower(${email})`,
        sql`${contacts.id} <> ${contactId}`,
      ),
    )
    .limit(1);
  return taken !== undefined;
}

async function isUsersEmail(tx: Db, userId: string, email: string) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email.toLowerCase() === email.toLowerCase();
}
