import type { PublicSchedule } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The public exports of an event's latest schedule release (issue 25 item 4):
 * `/public/events/{eventSlug}/schedule.json` and `.ics` beside it. Unauthenticated and cacheable;
 * 404 before the first release (and for an unknown slug).
 */

/** The answer of GET /public/events/{eventSlug}/schedule.json (its `payload`). */
export type { PublicSchedule };
/** The event a release belongs to; days are calendar dates in its time zone. */
export type PublicScheduleEvent = PublicSchedule["event"];
export type PublicScheduleRoom = PublicSchedule["rooms"][number];
export type PublicScheduleTrack = PublicSchedule["tracks"][number];
/** One published session; `description` is plain text (never HTML), times are ISO 8601 in UTC. */
export type PublicScheduleSession = PublicSchedule["sessions"][number];

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
