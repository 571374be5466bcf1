import type {
  Envelope,
  Role,
  RoleInput,
  RoleList,
  RoleUpdate,
  TeamInvitation,
  TeamInviteInput,
  TeamInviteResult,
  TeamMember,
  TeamMemberUpdate,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * Team management (issue 5 item 1): an event's team (spec 2 §7 "Event users",
 * GET /event-users/{eventId}/users?onlyEventUsers=true), an organization's members ("Org users",
 * GET /organizations/{orgId}/users), their pending invitations, and the organization's roles.
 * The server checks every call: manage_users on settings for an event's team, an organization
 * admin for the organization's members and for changing roles.
 */

/** One team's calls; the same for an event's team and an organization's members. */
export interface TeamScopeApi {
  /** The members, by name. An event's list holds its own team only (`onlyEventUsers=true`). */
  members(options?: CallOptions): Promise<TeamMember[]>;
  /** Pending invitations, oldest first. */
  invitations(options?: CallOptions): Promise<TeamInvitation[]>;
  /** Adds an existing account at once, or invites an unknown email (it joins on sign-up or sign-in). */
  invite(input: TeamInviteInput, options?: CallOptions): Promise<TeamInviteResult>;
  /** Changes a member's role and/or admin flag. */
  updateMember(userId: string, update: TeamMemberUpdate, options?: CallOptions): Promise<TeamMember>;
  /** Takes a member off the team (refused for the last admin). */
  removeMember(userId: string, options?: CallOptions): Promise<{ userId: string }>;
  cancelInvitation(invitationId: string, options?: CallOptions): Promise<{ id: string }>;
  /** The organization's roles to choose from, and whether the caller may change them. */
  roles(options?: CallOptions): Promise<RoleList>;
}

/** Changing an organization's roles (its admins only). */
export interface RolesApi {
  list(orgId: string, options?: CallOptions): Promise<RoleList>;
  create(orgId: string, input: RoleInput, options?: CallOptions): Promise<Role>;
  /** Renames, describes or changes the permissions; every holder's next call sees the change. */
  update(orgId: string, roleId: string, update: RoleUpdate, options?: CallOptions): Promise<Role>;
  /** Refused (409, with how many hold it) while the role is in use. */
  remove(orgId: string, roleId: string, options?: CallOptions): Promise<{ id: string }>;
}

export interface TeamApi {
  /** The team of one event. */
  event(eventId: string): TeamScopeApi;
  /** The members of one organization. */
  organization(orgId: string): TeamScopeApi;
  roles: RolesApi;
}

const enc = encodeURIComponent;

function scopeApi(
  http: HttpClient,
  base: string,
  rolesPath: string,
  query: Record<string, string>,
): TeamScopeApi {
  return {
    members: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<TeamMember[]>>(`${base}/users`, { ...options, searchParams: query }),
        "GET team members",
      ),
    invitations: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<TeamInvitation[]>>(`${base}/invitations`, options),
        "GET invitations",
      ),
    invite: async (input, options = {}) =>
      payloadOf(
        await http.post<Envelope<TeamInviteResult>>(`${base}/users`, { ...options, json: input }),
        "POST team member",
      ),
    updateMember: async (userId, update, options = {}) =>
      payloadOf(
        await http.put<Envelope<TeamMember>>(`${base}/users/${enc(userId)}`, { ...options, json: update }),
        "PUT team member",
      ),
    removeMember: async (userId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ userId: string }>>(`${base}/users/${enc(userId)}`, options),
        "DELETE team member",
      ),
    cancelInvitation: async (invitationId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(`${base}/invitations/${enc(invitationId)}`, options),
        "DELETE invitation",
      ),
    roles: async (options = {}) =>
      payloadOf(await http.get<Envelope<RoleList>>(rolesPath, options), "GET roles"),
  };
}

/**
 * The team calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const team = createTeamApi(sdk.http);
 * const result = await team.event(eventId).invite({ email: "ana@example.com", roleId });
 * if (result.status === "invited") showPending(result.invitation);
 */
export function createTeamApi(http: HttpClient): TeamApi {
  const orgRoles = (orgId: string) => `organizations/${enc(orgId)}/roles`;
  return {
    event: (eventId) =>
      scopeApi(http, `event-users/${enc(eventId)}`, `event/${enc(eventId)}/roles`, {
        onlyEventUsers: "true",
      }),
    organization: (orgId) => scopeApi(http, `organizations/${enc(orgId)}`, orgRoles(orgId), {}),
    roles: {
      list: async (orgId, options = {}) =>
        payloadOf(await http.get<Envelope<RoleList>>(orgRoles(orgId), options), "GET roles"),
      create: async (orgId, input, options = {}) =>
        payloadOf(await http.post<Envelope<Role>>(orgRoles(orgId), { ...options, json: input }), "POST role"),
      update: async (orgId, roleId, update, options = {}) =>
        payloadOf(
          await http.put<Envelope<Role>>(`${orgRoles(orgId)}/${enc(roleId)}`, { ...options, json: update }),
          "PUT role",
        ),
      remove: async (orgId, roleId, options = {}) =>
        payloadOf(
          await http.delete<Envelope<{ id: string }>>(`${orgRoles(orgId)}/${enc(roleId)}`, options),
          "DELETE role",
        ),
    },
  };
}
