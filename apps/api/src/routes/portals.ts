import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { getPortalAccess, getPublicPortal } from "../services/portals.js";

const portalParams = z.object({
  portalSlug: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});

export async function portalRoutes(app: FastifyInstance, ctx: AuthContext) {
  /** Public: what the portal's sign-in page shows. */
  app.get("/portal/:portalSlug/:portalId/public", async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await getPublicPortal(ctx.db, params.portalSlug, params.portalId) };
  });

  /** Signed in: whether the user may enter the portal (used by /portal-switch). */
  app.get("/portal/:portalSlug/:portalId/access", { preValidation: requireAuth(ctx) }, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return {
      payload: await getPortalAccess(ctx.db, authOf(request).userId, params.portalSlug, params.portalId),
    };
  });
}
