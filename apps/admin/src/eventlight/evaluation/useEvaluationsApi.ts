import { createEvaluationsApi, type EvaluationsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../event-context.js";

/** The event's evaluation calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useEvaluationsApi(): EvaluationsApi {
  const { services } = useApp();
  const { eventId } = useEvent();
  const { http } = services.sdk;
  return useMemo(() => createEvaluationsApi(http, eventId), [http, eventId]);
}
