import {
  type WebhookEventType,
  type WorkflowSubject,
  workflowMessages,
  workflowSubjectOf,
} from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contacts, formSubmissions, forms } from "../../db/schema/index.js";
import { submissionNews } from "../forms/forms.js";
import type { EventRow } from "../permissions/event-access.js";
import { contactNews, recordDetail } from "../records/detail.js";
import { contactsModuleOf, findRecord } from "../records/store.js";
import { absent, invalid } from "../refusal.js";
import { type SessionRow, sessionRow } from "../sessions/core.js";
import { sessionNews } from "../sessions/sessions.js";

/*
 * The record a workflow run is about: the trigger's contact, session or submission (whose contact
 * is the submitter's, when the submission made or matched one). Actions on a person (an email, a
 * tag, portal access) act on that contact.
 */

export type ContactRow = typeof contacts.$inferSelect;

export interface Subject {
  event: EventRow;
  type: WorkflowSubject;
  recordId: string | null;
  /** The news as the webhook event carries it: what the conditions look at. */
  payload: Record<string, unknown>;
  contact: ContactRow | null;
  session: SessionRow | null;
}

async function contactOf(db: Db, eventId: string, contactId: string | null): Promise<ContactRow | null> {
  if (!contactId) return null;
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.eventId, eventId)));
  return row ?? null;
}

async function submissionOf(db: Db, eventId: string, submissionId: string) {
  const [row] = await db
    .select({ submission: formSubmissions, form: { id: forms.id, name: forms.name } })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(and(eq(formSubmissions.id, submissionId), eq(forms.eventId, eventId)));
  return row ?? null;
}

/** A run's subject: the record as it is now, and the news that started the run. */
export async function subjectOfRun(
  db: Db,
  event: EventRow,
  trigger: WebhookEventType,
  recordId: string | null,
  payload: Record<string, unknown>,
): Promise<Subject> {
  const type = workflowSubjectOf(trigger);
  const base = { event, type, recordId, payload, contact: null, session: null };
  if (!recordId || type === "none") return base;
  if (type === "contact") return { ...base, contact: await contactOf(db, event.id, recordId) };
  if (type === "session") return { ...base, session: await sessionRow(db, event.id, recordId) };
  const found = await submissionOf(db, event.id, recordId);
  return { ...base, contact: await contactOf(db, event.id, found?.submission.contactId ?? null) };
}

/** A dry run's subject: the chosen record, with the news its trigger would carry about it. */
export async function subjectForDryRun(
  db: Db,
  event: EventRow,
  trigger: WebhookEventType,
  recordId: string,
): Promise<Subject> {
  const type = workflowSubjectOf(trigger);
  if (type === "none") throw invalid(workflowMessages.noDryRunRecord);
  if (type === "contact") {
    const module = await contactsModuleOf(db, event.id);
    const record = module ? await findRecord(db, "contact", event.id, recordId) : null;
    if (!module || !record) throw absent(workflowMessages.recordNotFound);
    const payload = contactNews(await recordDetail(db, { event, module, record }));
    return subjectOfRun(db, event, trigger, recordId, payload);
  }
  if (type === "session") {
    const row = await sessionRow(db, event.id, recordId);
    if (!row) throw absent(workflowMessages.recordNotFound);
    return subjectOfRun(db, event, trigger, recordId, sessionNews(row));
  }
  const found = await submissionOf(db, event.id, recordId);
  if (!found) throw absent(workflowMessages.recordNotFound);
  return subjectOfRun(db, event, trigger, recordId, submissionNews(found.form, found.submission));
}
