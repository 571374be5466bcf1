import { z } from "zod";
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth-checks.js";
import { messages } from "./messages.js";

const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(320, authMessages.emailTooLong)
  .pipe(z.email(authMessages.emailInvalid));

/** POST /user/auth/login (spec 1 §7). The username is the account's email. */
export const loginBody = z.object({
  username: email,
  password: z
    .string({ error: messages.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong)
    .refine((value) => value.trim().length > 0, messages.passwordRequired),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /user/auth/refresh-token (spec 1 §7). */
export const refreshBody = z.object({
  token: z.string({ error: "Refresh token is required" }).min(1, "Refresh token is required").max(512),
});
export type RefreshBody = z.infer<typeof refreshBody>;

/** The three tokens a sign-in or refresh answers with (spec 1 §3 "credentials"). */
export const tokenSet = z
  .object({
    access_token: z.string().min(1).describe("JWT for `Authorization: Bearer`"),
    id_token: z.string().min(1).describe("JWT naming the user (email, fname, lname)"),
    refresh_token: z.string().min(1).describe("Opaque; spent by POST /user/auth/refresh-token"),
  })
  .meta({ id: "TokenSet" });
export type TokenSet = z.infer<typeof tokenSet>;

/** What POST /user/auth/forgot and /user/auth/reset answer: a sentence for the person. */
export const authNotice = z.object({ message: z.string() }).meta({ id: "AuthNotice" });
export type AuthNotice = z.infer<typeof authNotice>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const newPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const resetPasswordBody = z.object({
  hash: z.string().min(16, "This password reset link is invalid or has expired.").max(128),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Claims Foyer puts in its JWTs beyond the registered ones. */
export interface FoyerTokenClaims {
  sub: string;
  /** Session (refresh-token family) the token belongs to; revoked sessions fail verification. */
  sid: string;
  token_use: "access" | "id";
  email?: string;
  fname?: string;
  lname?: string;
  exp: number;
  iat: number;
  iss: string;
  aud: string | string[];
}

/** POST /user/signup: a participant creates an account where a form or portal allows it. */
export const signupBody = z.object({
  email,
  password: newPassword,
  fname: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(100),
  lname: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(100),
});
export type SignupBody = z.infer<typeof signupBody>;
