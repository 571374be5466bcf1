import type { Envelope, EventPortalSummary } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The organizer's side of an event's portals (`/events/{eventId}/portals…`, issue 6 "Organizer
 * side"). The server checks read on `portal` (on `portalTasks` for tasks) to see, update to change.
 */

export interface PortalAdminApi {
  /** GET /events/{eventId}/portals: the event's portals by name (`module` picks the permission asked). */
  list(module?: "portal" | "portalTasks", options?: CallOptions): Promise<EventPortalSummary[]>;
}

const enc = encodeURIComponent;

/**
 * The organizer calls of one event's portals.
 * @example
 * const portals = createPortalAdminApi(sdk.http, eventId);
 * const list = await portals.list();
 */
export function createPortalAdminApi(http: HttpClient, eventId: string): PortalAdminApi {
  const base = `events/${enc(eventId)}/portals`;
  return {
    list: async (module = "portal", options = {}) =>
      payloadOf(
        await http.get<Envelope<EventPortalSummary[]>>(`${base}?module=${module}`, options),
        "GET event portals",
      ),
  };
}
