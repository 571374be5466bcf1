import {
  adminAccessGranted,
  envelope,
  eventIdParams,
  idParams,
  orgIdParams,
  permissionProfile,
} from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import {
  bringEventAdmin,
  bringOrgAdmin,
  eventAccess,
  eventProfile,
  orgAccess,
  orgProfile,
  readableProfile,
} from "../services/permissions/permissions.js";

const eventUserParams = idParams("eventId", "userId");
const orgUserParams = idParams("orgId", "userId");

/**
 * Permission profiles and "Bring admin access" (spec 2 §3 "Permission profile", §6, §7). A 403
 * here is what the browser turns into `dontHavePermission`.
 */
export async function permissionRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/permissions/event/:eventId/user/:userId",
    {
      schema: {
        summary: "A member's permission profile on an event (one's own, or anyone's as an admin)",
        params: eventUserParams,
        response: answers({ 200: envelope(permissionProfile) }),
      },
    },
    async (request) => {
      const { eventId, userId } = request.params;
      const callerId = authOf(request).userId;
      const { profile } = await eventAccess(ctx.db, callerId, eventId);
      const payload = await readableProfile(profile, callerId, userId, () =>
        eventProfile(ctx.db, userId, eventId),
      );
      return { payload };
    },
  );

  app.get(
    "/permissions/organization/:orgId/user/:userId",
    {
      schema: {
        summary: "A member's permission profile on an organization (one's own, or anyone's as an admin)",
        params: orgUserParams,
        response: answers({ 200: envelope(permissionProfile) }),
      },
    },
    async (request) => {
      const { orgId, userId } = request.params;
      const callerId = authOf(request).userId;
      const { profile } = await orgAccess(ctx.db, callerId, orgId);
      const payload = await readableProfile(profile, callerId, userId, () =>
        orgProfile(ctx.db, userId, orgId),
      );
      return { payload };
    },
  );

  app.post(
    "/admins/event-user/:eventId",
    {
      schema: {
        summary: "Bring admin access: a platform admin joins the event's team as an admin",
        params: eventIdParams,
        response: answers({ 200: envelope(adminAccessGranted) }),
      },
    },
    async (request) => {
      await bringEventAdmin(ctx.db, authOf(request).userId, request.params.eventId);
      return { payload: { ok: true as const } };
    },
  );

  app.post(
    "/admins/org-user/:orgId",
    {
      schema: {
        summary: "Bring admin access: a platform admin joins the organization as an admin",
        params: orgIdParams,
        response: answers({ 200: envelope(adminAccessGranted) }),
      },
    },
    async (request) => {
      await bringOrgAdmin(ctx.db, authOf(request).userId, request.params.orgId);
      return { payload: { ok: true as const } };
    },
  );
}
