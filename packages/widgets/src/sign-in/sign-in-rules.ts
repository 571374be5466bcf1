import { emailProblem, loginProblem } from "@foyer/domain";

/** Problems with what was typed, by field; empty when the form may be sent. */
export interface SignInFieldErrors {
  email?: string;
  password?: string;
}

/**
 * Checks the sign-in fields with the server's own rules and words (domain `loginProblem`, kept
 * equal to the server's `loginBody` by its tests), so the server is only asked when it could say
 * yes. Spec 1 §5: a blank password gives "Password is required".
 */
export function checkSignInFields(email: string, password: string): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const emailIssue = emailProblem(email, "username");
  if (emailIssue) errors.email = emailIssue.message;
  const problem = loginProblem(email, password);
  if (problem?.path === "password") errors.password = problem.message;
  return errors;
}
