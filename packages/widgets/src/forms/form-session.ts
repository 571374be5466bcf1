import { readTokenClaims, type SignUpInput, type WidgetSdk } from "@foyer/sdk";
import { batch } from "../runtime/signals.js";
import { formMessages } from "./form-messages.js";
import { type FormState, noDraft } from "./form-state.js";

type SignInOutcome = { status: "ok" } | { status: "error"; message: string };

export interface SessionDeps {
  sdk: WidgetSdk;
  state: FormState;
  preview: boolean;
  /** The current run's signal: answers of a stopped run are ignored. */
  runSignal(): AbortSignal;
  /** Unsaved changes belong to no one after a sign-out. */
  forgetUnsaved(): void;
  /** Picks up the participant's draft or submission and opens the form. */
  resume(signal: AbortSignal): Promise<void>;
}

/**
 * Sign-in where the form requires it (spec 1 §2 "Forms"): the inline sign-in and sign-up, who is
 * signed in, and what a sign-in or sign-out (here or in another tab) does to the form.
 */
export function createSessionActions({ sdk, state, preview, runSignal, forgetUnsaved, resume }: SessionDeps) {
  const { account, definition, status, draft, signInState } = state;

  function accountFromTokens(): { email: string } | null {
    const tokens = sdk.tokens.get();
    if (!tokens) return null;
    const claims = readTokenClaims(tokens.id_token) ?? readTokenClaims(tokens.access_token);
    return { email: typeof claims?.email === "string" ? claims.email : "" };
  }

  function onTokensChanged() {
    const wasSignedIn = account.value !== null;
    account.value = accountFromTokens();
    const form = definition.value;
    if (!form || preview) return;
    if (account.value && status.value === "needsSignIn") {
      void resume(runSignal());
    } else if (!account.value && wasSignedIn) {
      // Signed out, here or in another tab: that user's draft is not ours to edit any more.
      forgetUnsaved();
      batch(() => {
        draft.value = noDraft;
        if (form.requiresLogin && status.value !== "loading") status.value = "needsSignIn";
      });
    }
  }

  async function attempt(send: () => Promise<SignInOutcome>) {
    const signal = runSignal();
    signInState.value = { ...signInState.value, busy: true, message: null };
    let outcome: SignInOutcome;
    try {
      outcome = await send();
    } catch {
      outcome = { status: "error", message: formMessages.signInFailed };
    }
    if (signal.aborted) return;
    signInState.value = {
      ...signInState.value,
      busy: false,
      message: outcome.status === "error" ? outcome.message : null,
    };
    // Success stores the tokens; `onTokensChanged` then carries on to the form.
  }

  return {
    accountFromTokens,
    onTokensChanged,
    setSignInMode(mode: "signIn" | "signUp") {
      signInState.value = { mode, busy: false, message: null };
    },
    signIn: (email: string, password: string) => attempt(() => sdk.auth.login(email, password)),
    signUp: (input: SignUpInput) => attempt(() => sdk.auth.signUp(input)),
    /** Forgets the session in this browser; the form then asks to sign in again where it must. */
    signOut() {
      sdk.auth.signOut();
    },
  };
}
