import type { TokenSet } from "./auth.js";
import { messages } from "./messages.js";
import { isValidEmail } from "./values/value-helpers.js";

/**
 * The sign-in checks without zod, for the browser bundles (the embed budget has no room for a
 * schema library). The server's zod schemas in auth.ts use the same limits and words.
 */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_MIN_LENGTH = 8;

export const authMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  emailTooLong: "Email is too long",
  passwordTooLong: "Password is too long",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;

export interface FieldProblem {
  path: string;
  message: string;
}

export function emailProblem(email: unknown, path = "email"): FieldProblem | null {
  if (typeof email !== "string" || email.trim() === "") return { path, message: authMessages.emailRequired };
  if (email.trim().length > 320) return { path, message: authMessages.emailTooLong };
  return isValidEmail(email) ? null : { path, message: authMessages.emailInvalid };
}

/** What is wrong with a sign-in, checked before anything is sent (spec 1 §5). */
export function loginProblem(username: unknown, password: unknown): FieldProblem | null {
  if (typeof password !== "string" || password.trim() === "") {
    return { path: "password", message: messages.passwordRequired };
  }
  if (password.length > PASSWORD_MAX_LENGTH)
    return { path: "password", message: authMessages.passwordTooLong };
  return emailProblem(username, "username");
}

export function newPasswordProblem(password: unknown, path = "password"): FieldProblem | null {
  if (typeof password !== "string" || password === "") return { path, message: messages.passwordRequired };
  if (password.length < PASSWORD_MIN_LENGTH) return { path, message: authMessages.passwordTooShort };
  if (password.length > PASSWORD_MAX_LENGTH) return { path, message: authMessages.passwordTooLong };
  return null;
}

/** True when `value` holds the three tokens of a sign-in (spec 1 §5 "No token found" otherwise). */
export function isTokenSet(value: unknown): value is TokenSet {
  if (typeof value !== "object" || value === null) return false;
  const tokens = value as Record<string, unknown>;
  return ["access_token", "id_token", "refresh_token"].every(
    (key) => typeof tokens[key] === "string" && (tokens[key] as string).length > 0,
  );
}
