import {
  entityTypesOf,
  envelope,
  globalSearchQuery,
  globalSearchResult,
  orgIdParams,
  recentSearchTerms,
} from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { globalSearch, recentTerms } from "../services/search/search.js";

/**
 * The organization's global search (spec 1 §7: "one call with orgId, term and type (all)" and
 * "Recent search terms for the organization"; the spec shows no paths). Results only come from
 * events whose module the user may read; 404 unknown organization, 403 outside it.
 */
export async function searchRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/search/organization/:orgId",
    {
      schema: {
        summary: "Search the organization's contacts, sessions and content",
        params: orgIdParams,
        querystring: globalSearchQuery,
        response: answers({ 200: envelope(globalSearchResult) }),
      },
    },
    async (request) => {
      const { term, type } = request.query;
      const userId = authOf(request).userId;
      return {
        payload: await globalSearch(ctx.db, userId, request.params.orgId, term, entityTypesOf(type)),
      };
    },
  );

  app.get(
    "/search/organization/:orgId/recent",
    {
      schema: {
        summary: "The caller's recent search terms in the organization, newest first",
        params: orgIdParams,
        response: answers({ 200: envelope(recentSearchTerms) }),
      },
    },
    async (request) => {
      return { payload: { terms: await recentTerms(ctx.db, authOf(request).userId, request.params.orgId) } };
    },
  );
}
