import { type Envelope, emailProblem, type FieldProblem, messages, newPasswordProblem } from "@foyer/domain";
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
      check(emailProblem(email));
      const body = { email: email.trim() };
      const answer = await http.post<Envelope<AuthMessage>>("user/auth/forgot", { json: body, auth: false });
      return payloadOf(answer, "POST user/auth/forgot");
    },
    async resetPassword(hash, password) {
      check(
        hash.length >= 16 && hash.length <= 128 ? null : { path: "hash", message: messages.resetLinkInvalid },
      );
      check(newPasswordProblem(password));
      const body = { hash, password };
      const answer = await http.post<Envelope<AuthMessage>>("user/auth/reset", { json: body, auth: false });
      return payloadOf(answer, "POST user/auth/reset");
    },
  };
}

function check(problem: FieldProblem | null): void {
  if (problem) throw new ValidationError([problem]);
}
