import { z } from "zod";
import { entityId, pageQuery, searchText } from "../contract/common.js";
import { mailStatuses } from "./mailbox-contract.js";
import { unknownPlaceholderMessage, unknownPlaceholders } from "./placeholders.js";
import { mailTemplateBody } from "./template-contract.js";

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
export const decisionPlaceholders: readonly string[] = ["first_name", "session_title", "event_name"];

/** The most sessions (or emails) one request may name. */
export const DECISION_BATCH_MAX = 10_000;

export const decisionMailMessages = {
  notFound: "This decision email does not exist.",
  notDraft: "This email was already sent or discarded; it cannot be changed.",
  sessionsMissing: "Some of the chosen sessions do not exist in this event.",
  loadFailed: "An error occurred getting the decision emails",
  sendWhat: "Name the emails to send: ids, or a filter",
} as const;

/**
 * `PUT …/decision-mails/{mailId}`: the draft's new words, with the limits of every template and
 * only the placeholders decision emails fill.
 */
export const decisionMailPatch = mailTemplateBody
  .superRefine((draft, context) => {
    for (const part of ["subject", "body"] as const) {
      const unknown = unknownPlaceholders({ subject: "", body: draft[part] }, decisionPlaceholders);
      if (unknown.length > 0) {
        context.addIssue({
          code: "custom",
          path: [part],
          message: unknownPlaceholderMessage(unknown, decisionPlaceholders),
        });
      }
    }
  })
  .meta({ id: "DecisionMailPatch" });
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
