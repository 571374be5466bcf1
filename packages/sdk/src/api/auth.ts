import { type Envelope, forgotPasswordBody, resetPasswordBody } from "@foyer/domain";
import { ValidationError } from "../errors.js";
import type { HttpClient } from "../http/client.js";
import { payloadOf } from "./payload.js";

/** What the password-reset calls answer: a message meant for people. */
export interface AuthMessage {
  message: string;
}

/** Calls made before sign-in: no bearer token, no refresh, no retry. */
export interface AuthApi {
  /** POST /user/auth/forgot. Throws `ValidationError` for a bad email, before any request. */
  forgotPassword(email: string): Promise<AuthMessage>;
  /** POST /user/auth/reset. Throws `ValidationError` for a bad hash or password, before any request. */
  resetPassword(hash: string, password: string): Promise<AuthMessage>;
}

export function createAuthApi(http: HttpClient): AuthApi {
  return {
    async forgotPassword(email) {
      const body = validate(forgotPasswordBody.safeParse({ email }));
      const answer = await http.post<Envelope<AuthMessage>>("user/auth/forgot", { json: body, auth: false });
      return payloadOf(answer, "POST user/auth/forgot");
    },
    async resetPassword(hash, password) {
      const body = validate(resetPasswordBody.safeParse({ hash, password }));
      const answer = await http.post<Envelope<AuthMessage>>("user/auth/reset", { json: body, auth: false });
      return payloadOf(answer, "POST user/auth/reset");
    },
  };
}

type Parsed<T> =
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
    };

function validate<T>(result: Parsed<T>): T {
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
  );
}
