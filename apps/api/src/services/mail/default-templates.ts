import { decisionPlaceholders, type MailTemplateScope } from "@foyer/domain";
import type { MailTemplate } from "./template.js";

/*
 * The mails Foyer sends today and their default wording (issue 19 item 2). Each kind lists the
 * placeholders it provides; docs/email.md lists them for people. The organization's and event's
 * template editors (issue 19 item 4) override these per kind, where `scope` allows.
 */

export interface MailKind {
  /** What the mail is for, in the mailbox and the docs. */
  label: string;
  /**
   * Where it may be edited (issue 19 item 4): `account` nowhere (platform mails), `organization`
   * in the organization's templates, `event` there (as defaults) and in each event's.
   */
  scope: MailTemplateScope;
  placeholders: readonly string[];
  /** The placeholders that hold URLs (anchors in the HTML part). @default ["link"] */
  links?: readonly string[];
  template: MailTemplate;
}

export const mailKinds = {
  "password-reset": {
    label: "Password reset",
    scope: "account",
    placeholders: ["first_name", "email", "link"],
    template: {
      subject: "Reset your Foyer password",
      body: [
        "Hello {first_name},",
        "Someone asked to reset the password of the Foyer account {email}. To choose a new password, open this link within the next hour:",
        "{link}",
        "If you did not ask for this, ignore this email: your password stays as it is.",
      ].join("\n\n"),
    },
  },
  "team-invitation": {
    label: "Team invitation (has a password)",
    scope: "organization",
    placeholders: ["first_name", "inviter_name", "team_name", "link"],
    template: {
      subject: "{inviter_name} added you to the team of {team_name}",
      body: [
        "Hello {first_name},",
        "{inviter_name} added you to the team of {team_name} on Foyer. Sign in to get started:",
        "{link}",
      ].join("\n\n"),
    },
  },
  "team-invitation-new-account": {
    label: "Team invitation (sets a password)",
    scope: "organization",
    placeholders: ["first_name", "inviter_name", "team_name", "link"],
    template: {
      subject: "{inviter_name} invited you to the team of {team_name}",
      body: [
        "Hello {first_name},",
        "{inviter_name} invited you to join the team of {team_name} on Foyer. Choose a password to get started (the link works for 7 days):",
        "{link}",
        "Once your password is set, sign in with this email address and you are on the team.",
      ].join("\n\n"),
    },
  },
  "portal-access": {
    label: "Portal access (has a password)",
    scope: "event",
    placeholders: ["first_name", "portal_name", "event_name", "link"],
    template: {
      subject: "Your access to {portal_name}",
      body: [
        "Hello {first_name},",
        "You can now sign in to {portal_name} for {event_name} with your Foyer account:",
        "{link}",
      ].join("\n\n"),
    },
  },
  "portal-access-new-password": {
    label: "Portal access (sets a password)",
    scope: "event",
    placeholders: ["first_name", "portal_name", "event_name", "link"],
    template: {
      subject: "Your access to {portal_name}",
      body: [
        "Hello {first_name},",
        "You have been given access to {portal_name} for {event_name}. Choose your password to sign in (the link works for 7 days):",
        "{link}",
        "After that, sign in to the portal with this email address and your new password.",
      ].join("\n\n"),
    },
  },
  "form-confirmation": {
    label: "Form submission confirmation",
    scope: "event",
    placeholders: ["first_name", "form_name", "event_name", "answers", "link"],
    template: {
      subject: "We received your answers to {form_name}",
      body: [
        "Hello {first_name},",
        "Thank you: your answers to {form_name} for {event_name} have been received. This is what you sent:",
        "{answers}",
        "To see your submission again, open this link:",
        "{link}",
      ].join("\n\n"),
    },
  },
  "form-confirmation-updated": {
    label: "Form submission updated",
    scope: "event",
    placeholders: ["first_name", "form_name", "event_name", "answers", "link"],
    template: {
      subject: "Your answers to {form_name} were updated",
      body: [
        "Hello {first_name},",
        "Your changes to {form_name} for {event_name} have been saved. These are your answers now:",
        "{answers}",
        "To see your submission again, open this link:",
        "{link}",
      ].join("\n\n"),
    },
  },
  "evaluator-assignment": {
    label: "Evaluator assignment",
    scope: "event",
    placeholders: ["first_name", "event_name", "plan_name", "session_count", "link"],
    template: {
      subject: "You are an evaluator of {plan_name}",
      body: [
        "Hello {first_name},",
        "You have been made an evaluator of the plan {plan_name} for {event_name}. Sessions it covers today: {session_count}.",
        "To review and score them, open this link:",
        "{link}",
      ].join("\n\n"),
    },
  },
  "signup-confirmation": {
    label: "Sign-up confirmation",
    scope: "account",
    placeholders: ["first_name", "email", "account_kind", "link"],
    template: {
      subject: "Confirm your email address for Foyer",
      body: [
        "Hello {first_name},",
        "Thank you for creating a Foyer {account_kind} with {email}. To confirm this address and sign in, open this link within the next 48 hours:",
        "{link}",
        "If you did not sign up, ignore this email: no account is used without this confirmation.",
      ].join("\n\n"),
    },
  },
  "signup-existing-account": {
    label: "Sign-up of an existing account",
    scope: "account",
    placeholders: ["first_name", "email", "sign_in_link", "reset_link"],
    links: ["sign_in_link", "reset_link"],
    template: {
      subject: "You already have a Foyer account",
      body: [
        "Hello {first_name},",
        "Someone asked to create a Foyer account with {email}, but this address already has one. Sign in here:",
        "{sign_in_link}",
        "Forgot your password? Choose a new one here:",
        "{reset_link}",
        "If you did not ask for this, ignore this email: nothing has changed.",
      ].join("\n\n"),
    },
  },
  "session-accepted": {
    label: "Session accepted",
    placeholders: decisionPlaceholders,
    scope: "event",
    template: {
      subject: "Your session {session_title} is accepted",
      body: [
        "Hello {first_name},",
        "Good news: your session {session_title} is accepted for {event_name}.",
        "We will be in touch with the next steps. Thank you for proposing it!",
      ].join("\n\n"),
    },
  },
  "session-rejected": {
    label: "Session not accepted",
    placeholders: decisionPlaceholders,
    scope: "event",
    template: {
      subject: "Your session {session_title} for {event_name}",
      body: [
        "Hello {first_name},",
        "Thank you for proposing {session_title} for {event_name}. We received many strong proposals, and we are sorry that we could not include yours this time.",
        "We hope to see you at the event.",
      ].join("\n\n"),
    },
  },
  "webhook-paused": {
    label: "Webhook paused",
    scope: "account",
    placeholders: ["first_name", "event_name", "webhook_url", "failures", "link"],
    template: {
      subject: "A webhook of {event_name} was paused",
      body: [
        "Hello {first_name},",
        "Foyer paused the webhook to {webhook_url} of {event_name}: its last {failures} deliveries failed, each after being retried for about a day. No more events are sent to it until it is resumed.",
        "Check the receiver, then resume the webhook on its settings page:",
        "{link}",
      ].join("\n\n"),
    },
  },
} satisfies Record<string, MailKind>;

export type MailTemplateKey = keyof typeof mailKinds;

/** A kind of mail by its key, when `key` names one (a path parameter, a stored row). */
export function mailKindOf(key: string): (MailKind & { key: MailTemplateKey }) | null {
  if (!Object.hasOwn(mailKinds, key)) return null;
  const kind: MailKind = mailKinds[key as MailTemplateKey];
  return { ...kind, key: key as MailTemplateKey };
}

/** Where a kind may be edited. */
export const scopeOf = (kind: MailKind): MailTemplateScope => kind.scope;

/** "Hello {first_name}" for someone without a first name. */
export const firstNameOf = (fname: string | null | undefined) => fname?.trim() || "there";
