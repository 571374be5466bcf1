import { envelope, idParams, messages, portalEntryCheck, publicPortalInfo } from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, publicRoute } from "../http/contract.js";
import { orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { getPortalAccess, getPublicPortal } from "../services/portal/portals.js";

const portalParams = idParams("portalSlug", "portalId");

export async function portalRoutes(app: ApiApp, ctx: AuthContext) {
  app.get(
    "/portal/:portalSlug/:portalId/public",
    {
      schema: {
        summary: "What the portal's sign-in page shows: its name, its event's, its log-in text and look",
        security: publicRoute,
        params: portalParams,
        response: answers({ 200: envelope(publicPortalInfo) }),
      },
    },
    async (request) => {
      const portal = await getPublicPortal(ctx.db, request.params.portalSlug, request.params.portalId);
      return { payload: orNotFound(portal, messages.portalNotFound) };
    },
  );

  app.get(
    "/portal/:portalSlug/:portalId/access",
    {
      preValidation: requireAuth(ctx),
      schema: {
        summary: "Whether the signed-in user may enter the portal (used by /portal-switch)",
        params: portalParams,
        response: answers({ 200: envelope(portalEntryCheck) }),
      },
    },
    async (request) => {
      const { portalSlug, portalId } = request.params;
      const access = await getPortalAccess(ctx.db, authOf(request).userId, portalSlug, portalId);
      return { payload: orNotFound(access, messages.portalNotFound) };
    },
  );
}
