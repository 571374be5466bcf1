import {
  type Envelope,
  emailProblem,
  errorCodes,
  isTokenSet,
  loginProblem,
  messages,
  newPasswordProblem,
} from "@foyer/domain";
import type { LoginOutcome, SignUpInput } from "./auth.js";
import { isHttpError, isNetworkError } from "./errors.js";
import type { HttpClient } from "./http/client.js";
import type { TokenStore } from "./token-store.js";

/**
 * Password sign-in and sign-up of `AuthClient` (spec 1 §5, §7), loaded the first time someone
 * signs in: the checks and the token exchange are not part of a widget's first download.
 */
export interface SignInDeps {
  tokens: TokenStore;
  http: HttpClient;
}

/** Posts credentials and stores the three tokens of the answer (spec 1 §5 "No token found"). */
async function receiveTokens(
  { tokens, http }: SignInDeps,
  path: string,
  json: unknown,
): Promise<LoginOutcome> {
  let answer: Partial<Envelope<unknown>> | undefined;
  try {
    answer = await http.post(path, { json, auth: false });
  } catch (error) {
    if (isHttpError(error)) {
      return error.code === undefined
        ? { status: "error", message: error.message }
        : { status: "error", message: error.message, code: error.code };
    }
    if (isNetworkError(error)) return { status: "error", message: error.message };
    throw error;
  }
  const received = answer?.payload;
  if (!isTokenSet(received)) return { status: "error", message: messages.noTokenFound };
  const stored = {
    access_token: received.access_token,
    id_token: received.id_token,
    refresh_token: received.refresh_token,
  };
  tokens.set(stored);
  return { status: "ok", tokens: stored };
}

/** `AuthClient.signUp`: checks the email, password (8+ characters) and names, then POST /user/signup. */
export async function signUp(deps: SignInDeps, input: SignUpInput): Promise<LoginOutcome> {
  const problem =
    emailProblem(input.email) ??
    newPasswordProblem(input.password) ??
    (input.fname.trim() ? null : { path: "fname", message: "First name is required" }) ??
    (input.lname.trim() ? null : { path: "lname", message: "Last name is required" });
  if (problem) return { status: "error", message: problem.message, code: errorCodes.validation };
  return receiveTokens(deps, "user/signup", {
    email: input.email.trim(),
    password: input.password,
    fname: input.fname.trim(),
    lname: input.lname.trim(),
  });
}

/** `AuthClient.login`: the password is required and not blank (spec 1 §5); no request is made otherwise. */
export async function login(deps: SignInDeps, username: string, password: string): Promise<LoginOutcome> {
  if (typeof password !== "string" || password.trim() === "") {
    return { status: "error", message: messages.passwordRequired };
  }
  const problem = loginProblem(username, password);
  if (problem) return { status: "error", message: problem.message, code: errorCodes.validation };
  return receiveTokens(deps, "user/auth/login", { username: username.trim(), password });
}
