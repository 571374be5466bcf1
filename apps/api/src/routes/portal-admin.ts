import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { listEventPortals } from "../services/portal-admin.js";

const eventParams = z.object({ eventId: z.string().min(1).max(200) });
const listQuery = z.object({ module: z.enum(["portal", "portalTasks"]).default("portal") });

/**
 * The organizer's view of an event's portals (issue 6 "Organizer side"). Each page of the portals
 * area starts from this list to pick a portal; read on `portal` (or on `portalTasks` for the tasks
 * page, `?module=portalTasks`) answers it.
 */
export async function portalAdminRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/events/:eventId/portals", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const { module } = parse(listQuery, request.query, "query");
    return { payload: await listEventPortals(ctx.db, authOf(request).userId, eventId, module) };
  });
}
