import { createImportApi, createRecordsApi, type ImportApi, type RecordsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";

/** The record and import calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useRecordsApi(): { records: RecordsApi; imports: ImportApi } {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => ({ records: createRecordsApi(http), imports: createImportApi(http) }), [http]);
}
