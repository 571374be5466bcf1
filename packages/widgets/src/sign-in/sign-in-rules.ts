import { loginBody } from "@foyer/domain";

/** Problems with what was typed, by field; empty when the form may be sent. */
export interface SignInFieldErrors {
  email?: string;
  password?: string;
}

/**
 * Checks the sign-in fields with the server's own rules (`loginBody`), so the server is only
 * asked when it could say yes. Spec 1 §5: a blank password gives "Password is required".
 */
export function checkSignInFields(email: string, password: string): SignInFieldErrors {
  const result = loginBody.safeParse({ username: email, password });
  if (result.success) return {};
  const errors: SignInFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === "username" ? "email" : issue.path[0] === "password" ? "password" : null;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
