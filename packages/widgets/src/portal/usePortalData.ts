import { type DependencyList, useEffect, useRef } from "react";
import { type Remote, useRemote } from "../remote/useRemote.js";
import { isSessionProblem } from "../sign-in/widget-session.js";
import { usePortalHost } from "./portal-host.js";

export interface PortalDataOptions {
  /** What the person is told when loading fails. */
  errorMessage: string;
  /**
   * Failures the page shows by itself (a 404 it explains, say): not reported.
   * @default () => false
   */
  expected?: (error: unknown) => boolean;
}

/**
 * Loads a portal page's data. An ended session asks the host for a sign-in; any other failure the
 * page does not explain is reported to the host (the app's snackbar, the widget's `foyer:error`).
 * @example const list = usePortalData(() => api.tasks(), [api], { errorMessage: TASKS_LOAD_FAILED });
 */
export function usePortalData<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  options: PortalDataOptions,
): Remote<T> {
  const host = usePortalHost();
  const remote = useRemote(load, deps);
  const { state } = remote;
  const { errorMessage } = options;
  const expectedRef = useRef(options.expected);
  expectedRef.current = options.expected;

  useEffect(() => {
    if (state.status !== "error") return;
    if (isSessionProblem(state.error)) host.sessionEnded();
    else if (!expectedRef.current?.(state.error)) host.notify(errorMessage, "error");
  }, [state, host, errorMessage]);

  return remote;
}
