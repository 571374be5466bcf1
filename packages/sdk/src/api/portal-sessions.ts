import type {
  Envelope,
  PortalCalendar,
  PortalMySchedule,
  PortalSessionDetail,
  PortalSessionList,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";
import { type DownloadDeps, downloadWithToken } from "./token-download.js";

/*
 * The participant's own sessions in a portal (`/portal/{portalSlug}/{portalId}/me/…`, issue 6).
 * The server answers only the signed-in user's sessions: 401 signed out, 403 not a member, 404 for
 * an unknown portal and for a session that is not theirs.
 */

export interface PortalApi {
  /** GET …/me/sessions: their sessions in any role, earliest first, unscheduled last. */
  sessions(options?: CallOptions): Promise<PortalSessionList>;
  /** GET …/me/sessions/{sessionId}: one of theirs, with description and files. */
  session(sessionId: string, options?: CallOptions): Promise<PortalSessionDetail>;
  /** GET …/me/calendar: their scheduled sessions by day in the event's time zone. */
  calendar(options?: CallOptions): Promise<PortalCalendar>;
  /**
   * GET …/me/calendar.ics with the bearer token (a plain link cannot send it): the iCalendar file
   * as a Blob to save.
   */
  calendarIcs(options?: CallOptions): Promise<Blob>;
  /**
   * GET …/me/schedule: their sessions in the latest released schedule by day, and the address of
   * their personal iCalendar feed (a secret link a calendar app subscribes to).
   */
  mySchedule(options?: CallOptions): Promise<PortalMySchedule>;
  /** GET a session file's `url` (from `session()`) with the bearer token, as a Blob to save. */
  download(url: string, options?: CallOptions): Promise<Blob>;
}

const enc = encodeURIComponent;

/**
 * The portal participant calls over the SDK's HTTP client; downloads fetch with the id token so a
 * binary file arrives byte for byte.
 * @example
 * const portal = createPortalApi(sdk.http, deps, "speakers", portalId);
 * const { sessions } = await portal.sessions();
 */
export function createPortalApi(
  http: HttpClient,
  deps: DownloadDeps,
  portalSlug: string,
  portalId: string,
): PortalApi {
  const me = `portal/${enc(portalSlug)}/${enc(portalId)}/me`;
  const download = (url: string, options: CallOptions = {}) => downloadWithToken(deps, url, options);
  return {
    sessions: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalSessionList>>(`${me}/sessions`, options),
        "GET portal sessions",
      ),
    session: async (sessionId, options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalSessionDetail>>(`${me}/sessions/${enc(sessionId)}`, options),
        "GET portal session",
      ),
    calendar: async (options = {}) =>
      payloadOf(await http.get<Envelope<PortalCalendar>>(`${me}/calendar`, options), "GET portal calendar"),
    calendarIcs: (options = {}) => download(`/api/${me}/calendar.ics`, options),
    mySchedule: async (options = {}) =>
      payloadOf(await http.get<Envelope<PortalMySchedule>>(`${me}/schedule`, options), "GET portal schedule"),
    download,
  };
}
