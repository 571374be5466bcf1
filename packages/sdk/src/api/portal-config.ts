import type {
  Envelope,
  JoinLinkAnswer,
  ParticipantRole,
  PortalAccessResult,
  PortalCreateBody,
  PortalDetail,
  PortalFilterApplyResult,
  PortalSignInBody,
  PortalSignInSettings,
  PortalUpdateBody,
  PortalUser,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * A portal's configuration (issue 6 "Organizer side": config sets, log-in page settings, giving
 * contacts portal access; spec 2 §7 "Portal users from contacts"). The server checks read on
 * `portal` to see and update to change; the sign-in settings also take update on settings.
 */

export interface PortalConfigApi {
  /** POST /events/{eventId}/portals: a new portal (its address from the name unless given). */
  create(body: PortalCreateBody, options?: CallOptions): Promise<PortalDetail>;
  /** GET /events/{eventId}/portals/{portalId}. */
  get(portalId: string, options?: CallOptions): Promise<PortalDetail>;
  /** PUT /events/{eventId}/portals/{portalId}: what is given changes (settings part by part). */
  update(portalId: string, body: PortalUpdateBody, options?: CallOptions): Promise<PortalDetail>;
  /** DELETE /events/{eventId}/portals/{portalId}: the portal and everything in it. */
  remove(portalId: string, options?: CallOptions): Promise<void>;
  /** GET …/{portalId}/users: who may sign in. */
  users(portalId: string, options?: CallOptions): Promise<PortalUser[]>;
  /** DELETE …/{portalId}/users/{userId}: they may no longer sign in to it. */
  removeUser(portalId: string, userId: string, options?: CallOptions): Promise<void>;
  /** POST …/{portalId}/users/{userId}/join-link: a one-time join link (7 days), replacing their unused one. */
  joinLink(portalId: string, userId: string, options?: CallOptions): Promise<JoinLinkAnswer>;
  /**
   * PUT /portal/event/{eventId}/users/contacts (spec 2 §7): access for these contacts; `save: false`
   * only says what would happen.
   */
  giveAccess(
    portalId: string,
    contacts: string[],
    extra?: { moduleId?: string; save?: boolean },
    options?: CallOptions,
  ): Promise<PortalAccessResult>;
  /** PUT /portal/event/{eventId}/users/contact/{contactId} (spec 2 §7): access for one contact. */
  giveAccessToContact(
    portalId: string,
    contactId: string,
    options?: CallOptions,
  ): Promise<PortalAccessResult>;
  /** PUT …/{portalId}/filters: the session roles whose contacts get the portal. */
  setFilters(portalId: string, roles: ParticipantRole[], options?: CallOptions): Promise<PortalDetail>;
  /** POST …/{portalId}/filters/apply: access for every contact the filters match, now. */
  applyFilters(portalId: string, options?: CallOptions): Promise<PortalFilterApplyResult>;
  /** GET /events/{eventId}/portal-sign-in: each portal's log-in page and sections. */
  signInSettings(options?: CallOptions): Promise<PortalSignInSettings[]>;
  /** PUT /events/{eventId}/portal-sign-in/{portalId}. */
  updateSignIn(
    portalId: string,
    body: PortalSignInBody,
    options?: CallOptions,
  ): Promise<PortalSignInSettings>;
}

const enc = encodeURIComponent;

/**
 * The configuration calls of one event's portals.
 * @example
 * const config = createPortalConfigApi(sdk.http, eventId);
 * const portal = await config.create({ name: "Speaker Portal" });
 * await config.giveAccess(portal.id, [contactId]);
 */
export function createPortalConfigApi(http: HttpClient, eventId: string): PortalConfigApi {
  const base = `events/${enc(eventId)}/portals`;
  const one = (portalId: string) => `${base}/${enc(portalId)}`;
  const access = `portal/event/${enc(eventId)}/users`;
  const signIn = `events/${enc(eventId)}/portal-sign-in`;
  return {
    create: async (body, options = {}) =>
      payloadOf(await http.post<Envelope<PortalDetail>>(base, { ...options, json: body }), "POST portal"),
    get: async (portalId, options = {}) =>
      payloadOf(await http.get<Envelope<PortalDetail>>(one(portalId), options), "GET portal"),
    update: async (portalId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<PortalDetail>>(one(portalId), { ...options, json: body }),
        "PUT portal",
      ),
    remove: async (portalId, options = {}) => {
      await http.delete(one(portalId), options);
    },
    users: async (portalId, options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalUser[]>>(`${one(portalId)}/users`, options),
        "GET portal users",
      ),
    removeUser: async (portalId, userId, options = {}) => {
      await http.delete(`${one(portalId)}/users/${enc(userId)}`, options);
    },
    joinLink: async (portalId, userId, options = {}) =>
      payloadOf(
        await http.post<Envelope<JoinLinkAnswer>>(`${one(portalId)}/users/${enc(userId)}/join-link`, options),
        "POST portal join link",
      ),
    giveAccess: async (portalId, contacts, extra = {}, options = {}) =>
      payloadOf(
        await http.put<Envelope<PortalAccessResult>>(`${access}/contacts`, {
          ...options,
          json: { portalId, contacts, ...extra },
        }),
        "PUT portal users from contacts",
      ),
    giveAccessToContact: async (portalId, contactId, options = {}) =>
      payloadOf(
        await http.put<Envelope<PortalAccessResult>>(`${access}/contact/${enc(contactId)}`, {
          ...options,
          json: { portalId },
        }),
        "PUT portal user from contact",
      ),
    setFilters: async (portalId, roles, options = {}) =>
      payloadOf(
        await http.put<Envelope<PortalDetail>>(`${one(portalId)}/filters`, { ...options, json: { roles } }),
        "PUT portal filters",
      ),
    applyFilters: async (portalId, options = {}) =>
      payloadOf(
        await http.post<Envelope<PortalFilterApplyResult>>(`${one(portalId)}/filters/apply`, options),
        "POST portal filters apply",
      ),
    signInSettings: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalSignInSettings[]>>(signIn, options),
        "GET portal sign-in settings",
      ),
    updateSignIn: async (portalId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<PortalSignInSettings>>(`${signIn}/${enc(portalId)}`, {
          ...options,
          json: body,
        }),
        "PUT portal sign-in settings",
      ),
  };
}
