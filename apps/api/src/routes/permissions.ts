import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import {
  bringEventAdmin,
  bringOrgAdmin,
  eventAccess,
  eventProfile,
  orgAccess,
  orgProfile,
  readableProfile,
} from "../services/permissions.js";

const id = z.string().min(1).max(200);
const eventUserParams = z.object({ eventId: id, userId: id });
const orgUserParams = z.object({ orgId: id, userId: id });

/**
 * Permission profiles and "Bring admin access" (spec 2 §3 "Permission profile", §6, §7). A 403
 * here is what the browser turns into `dontHavePermission`.
 */
export async function permissionRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/permissions/event/:eventId/user/:userId", async (request) => {
    const { eventId, userId } = parse(eventUserParams, request.params, "params");
    const callerId = authOf(request).userId;
    const { profile } = await eventAccess(ctx.db, callerId, eventId);
    const payload = await readableProfile(profile, callerId, userId, () =>
      eventProfile(ctx.db, userId, eventId),
    );
    return { payload };
  });

  app.get("/permissions/organization/:orgId/user/:userId", async (request) => {
    const { orgId, userId } = parse(orgUserParams, request.params, "params");
    const callerId = authOf(request).userId;
    const { profile } = await orgAccess(ctx.db, callerId, orgId);
    const payload = await readableProfile(profile, callerId, userId, () => orgProfile(ctx.db, userId, orgId));
    return { payload };
  });

  app.post("/admins/event-user/:eventId", async (request) => {
    const { eventId } = parse(z.object({ eventId: id }), request.params, "params");
    await bringEventAdmin(ctx.db, authOf(request).userId, eventId);
    return { payload: { ok: true } };
  });

  app.post("/admins/org-user/:orgId", async (request) => {
    const { orgId } = parse(z.object({ orgId: id }), request.params, "params");
    await bringOrgAdmin(ctx.db, authOf(request).userId, orgId);
    return { payload: { ok: true } };
  });
}
