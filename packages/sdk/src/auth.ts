import {
  type Envelope,
  emailProblem,
  errorCodes,
  isTokenSet,
  loginProblem,
  messages,
  newPasswordProblem,
  type TokenSet,
} from "@foyer/domain";
import type { ResolvedConfig } from "./config.js";
import { isHttpError, isNetworkError } from "./errors.js";
import type { HttpClient } from "./http/client.js";
import type { Refresher, RefreshOptions, RefreshOutcome } from "./refresh.js";
import type { TokenStore } from "./token-store.js";

/** The result of a password sign-in: expected failures are data, not throws. */
export type LoginOutcome =
  | { status: "ok"; tokens: TokenSet }
  | {
      status: "error";
      /** For people: a spec message ("Password is required", "No token found") or the server's. */
      message: string;
      /** For programs: the server's error code (`errorCodes`), when there is one. */
      code?: string;
    };

export interface AuthClient {
  /** Signs in with username (email) and password and stores the three tokens (spec 1 §5, §7). */
  login(username: string, password: string): Promise<LoginOutcome>;
  /**
   * Creates a participant account and signs it in (POST /user/signup), where a form or portal
   * lets people sign up. Checks the email, password (8+ characters) and names first.
   */
  signUp(input: SignUpInput): Promise<LoginOutcome>;
  /** Refreshes the tokens once for every caller in this tab and across tabs. */
  refresh(options?: RefreshOptions): Promise<RefreshOutcome>;
  /** The stored id token if still valid, else a refreshed one, else `null`. */
  getValidIdToken(): Promise<string | null>;
  /**
   * Where the browser goes to sign out: `/sso/saml/logout?token=<refresh token>`, or
   * `/logout/callback` when there is no refresh token (spec 1 §4 "Logout").
   */
  logoutUrl(): string;
  /**
   * Forgets the session in this browser (other tabs see it through the `storage` event) and
   * returns the sign-out URL computed before forgetting. Navigate to it to end the session
   * on the server: `location.assign(sdk.auth.signOut())`.
   */
  signOut(): string;
}

export interface SignUpInput {
  email: string;
  password: string;
  fname: string;
  lname: string;
}

export interface AuthClientDeps {
  config: ResolvedConfig;
  tokens: TokenStore;
  refresher: Refresher;
  http: HttpClient;
}

export function createAuthClient({ config, tokens, refresher, http }: AuthClientDeps): AuthClient {
  const logoutUrl = () => {
    const refreshToken = tokens.get()?.refresh_token;
    return refreshToken
      ? siteUrl(config, `/sso/saml/logout?token=${encodeURIComponent(refreshToken)}`)
      : siteUrl(config, "/logout/callback");
  };

  /** Posts credentials and stores the three tokens of the answer (spec 1 §5 "No token found"). */
  async function receiveTokens(path: string, json: unknown): Promise<LoginOutcome> {
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

  return {
    async signUp(input) {
      const problem =
        emailProblem(input.email) ??
        newPasswordProblem(input.password) ??
        (input.fname.trim() ? null : { path: "fname", message: "First name is required" }) ??
        (input.lname.trim() ? null : { path: "lname", message: "Last name is required" });
      if (problem) return { status: "error", message: problem.message, code: errorCodes.validation };
      return receiveTokens("user/signup", {
        email: input.email.trim(),
        password: input.password,
        fname: input.fname.trim(),
        lname: input.lname.trim(),
      });
    },
    async login(username, password) {
      // Spec 1 §5: the password is required and not blank; no request is made.
      if (typeof password !== "string" || password.trim() === "") {
        return { status: "error", message: messages.passwordRequired };
      }
      const problem = loginProblem(username, password);
      if (problem) return { status: "error", message: problem.message, code: errorCodes.validation };
      return receiveTokens("user/auth/login", { username: username.trim(), password });
    },
    refresh: (options) => refresher.refresh(options),
    getValidIdToken: () => refresher.getValidIdToken(),
    logoutUrl,
    signOut() {
      const url = logoutUrl();
      tokens.clear();
      tokens.clearRedirectUrl();
      return url;
    },
  };
}

/**
 * `path` on the site that serves the API: relative when that is this page's origin, absolute
 * when the SDK talks to another origin (a widget embedded on a third-party page).
 */
function siteUrl(config: ResolvedConfig, path: string): string {
  if (typeof location === "undefined") return path;
  try {
    const apiOrigin = new URL(config.baseUrl, location.href).origin;
    return apiOrigin === location.origin ? path : `${apiOrigin}${path}`;
  } catch {
    return path;
  }
}
