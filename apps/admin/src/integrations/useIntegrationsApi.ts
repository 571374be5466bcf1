import { createIntegrationsApi, type IntegrationsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";

/** The integration calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useIntegrationsApi(): IntegrationsApi {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createIntegrationsApi(http), [http]);
}
