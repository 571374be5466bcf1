import { messages } from "@foyer/domain";
import { createTeamApi, isHttpError, type TeamApi } from "@foyer/sdk";
import { type Remote, useApp, useAppData } from "@foyer/widgets/react";
import { type DependencyList, useEffect, useMemo, useRef } from "react";

/** Spec 2 §8, said when a team list cannot be loaded. */
export const USERS_LOAD_FAILED = "An error occurred fetching users";
export const ROLES_LOAD_FAILED = "An error occurred getting roles";

/** The team calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useTeamApi(): TeamApi {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createTeamApi(http), [http]);
}

/**
 * A 403 that means "not yours to see at all" (spec 2 §6: no access, or no permission for the
 * section): the page gives way to the permission-gated screen. Other 403s (e.g. "Only admins can
 * give or take away admin access.") are answers to one action, shown beside it.
 */
export function isGateRefusal(error: unknown): boolean {
  return (
    isHttpError(error) &&
    error.status === 403 &&
    (error.message === messages.noAccess || error.message === messages.noPermission)
  );
}

const isExpected = (error: unknown) => isHttpError(error) && (error.status === 403 || error.status === 404);

/** A team page's data: the load's state, and the last data it had (kept on screen while reloading). */
export interface TeamData<T> extends Remote<T> {
  last: T | null;
}

/** Loads a team page's data; a 403 goes to `onForbidden` (the area's gate), others to the error store. */
export function useTeamData<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  errorMessage: string,
  onForbidden: (error: unknown) => void,
): TeamData<T> {
  const remote = useAppData(load, deps, { errorMessage, expected: isExpected });
  const { state } = remote;
  // After a change the list loads again: the old one stays on screen meanwhile, forms keep focus.
  const last = useRef<T | null>(null);
  if (state.status === "ready") last.current = state.data;
  useEffect(() => {
    if (state.status === "error" && isHttpError(state.error) && state.error.status === 403)
      onForbidden(state.error);
  }, [state, onForbidden]);
  return { ...remote, last: last.current };
}
