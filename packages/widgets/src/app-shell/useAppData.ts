import { isSessionExpiredError } from "@foyer/sdk";
import { type DependencyList, useEffect, useRef } from "react";
import { type Remote, useRemote } from "../remote/useRemote.js";
import { useApp } from "./app-context.js";
import { leaveWithoutSession } from "./redirect-notice.js";

export interface AppDataOptions {
  /** What the error store and its snackbar say when loading fails (spec 2 §8). */
  errorMessage: string;
  /**
   * Failures the screen shows by itself (a 404 it explains, say): not registered as errors.
   * @default () => false
   * @example { expected: (error) => isHttpError(error) && error.status === 404 }
   */
  expected?: (error: unknown) => boolean;
}

/**
 * Loads server data for a screen. A failure is registered in the central error store (which shows
 * the snackbar); an ended session sends the user to sign in again, as a reload would.
 * @example const events = useAppData(() => sdk.api.user.events(), [], { errorMessage: "…" });
 */
export function useAppData<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  options: AppDataOptions,
): Remote<T> {
  const { services, navigate } = useApp();
  const remote = useRemote(load, deps);
  const { state } = remote;
  const { errorMessage } = options;
  const expectedRef = useRef(options.expected);
  expectedRef.current = options.expected;

  useEffect(() => {
    if (state.status !== "error") return;
    if (isSessionExpiredError(state.error) && leaveWithoutSession(navigate)) return;
    if (expectedRef.current?.(state.error)) return;
    services.errors.register(errorMessage);
  }, [state, services, navigate, errorMessage]);

  return remote;
}
