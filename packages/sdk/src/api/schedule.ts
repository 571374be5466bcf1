import type {
  AgendaSettings,
  AvailabilityWindow,
  ConflictSettings,
  DraftChange,
  DraftSummary,
  Envelope,
  JobProgress,
  PlacementBody,
  ReleaseBody,
  ScheduleConflict,
  ScheduleDraft,
  ScheduleRelease,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The event's agenda (`/events/{eventId}/schedule…`, issue 25; docs/agenda.md): settings,
 * conflicts, drafts with their placements, changes, apply and discard, the automatic scheduler,
 * availability and releases. The server checks the caller's `agenda` permission on every call.
 */

/** When rooms open and people can speak (`GET …/schedule/availability`). */
export interface ScheduleAvailability {
  rooms: { roomId: string; opensAt: string | null; closesAt: string | null }[];
  people: {
    contactId: string;
    name: string;
    sessionIds: string[];
    windows: { startsAt: string; endsAt: string }[];
  }[];
}

export interface ScheduleApi {
  /** GET …/schedule/settings */
  settings(options?: CallOptions): Promise<AgendaSettings>;
  /** PUT …/schedule/settings: the fields sent change. */
  updateSettings(change: Partial<AgendaSettings>, options?: CallOptions): Promise<AgendaSettings>;
  /** GET …/schedule/settings/conflicts */
  conflictSettings(options?: CallOptions): Promise<ConflictSettings>;
  /** PUT …/schedule/settings/conflicts: the kinds sent change. */
  updateConflictSettings(change: Partial<ConflictSettings>, options?: CallOptions): Promise<ConflictSettings>;
  /** GET …/schedule/conflicts, or a draft's (…/drafts/{draftId}/conflicts). */
  conflicts(draftId?: string | null, options?: CallOptions): Promise<ScheduleConflict[]>;
  /** GET …/schedule/availability: rooms' hours and people's windows. */
  availability(options?: CallOptions): Promise<ScheduleAvailability>;
  /** GET /events/{eventId}/contacts/{contactId}/availability: a person's windows (none: always available). */
  contactAvailability(contactId: string, options?: CallOptions): Promise<{ windows: AvailabilityWindow[] }>;
  /**
   * PUT /events/{eventId}/contacts/{contactId}/availability: the windows replace theirs (an empty
   * list: always available). Needs update on contacts; a 400 names the window and field.
   */
  saveContactAvailability(
    contactId: string,
    windows: AvailabilityWindow[],
    options?: CallOptions,
  ): Promise<{ windows: AvailabilityWindow[] }>;
  /** GET …/schedule/drafts, last changed first. */
  drafts(options?: CallOptions): Promise<DraftSummary[]>;
  /** POST …/schedule/drafts: a draft holding every session's current place. */
  createDraft(name: string, options?: CallOptions): Promise<{ id: string }>;
  /** GET …/schedule/drafts/{draftId} */
  draft(draftId: string, options?: CallOptions): Promise<ScheduleDraft>;
  /** PUT …/drafts/{draftId}/placements/{sessionId}; 409 when the draft changed since `version`. */
  place(
    draftId: string,
    sessionId: string,
    body: PlacementBody,
    options?: CallOptions,
  ): Promise<ScheduleDraft>;
  /** GET …/drafts/{draftId}/changes: moved, added and removed sessions. */
  changes(draftId: string, options?: CallOptions): Promise<DraftChange[]>;
  /** POST …/drafts/{draftId}/apply: the live schedule takes the draft's places; the draft goes. */
  apply(draftId: string, options?: CallOptions): Promise<{ applied: number }>;
  /** DELETE …/drafts/{draftId} */
  discard(draftId: string, options?: CallOptions): Promise<{ id: string }>;
  /** POST …/drafts/{draftId}/solve: starts the scheduler, followed with `progress`. */
  solve(draftId: string, body?: { keepPlaced?: boolean }, options?: CallOptions): Promise<{ jobId: string }>;
  /** GET /jobs/progress/{jobId} */
  progress(jobId: string, options?: CallOptions): Promise<JobProgress>;
  /** GET …/schedule/releases, newest first. */
  releases(options?: CallOptions): Promise<ScheduleRelease[]>;
  /** POST …/schedule/releases: publishes the schedule as `version`. */
  release(body: ReleaseBody, options?: CallOptions): Promise<ScheduleRelease>;
}

const enc = encodeURIComponent;

/**
 * @example
 * const schedule = createScheduleApi(sdk.http, eventId);
 * const { id } = await schedule.createDraft("Plan B");
 * const draft = await schedule.draft(id);
 * await schedule.place(id, sessionId, { startsAt, endsAt, roomId, version: draft.version });
 */
export function createScheduleApi(http: HttpClient, eventId: string): ScheduleApi {
  const base = `events/${enc(eventId)}/schedule`;
  const person = (contactId: string) => `events/${enc(eventId)}/contacts/${enc(contactId)}/availability`;
  const draft = (draftId: string) => `${base}/drafts/${enc(draftId)}`;
  return {
    settings: async (options = {}) =>
      payloadOf(await http.get<Envelope<AgendaSettings>>(`${base}/settings`, options), "GET agenda settings"),
    updateSettings: async (change, options = {}) =>
      payloadOf(
        await http.put<Envelope<AgendaSettings>>(`${base}/settings`, { ...options, json: change }),
        "PUT agenda settings",
      ),
    conflictSettings: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<ConflictSettings>>(`${base}/settings/conflicts`, options),
        "GET conflict settings",
      ),
    updateConflictSettings: async (change, options = {}) =>
      payloadOf(
        await http.put<Envelope<ConflictSettings>>(`${base}/settings/conflicts`, {
          ...options,
          json: change,
        }),
        "PUT conflict settings",
      ),
    conflicts: async (draftId, options = {}) =>
      payloadOf(
        await http.get<Envelope<ScheduleConflict[]>>(
          draftId ? `${draft(draftId)}/conflicts` : `${base}/conflicts`,
          options,
        ),
        "GET schedule conflicts",
      ),
    availability: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<ScheduleAvailability>>(`${base}/availability`, options),
        "GET schedule availability",
      ),
    contactAvailability: async (contactId, options = {}) =>
      payloadOf(
        await http.get<Envelope<{ windows: AvailabilityWindow[] }>>(person(contactId), options),
        "GET contact availability",
      ),
    saveContactAvailability: async (contactId, windows, options = {}) =>
      payloadOf(
        await http.put<Envelope<{ windows: AvailabilityWindow[] }>>(person(contactId), {
          ...options,
          json: { windows },
        }),
        "PUT contact availability",
      ),
    drafts: async (options = {}) =>
      payloadOf(await http.get<Envelope<DraftSummary[]>>(`${base}/drafts`, options), "GET schedule drafts"),
    createDraft: async (name, options = {}) =>
      payloadOf(
        await http.post<Envelope<{ id: string }>>(`${base}/drafts`, { ...options, json: { name } }),
        "POST schedule draft",
      ),
    draft: async (draftId, options = {}) =>
      payloadOf(await http.get<Envelope<ScheduleDraft>>(draft(draftId), options), "GET schedule draft"),
    place: async (draftId, sessionId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<ScheduleDraft>>(`${draft(draftId)}/placements/${enc(sessionId)}`, {
          ...options,
          json: body,
        }),
        "PUT draft placement",
      ),
    changes: async (draftId, options = {}) =>
      payloadOf(
        await http.get<Envelope<DraftChange[]>>(`${draft(draftId)}/changes`, options),
        "GET draft changes",
      ),
    apply: async (draftId, options = {}) =>
      payloadOf(
        await http.post<Envelope<{ applied: number }>>(`${draft(draftId)}/apply`, options),
        "POST draft apply",
      ),
    discard: async (draftId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(draft(draftId), options),
        "DELETE schedule draft",
      ),
    solve: async (draftId, body = {}, options = {}) =>
      payloadOf(
        await http.post<Envelope<{ jobId: string }>>(`${draft(draftId)}/solve`, { ...options, json: body }),
        "POST draft solve",
      ),
    progress: async (jobId, options = {}) =>
      payloadOf(
        await http.get<Envelope<JobProgress>>(`jobs/progress/${enc(jobId)}`, options),
        "GET job progress",
      ),
    releases: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<ScheduleRelease[]>>(`${base}/releases`, options),
        "GET schedule releases",
      ),
    release: async (body, options = {}) =>
      payloadOf(
        await http.post<Envelope<ScheduleRelease>>(`${base}/releases`, { ...options, json: body }),
        "POST schedule release",
      ),
  };
}
