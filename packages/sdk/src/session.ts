import { messages, type User } from "@foyer/domain";
import type { UserApi } from "./api/user.js";
import type { AuthClient } from "./auth.js";
import { isHttpError, isSessionExpiredError } from "./errors.js";
import { decideRoute, type RouteDecision } from "./route-rules.js";
import { createStore, type Store } from "./stores/store.js";
import type { TokenStore } from "./token-store.js";
import { readTokenClaims } from "./token-validity.js";

/** Where the browser is; `location` fits. */
export interface SessionLocation {
  pathname: string;
  search: string;
}

/** The result of a session check (STYLE 5: one status union, no throws for expected outcomes). */
export type SessionCheckResult =
  | { status: "authenticated"; user: User; decision: RouteDecision }
  | { status: "anonymous"; decision: RouteDecision }
  | { status: "skipped"; decision: RouteDecision };

/** What the app knows about the session. `checking` until the first check completes (spec 1 §4). */
export type SessionState =
  | { status: "checking" }
  | { status: "authenticated"; user: User }
  | { status: "anonymous" };

export interface SessionManager extends Store<SessionState> {
  /**
   * Checks the session for `location` (spec 1 §2 "Session-dependent routing", spec 2 §4.6): gets a
   * valid id token (refreshing if needed), loads the user, and decides the route. Never throws.
   */
  check(location: SessionLocation): Promise<SessionCheckResult>;
  /** Calls `callback` when another tab signs out (clears the tokens). Returns cleanup. */
  onSignedOutElsewhere(callback: () => void): () => void;
}

export interface SessionManagerDeps {
  auth: Pick<AuthClient, "getValidIdToken">;
  tokens: TokenStore;
  user: Pick<UserApi, "me">;
  /** @default console */
  logger?: Pick<Console, "warn">;
}

export function createSessionManager({
  auth,
  tokens,
  user,
  logger = console,
}: SessionManagerDeps): SessionManager {
  const state = createStore<SessionState>({ status: "checking" });
  const setState = (next: SessionState) => {
    // Only an authenticated state carries news when repeated (the user may have changed).
    if (next.status !== "authenticated" && state.get().status === next.status) return;
    state.set(next);
  };
  const stateListeners = new Set<(value: SessionState) => void>();
  const signedOutListeners = new Set<() => void>();
  let pendingUser: Promise<User | null> | null = null;

  // One token-store subscription, held only while someone listens (STYLE 6).
  let hadTokens = false;
  let stopWatchingTokens: (() => void) | null = null;
  const watchTokens = () => {
    if (stopWatchingTokens) return;
    hadTokens = tokens.get() !== null;
    stopWatchingTokens = tokens.subscribe((change) => {
      const signedOut = hadTokens && change.tokens === null;
      hadTokens = change.tokens !== null;
      if (!signedOut) return;
      if (state.get().status === "authenticated") setState({ status: "anonymous" });
      if (change.source === "remote") for (const callback of [...signedOutListeners]) callback();
    });
  };
  const unwatchTokensIfIdle = () => {
    if (stateListeners.size > 0 || signedOutListeners.size > 0) return;
    stopWatchingTokens?.();
    stopWatchingTokens = null;
  };

  /** The signed-in user, or `null` when the server says there is no session (401). */
  const loadUser = (idToken: string): Promise<User | null> => {
    pendingUser ??= user
      .me()
      .catch((error: unknown): User | null => {
        if (isSessionExpiredError(error) || (isHttpError(error) && error.status === 401)) {
          // The server refused even a fresh token: these tokens are worthless.
          tokens.clear();
          return null;
        }
        // Spec 2 §4.6: a failed user fetch logs a warning and stores an empty user.
        logger.warn(messages.loggedInUserDetailsFailed, error);
        return emptyUser(idToken);
      })
      .finally(() => {
        pendingUser = null;
      });
    return pendingUser;
  };

  return {
    get: state.get,
    subscribe(listener) {
      stateListeners.add(listener);
      watchTokens();
      const unsubscribe = state.subscribe(listener);
      return () => {
        unsubscribe();
        stateListeners.delete(listener);
        unwatchTokensIfIdle();
      };
    },
    onSignedOutElsewhere(callback) {
      signedOutListeners.add(callback);
      watchTokens();
      return () => {
        signedOutListeners.delete(callback);
        unwatchTokensIfIdle();
      };
    },
    async check({ pathname, search }) {
      const skip = decideRoute({ pathname, search, hasSession: false });
      if (skip.kind === "skip") {
        // Nothing was checked; whoever waited for the first check may stop waiting.
        if (state.get().status === "checking") setState({ status: "anonymous" });
        return { status: "skipped", decision: skip };
      }

      const idToken = await auth.getValidIdToken().catch(() => null);
      const signedIn = idToken ? await loadUser(idToken) : null;
      if (!signedIn) {
        setState({ status: "anonymous" });
        return { status: "anonymous", decision: decideRoute({ pathname, search, hasSession: false }) };
      }

      const redirectUrl = tokens.getRedirectUrl();
      const decision = decideRoute({ pathname, search, hasSession: true, redirectUrl });
      // The stored redirect URL is used once.
      if (decision.kind === "redirect" && redirectUrl !== null && decision.to === redirectUrl)
        tokens.clearRedirectUrl();
      setState({ status: "authenticated", user: signedIn });
      return { status: "authenticated", user: signedIn, decision };
    },
  };
}

/** The "empty user" of spec 2 §4.6, with what the id token itself tells (id, email, names). */
function emptyUser(idToken: string): User {
  const claims = readTokenClaims(idToken);
  const fname = typeof claims?.fname === "string" ? claims.fname : "";
  const lname = typeof claims?.lname === "string" ? claims.lname : "";
  return {
    id: typeof claims?.sub === "string" ? claims.sub : "",
    email: typeof claims?.email === "string" ? claims.email : "",
    fname,
    lname,
    displayName: `${fname} ${lname}`.trim(),
    photoUrl: null,
    phone: null,
    location: null,
    timezone: null,
    mute_sounds: false,
    isFoyerAdmin: false,
    event_roles: [],
  };
}
