import { z } from "zod";
import { entityId, pageQuery, searchText } from "../contract/common.js";
import { mailStatuses } from "./mailbox-contract.js";

/*
 * Session decisions' outbox (issue 19 item 3): organizers write accepted or rejected emails for
 * chosen sessions from the event's template, one draft per speaker and session; they review,
 * edit and send them in bulk. Nothing is sent by itself, and a person's decision mail is sent
 * once. API under `/api/events/{eventId}/decision-mails`; reading needs read on sessions and on
 * emails, every change update on both.
 */

export const sessionDecisions = ["accepted", "rejected"] as const;
export type SessionDecision = (typeof sessionDecisions)[number];
export const sessionDecisionLabels: Record<SessionDecision, string> = {
  accepted: "Accepted",
  rejected: "Rejected",
};

export const decisionMailStatuses = ["draft", "sent", "discarded"] as const;
export type DecisionMailStatus = (typeof decisionMailStatuses)[number];
export const decisionMailStatusLabels: Record<DecisionMailStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  discarded: "Discarded",
};

/** The placeholders a decision email may use; the server fills them for each person. */
export const decisionPlaceholders = ["first_name", "session_title", "event_name"] as const;

export const DECISION_SUBJECT_MAX_LENGTH = 300;
export const DECISION_BODY_MAX_LENGTH = 20_000;
/** The most sessions (or emails) one request may name. */
export const DECISION_BATCH_MAX = 10_000;

export const decisionMailMessages = {
  notFound: "This decision email does not exist.",
  notDraft: "This email was already sent or discarded; it cannot be changed.",
  sessionsMissing: "Some of the chosen sessions do not exist in this event.",
  loadFailed: "An error occurred getting the decision emails",
  subjectRequired: "Subject is required",
  subjectTooLong: `Subject must be at most ${DECISION_SUBJECT_MAX_LENGTH} characters`,
  subjectOneLine: "Subject must be one line",
  bodyRequired: "Message is required",
  bodyTooLong: `Message must be at most ${DECISION_BODY_MAX_LENGTH.toLocaleString("en-US")} characters`,
  sendWhat: "Name the emails to send: ids, or a filter",
} as const;

const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/g;

/** The placeholders of `text` that decision emails do not know. */
export function unknownDecisionPlaceholders(text: string): string[] {
  const known = new Set<string>(decisionPlaceholders);
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))].filter(
    (name) => !known.has(name),
  );
}

function unknownMessage(names: readonly string[]): string {
  const listed = names.map((name) => `{${name}}`).join(", ");
  const known = decisionPlaceholders.map((name) => `{${name}}`).join(", ");
  return `${listed} ${names.length === 1 ? "is not a placeholder" : "are not placeholders"} of decision emails; use ${known}`;
}

const knownPlaceholders = (value: string, context: z.core.$RefinementCtx<string>) => {
  const unknown = unknownDecisionPlaceholders(value);
  if (unknown.length > 0) context.addIssue({ code: "custom", message: unknownMessage(unknown) });
};

/** `PUT …/decision-mails/{mailId}`: the draft's new words. */
export const decisionMailPatch = z.object({
  subject: z
    .string({ error: decisionMailMessages.subjectRequired })
    .trim()
    .min(1, decisionMailMessages.subjectRequired)
    .max(DECISION_SUBJECT_MAX_LENGTH, decisionMailMessages.subjectTooLong)
    .refine((value) => !/[\r\n]/.test(value), decisionMailMessages.subjectOneLine)
    .superRefine(knownPlaceholders),
  body: z
    .string({ error: decisionMailMessages.bodyRequired })
    .max(DECISION_BODY_MAX_LENGTH, decisionMailMessages.bodyTooLong)
    .refine((value) => value.trim().length > 0, decisionMailMessages.bodyRequired)
    .superRefine(knownPlaceholders),
});
export type DecisionMailPatch = z.infer<typeof decisionMailPatch>;

const sessionDecision = z.enum(sessionDecisions, { error: "Decision must be accepted or rejected" });

