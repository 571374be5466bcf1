import { z } from "zod";
import { pageQuery, searchText } from "../contract/common.js";
import type { PermissionModule, Requirement } from "../permissions/permission-rules.js";
import { type MailStatus, mailStatuses, mailSummary } from "./mailbox-contract.js";

/*
 * What each person was sent (issue 19 item 5; spec 1 §2 `history/{historyType}` of the event and
 * of the organization): the event's or organization's emails, newest first, with their status
 * (bounced and failed ones with the reason) and the message itself. Spec 1 §6: History needs read
 * on history or on emails. API: `GET /api/event/{eventId}/history/emails[/{messageId}]` and
 * `GET /api/organizations/{orgId}/history/emails[/{messageId}]`.
 */

/** The history types of the event and organization areas (the others: history/activity-history.ts). */
export const areaHistoryTypes = ["emails", "imports", "exports", "integrations"] as const;
export type AreaHistoryType = (typeof areaHistoryTypes)[number];

export const areaHistoryLabels: Record<AreaHistoryType, string> = {
  emails: "Emails",
  imports: "Imports",
  exports: "Exports",
  integrations: "Integrations",
};

const read = (module: PermissionModule) => ({ module, action: "read" as const });

/** Spec 1 §6 "History: read on history or on emails", on the event or the organization. */
export const HISTORY_REQUIREMENT: Requirement = [read("history"), read("emails")];

export const emailHistoryMessages = {
  notFound: "This message does not exist.",
  loadFailed: "An error occurred getting the emails",
  messageLoadFailed: "An error occurred getting the message",
  linksHidden:
    "Single-use links (choosing a password, confirming an account) are hidden here: whoever opens one acts as the recipient.",
} as const;

/** `?page=&pageSize=&q=&status=&template=`: `q` finds addresses and names containing it. */
export const emailHistoryQuery = pageQuery.extend({
  q: searchText,
  status: z.enum(mailStatuses, { error: `Status must be one of ${mailStatuses.join(", ")}` }).optional(),
  template: z
    .string({ error: "Template must be text" })
    .max(100, "Template must be at most 100 characters")
    .optional(),
});
/** The query as a client sends it (every part optional). */
export interface EmailHistoryQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: MailStatus;
  template?: string;
}

/** One row of a history list: a summary, with why it did not arrive when it did not. */
export const emailHistoryEntry = mailSummary
  .extend({
    failureReason: z
      .string()
      .nullable()
      .describe("Why the last attempt failed; for `bounced`, the recipient's server's words"),
  })
  .meta({ id: "EmailHistoryEntry" });
export type EmailHistoryEntry = z.infer<typeof emailHistoryEntry>;

/** `GET …/history/emails`: newest first. */
export const emailHistoryPage = z.object({
  messages: z.array(emailHistoryEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  templates: z
    .array(z.object({ template: z.string(), label: z.string() }))
    .describe("The templates this history holds, for its filter"),
});
export type EmailHistoryPage = z.infer<typeof emailHistoryPage>;
