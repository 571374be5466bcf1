import type { TokenSet } from "@foyer/domain";
import type { ResolvedConfig } from "./config.js";
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

/** When the sign-in code itself cannot be loaded (offline): the same words as a failed request. */
const SIGN_IN_UNREACHABLE = "Could not reach the server: sign-in";

export function createAuthClient({ config, tokens, refresher, http }: AuthClientDeps): AuthClient {
  const logoutUrl = () => {
    const refreshToken = tokens.get()?.refresh_token;
    return refreshToken
      ? siteUrl(config, `/sso/saml/logout?token=${encodeURIComponent(refreshToken)}`)
      : siteUrl(config, "/logout/callback");
  };

  // Signing in, with its checks, loads on first use: a form shows itself without it (issue 3).
  const withSignIn = async (
    run: (module: typeof import("./sign-in.js")) => Promise<LoginOutcome>,
  ): Promise<LoginOutcome> => {
    let module: typeof import("./sign-in.js");
    try {
      module = await import("./sign-in.js");
    } catch {
      return { status: "error", message: SIGN_IN_UNREACHABLE };
    }
    return run(module);
  };

  return {
    signUp: (input) => withSignIn((module) => module.signUp({ tokens, http }, input)),
    login: (username, password) => withSignIn((module) => module.login({ tokens, http }, username, password)),
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
