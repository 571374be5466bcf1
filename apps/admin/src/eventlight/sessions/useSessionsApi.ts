import { createSessionsApi, type SessionsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../event-context.js";

/** The event's sessions calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useSessionsApi(): SessionsApi {
  const { services } = useApp();
  const { eventId } = useEvent();
  const { http } = services.sdk;
  return useMemo(() => createSessionsApi(http, eventId), [http, eventId]);
}
