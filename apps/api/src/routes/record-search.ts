import {
  accountHit,
  contactHit,
  envelope,
  eventIdParams,
  type PermissionModule,
  recordSearchQuery,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission, requirementOf } from "../services/permissions/permissions.js";
import { searchAccounts, searchContacts } from "../services/records/search.js";

/**
 * The search-and-pick dialog's searches (spec 2 §4.7): the event's accounts and contacts by
 * name, with `?userId&q&includePortalName=true&enforceEventRelationship=true` (spec 2 §7). Both
 * searches only ever look inside the event, so `enforceEventRelationship` is accepted but changes
 * nothing. Every call needs a session and read on the module searched (spec 1 §6): contacts for
 * contacts; sponsors or exhibitors for accounts, as `moduleSlug` names, either without one
 * (404 unknown event, 403 outside it or without the permission).
 */
export async function recordSearchRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/account/list/:eventId/search",
    {
      schema: {
        summary: "Search the event's accounts (sponsors, exhibitors) by name",
        params: eventIdParams,
        querystring: recordSearchQuery,
        response: answers({ 200: envelope(z.array(accountHit)) }),
      },
    },
    async (request) => {
      const query = request.query;
      const slug = query.moduleSlug;
      const modules: PermissionModule[] =
        slug === "sponsors" || slug === "exhibitors" ? [slug] : ["sponsors", "exhibitors"];
      const requirement = requirementOf(modules, "read");
      const userId = authOf(request).userId;
      const event = await requireEventPermission(ctx.db, userId, request.params.eventId, requirement);
      return {
        payload: await searchAccounts(ctx.db, event, {
          q: query.q,
          moduleSlug: query.moduleSlug,
          includePortalName: query.includePortalName,
        }),
      };
    },
  );

  app.get(
    "/contacts/event/:eventId/contacts/search",
    {
      schema: {
        summary: "Search the event's contacts by name or email",
        params: eventIdParams,
        querystring: recordSearchQuery,
        response: answers({ 200: envelope(z.array(contactHit)) }),
      },
    },
    async (request) => {
      const requirement = requirementOf(["contacts"], "read");
      const userId = authOf(request).userId;
      const event = await requireEventPermission(ctx.db, userId, request.params.eventId, requirement);
      // Contacts have no portal name; the flag is read (and checked) all the same.
      return { payload: await searchContacts(ctx.db, event, { q: request.query.q }) };
    },
  );
}
