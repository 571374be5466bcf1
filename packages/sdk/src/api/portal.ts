import type { Envelope, PortalCalendar, PortalSessionDetail, PortalSessionList } from "@foyer/domain";
import { HttpError, NetworkError } from "../errors.js";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

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
  deps: { baseUrl: string; getValidIdToken(): Promise<string | null> },
  portalSlug: string,
  portalId: string,
): PortalApi {
  const me = `portal/${enc(portalSlug)}/${enc(portalId)}/me`;
  const download = async (url: string, options: CallOptions = {}): Promise<Blob> => {
    const token = await deps.getValidIdToken();
    // `url` is the server's API path (`/api/portal/…`): resolve it under the SDK's API base.
    const target = `${deps.baseUrl}/${url.replace(/^\/api\//, "")}`;
    let response: Response;
    try {
      response = await fetch(target, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch {
      throw new NetworkError(`Could not reach the server: GET ${url}`);
    }
    if (!response.ok) {
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      throw new HttpError({ status: response.status, method: "GET", url, body });
    }
    return response.blob();
  };
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
    download,
  };
}
