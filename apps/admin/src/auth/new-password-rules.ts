import { newPassword } from "@foyer/domain";

export const PASSWORDS_DIFFER = "The two passwords do not match.";

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

/** The server's password rule (`newPassword`: at least 8 characters), and both entries alike. */
export function checkNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const rule = newPassword.safeParse(password);
  if (!rule.success) errors.password = rule.error.issues[0]?.message ?? "Password is required";
  if (password !== confirmation) errors.confirmation = PASSWORDS_DIFFER;
  return errors;
}
