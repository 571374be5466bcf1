import { createOrgPeopleApi, type OrgPeopleApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";

/** The people and segment calls over the app's one HTTP client (bearer token, refresh on 401). */
export function usePeopleApi(): OrgPeopleApi {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createOrgPeopleApi(http), [http]);
}
