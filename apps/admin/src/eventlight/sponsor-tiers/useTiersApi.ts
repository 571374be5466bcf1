import { createTiersApi, type TiersApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";

/** The sponsors module's tier calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useTiersApi(moduleId: string): TiersApi {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createTiersApi(http, moduleId), [http, moduleId]);
}
