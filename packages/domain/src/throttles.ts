/*
 * What a throttled caller is told (issue 23 item 3): the server's 429 answers of sign-up, the
 * password links, anonymous form submissions and uploads, and public schedule exports, and the
 * refusals of an anonymous upload without a form's grant or past the form's quota. Its own module:
 * the forms widget does not import it, so its bundle does not grow.
 */

import { z } from "zod";

/** POST /forms/{formId}/upload-grants: what lets a visitor upload files for one form, for a while. */
export const uploadGrant = z.object({
  /** Sent back as the `x-foyer-upload-grant` header of POST /uploads. */
  grant: z.string(),
  expires_at: z.iso.datetime(),
});
export type UploadGrant = z.infer<typeof uploadGrant>;

/** The header of POST /uploads that carries a form's upload grant. */
export const UPLOAD_GRANT_HEADER = "x-foyer-upload-grant";

/** "3 minutes", "45 seconds", "1 hour": how long to wait, rounded up. */
export function waitText(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), "minute");
  return unit(Math.ceil(seconds / 3600), "hour");
}

const tryAgain = (what: string) => (retryAfterSeconds: number) =>
  `${what} Please try again in ${waitText(retryAfterSeconds)}.`;

export const throttleMessages = {
  signup: tryAgain("Too many sign-ups from your network or for this address."),
  passwordForgot: tryAgain("Too many password reset requests from your network or for this address."),
  passwordReset: tryAgain("Too many password reset attempts from your network."),
  signupConfirm: tryAgain("Too many account confirmation attempts from your network."),
  ssoStart: tryAgain("Too many single sign-on attempts from your network or for this address."),
  joinLink: tryAgain("Too many join link attempts from your network."),
  formSubmission: tryAgain("Too many form submissions from your network or to this form."),
  anonymousUpload: tryAgain("Too many file uploads from your network."),
  scheduleExport: tryAgain("Too many schedule downloads from your network or of this event."),
  uploadGrantMissing:
    "Sign in to upload files, or upload them from the form you are filling in (its upload grant is missing).",
  uploadGrantInvalid: "This upload grant is expired or not valid. Reload the form and choose the file again.",
  uploadGrantFormClosed: "This form does not take files from visitors: it is closed or needs you to sign in.",
  formQuotaReached: tryAgain("This form has received all the files it can take from visitors for now."),
  formQuotaTooLarge: (remainingBytes: number) =>
    `This form can take only ${Math.floor(remainingBytes / 1024 / 1024)} MB more of files from visitors for now. Choose a smaller file or sign in.`,
} as const;
