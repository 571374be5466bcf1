import { entityTypesOf, globalSearchQuery } from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { globalSearch, recentTerms } from "../services/search.js";

const orgParams = z.object({ orgId: z.string().min(1).max(200) });

/**
 * The organization's global search (spec 1 §7: "one call with orgId, term and type (all)" and
 * "Recent search terms for the organization"; the spec shows no paths). Results only come from
 * events whose module the user may read; 404 unknown organization, 403 outside it.
 */
export async function searchRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/search/organization/:orgId", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const query = parse(globalSearchQuery, request.query, "query");
    const userId = authOf(request).userId;
    return { payload: await globalSearch(ctx.db, userId, orgId, query.term, entityTypesOf(query.type)) };
  });

  app.get("/search/organization/:orgId/recent", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    return { payload: { terms: await recentTerms(ctx.db, authOf(request).userId, orgId) } };
  });
}
