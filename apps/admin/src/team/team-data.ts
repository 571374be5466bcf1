import { messages, type RoleList } from "@foyer/domain";
import { createTeamApi, isHttpError, type TeamApi, type TeamScopeApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { queryOptions } from "@tanstack/react-query";
import { useMemo } from "react";
import { isForbidden } from "../server-data/access-gate.js";

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
    isForbidden(error) &&
    isHttpError(error) &&
    (error.message === messages.noAccess || error.message === messages.noPermission)
  );
}

/** A team's place in the cache: under its event (`["events", id, "team"]`) or organization. */
export type TeamKey = readonly ["events" | "orgs", string, "team"];

export const teamKey = (owner: "events" | "orgs", id: string): TeamKey => [owner, id, "team"];

/** The queries of the team pages; a change invalidates the whole `TeamKey`. */
export const teamQueries = {
  members: (scope: TeamScopeApi, key: TeamKey) =>
    queryOptions({
      queryKey: [...key, "members"],
      queryFn: () => scope.members(),
      meta: { errorMessage: USERS_LOAD_FAILED },
    }),
  invitations: (scope: TeamScopeApi, key: TeamKey) =>
    queryOptions({
      queryKey: [...key, "invitations"],
      queryFn: () => scope.invitations(),
      meta: { errorMessage: USERS_LOAD_FAILED },
    }),
  roles: (load: () => Promise<RoleList>, key: TeamKey) =>
    queryOptions({ queryKey: [...key, "roles"], queryFn: load, meta: { errorMessage: ROLES_LOAD_FAILED } }),
};
