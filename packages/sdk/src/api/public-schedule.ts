import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The public exports of an event's latest schedule release (issue 25 item 4):
 * `/public/events/{eventSlug}/schedule.json` and `.ics` beside it. Unauthenticated and cacheable;
 * 404 before the first release (and for an unknown slug).
 */

/** The event a release belongs to; days are calendar dates in its time zone. */
export interface PublicScheduleEvent {
  slug: string;
  name: string;
  /** IANA zone, e.g. "Europe/Berlin". */
  timeZone: string;
  /** YYYY-MM-DD */
  startsOn: string;
  /** YYYY-MM-DD */
  endsOn: string;
}

export interface PublicScheduleRoom {
  id: string;
  name: string;
  capacity: number | null;
}

export interface PublicScheduleTrack {
  id: string;
  name: string;
  /** A CSS colour such as "#3453d1", when the track has one. */
  color: string | null;
}

export interface PublicScheduleSession {
  id: string;
  title: string;
  /** Plain text (never HTML). */
  description: string | null;
  /** ISO 8601 in UTC. */
  startsAt: string;
  /** ISO 8601 in UTC. */
  endsAt: string;
  roomId: string;
  trackId: string | null;
  /** Spans every room (a keynote, a break). */
  plenum: boolean;
  speakers: { id: string; name: string }[];
}

/** The answer of GET /public/events/{eventSlug}/schedule.json (its `payload`). */
export interface PublicSchedule {
  version: string;
  /** ISO 8601: when this release was published. */
  releasedAt: string;
  changelog: string;
  event: PublicScheduleEvent;
  rooms: PublicScheduleRoom[];
  tracks: PublicScheduleTrack[];
  sessions: PublicScheduleSession[];
}

export interface PublicScheduleApi {
  /** GET /public/events/{eventSlug}/schedule.json: the latest release (HttpError 404 before the first). */
  get(eventSlug: string, options?: CallOptions): Promise<PublicSchedule>;
  /** The address of the whole schedule as iCalendar (GET /public/events/{eventSlug}/schedule.ics). */
  icsUrl(eventSlug: string): string;
}

const schedulePath = (eventSlug: string) => `public/events/${encodeURIComponent(eventSlug)}/schedule`;

/**
 * The public schedule exports over `http` (no token is sent: anyone may read a published schedule).
 * @example const schedule = await createPublicScheduleApi(sdk.http, sdk.config.baseUrl).get("foyer-summit-2027");
 */
export function createPublicScheduleApi(http: HttpClient, baseUrl: string): PublicScheduleApi {
  return {
    get: async (eventSlug, options = {}) =>
      payloadOf(
        await http.get<{ payload: PublicSchedule }>(`${schedulePath(eventSlug)}.json`, {
          ...options,
          auth: false,
          userId: false,
        }),
        "GET public/events/{eventSlug}/schedule.json",
      ),
    icsUrl: (eventSlug) => `${baseUrl.replace(/\/+$/, "")}/${schedulePath(eventSlug)}.ics`,
  };
}
