import { createSessionLibraryApi, type SessionLibraryApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/*
 * The session settings' libraries (issue 25 item 7): the criteria a new evaluation plan starts
 * with, and the templates a new session starts from.
 */

/** Their cache keys, beside the sessions' own (a template's use shows in the new-session dialog). */
export const sessionLibraryKeys = {
  criteria: (eventId: string) => ["events", eventId, "session-library", "criteria"] as const,
  templates: (eventId: string) => ["events", eventId, "session-library", "templates"] as const,
};

export const CRITERIA_LOAD_FAILED = "An error occurred getting the evaluation criteria";
export const TEMPLATES_LOAD_FAILED = "An error occurred getting the session templates";

/** The event's criteria and template calls over the app's one HTTP client. */
export function useSessionLibraryApi(): SessionLibraryApi {
  const { services } = useApp();
  const { eventId } = useEvent();
  const { http } = services.sdk;
  return useMemo(() => createSessionLibraryApi(http, eventId), [http, eventId]);
}
