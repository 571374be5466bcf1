import type {
  Envelope,
  OrganizerThreadBody,
  OrganizerThreadDetail,
  OrganizerThreadSummary,
  PortalThreadBody,
  PortalThreadDetail,
  PortalThreadSummary,
  PortalUnreadCount,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * Message threads between a participant and the organizer team (issue 6 `/messages`). The
 * participant's calls (`/portal/{portalSlug}/{portalId}/me/threads…`) answer only their own
 * threads (another's is 404); the organizer's (`/events/{eventId}/portals/{portalId}/threads…`)
 * need read on `portal` to see and update to write.
 */

export interface PortalMessagesApi {
  /** GET …/me/threads: their threads, newest activity first. */
  threads(options?: CallOptions): Promise<PortalThreadSummary[]>;
  /** GET …/me/threads/unread-count: how many have something new from the organizers. */
  unreadCount(options?: CallOptions): Promise<PortalUnreadCount>;
  /** GET …/me/threads/{threadId}: every message, oldest first; marks it read for them. */
  thread(threadId: string, options?: CallOptions): Promise<PortalThreadDetail>;
  /** POST …/me/threads: a new thread to the organizer team. */
  start(body: PortalThreadBody, options?: CallOptions): Promise<PortalThreadDetail>;
  /** POST …/me/threads/{threadId}/messages: their reply; answers the whole thread. */
  reply(threadId: string, body: string, options?: CallOptions): Promise<PortalThreadDetail>;
}

export interface PortalMessagesAdminApi {
  /** GET …/threads: the portal's threads, newest activity first; `unreadOnly` keeps the unread. */
  threads(unreadOnly?: boolean, options?: CallOptions): Promise<OrganizerThreadSummary[]>;
  /** GET …/threads/{threadId}: every message; marks it read for the organizer team. */
  thread(threadId: string, options?: CallOptions): Promise<OrganizerThreadDetail>;
  /** POST …/threads: a thread with a contact of the portal's event. */
  start(body: OrganizerThreadBody, options?: CallOptions): Promise<OrganizerThreadDetail>;
  /** POST …/threads/{threadId}/messages: the team's reply, as the caller. */
  reply(threadId: string, body: string, options?: CallOptions): Promise<OrganizerThreadDetail>;
}

const enc = encodeURIComponent;

/**
 * The participant's message calls in one portal.
 * @example
 * const messages = createPortalMessagesApi(sdk.http, "speakers", portalId);
 * const { unread } = await messages.unreadCount();
 */
export function createPortalMessagesApi(
  http: HttpClient,
  portalSlug: string,
  portalId: string,
): PortalMessagesApi {
  const base = `portal/${enc(portalSlug)}/${enc(portalId)}/me/threads`;
  return {
    threads: async (options = {}) =>
      payloadOf(await http.get<Envelope<PortalThreadSummary[]>>(base, options), "GET portal threads"),
    unreadCount: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalUnreadCount>>(`${base}/unread-count`, options),
        "GET portal unread count",
      ),
    thread: async (threadId, options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalThreadDetail>>(`${base}/${enc(threadId)}`, options),
        "GET portal thread",
      ),
    start: async (body, options = {}) =>
      payloadOf(
        await http.post<Envelope<PortalThreadDetail>>(base, { ...options, json: body }),
        "POST portal thread",
      ),
    reply: async (threadId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<PortalThreadDetail>>(`${base}/${enc(threadId)}/messages`, {
          ...options,
          json: { body },
        }),
        "POST portal message",
      ),
  };
}

/**
 * The organizer team's message calls of one portal of one event.
 * @example
 * const messages = createPortalMessagesAdminApi(sdk.http, eventId, portalId);
 * const unread = await messages.threads(true);
 */
export function createPortalMessagesAdminApi(
  http: HttpClient,
  eventId: string,
  portalId: string,
): PortalMessagesAdminApi {
  const base = `events/${enc(eventId)}/portals/${enc(portalId)}/threads`;
  return {
    threads: async (unreadOnly = false, options = {}) =>
      payloadOf(
        await http.get<Envelope<OrganizerThreadSummary[]>>(
          unreadOnly ? `${base}?unread=true` : base,
          options,
        ),
        "GET portal threads",
      ),
    thread: async (threadId, options = {}) =>
      payloadOf(
        await http.get<Envelope<OrganizerThreadDetail>>(`${base}/${enc(threadId)}`, options),
        "GET portal thread",
      ),
    start: async (body, options = {}) =>
      payloadOf(
        await http.post<Envelope<OrganizerThreadDetail>>(base, { ...options, json: body }),
        "POST portal thread",
      ),
    reply: async (threadId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<OrganizerThreadDetail>>(`${base}/${enc(threadId)}/messages`, {
          ...options,
          json: { body },
        }),
        "POST portal message",
      ),
  };
}
