import { isHttpError } from "@foyer/sdk";
import { type Remote, useAppData } from "@foyer/widgets/react";
import { type DependencyList, useEffect } from "react";
import { useEvent } from "./event-context.js";

/** 403 and 404 are screens of their own (the gate, "does not exist"), not errors to report. */
export const isGateAnswer = (error: unknown) =>
  isHttpError(error) && (error.status === 403 || error.status === 404);

/**
 * Loads data for an event page like `useAppData`, and turns a 403 into the permission-gated
 * screen for the whole area.
 * @deprecated New and converted pages use `useQuery` with a key per resource; the query client
 * (server-data/query-client.ts) gates their 403s. This stays for the pages not moved yet.
 */
export function useEventData<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  errorMessage: string,
): Remote<T> {
  const { denyAccess } = useEvent();
  const remote = useAppData(load, deps, { errorMessage, expected: isGateAnswer });
  const { state } = remote;
  useEffect(() => {
    if (state.status === "error" && isHttpError(state.error) && state.error.status === 403)
      denyAccess(state.error);
  }, [state, denyAccess]);
  return remote;
}
