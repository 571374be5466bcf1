import { type DependencyList, useCallback, useEffect, useRef, useState } from "react";

/** Where a piece of server data is (STYLE: a status union, not `isLoading && !isError`). */
export type RemoteState<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; error: unknown };

export interface Remote<T> {
  state: RemoteState<T>;
  /** Loads again (e.g. a "Try again" button). */
  reload(): void;
  /**
   * Loads again in the background (e.g. every half minute): what is shown stays until the new
   * answer replaces it, and a failure keeps it (the next refresh tries again).
   */
  refresh(): void;
}

/**
 * Runs `load` on mount and whenever `deps` change; an answer that arrives after unmount or after
 * a newer load is dropped, so a slow request never overwrites a fresh one.
 * @example const events = useRemote(() => sdk.api.user.events(), []);
 */
export function useRemote<T>(load: () => Promise<T>, deps: DependencyList): Remote<T> {
  const [state, setState] = useState<RemoteState<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const quietRef = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` are the caller's, `attempt` forces a reload.
  useEffect(() => {
    let current = true;
    const quiet = quietRef.current;
    quietRef.current = false;
    if (!quiet) setState({ status: "loading" });
    loadRef.current().then(
      (data) => {
        if (current) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (current && !quiet) setState({ status: "error", error });
      },
    );
    return () => {
      current = false;
    };
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    quietRef.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload, refresh };
}
