import type { SessionListQuery } from "@foyer/domain";
import type { SessionsApi } from "@foyer/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";

/** Spec 2 §8, said when the list cannot be loaded. */
export const SESSIONS_LOAD_FAILED = "An error occurred getting sessions";

/** The cache keys of an event's sessions: invalidating `all` refreshes every list and session. */
export const sessionKeys = {
  all: (eventId: string) => ["events", eventId, "sessions"] as const,
  list: (eventId: string, query: SessionListQuery) => [...sessionKeys.all(eventId), "list", query] as const,
  /** The lists a session picks from (rooms, tracks, statuses…), all kinds in one answer. */
  settings: (eventId: string) => [...sessionKeys.all(eventId), "settings"] as const,
  /** One session; its audit sits under it. */
  session: (eventId: string, sessionId: string) =>
    [...sessionKeys.all(eventId), "session", sessionId] as const,
};

/** The queries of the sessions pages. */
export const sessionQueries = {
  /** A page of sessions; the previous page stays on screen while the next loads. */
  list: (sessions: SessionsApi, eventId: string, query: SessionListQuery) =>
    queryOptions({
      queryKey: sessionKeys.list(eventId, query),
      queryFn: () => sessions.list(query),
      meta: { errorMessage: SESSIONS_LOAD_FAILED },
      placeholderData: keepPreviousData,
    }),
};
