import { z } from "zod";
import { entityId } from "../contract/common.js";

/*
 * The mail template editors (issue 19 item 4): the organization's `settings/templates` (its
 * defaults for every event) and the event's `settings/email-templates` (its overrides). A kind's
 * template is a subject and a plain-text body with `{placeholders}`; which template a message
 * uses is the event's, else the organization's, else Foyer's default. API:
 * `/api/organizations/{orgId}/mail-templates…` and `/api/events/{eventId}/mail-templates…`.
 */

/** Longest subject a template may have (a subject is one header line). */
export const MAIL_SUBJECT_MAX = 300;
/** Longest body a template may have. */
export const MAIL_BODY_MAX = 20_000;

/**
 * Where a kind of mail may be edited: `account` mails (a password reset) belong to no
 * organization; `organization` mails (a team invitation) are edited by the organization;
 * `event` mails are edited by the organization (its defaults) and by each event.
 */
export const mailTemplateScopes = ["account", "organization", "event"] as const;
export type MailTemplateScope = (typeof mailTemplateScopes)[number];

/** Whose template a message uses: the event's, the organization's, or Foyer's default. */
export const mailTemplateSources = ["event", "organization", "default"] as const;
export type MailTemplateSource = (typeof mailTemplateSources)[number];

export const mailTemplateSourceLabels: Record<MailTemplateSource, string> = {
  event: "Customized for this event",
  organization: "From the organization",
  default: "Foyer's default",
};

export const mailTemplateMessages = {
  loadFailed: "An error occurred getting the email templates",
  saveFailed: "An error occurred saving the email template",
  resetFailed: "An error occurred resetting the email template",
  previewFailed: "An error occurred previewing the email template",
  saved: "The email template has been saved.",
  reset: "The email template is back to its default.",
  unknownKind: "This kind of email has no template here.",
  subjectRequired: "The subject is required",
  subjectTooLong: `The subject must be at most ${MAIL_SUBJECT_MAX.toLocaleString("en-US")} characters`,
  subjectOneLine: "The subject must be one line (no line breaks)",
  bodyRequired: "The body is required",
  bodyTooLong: `The body must be at most ${MAIL_BODY_MAX.toLocaleString("en-US")} characters`,
} as const;

/** PUT …/mail-templates/{mailKind} and POST …/preview: a template as the editor holds it. */
export const mailTemplateBody = z
  .object({
    subject: z
      .string({ error: mailTemplateMessages.subjectRequired })
      .max(MAIL_SUBJECT_MAX, mailTemplateMessages.subjectTooLong)
      .regex(/^[^\r\n]*$/, mailTemplateMessages.subjectOneLine)
      .refine((value) => value.trim() !== "", mailTemplateMessages.subjectRequired),
    body: z
      .string({ error: mailTemplateMessages.bodyRequired })
      .max(MAIL_BODY_MAX, mailTemplateMessages.bodyTooLong)
      .refine((value) => value.trim() !== "", mailTemplateMessages.bodyRequired),
  })
  .strict()
  .meta({ id: "MailTemplateBody" });
export type MailTemplateBody = z.infer<typeof mailTemplateBody>;

const templateText = z.object({ subject: z.string(), body: z.string() });

/** One kind of mail in an editor's list, with the template in effect and where it comes from. */
export const mailTemplateEntry = z
  .object({
    kind: z.string().describe("e.g. `portal-access`"),
    label: z.string(),
    scope: z.enum(mailTemplateScopes),
    placeholders: z.array(z.string()).describe("The placeholders this kind provides, without braces"),
    template: templateText.describe("The template messages of this kind use here"),
    source: z.enum(mailTemplateSources).describe("Whose template `template` is"),
    inherited: templateText
      .extend({ source: z.enum(["organization", "default"]) })
      .describe("What resetting gives: the organization's template for an event, else Foyer's default"),
    updatedAt: z.string().nullable().describe("When this level's template was last saved (ISO 8601)"),
    updatedBy: z.string().nullable().describe("Who saved it, by name"),
  })
  .meta({ id: "MailTemplateEntry" });
export type MailTemplateEntry = z.infer<typeof mailTemplateEntry>;

/** Path parameters of one kind's template at the organization's level. */
export const orgMailTemplateParams = z.object({ orgId: entityId, mailKind: entityId });
/** Path parameters of one kind's template at the event's level. */
export const eventMailTemplateParams = z.object({ eventId: entityId, mailKind: entityId });

/** POST …/preview: the draft rendered with real values, both parts. */
export const mailTemplatePreview = z
  .object({
    subject: z.string(),
    text: z.string().describe("The plain-text part"),
    html: z.string().describe("The HTML part: show it only in a sandboxed frame"),
  })
  .meta({ id: "MailTemplatePreview" });
export type MailTemplatePreview = z.infer<typeof mailTemplatePreview>;
