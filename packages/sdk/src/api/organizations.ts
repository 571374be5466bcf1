import type {
  CreatedEvent,
  Envelope,
  EventDashboard,
  ImportEventsBody,
  NewEventBody,
  Organization,
  OrgDashboard,
  OrgEvent,
  OrgEventsQuery,
  UpdateOrganizationBody,
  UploadedFile,
  UserOrganization,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The organization area's calls (spec 1 §7 "Organization get and put; the logo is saved by put
 * with logoImageUrl", "Add event with orgId; answer gives the new event id"), the user's
 * organizations, starring events and the two dashboards. The server checks every one.
 */

export interface OrganizationsApi {
  /** GET /user/me/organizations: the signed-in user's organizations, by name. */
  mine(options?: CallOptions): Promise<UserOrganization[]>;
  /** GET /organizations/{orgId} */
  get(orgId: string, options?: CallOptions): Promise<Organization>;
  /** PUT /organizations/{orgId}: the name and `logoImageUrl` (null removes the logo). */
  update(orgId: string, body: UpdateOrganizationBody, options?: CallOptions): Promise<Organization>;
  /**
   * POST /organizations/{orgId}/logo (multipart): stores one jpeg, png or svg under org-logo/.
   * The organization keeps its logo until `update` saves the answer's `url` as `logoImageUrl`.
   */
  uploadLogo(orgId: string, file: Blob & { name?: string }, options?: CallOptions): Promise<UploadedFile>;
  /** GET /organizations/{orgId}/events?q=&status=&starred=: starred first, then newest. */
  events(orgId: string, query?: OrgEventsQuery, options?: CallOptions): Promise<OrgEvent[]>;
  /** PUT (star) or DELETE (unstar) /organizations/{orgId}/events/{eventId}/star: the user's own star. */
  setStar(orgId: string, eventId: string, starred: boolean, options?: CallOptions): Promise<boolean>;
  /** GET /organizations/{orgId}/dashboard */
  dashboard(orgId: string, options?: CallOptions): Promise<OrgDashboard>;
  /** POST /event/organization/{orgId}/events: the new event (its id among the rest). */
  createEvent(orgId: string, body: NewEventBody, options?: CallOptions): Promise<CreatedEvent>;
  /**
   * POST /event/organization/{orgId}/events/import: every event created, in order, or none (a
   * 400 names the refused row: "Row 4: …", with `details` by path `events.3.date_to`).
   * @example
   * const created = await organizations.importEvents(orgId, {
   *   events: [{ name: "Autumn Forum", date_from: "2027-10-01", date_to: "2027-10-02", timezone: "UTC" }],
   * });
   */
  importEvents(orgId: string, body: ImportEventsBody, options?: CallOptions): Promise<CreatedEvent[]>;
  /** GET /event/{eventId}/dashboard */
  eventDashboard(eventId: string, options?: CallOptions): Promise<EventDashboard>;
}

const enc = encodeURIComponent;

/**
 * The organization area's calls over the SDK's HTTP client (bearer token, userId, one refresh
 * and retry on 401).
 * @example
 * const organizations = createOrganizationsApi(sdk.http);
 * const created = await organizations.createEvent(orgId, { name, date_from, date_to, timezone });
 * navigate(`/event-light/${created.id}/dashboard`);
 */
export function createOrganizationsApi(http: HttpClient): OrganizationsApi {
  const org = (orgId: string, rest = "") => `organizations/${enc(orgId)}${rest}`;
  return {
    mine: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<UserOrganization[]>>("user/me/organizations", options),
        "GET user/me/organizations",
      ),
    get: async (orgId, options = {}) =>
      payloadOf(await http.get<Envelope<Organization>>(org(orgId), options), "GET organization"),
    update: async (orgId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<Organization>>(org(orgId), { ...options, json: body }),
        "PUT organization",
      ),
    uploadLogo: async (orgId, file, options = {}) => {
      const form = new FormData();
      form.append("file", file, file.name ?? "logo");
      return payloadOf(
        await http.post<Envelope<UploadedFile>>(org(orgId, "/logo"), { ...options, body: form }),
        "POST organization logo",
      );
    },
    events: async (orgId, query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<OrgEvent[]>>(org(orgId, "/events"), {
          ...options,
          searchParams: {
            q: query.q || undefined,
            status: query.status && query.status !== "all" ? query.status : undefined,
            starred: query.starred ? "true" : undefined,
          },
        }),
        "GET organization events",
      ),
    setStar: async (orgId, eventId, starred, options = {}) => {
      const path = org(orgId, `/events/${enc(eventId)}/star`);
      const answer = starred
        ? await http.put<Envelope<{ starred: boolean }>>(path, options)
        : await http.delete<Envelope<{ starred: boolean }>>(path, options);
      return payloadOf(answer, starred ? "PUT event star" : "DELETE event star").starred;
    },
    dashboard: async (orgId, options = {}) =>
      payloadOf(
        await http.get<Envelope<OrgDashboard>>(org(orgId, "/dashboard"), options),
        "GET organization dashboard",
      ),
    createEvent: async (orgId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<CreatedEvent>>(`event/organization/${enc(orgId)}/events`, {
          ...options,
          json: { ...body, orgId },
        }),
        "POST organization event",
      ),
    importEvents: async (orgId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<{ events: CreatedEvent[] }>>(
          `event/organization/${enc(orgId)}/events/import`,
          {
            ...options,
            json: body,
          },
        ),
        "POST organization events import",
      ).events,
    eventDashboard: async (eventId, options = {}) =>
      payloadOf(
        await http.get<Envelope<EventDashboard>>(`event/${enc(eventId)}/dashboard`, options),
        "GET event dashboard",
      ),
  };
}
