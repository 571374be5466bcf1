import {
  deletedId,
  envelope,
  eventIdParams,
  idParams,
  orgIdParams,
  removedTeamMember,
  roleCreateBody,
  roleUpdateBody,
  teamInvitation,
  teamInviteBody,
  teamInviteResult,
  teamMember,
  teamMemberUpdateBody,
  teamRole,
  teamRoleList,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import type { Mailer } from "../services/mail/outbox.js";
import { mailInvitation } from "../services/team/invitation-mail.js";
import * as teamRoles from "../services/team/roles.js";
import * as team from "../services/team/team.js";

const eventUserParams = idParams("eventId", "userId");
const eventInvitationParams = idParams("eventId", "invitationId");
const orgUserParams = idParams("orgId", "userId");
const orgInvitationParams = idParams("orgId", "invitationId");
const roleParams = idParams("orgId", "roleId");

const flag = "onlyEventUsers must be true or false";
const membersQuery = z.object({
  onlyEventUsers: z
    .enum(["true", "false"], { error: flag })
    .default("true")
    .transform((value) => value === "true"),
  // The spec's calls add the caller's own userId to every query; who asks comes from the token.
  userId: z.string().max(200).optional(),
});

/** Reading the roles: the team page (to invite with one) and the team permissions page (spec 1 §6). */
const EVENT_ROLES_REQUIREMENT = [
  { module: "settings", action: "manage_users" },
  { module: "settings", action: "manage_permissions" },
] as const;

/**
 * Team management (issue 5 item 1; spec 1 §6 "Team", "Team permissions"; spec 2 §7 "Event users",
 * "Org users"): an event's team, an organization's members, their invitations, and the
 * organization's roles. See docs/api.md "Team and roles".
 */
export async function teamRoutes(app: ApiApp, ctx: AuthContext & { mail: Mailer }) {
  app.addHook("preValidation", requireAuth(ctx));
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  // The event's team: manage_users on settings, or an admin.
  const eventTeam = (userId: string, eventId: string) =>
    team.eventTeamAccess(ctx.db, userId, eventId, team.EVENT_TEAM_REQUIREMENT);

  app.get(
    "/event-users/:eventId/users",
    {
      schema: {
        summary: "The event's team, with the organization's admins when asked",
        params: eventIdParams,
        querystring: membersQuery,
        response: answers({ 200: envelope(z.array(teamMember)) }),
      },
    },
    async (request) => {
      const { scope } = await eventTeam(userOf(request), request.params.eventId);
      const { onlyEventUsers } = request.query;
      return { payload: await team.listMembers(ctx.db, scope, { onlyEventUsers }) };
    },
  );

  app.post(
    "/event-users/:eventId/users",
    {
      schema: {
        summary: "Add someone to the event's team, or invite an email without an account",
        params: eventIdParams,
        body: teamInviteBody,
        response: answers({ 201: envelope(teamInviteResult) }),
      },
    },
    async (request, reply) => {
      const { scope, caller } = await eventTeam(userOf(request), request.params.eventId);
      const result = await team.invite(ctx.db, scope, caller, request.body);
      // Issue 19 item 2: the person added or invited is told, with a way in.
      await mailInvitation(ctx.db, ctx.mail, scope, caller.userId, result);
      return reply.code(201).send({ payload: result });
    },
  );

  app.put(
    "/event-users/:eventId/users/:userId",
    {
      schema: {
        summary: "Change a team member's role or admin access on the event",
        params: eventUserParams,
        body: teamMemberUpdateBody,
        response: answers({ 200: envelope(teamMember) }),
      },
    },
    async (request) => {
      const { eventId, userId } = request.params;
      const { scope, caller } = await eventTeam(userOf(request), eventId);
      return { payload: await team.updateMember(ctx.db, scope, caller, userId, request.body) };
    },
  );

  app.delete(
    "/event-users/:eventId/users/:userId",
    {
      schema: {
        summary: "Take someone off the event's team",
        params: eventUserParams,
        response: answers({ 200: envelope(removedTeamMember) }),
      },
    },
    async (request) => {
      const { eventId, userId } = request.params;
      const { scope, caller } = await eventTeam(userOf(request), eventId);
      return { payload: await team.removeMember(ctx.db, scope, caller, userId) };
    },
  );

  app.get(
    "/event-users/:eventId/invitations",
    {
      schema: {
        summary: "The event team's pending invitations",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(teamInvitation)) }),
      },
    },
    async (request) => {
      const { scope } = await eventTeam(userOf(request), request.params.eventId);
      return { payload: await team.listInvitations(ctx.db, scope) };
    },
  );

  app.delete(
    "/event-users/:eventId/invitations/:invitationId",
    {
      schema: {
        summary: "Cancel an invitation to the event's team",
        params: eventInvitationParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const { eventId, invitationId } = request.params;
      const { scope } = await eventTeam(userOf(request), eventId);
      return { payload: await team.cancelInvitation(ctx.db, scope, invitationId) };
    },
  );

  app.get(
    "/event/:eventId/roles",
    {
      schema: {
        summary: "The roles of the event's organization, and whether the caller may change them",
        params: eventIdParams,
        response: answers({ 200: envelope(teamRoleList) }),
      },
    },
    async (request) => {
      const callerId = userOf(request);
      const { event } = await team.eventTeamAccess(
        ctx.db,
        callerId,
        request.params.eventId,
        EVENT_ROLES_REQUIREMENT,
      );
      const canManage = await teamRoles.canManageRoles(ctx.db, callerId, event.orgId);
      return { payload: await teamRoles.listRoles(ctx.db, event.orgId, canManage) };
    },
  );

  // The organization's members and roles: its admins only.
  const orgAdmin = (userId: string, orgId: string) => team.orgAdminAccess(ctx.db, userId, orgId);

  app.get(
    "/organizations/:orgId/users",
    {
      schema: {
        summary: "The organization's members",
        params: orgIdParams,
        response: answers({ 200: envelope(z.array(teamMember)) }),
      },
    },
    async (request) => {
      const { scope } = await orgAdmin(userOf(request), request.params.orgId);
      return { payload: await team.listMembers(ctx.db, scope) };
    },
  );

  app.post(
    "/organizations/:orgId/users",
    {
      schema: {
        summary: "Add someone to the organization, or invite an email without an account",
        params: orgIdParams,
        body: teamInviteBody,
        response: answers({ 201: envelope(teamInviteResult) }),
      },
    },
    async (request, reply) => {
      const { scope, caller } = await orgAdmin(userOf(request), request.params.orgId);
      const result = await team.invite(ctx.db, scope, caller, request.body);
      // Issue 19 item 2: the person added or invited is told, with a way in.
      await mailInvitation(ctx.db, ctx.mail, scope, caller.userId, result);
      return reply.code(201).send({ payload: result });
    },
  );

  app.put(
    "/organizations/:orgId/users/:userId",
    {
      schema: {
        summary: "Change a member's role or admin access on the organization",
        params: orgUserParams,
        body: teamMemberUpdateBody,
        response: answers({ 200: envelope(teamMember) }),
      },
    },
    async (request) => {
      const { orgId, userId } = request.params;
      const { scope, caller } = await orgAdmin(userOf(request), orgId);
      return { payload: await team.updateMember(ctx.db, scope, caller, userId, request.body) };
    },
  );

  app.delete(
    "/organizations/:orgId/users/:userId",
    {
      schema: {
        summary: "Take someone out of the organization",
        params: orgUserParams,
        response: answers({ 200: envelope(removedTeamMember) }),
      },
    },
    async (request) => {
      const { orgId, userId } = request.params;
      const { scope, caller } = await orgAdmin(userOf(request), orgId);
      return { payload: await team.removeMember(ctx.db, scope, caller, userId) };
    },
  );

  app.get(
    "/organizations/:orgId/invitations",
    {
      schema: {
        summary: "The organization's pending invitations",
        params: orgIdParams,
        response: answers({ 200: envelope(z.array(teamInvitation)) }),
      },
    },
    async (request) => {
      const { scope } = await orgAdmin(userOf(request), request.params.orgId);
      return { payload: await team.listInvitations(ctx.db, scope) };
    },
  );

  app.delete(
    "/organizations/:orgId/invitations/:invitationId",
    {
      schema: {
        summary: "Cancel an invitation to the organization",
        params: orgInvitationParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const { orgId, invitationId } = request.params;
      const { scope } = await orgAdmin(userOf(request), orgId);
      return { payload: await team.cancelInvitation(ctx.db, scope, invitationId) };
    },
  );

  app.get(
    "/organizations/:orgId/roles",
    {
      schema: {
        summary: "The organization's roles, each with how many members and invitations hold it",
        params: orgIdParams,
        response: answers({ 200: envelope(teamRoleList) }),
      },
    },
    async (request) => {
      const { orgId } = request.params;
      await orgAdmin(userOf(request), orgId);
      return { payload: await teamRoles.listRoles(ctx.db, orgId, true) };
    },
  );

  app.post(
    "/organizations/:orgId/roles",
    {
      schema: {
        summary: "Add a role to the organization",
        params: orgIdParams,
        body: roleCreateBody,
        response: answers({ 201: envelope(teamRole) }),
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      await orgAdmin(userOf(request), orgId);
      return reply.code(201).send({ payload: await teamRoles.createRole(ctx.db, orgId, request.body) });
    },
  );

  app.put(
    "/organizations/:orgId/roles/:roleId",
    {
      schema: {
        summary: "Rename a role, describe it or change its permissions",
        params: roleParams,
        body: roleUpdateBody,
        response: answers({ 200: envelope(teamRole) }),
      },
    },
    async (request) => {
      const { orgId, roleId } = request.params;
      await orgAdmin(userOf(request), orgId);
      return { payload: await teamRoles.updateRole(ctx.db, orgId, roleId, request.body) };
    },
  );

  app.delete(
    "/organizations/:orgId/roles/:roleId",
    {
      schema: {
        summary: "Delete a role nobody holds",
        params: roleParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const { orgId, roleId } = request.params;
      await orgAdmin(userOf(request), orgId);
      return { payload: await teamRoles.deleteRole(ctx.db, orgId, roleId) };
    },
  );
}
