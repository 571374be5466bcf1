import {
  type ConfirmedAccount,
  type Envelope,
  emailProblem,
  type FieldProblem,
  messages,
  nameProblem,
  newPasswordProblem,
  type SignupRequestBody,
  signupMessages,
} from "@foyer/domain";
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
  /**
   * POST /user/signup/request (/signup): an account that signs in once its address is confirmed.
   * Throws `ValidationError` for a bad email, password or name, before any request.
   */
  requestSignup(body: SignupRequestBody): Promise<AuthMessage>;
  /** POST /user/signup/resend. Throws `ValidationError` for a bad email, before any request. */
  resendConfirmation(email: string): Promise<AuthMessage>;
  /**
   * POST /user/signup/confirm: the address confirmed and the account signed in; the caller stores
   * the tokens (`sdk.tokens.set`). A used or expired link throws `HttpError` with its code.
   */
  confirmAccount(hash: string): Promise<ConfirmedAccount>;
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
    async requestSignup(body) {
      check(
        emailProblem(body.email) ??
          newPasswordProblem(body.password) ??
          nameProblem(body.fname, "fname") ??
          nameProblem(body.lname, "lname"),
      );
      const json = { ...body, email: body.email.trim(), fname: body.fname.trim(), lname: body.lname.trim() };
      const answer = await http.post<Envelope<AuthMessage>>("user/signup/request", { json, auth: false });
      return payloadOf(answer, "POST user/signup/request");
    },
    async resendConfirmation(email) {
      check(emailProblem(email));
      const json = { email: email.trim() };
      const answer = await http.post<Envelope<AuthMessage>>("user/signup/resend", { json, auth: false });
      return payloadOf(answer, "POST user/signup/resend");
    },
    async confirmAccount(hash) {
      check(
        hash.length >= 16 && hash.length <= 128
          ? null
          : { path: "hash", message: signupMessages.linkExpired },
      );
      const json = { hash };
      const answer = await http.post<Envelope<ConfirmedAccount>>("user/signup/confirm", {
        json,
        auth: false,
      });
      return payloadOf(answer, "POST user/signup/confirm");
    },
  };
}

function check(problem: FieldProblem | null): void {
  if (problem) throw new ValidationError([problem]);
}
