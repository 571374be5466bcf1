import { z } from "zod";
import { forgotPasswordBody, signupBody, tokenSet } from "./auth.js";
import type { FieldProblem } from "./auth-checks.js";

/*
 * Sign-up with a confirmation email (spec 1 §2: /signup, /signup/{template}, /signup/complete,
 * /signup/resend, /account/confirm/{verificationHash}, /account/onboard; issue 19 item 2). Apart
 * from auth.ts, which the form widgets carry: none of this is in an embed bundle.
 */

/**
 * The kinds of account /signup/{template} presets: the wording of the page and of the
 * confirmation email. Stored on the account; nothing else depends on it.
 */
export const signupTemplates = {
  attendee: { label: "attendee", title: "Create your attendee account" },
  speaker: { label: "speaker", title: "Create your speaker account" },
  sponsor: { label: "sponsor", title: "Create your sponsor account" },
  organizer: { label: "organizer", title: "Create your organizer account" },
} as const;
export type SignupTemplate = keyof typeof signupTemplates;
export const signupTemplateNames = Object.keys(signupTemplates) as [SignupTemplate, ...SignupTemplate[]];

/** The known template of a /signup/{template} path, or null for an unknown one. */
export function signupTemplateOf(name: string | undefined): SignupTemplate | null {
  return name !== undefined && Object.hasOwn(signupTemplates, name) ? (name as SignupTemplate) : null;
}

/** How long a confirmation link works: two days, it may wait in an inbox over a weekend. */
export const CONFIRMATION_TTL_HOURS = 48;

/** Error codes of sign-up: apart from `errorCodes`, which every embed bundle carries. */
export const signupCodes = {
  /** The password is right but the address is not confirmed yet. */
  unconfirmed: "ACCOUNT_UNCONFIRMED",
  /** The confirmation link was used before. */
  linkUsed: "CONFIRMATION_USED",
  /** The confirmation link expired, or never was one. */
  linkExpired: "CONFIRMATION_EXPIRED",
} as const;
export type SignupCode = (typeof signupCodes)[keyof typeof signupCodes];

export const signupMessages = {
  requested:
    "Check your email: if the address can be used for a new account, we sent it a link to confirm it. The link works for 48 hours.",
  resent:
    "If an account is waiting for confirmation at that address, a new confirmation link has been sent to it.",
  unconfirmed:
    "Confirm your email address first: open the link we emailed you, or ask for a new confirmation email.",
  linkUsed: "This confirmation link has already been used. Your address is confirmed: sign in to continue.",
  linkExpired: "This confirmation link is invalid or has expired. Ask for a new confirmation email.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  nameTooLong: "Names are at most 100 characters",
  nameControl: "Names cannot contain line breaks or control characters",
} as const;

export const NAME_MAX_LENGTH = 100;
/** Line breaks (CR/LF) and other control characters: never part of a name. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** A first or last name's problem, the same words as the server's schema (for the browser). */
export function nameProblem(value: string, path: "fname" | "lname"): FieldProblem | null {
  const trimmed = value.trim();
  if (!trimmed) {
    return {
      path,
      message: path === "fname" ? signupMessages.firstNameRequired : signupMessages.lastNameRequired,
    };
  }
  if (trimmed.length > NAME_MAX_LENGTH) return { path, message: signupMessages.nameTooLong };
  return CONTROL.test(trimmed) ? { path, message: signupMessages.nameControl } : null;
}

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, signupMessages.nameTooLong)
    .refine((value) => !CONTROL.test(value), signupMessages.nameControl);

/** POST /user/signup/request: /signup's form; the account waits for its address to be confirmed. */
export const signupRequestBody = signupBody.extend({
  fname: name(signupMessages.firstNameRequired),
  lname: name(signupMessages.lastNameRequired),
  template: z.enum(signupTemplateNames, { error: "Unknown kind of account" }).optional(),
});
export type SignupRequestBody = z.infer<typeof signupRequestBody>;

/** POST /user/signup/resend: the address whose confirmation email to send again. */
export const resendConfirmationBody = forgotPasswordBody;
export type ResendConfirmationBody = z.infer<typeof resendConfirmationBody>;

/** POST /user/signup/confirm: the {verificationHash} of /account/confirm/{verificationHash}. */
export const confirmAccountBody = z.object({
  hash: z.string({ error: signupMessages.linkExpired }).min(16, signupMessages.linkExpired).max(128),
});
export type ConfirmAccountBody = z.infer<typeof confirmAccountBody>;

/** A confirmed account, signed in; `onboard` while its name and photo were never looked at. */
export const confirmedAccount = z
  .object({
    tokens: tokenSet,
    onboard: z.boolean().describe("True on the first sign-in: the app shows /account/onboard"),
  })
  .meta({ id: "ConfirmedAccount" });
export type ConfirmedAccount = z.infer<typeof confirmedAccount>;

/** POST /user/me/onboard: the name, and the photo as an uploaded image (POST /uploads), or none. */
export const onboardBody = z
  .object({
    fname: name(signupMessages.firstNameRequired),
    lname: name(signupMessages.lastNameRequired),
    photoUploadId: z.uuid("Photo must be an uploaded image").nullable().optional(),
  })
  .strict();
export type OnboardBody = z.infer<typeof onboardBody>;