/** `POST …/decision-mails`: write drafts of one decision for the chosen sessions' speakers. */
export const decisionDraftsBody = z.object({
  decision: sessionDecision,
  sessionIds: z
    .array(entityId)
    .min(1, "Choose at least one session")
    .max(DECISION_BATCH_MAX, `Choose at most ${DECISION_BATCH_MAX.toLocaleString("en-US")} sessions`),
});
export type DecisionDraftsBody = z.infer<typeof decisionDraftsBody>;

/** What writing drafts did, person by person. */
export const decisionDraftsResult = z
  .object({
    written: z.number().int().describe("New drafts (or drafts rewritten for a changed decision)"),
    kept: z.number().int().describe("Drafts of this decision already there, kept as they are (edits too)"),
    alreadySent: z.number().int().describe("People whose decision email for the session was already sent"),
    noAddress: z.number().int().describe("Speakers without an email address"),
    noSpeakers: z.number().int().describe("Sessions without speakers"),
  })
  .meta({ id: "DecisionDraftsResult" });
export type DecisionDraftsResult = z.infer<typeof decisionDraftsResult>;

/** The filter of the list and of "send all matching". */
const decisionFilter = {
  q: searchText.describe("Names, addresses and session titles containing it, ignoring case"),
  decision: sessionDecision.optional(),
  sessionId: entityId.optional(),
};

/** `GET …/decision-mails?page=&pageSize=&q=&decision=&status=&sessionId=`. */
export const decisionMailQuery = pageQuery.extend({
  ...decisionFilter,
  status: z
    .enum(decisionMailStatuses, { error: `Status must be one of ${decisionMailStatuses.join(", ")}` })
    .optional(),
});
export interface DecisionMailQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  decision?: SessionDecision;
  status?: DecisionMailStatus;
  sessionId?: string;
}

const decisionMailShape = {
  id: z.string(),
  sessionId: z.string(),
  sessionTitle: z.string(),
  contactId: z.string(),
  toName: z.string(),
  toAddress: z.string(),
  decision: sessionDecision,
  subject: z.string().describe("As written, placeholders still in"),
  status: z.enum(decisionMailStatuses),
  edited: z.boolean().describe("An organizer changed the words"),
  messageId: z.string().nullable().describe("The outbox message it became, once sent"),
  delivery: z.enum(mailStatuses).nullable().describe("What became of the outbox message"),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
};

export const decisionMailSummary = z.object(decisionMailShape).meta({ id: "DecisionMailSummary" });
export type DecisionMailSummary = z.infer<typeof decisionMailSummary>;

export const decisionMailPage = z
  .object({
    mails: z.array(decisionMailSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "DecisionMailPage" });
export type DecisionMailPage = z.infer<typeof decisionMailPage>;

/** One draft with its words and the person's values, for the editor's preview. */
export const decisionMailDetail = z
  .object({
    ...decisionMailShape,
    body: z.string(),
    values: z.record(z.string(), z.string()).describe("The person's placeholder values"),
  })
  .meta({ id: "DecisionMailDetail" });
export type DecisionMailDetail = z.infer<typeof decisionMailDetail>;

/** `POST …/decision-mails/send`: the chosen drafts, or every draft matching a filter. */
export const decisionSendBody = z
  .object({
    ids: z
      .array(entityId)
      .max(DECISION_BATCH_MAX, `Choose at most ${DECISION_BATCH_MAX.toLocaleString("en-US")} emails`)
      .optional(),
    filter: z.object(decisionFilter).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), decisionMailMessages.sendWhat);
export type DecisionSendBody = z.input<typeof decisionSendBody>;

export const decisionSendResult = z
  .object({
    queued: z.number().int().describe("Emails put in the outbox (sent, or held without SMTP_URL)"),
    refused: z.number().int().describe("Emails whose address the outbox refused"),
    skipped: z.number().int().describe("Chosen emails that were not drafts (already sent or discarded)"),
  })
  .meta({ id: "DecisionSendResult" });
export type DecisionSendResult = z.infer<typeof decisionSendResult>;
