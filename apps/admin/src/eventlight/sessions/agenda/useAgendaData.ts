import {
  type AgendaSettings,
  MAX_PAGE_SIZE,
  type ScheduleConflict,
  type ScheduleDraft,
  type SessionSummary,
  scheduleMessages,
} from "@foyer/domain";
import type { SessionsApi } from "@foyer/sdk";
import { createScheduleApi, isHttpError, type ScheduleApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { meKey } from "../../../server-data/query-keys.js";
import { useEvent } from "../../event-context.js";
import { sessionKeys } from "../session-queries.js";
import { useSessionsApi } from "../useSessionsApi.js";
import type { Placement } from "./agenda-grid.js";

/** The event's agenda calls over the app's one HTTP client. */
export function useScheduleApi(): ScheduleApi {
  const { services } = useApp();
  const { eventId } = useEvent();
  const { http } = services.sdk;
  return useMemo(() => createScheduleApi(http, eventId), [http, eventId]);
}

/** The cache keys of the agenda: invalidating `all` refreshes drafts, conflicts and settings. */
export const scheduleKeys = {
  all: (eventId: string) => ["events", eventId, "schedule"] as const,
  settings: (eventId: string) => [...scheduleKeys.all(eventId), "settings"] as const,
  conflicts: (eventId: string, draftId: string | null) =>
    [...scheduleKeys.all(eventId), "conflicts", draftId ?? "live"] as const,
  availability: (eventId: string) => [...scheduleKeys.all(eventId), "availability"] as const,
  drafts: (eventId: string) => [...scheduleKeys.all(eventId), "drafts"] as const,
  draft: (eventId: string, draftId: string) => [...scheduleKeys.all(eventId), "draft", draftId] as const,
  changes: (eventId: string, draftId: string) => [...scheduleKeys.all(eventId), "changes", draftId] as const,
  releases: (eventId: string) => [...scheduleKeys.all(eventId), "releases"] as const,
  /** Every top-level session of the event, all pages. */
  sessions: (eventId: string) => [...sessionKeys.all(eventId), "agenda"] as const,
};

/** Every top-level session, page after page (at most 25 pages of 200). */
export async function allSessions(sessions: SessionsApi, signal?: AbortSignal) {
  const first = await sessions.list({ page: 1, pageSize: MAX_PAGE_SIZE }, { signal });
  const all: SessionSummary[] = [...first.sessions];
  const pages = Math.min(25, Math.ceil(first.total / MAX_PAGE_SIZE));
  for (let page = 2; page <= pages; page++) {
    all.push(...(await sessions.list({ page, pageSize: MAX_PAGE_SIZE }, { signal })).sessions);
  }
  return { sessions: all, timezone: first.timezone };
}

/** A draft with its placements (not asked for while `draftId` is null). */
export function useDraftQuery(draftId: string | null) {
  const { eventId } = useEvent();
  const schedule = useScheduleApi();
  return useQuery({
    queryKey: scheduleKeys.draft(eventId, draftId ?? ""),
    queryFn: ({ signal }) => schedule.draft(draftId as string, { signal }),
    enabled: draftId !== null,
  });
}

/** Every session's title by id (links to the sessions of conflicts, changes, scheduler reports). */
export function useSessionTitles(): Map<string, string> {
  const { eventId } = useEvent();
  const sessionsApi = useSessionsApi();
  const sessions = useQuery({
    queryKey: scheduleKeys.sessions(eventId),
    queryFn: ({ signal }) => allSessions(sessionsApi, signal),
  });
  return useMemo(
    () => new Map((sessions.data?.sessions ?? []).map((session) => [session.id, session.title])),
    [sessions.data],
  );
}

export const AGENDA_LOAD_FAILED = "The agenda could not be loaded";

/** The message of a failed change: the server's words, or a general one. */
export function changeError(error: unknown): string {
  if (isHttpError(error) && error.status === 409) return scheduleMessages.staleDraft;
  return error instanceof Error && error.message ? error.message : "The change could not be saved.";
}

/**
 * What the agenda editor shows, for the live schedule or a draft: the event, its rooms and
 * sessions, the agenda settings, the conflicts, availability (optional: the page works without
 * it) and the draft. Every query refreshes under `scheduleKeys.all` or `sessionKeys.all`.
 */
export function useAgendaData(draftId: string | null) {
  const { eventId } = useEvent();
  const { services } = useApp();
  const schedule = useScheduleApi();
  const sessionsApi = useSessionsApi();
  const events = useQuery({ queryKey: meKey("events"), queryFn: () => services.sdk.api.user.events() });
  const sessions = useQuery({
    queryKey: scheduleKeys.sessions(eventId),
    queryFn: ({ signal }) => allSessions(sessionsApi, signal),
  });
  const sessionSettings = useQuery({
    queryKey: sessionKeys.settings(eventId),
    queryFn: ({ signal }) => sessionsApi.settings({ signal }),
  });
  const settings = useQuery({
    queryKey: scheduleKeys.settings(eventId),
    queryFn: ({ signal }) => schedule.settings({ signal }),
  });
  const conflicts = useQuery({
    queryKey: scheduleKeys.conflicts(eventId, draftId),
    queryFn: ({ signal }) => schedule.conflicts(draftId, { signal }),
  });
  const availability = useQuery({
    queryKey: scheduleKeys.availability(eventId),
    queryFn: ({ signal }) => schedule.availability({ signal }),
    retry: false,
  });
  const draft = useDraftQuery(draftId);
  const event = events.data?.find((one) => one.id === eventId);
  const loading =
    events.isPending ||
    sessions.isPending ||
    sessionSettings.isPending ||
    settings.isPending ||
    (draftId !== null && draft.isPending);
  const error = events.error ?? sessions.error ?? sessionSettings.error ?? settings.error ?? draft.error;
  const placements = useMemo(() => {
    const map = new Map<string, Placement>();
    for (const session of sessions.data?.sessions ?? []) {
      map.set(session.id, {
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        roomId: session.room?.id ?? null,
      });
    }
    if (draftId !== null && draft.data) {
      for (const one of draft.data.placements) {
        if (map.has(one.sessionId))
          map.set(one.sessionId, { startsAt: one.startsAt, endsAt: one.endsAt, roomId: one.roomId });
      }
    }
    return map;
  }, [sessions.data, draft.data, draftId]);
  return {
    schedule,
    sessionsApi,
    event,
    events,
    sessions,
    sessionSettings,
    settings,
    conflicts,
    availability,
    draft,
    placements,
    loading,
    error,
    retry: () => {
      for (const query of [events, sessions, sessionSettings, settings, draft]) {
        if (query.isError) void query.refetch();
      }
    },
  };
}

/** The agenda's data as the editor reads it. */
export type AgendaData = ReturnType<typeof useAgendaData>;

/**
 * Saves a session's new place: in a draft with its version (409: someone else changed it), in the
 * live schedule through the session's details (the whole form, with the other fields as they are).
 */
export function usePlacementSaver(draftId: string | null) {
  const { eventId } = useEvent();
  const queryClient = useQueryClient();
  const schedule = useScheduleApi();
  const sessionsApi = useSessionsApi();
  return async (sessionId: string, placement: Placement, draft: ScheduleDraft | undefined) => {
    try {
      if (draftId !== null) {
        if (!draft) throw new Error("The draft is still loading.");
        const next = await schedule.place(draftId, sessionId, { ...placement, version: draft.version });
        queryClient.setQueryData(scheduleKeys.draft(eventId, draftId), next);
      } else {
        const detail = await sessionsApi.get(sessionId);
        await sessionsApi.update(sessionId, {
          title: detail.title,
          description: detail.description,
          startsAt: placement.startsAt,
          endsAt: placement.endsAt,
          roomId: placement.roomId,
          trackId: detail.track?.id ?? null,
          formatId: detail.format?.id ?? null,
          levelId: detail.level?.id ?? null,
          languageId: detail.language?.id ?? null,
          statusId: detail.status?.id ?? null,
        });
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all(eventId) });
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.conflicts(eventId, draftId) });
      if (draftId !== null)
        await queryClient.invalidateQueries({ queryKey: scheduleKeys.changes(eventId, draftId) });
    }
  };
}

/** Saves the blockers (the other agenda settings stay). */
export function useBlockerSaver() {
  const { eventId } = useEvent();
  const queryClient = useQueryClient();
  const schedule = useScheduleApi();
  return async (blockers: AgendaSettings["blockers"]) => {
    const next = await schedule.updateSettings({ blockers });
    queryClient.setQueryData(scheduleKeys.settings(eventId), next);
    return next;
  };
}

/** Conflicts by session id. */
export function conflictsBySession(
  conflicts: ScheduleConflict[] | undefined,
): Map<string, ScheduleConflict[]> {
  const map = new Map<string, ScheduleConflict[]>();
  for (const conflict of conflicts ?? []) {
    for (const id of conflict.sessionIds) map.set(id, [...(map.get(id) ?? []), conflict]);
  }
  return map;
}
