import { z } from "zod";
import { pageQuery, searchText } from "../contract/common.js";

/*
 * The platform admins' mailbox (issue 19 item 1): every email Foyer made, with what became of it.
 * Without SMTP_URL nothing leaves the server and every message is `held` here; with it, messages
 * are `queued`, then `sent` (with the server's answer), `bounced` (the recipient's server refused
 * the address, or it was reported bounced later) or `failed` (with why). API:
 * `GET /api/platform/mail` and `GET /api/platform/mail/{messageId}`, platform admins only.
 */

export const mailStatuses = ["held", "queued", "sent", "bounced", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  held: "Held (not sent)",
  queued: "Queued",
  sent: "Sent",
  bounced: "Bounced",
  failed: "Failed",
};

/** Statuses that end a message's delivery without it reaching the person: their reason is shown. */
export const undeliveredStatuses: readonly MailStatus[] = ["bounced", "failed"];

export const mailboxMessages = {
  notFound: "This message does not exist.",
  platformAdminsOnly: "Only platform admins can read the outbox.",
  loadFailed: "An error occurred getting the outbox",
  messageLoadFailed: "An error occurred getting the message",
  bounceOnlySent: "Only a sent message can be marked bounced.",
  bounceFailed: "An error occurred marking the message bounced",
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
  templateLabel: z.string().describe('What the template is for, e.g. "Password reset"'),
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
    failureReason: z
      .string()
      .nullable()
      .describe("Why the last attempt failed; for `bounced`, the recipient's server's words"),
    lastAttemptAt: z.string().nullable(),
  })
  .meta({ id: "MailMessage" });
export type MailMessage = z.infer<typeof mailMessage>;

/**
 * Body of `POST /api/platform/mail/{messageId}/bounce` (platform admins): a message the server
 * accepted that the provider later reported bounced (their dashboard, a bounce email), with what
 * they said. There are no provider webhooks: a person reads the report and records it.
 */
export const mailBounceBody = z
  .object({
    reason: z
      .string({ error: "Say why it bounced" })
      .trim()
      .min(1, "Say why it bounced")
      .max(1000, "The reason can be at most 1000 characters"),
  })
  .strict();
export type MailBounceBody = z.infer<typeof mailBounceBody>;
