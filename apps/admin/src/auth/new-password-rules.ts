import { newPasswordProblem } from "@foyer/domain";

export const PASSWORDS_DIFFER = "The two passwords do not match.";

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

/** The server's password rule (at least 8 characters, same words), and both entries alike. */
export function checkNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const problem = newPasswordProblem(password);
  if (problem) errors.password = problem.message;
  if (password !== confirmation) errors.confirmation = PASSWORDS_DIFFER;
  return errors;
}
