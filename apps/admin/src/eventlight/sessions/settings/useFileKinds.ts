import { createSessionFileKindsApi, type SessionFileKindsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";
import { sessionKeys } from "../session-queries.js";

export const FILE_KINDS_LOAD_FAILED = "An error occurred getting the file kinds";

/** The cache key of the event's file kinds, below the sessions' keys (a session's Files tab reads them). */
export const fileKindsKey = (eventId: string) => [...sessionKeys.all(eventId), "file-kinds"] as const;

/** The event's file kinds calls over the app's one HTTP client. */
export function useFileKindsApi(): SessionFileKindsApi {
  const { services } = useApp();
  const { eventId } = useEvent();
  const { http } = services.sdk;
  return useMemo(() => createSessionFileKindsApi(http, eventId), [http, eventId]);
}

/** The event's file kinds, in order (the settings page and a session's Files tab). */
export function useFileKinds() {
  const { eventId } = useEvent();
  const api = useFileKindsApi();
  return useQuery({
    queryKey: fileKindsKey(eventId),
    queryFn: () => api.list(),
    meta: { errorMessage: FILE_KINDS_LOAD_FAILED },
  });
}
