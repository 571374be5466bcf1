import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import {
  FORM_NOT_FOUND,
  type FormDefinition,
  type FormKind,
  SUBMISSION_NOT_FOUND,
  type Submission,
  type SubmissionStatus,
  validateSubmission,
} from "@foyer/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, formSubmissions, forms } from "../../db/schema/index.js";
import { hashOpaqueToken } from "../auth/tokens.js";
import type { Mailer } from "../mail/outbox.js";
import { absent, clash, invalid, notPermitted, unauthenticated } from "../refusal.js";
import { emitWebhookEvent } from "../webhooks/emit.js";
import { stageConfirmation } from "./confirmation-mail.js";
import { saveAnswersToContact } from "./contact-link.js";

type SubmissionRow = typeof formSubmissions.$inferSelect;
type FormRow = Awaited<ReturnType<typeof loadForm>>;

/** What saving a submission needs: the database, and the outbox for its confirmation. */
export interface SubmissionContext {
  db: Db;
  mail: Mailer;
  log: { warn(obj: object, msg: string): void };
}

export interface Participant {
  userId: string | null;
  /** The edit token of an anonymous submission (header `x-foyer-edit-token`). */
  editToken?: string | undefined;
}

export async function loadForm(db: Db, formId: string) {
  const [row] = await db
    .select({ form: forms, event: events })
    .from(forms)
    .innerJoin(events, eq(forms.eventId, events.id))
    .where(eq(forms.id, formId));
  if (!row) throw absent(FORM_NOT_FOUND);
  return row;
}

/** A form row and its event as participants (and, with more, organizers) see the form. */
export function toDefinition({
  form,
  event,
}: {
  form: typeof forms.$inferSelect;
  event: typeof events.$inferSelect;
}): FormDefinition {
  return {
    id: form.id,
    kind: form.kind,
    slug: form.slug,
    name: form.name,
    description: form.description,
    event: {
      id: event.id,
      name: event.name,
      slug: event.slug,
      timezone: event.timezone,
      date_from: event.dateFrom,
      date_to: event.dateTo,
    },
    requiresLogin: form.requiresLogin,
    allowSignup: form.allowSignup,
    singleSubmission: form.singleSubmission,
    isOpen: form.isOpen,
    confirmationMessage: form.confirmationMessage,
    steps: form.steps,
  };
}

/** GET /forms/{kind}/{slug}/{formId}: the slug is the event's for intake and submission forms. */
export async function getForm(db: Db, kind: FormKind, slug: string, formId: string): Promise<FormDefinition> {
  const row = await loadForm(db, formId);
  const expectedSlug = kind === "intake" || kind === "submission" ? row.event.slug : row.form.slug;
  if (row.form.kind !== kind || expectedSlug !== slug || row.event.isDraft) throw absent(FORM_NOT_FOUND);
  return toDefinition(row);
}

function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    form_id: row.formId,
    status: row.status,
    values: row.values,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

function validate(definition: FormDefinition, values: Record<string, unknown>, status: SubmissionStatus) {
  const result = validateSubmission(definition, values, { final: status === "submitted" });
  if (!result.ok) {
    const details = Object.entries(result.errors).map(([path, message]) => ({ path, message }));
    const first = details[0];
    throw invalid(first ? `${first.path}: ${first.message}` : "Invalid values", details);
  }
  return result.values;
}

function checkWritable(definition: FormDefinition, participant: Participant) {
  if (!definition.isOpen) throw notPermitted("This form is closed.");
  if (definition.requiresLogin && !participant.userId) throw unauthenticated("Sign in to fill in this form.");
}

/** POST /forms/{formId}/submissions: a draft or a final submission. */
export async function createSubmission(
  ctx: SubmissionContext,
  formId: string,
  participant: Participant,
  input: { values: Record<string, unknown>; status: SubmissionStatus },
): Promise<{ submission: Submission; editToken: string | null }> {
  const { db } = ctx;
  const loaded = await loadForm(db, formId);
  const definition = toDefinition(loaded);
  checkWritable(definition, participant);
  const values = validate(definition, input.values, input.status);
  if (definition.singleSubmission && participant.userId) {
    const [existing] = await db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.formId, formId), eq(formSubmissions.userId, participant.userId)));
    if (existing) {
      throw clash("You have already filled in this form; edit your submission instead.");
    }
  }
  const editToken = participant.userId ? null : randomBytes(24).toString("base64url");
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(formSubmissions)
      .values({
        id: randomUUID(),
        formId,
        userId: participant.userId,
        editTokenHash: editToken ? hashOpaqueToken(editToken) : null,
        status: input.status,
        values,
        createdAt: now,
        updatedAt: now,
        submittedAt: input.status === "submitted" ? now : null,
      })
      .returning();
    if (!inserted) throw new Error("insert returned nothing");
    await saveToContact(tx, loaded, inserted);
    const mail =
      inserted.status === "submitted" ? await confirm(ctx, tx, loaded, definition, inserted) : null;
    return { ...inserted, mail };
  });
  if (row.status === "submitted") {
    await row.mail?.release();
    await emitSubmission(db, loaded, row);
  }
  return { submission: toSubmission(row), editToken };
}

