import { decisionPlaceholders } from "@foyer/domain";
import type { MailTemplate } from "./template.js";

/*
 * The mails Foyer sends today and their default wording (issue 19 item 2). Each kind lists the
 * placeholders it provides; docs/email.md lists them for people. The organization's and event's
 * template editors (issue 19 item 4) will override these per kind.
 */

export interface MailKind {
  /** What the mail is for, in the mailbox and the docs. */
  label: string;
  placeholders: readonly string[];
  template: MailTemplate;
  /** Where the kind's template may be overridden: an event's kinds by the event and its organization. */
  scope?: "account" | "organization" | "event";
}

export const mailKinds = {
  "password-reset": {
    label: "Password reset",
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
} satisfies Record<string, MailKind>;

export type MailTemplateKey = keyof typeof mailKinds;

/** "Hello {first_name}" for someone without a first name. */
export const firstNameOf = (fname: string | null | undefined) => fname?.trim() || "there";
