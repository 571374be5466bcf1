import type { Envelope, PermissionProfile } from "@foyer/domain";
import { isHttpError } from "../errors.js";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * Permission profiles and "Bring admin access" (spec 2 §3 "Permission profile", §6, §7). The
 * server enforces every permission on every call; apps read the profile only to guard routes and
 * hide what the server would refuse.
 */

export interface PermissionsApi {
  /**
   * GET /permissions/event/{eventId}/user/{userId}. A 403 (not a member) answers
   * `{ permissions: [], read_permissions: [], dontHavePermission: true }` (spec 2 §6).
   */
  eventProfile(eventId: string, userId: string, options?: CallOptions): Promise<PermissionProfile>;
  /** GET /permissions/organization/{orgId}/user/{userId}; a 403 as `eventProfile`. */
  orgProfile(orgId: string, userId: string, options?: CallOptions): Promise<PermissionProfile>;
  /** POST /admins/event-user/{eventId}: a platform admin joins the event's team as an admin. */
  bringEventAdmin(eventId: string, options?: CallOptions): Promise<void>;
  /** POST /admins/org-user/{orgId}: a platform admin joins the organization as an admin. */
  bringOrgAdmin(orgId: string, options?: CallOptions): Promise<void>;
}

/** What a 403 on a profile call means: "dontHavePermission true" (spec 2 §6). */
export const NO_PERMISSION_PROFILE: PermissionProfile = Object.freeze({
  permissions: [],
  read_permissions: [],
  dontHavePermission: true,
});

const enc = encodeURIComponent;

async function profileOr403(load: () => Promise<PermissionProfile>): Promise<PermissionProfile> {
  try {
    return await load();
  } catch (error) {
    if (isHttpError(error) && error.status === 403) return { ...NO_PERMISSION_PROFILE };
    throw error;
  }
}

/**
 * The permission calls over the SDK's HTTP client (bearer token, userId, one refresh and retry on 401).
 * @example
 * const permissions = createPermissionsApi(sdk.http);
 * const profile = await permissions.eventProfile(eventId, user.id);
 * if (profile.dontHavePermission) showNoAccess();
 */
export function createPermissionsApi(http: HttpClient): PermissionsApi {
  return {
    eventProfile: (eventId, userId, options = {}) =>
      profileOr403(async () =>
        payloadOf(
          await http.get<Envelope<PermissionProfile>>(
            `permissions/event/${enc(eventId)}/user/${enc(userId)}`,
            options,
          ),
          "GET event permissions",
        ),
      ),
    orgProfile: (orgId, userId, options = {}) =>
      profileOr403(async () =>
        payloadOf(
          await http.get<Envelope<PermissionProfile>>(
            `permissions/organization/${enc(orgId)}/user/${enc(userId)}`,
            options,
          ),
          "GET organization permissions",
        ),
      ),
    bringEventAdmin: async (eventId, options = {}) => {
      await http.post(`admins/event-user/${enc(eventId)}`, { ...options, json: {} });
    },
    bringOrgAdmin: async (orgId, options = {}) => {
      await http.post(`admins/org-user/${enc(orgId)}`, { ...options, json: {} });
    },
  };
}
