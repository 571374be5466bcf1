import { roleCreateBody, roleUpdateBody, teamInviteBody, teamMemberUpdateBody } from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import * as team from "../services/team.js";
import * as teamRoles from "../services/team-roles.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const eventUserParams = z.object({ eventId: id, userId: id });
const eventInvitationParams = z.object({ eventId: id, invitationId: id });
const orgParams = z.object({ orgId: id });
const orgUserParams = z.object({ orgId: id, userId: id });
const orgInvitationParams = z.object({ orgId: id, invitationId: id });
const roleParams = z.object({ orgId: id, roleId: id });

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
export async function teamRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  // The event's team: manage_users on settings, or an admin.
  const eventTeam = (userId: string, eventId: string) =>
    team.eventTeamAccess(ctx.db, userId, eventId, team.EVENT_TEAM_REQUIREMENT);

  app.get("/event-users/:eventId/users", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const { scope } = await eventTeam(userOf(request), eventId);
    const query = parse(membersQuery, request.query, "query");
    return { payload: await team.listMembers(ctx.db, scope, { onlyEventUsers: query.onlyEventUsers }) };
  });

  app.post("/event-users/:eventId/users", async (request, reply) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const { scope, caller } = await eventTeam(userOf(request), eventId);
    const body = parse(teamInviteBody, request.body);
    return reply.code(201).send({ payload: await team.invite(ctx.db, scope, caller, body) });
  });

  app.put("/event-users/:eventId/users/:userId", async (request) => {
    const { eventId, userId } = parse(eventUserParams, request.params, "params");
    const { scope, caller } = await eventTeam(userOf(request), eventId);
    const body = parse(teamMemberUpdateBody, request.body);
    return { payload: await team.updateMember(ctx.db, scope, caller, userId, body) };
  });

  app.delete("/event-users/:eventId/users/:userId", async (request) => {
    const { eventId, userId } = parse(eventUserParams, request.params, "params");
    const { scope, caller } = await eventTeam(userOf(request), eventId);
    return { payload: await team.removeMember(ctx.db, scope, caller, userId) };
  });

  app.get("/event-users/:eventId/invitations", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const { scope } = await eventTeam(userOf(request), eventId);
    return { payload: await team.listInvitations(ctx.db, scope) };
  });

  app.delete("/event-users/:eventId/invitations/:invitationId", async (request) => {
    const { eventId, invitationId } = parse(eventInvitationParams, request.params, "params");
    const { scope } = await eventTeam(userOf(request), eventId);
    return { payload: await team.cancelInvitation(ctx.db, scope, invitationId) };
  });

  app.get("/event/:eventId/roles", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const callerId = userOf(request);
    const { event } = await team.eventTeamAccess(ctx.db, callerId, eventId, EVENT_ROLES_REQUIREMENT);
    const canManage = await teamRoles.canManageRoles(ctx.db, callerId, event.orgId);
    return { payload: await teamRoles.listRoles(ctx.db, event.orgId, canManage) };
  });

  // The organization's members and roles: its admins only.
  const orgAdmin = (userId: string, orgId: string) => team.orgAdminAccess(ctx.db, userId, orgId);

  app.get("/organizations/:orgId/users", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const { scope } = await orgAdmin(userOf(request), orgId);
    return { payload: await team.listMembers(ctx.db, scope) };
  });

  app.post("/organizations/:orgId/users", async (request, reply) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const { scope, caller } = await orgAdmin(userOf(request), orgId);
    const body = parse(teamInviteBody, request.body);
    return reply.code(201).send({ payload: await team.invite(ctx.db, scope, caller, body) });
  });

  app.put("/organizations/:orgId/users/:userId", async (request) => {
    const { orgId, userId } = parse(orgUserParams, request.params, "params");
    const { scope, caller } = await orgAdmin(userOf(request), orgId);
    const body = parse(teamMemberUpdateBody, request.body);
    return { payload: await team.updateMember(ctx.db, scope, caller, userId, body) };
  });

  app.delete("/organizations/:orgId/users/:userId", async (request) => {
    const { orgId, userId } = parse(orgUserParams, request.params, "params");
    const { scope, caller } = await orgAdmin(userOf(request), orgId);
    return { payload: await team.removeMember(ctx.db, scope, caller, userId) };
  });

  app.get("/organizations/:orgId/invitations", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const { scope } = await orgAdmin(userOf(request), orgId);
    return { payload: await team.listInvitations(ctx.db, scope) };
  });

  app.delete("/organizations/:orgId/invitations/:invitationId", async (request) => {
    const { orgId, invitationId } = parse(orgInvitationParams, request.params, "params");
    const { scope } = await orgAdmin(userOf(request), orgId);
    return { payload: await team.cancelInvitation(ctx.db, scope, invitationId) };
  });

  app.get("/organizations/:orgId/roles", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    await orgAdmin(userOf(request), orgId);
    return { payload: await teamRoles.listRoles(ctx.db, orgId, true) };
  });

  app.post("/organizations/:orgId/roles", async (request, reply) => {
    const { orgId } = parse(orgParams, request.params, "params");
    await orgAdmin(userOf(request), orgId);
    const body = parse(roleCreateBody, request.body);
    return reply.code(201).send({ payload: await teamRoles.createRole(ctx.db, orgId, body) });
  });

  app.put("/organizations/:orgId/roles/:roleId", async (request) => {
    const { orgId, roleId } = parse(roleParams, request.params, "params");
    await orgAdmin(userOf(request), orgId);
    const body = parse(roleUpdateBody, request.body);
    return { payload: await teamRoles.updateRole(ctx.db, orgId, roleId, body) };
  });

  app.delete("/organizations/:orgId/roles/:roleId", async (request) => {
    const { orgId, roleId } = parse(roleParams, request.params, "params");
    await orgAdmin(userOf(request), orgId);
    return { payload: await teamRoles.deleteRole(ctx.db, orgId, roleId) };
  });
}
