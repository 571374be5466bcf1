import type {
  CloneOptions,
  CloneRequest,
  CloneSourceEvent,
  CloneStarted,
  DayGroup,
  Envelope,
  JobProgress,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The event clone's calls (spec 2 §7 "Event clone options", "Start clone", "Clone job status"),
 * with the picker's list of events. The server checks every permission; see docs/cloning.md.
 */

export interface CloneApi {
  /**
   * GET /event/clone-sources: the non-draft events the user may clone, newest first. `orgId`
   * narrows to one organization; `q` filters by name, ignoring case.
   */
  sources(filter?: { q?: string; orgId?: string }, options?: CallOptions): Promise<CloneSourceEvent[]>;
  /** GET /event/clone-options/{eventId}: the content the user may pick, grouped by type. */
  options(eventId: string, options?: CallOptions): Promise<CloneOptions>;
  /** POST /event/clone → the job's id, followed with `progress`. */
  start(request: CloneRequest, options?: CallOptions): Promise<CloneStarted>;
  /** GET /jobs/progress/{jobId}: status and payload (newEventId once completed). */
  progress(jobId: string, options?: CallOptions): Promise<JobProgress>;
  /** GET /event/{eventId}/day-groups: the event's day labels. */
  dayGroups(eventId: string, options?: CallOptions): Promise<DayGroup[]>;
}

const enc = encodeURIComponent;

/**
 * The clone calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const clone = createCloneApi(sdk.http);
 * const { jobId } = await clone.start(request);
 * const job = await clone.progress(jobId);
 */
export function createCloneApi(http: HttpClient): CloneApi {
  return {
    sources: async (filter = {}, options = {}) => {
      const searchParams: Record<string, string> = {};
      if (filter.q) searchParams.q = filter.q;
      if (filter.orgId) searchParams.orgId = filter.orgId;
      return payloadOf(
        await http.get<Envelope<CloneSourceEvent[]>>("event/clone-sources", { ...options, searchParams }),
        "GET clone sources",
      );
    },
    options: async (eventId, options = {}) =>
      payloadOf(
        await http.get<Envelope<CloneOptions>>(`event/clone-options/${enc(eventId)}`, options),
        "GET clone options",
      ),
    start: async (request, options = {}) =>
      payloadOf(
        await http.post<Envelope<CloneStarted>>("event/clone", { ...options, json: request }),
        "POST clone",
      ),
    progress: async (jobId, options = {}) =>
      payloadOf(
        await http.get<Envelope<JobProgress>>(`jobs/progress/${enc(jobId)}`, options),
        "GET job progress",
      ),
    dayGroups: async (eventId, options = {}) =>
      payloadOf(
        await http.get<Envelope<DayGroup[]>>(`event/${enc(eventId)}/day-groups`, options),
        "GET day groups",
      ),
  };
}
