import { isHttpError, isSessionExpiredError, type WidgetSdk } from "@foyer/sdk";

/**
 * Whether a failed call says the organizer must sign in (again): the SDK's `SessionExpiredError`
 * (no tokens, or a refresh the server refused), or a 401 that survived the refresh and retry.
 */
export function isSessionProblem(error: unknown): boolean {
  return isSessionExpiredError(error) || (isHttpError(error) && error.status === 401);
}

/**
 * What an organizer widget's model knows of the session: whether tokens are stored, and news
 * when they change (a sign-in here, in another widget on the page or in another tab).
 */
export interface WidgetSession {
  signedIn(): boolean;
  /** Calls `listener` after every change of the stored tokens; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * The session of the SDK's token store, the one the forms' inline sign-in fills too.
 * @example createImportWizardModel({ ..., session: widgetSession(sdk) })
 */
export function widgetSession(sdk: Pick<WidgetSdk, "tokens">): WidgetSession {
  return {
    signedIn: () => sdk.tokens.get() !== null,
    subscribe: (listener) => sdk.tokens.subscribe(() => listener()),
  };
}
