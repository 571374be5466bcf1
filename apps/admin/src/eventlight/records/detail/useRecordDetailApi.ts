import { createRecordDetailApi, type RecordDetailApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";

/** One record's calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useRecordDetailApi(): RecordDetailApi {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createRecordDetailApi(http), [http]);
}