/** `submission.created` when a form is sent (a draft is not news yet). */
function emitSubmission(db: Db, { form, event }: FormRow, row: SubmissionRow) {
  return emitWebhookEvent(db, event.id, "submission.created", submissionNews(form, row));
}

/** What a submission's webhook event carries (docs/integrators.md "Webhooks"). */
export function submissionNews(
  form: { id: string; name: string },
  row: SubmissionRow,
): Record<string, unknown> {
  return {
    id: row.id,
    formId: form.id,
    formName: form.name,
    userId: row.userId,
    values: row.values,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/**
 * A final submission's answers linked to contact fields go to the submitter's contact, in the
 * transaction that saves it (form-contact-link.ts), and the submission remembers that contact;
 * drafts write nothing.
 */
async function saveToContact(tx: Db, { form, event }: FormRow, row: SubmissionRow) {
  if (row.status !== "submitted") return;
  const contactId = await saveAnswersToContact(tx, {
    form: { name: form.name, steps: form.steps, eventId: event.id, orgId: event.orgId },
    event: { dateFrom: event.dateFrom, dateTo: event.dateTo },
    values: row.values,
    userId: row.userId,
  });
  // An edit that no longer finds a contact keeps the one the submission had.
  if (contactId && contactId !== row.contactId)
    await tx.update(formSubmissions).set({ contactId }).where(eq(formSubmissions.id, row.id));
}

/** The submitter's confirmation, stored in the submission's transaction `tx`. */
function confirm(
  ctx: SubmissionContext,
  tx: Db,
  { event }: FormRow,
  definition: FormDefinition,
  row: SubmissionRow,
  before?: SubmissionRow["values"],
) {
  const submission = { id: row.id, userId: row.userId, values: row.values };
  return stageConfirmation(tx, ctx.mail, ctx.log, {
    definition,
    orgId: event.orgId,
    submission,
    ...(before ? { before } : {}),
  });
}

function ownsSubmission(row: SubmissionRow, participant: Participant): boolean {
  if (row.userId) return row.userId === participant.userId;
  if (!row.editTokenHash || !participant.editToken) return false;
  const given = Buffer.from(hashOpaqueToken(participant.editToken));
  const stored = Buffer.from(row.editTokenHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

async function loadOwnSubmission(db: Db, formId: string, submissionId: string, participant: Participant) {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.formId, formId)));
  // Someone else's submission answers exactly like a missing one.
  if (!row || !ownsSubmission(row, participant)) throw absent(SUBMISSION_NOT_FOUND);
  return row;
}

export async function getSubmission(db: Db, formId: string, submissionId: string, participant: Participant) {
  return toSubmission(await loadOwnSubmission(db, formId, submissionId, participant));
}

/** PUT /forms/{formId}/submissions/{id}: save the draft again, submit it, or edit a submission. */
export async function updateSubmission(
  ctx: SubmissionContext,
  formId: string,
  submissionId: string,
  participant: Participant,
  input: { values: Record<string, unknown>; status: SubmissionStatus },
): Promise<Submission> {
  const { db } = ctx;
  const row = await loadOwnSubmission(db, formId, submissionId, participant);
  const loaded = await loadForm(db, formId);
  const definition = toDefinition(loaded);
  checkWritable(definition, participant);
  // A submitted form stays submitted: editing it re-validates it as final.
  const status: SubmissionStatus = row.status === "submitted" ? "submitted" : input.status;
  const values = validate(definition, input.values, status);
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(formSubmissions)
      .set({
        values,
        status,
        updatedAt: now,
        submittedAt: row.submittedAt ?? (status === "submitted" ? now : null),
      })
      .where(eq(formSubmissions.id, row.id))
      .returning();
    if (!saved) throw absent(SUBMISSION_NOT_FOUND);
    // A submitted form edited again writes its answers again: the contact follows the latest.
    await saveToContact(tx, loaded, saved);
    // Sent on the first submit; on an edit, only when the answers changed (retries send nothing).
    const before = row.status === "submitted" ? row.values : undefined;
    const mail =
      saved.status === "submitted" ? await confirm(ctx, tx, loaded, definition, saved, before) : null;
    return { ...saved, mail };
  });
  if (updated.status === "submitted") {
    await updated.mail?.release();
    // A draft sent now is a new submission for the webhooks.
    if (row.status !== "submitted") await emitSubmission(db, loaded, updated);
  }
  return toSubmission(updated);
}

/** The signed-in participant's own submissions of a form, newest first. */
export async function listMySubmissions(db: Db, formId: string, userId: string): Promise<Submission[]> {
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formId, formId), eq(formSubmissions.userId, userId)))
    .orderBy(desc(formSubmissions.updatedAt));
  return rows.map(toSubmission);
}
