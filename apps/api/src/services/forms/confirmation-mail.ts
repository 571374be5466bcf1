import {
  allFields,
  answerOf,
  type FormDefinition,
  type FormKind,
  type SubmissionValues,
} from "@foyer/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { firstNameOf } from "../mail/default-templates.js";
import type { Mailer, MailRequest, StagedMail } from "../mail/outbox.js";

/*
 * The confirmation of a form submission (issue 19 item 3): the submitter is sent their answers.
 * The message is stored in the submission's own transaction (a submission is kept with its
 * confirmation or not at all) and queued once it committed. A first submission sends `form-confirmation`;
 * editing a submitted one sends `form-confirmation-updated` with the answers as they now stand,
 * but only when the answers read differently (a retried request or an unchanged save sends
 * nothing). Drafts send nothing. Without an address to write to, nothing is sent.
 */

/** An answer longer than this is cut in the mail (the submission keeps it whole). */
export const ANSWER_LIMIT = 1_000;
/** A question's label longer than this is cut. */
const LABEL_LIMIT = 200;

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;

/**
 * The answers as plain text, one question after another in the form's order: "Label: answer",
 * a multi-line answer indented under its label; files by name, choices by label; unanswered
 * questions left out. renderMail escapes the whole in the HTML part.
 */
export function answersText(definition: Pick<FormDefinition, "steps">, values: SubmissionValues): string {
  const lines: string[] = [];
  for (const field of allFields(definition)) {
    const answer = answerOf(field, values[field.id]);
    if (answer.kind === "empty") continue;
    const text = answer.kind === "files" ? answer.files.map((file) => file.name).join(", ") : answer.text;
    const shown = cut(text.replace(/\r\n?/g, "\n").trim(), ANSWER_LIMIT);
    if (!shown) continue;
    const label = cut(field.label.replace(/\s+/g, " ").trim() || "Question", LABEL_LIMIT);
    lines.push(
      shown.includes("\n")
        ? `${label}:\n${shown
            .split("\n")
            .map((line) => `  ${line}`)
            .join("\n")}`
        : `${label}: ${shown}`,
    );
  }
  return lines.length > 0 ? lines.join("\n") : "(no answers)";
}

const PREFIX: Record<FormKind, string> = {
  intake: "intake",
  submission: "submit",
  application: "applications",
  followup: "followup-forms",
};

/**
 * The public form page to come back to (spec 1 §2 "Forms"): the submission's own page for a
 * signed-in submitter where the kind has one; else the form (an anonymous submission opens only
 * in the browser that holds its edit token, so the address carries no token).
 */
export function submissionLink(
  publicUrl: string,
  definition: Pick<FormDefinition, "id" | "kind" | "slug" | "event">,
  submissionId: string,
  signedIn: boolean,
): string {
  const enc = encodeURIComponent;
  // Intake and submission forms are addressed by their event's slug (getForm).
  const slug =
    definition.kind === "intake" || definition.kind === "submission"
      ? definition.event.slug
      : definition.slug;
  const form = `${publicUrl}/${PREFIX[definition.kind]}/${enc(slug)}/${enc(definition.id)}`;
  return signedIn && definition.kind !== "intake" ? `${form}/submissions/${enc(submissionId)}` : form;
}

export interface ConfirmedSubmission {
  definition: FormDefinition;
  orgId: string;
  submission: { id: string; userId: string | null; values: SubmissionValues };
  /** The answers as they read before this save, when it edited a submitted submission. */
  before?: SubmissionValues;
}

/** The first answer of an email question, or of a question linked to the contact's first name. */
function answerTo(
  definition: FormDefinition,
  values: SubmissionValues,
  pick: (id: string, type: string) => boolean,
) {
  for (const field of allFields(definition)) {
    const value = values[field.id];
    if (pick(field.contactField ?? "", field.type) && typeof value === "string" && value.trim())
      return value.trim();
  }
  return null;
}

/** Who to write to: the signed-in submitter's account, else the form's email answer. */
async function recipientOf(db: Db, { definition, submission }: ConfirmedSubmission) {
  const firstName = answerTo(definition, submission.values, (linked) => linked === "FIRST_NAME");
  if (submission.userId) {
    const [user] = await db
      .select({ email: users.email, fname: users.fname, lname: users.lname })
      .from(users)
      .where(eq(users.id, submission.userId));
    if (user)
      return { address: user.email, name: `${user.fname} ${user.lname}`.trim(), firstName: user.fname };
  }
  const address = answerTo(
    definition,
    submission.values,
    (linked, type) => linked === "EMAIL" || type === "email",
  );
  return address ? { address, name: firstName ?? "", firstName } : null;
}

/**
 * Stores the confirmation of a final submission through `tx`, the submission's transaction;
 * answers what queues it once that committed, or null when there is nothing to send. A message
 * that cannot be made (a template that does not render) is logged and not sent; the submission is
 * saved all the same.
 */
export async function stageConfirmation(
  tx: Db,
  mail: Mailer,
  log: { warn(obj: object, msg: string): void },
  confirmed: ConfirmedSubmission,
): Promise<StagedMail | null> {
  const { definition, submission, before } = confirmed;
  const answers = answersText(definition, submission.values);
  if (before && answersText(definition, before) === answers) return null;
  const to = await recipientOf(tx, confirmed);
  if (!to) return null;
  const request: MailRequest = {
    kind: before ? "form-confirmation-updated" : "form-confirmation",
    to: { address: to.address, name: to.name },
    values: {
      first_name: firstNameOf(to.firstName),
      form_name: definition.name,
      event_name: definition.event.name,
      answers,
      link: submissionLink(mail.publicUrl, definition, submission.id, submission.userId !== null),
    },
    orgId: confirmed.orgId,
    eventId: definition.event.id,
    userId: submission.userId,
  };
  try {
    return await mail.stage(tx, request);
  } catch (error) {
    // A database error has failed the transaction too: the submission reports it.
    log.warn({ err: error, submissionId: submission.id }, "the form confirmation could not be made");
    return null;
  }
}
