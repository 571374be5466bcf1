import { envelope, eventIdParams, eventPortalSummary } from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { listEventPortals } from "../services/portal/admin.js";

const listQuery = z.object({ module: z.enum(["portal", "portalTasks"]).default("portal") });

/**
 * The organizer's view of an event's portals (issue 6 "Organizer side"). Each page of the portals
 * area starts from this list to pick a portal; read on `portal` (or on `portalTasks` for the tasks
 * page, `?module=portalTasks`) answers it.
 */
export async function portalAdminRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/events/:eventId/portals",
    {
      schema: {
        summary: "The event's portals by name, with how many people may sign in to each",
        params: eventIdParams,
        querystring: listQuery,
        response: answers({ 200: envelope(z.array(eventPortalSummary)) }),
      },
    },
    async (request) => ({
      payload: await listEventPortals(
        ctx.db,
        authOf(request).userId,
        request.params.eventId,
        request.query.module,
      ),
    }),
  );
}
