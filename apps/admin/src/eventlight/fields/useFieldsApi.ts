import { createFieldsApi, type FieldsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";

/** The field calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useFieldsApi(): FieldsApi {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createFieldsApi(http), [http]);
}
