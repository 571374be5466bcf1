import { z } from "zod";
import { pageQuery, searchText } from "../contract/common.js";

/*
 * The platform admins' mailbox (issue 19 item 1): every email Foyer made, with what became of it.
 * Without SMTP_URL nothing leaves the server and every message is `held` here; with it, messages
 * are `queued`, then `sent` (with the server's answer) or `failed` (with why). API:
 * `GET /api/platform/mail` and `GET /api/platform/mail/{messageId}`, platform admins only.
 */

export const mailStatuses = ["held", "queued", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  held: "Held (not sent)",
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
};

export const mailboxMessages = {
  notFound: "This message does not exist.",
  platformAdminsOnly: "Only platform admins can read the outbox.",
  loadFailed: "An error occurred getting the outbox",
  messageLoadFailed: "An error occurred getting the message",
} as const;

/** `?page=&pageSize=&q=&status=`: `q` finds addresses and names containing it, ignoring case. */
export const mailboxQuery = pageQuery.extend({
  q: searchText,
  status: z.enum(mailStatuses, { error: `Status must be one of ${mailStatuses.join(", ")}` }).optional(),
});
/** The query as a client sends it (every part optional). */
export interface MailboxQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: MailStatus;
}

const mailSummaryShape = {
  id: z.string(),
  toAddress: z.string(),
  toName: z.string(),
  subject: z.string(),
  template: z.string().describe("The template it was made from, e.g. `password-reset`"),
  status: z.enum(mailStatuses),
  attempts: z.number().int().describe("Delivery attempts so far (0 while held)"),
  createdAt: z.string().describe("ISO 8601"),
  sentAt: z.string().nullable(),
};

/** One row of the mailbox list. */
export const mailSummary = z.object(mailSummaryShape).meta({ id: "MailSummary" });
export type MailSummary = z.infer<typeof mailSummary>;

/** How this server delivers mail, for the mailbox page's heading. */
export const mailDelivery = z.object({
  mode: z.enum(["smtp", "held"]).describe("`held`: SMTP_URL is not set, so mail stays in the outbox"),
  from: z.string().describe("MAIL_FROM as sent: `Name <address>`"),
});
export type MailDelivery = z.infer<typeof mailDelivery>;

/** `GET /api/platform/mail`: newest first. */
export const mailboxPage = z.object({
  messages: z.array(mailSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  delivery: mailDelivery,
});
export type MailboxPage = z.infer<typeof mailboxPage>;

/** `GET /api/platform/mail/{messageId}`: the whole message, both parts. */
export const mailMessage = z
  .object({
    ...mailSummaryShape,
    from: z.string(),
    orgId: z.string().nullable(),
    eventId: z.string().nullable(),
    text: z.string().describe("The plain-text part"),
    html: z.string().describe("The HTML part: show it only in a sandboxed frame, never in the page itself"),
    serverResponse: z.string().nullable().describe("The SMTP server's answer when it accepted the message"),
    failureReason: z.string().nullable().describe("Why the last attempt failed"),
    lastAttemptAt: z.string().nullable(),
  })
  .meta({ id: "MailMessage" });
export type MailMessage = z.infer<typeof mailMessage>;
