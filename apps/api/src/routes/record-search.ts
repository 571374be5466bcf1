import { MAX_SEARCH_TERM_LENGTH, type PermissionModule } from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { requireEventPermission, requirementOf } from "../services/permissions.js";
import { searchAccounts, searchContacts } from "../services/record-search.js";

const eventParams = z.object({ eventId: z.string().min(1).max(200) });

const flag = (name: string) =>
  z
    .enum(["true", "false"], { error: `${name} must be true or false` })
    .transform((value) => value === "true")
    .default(true);

/**
 * `?userId&q&includePortalName=true&enforceEventRelationship=true` (spec 2 §7). `userId` is the
 * caller's own (the SDK adds it); who is asking comes from the bearer token. Both searches only
 * ever look inside the event, so `enforceEventRelationship` is accepted but changes nothing.
 */
const searchQuery = z.object({
  userId: z.string().optional(),
  q: z
    .string({ error: "Search must be text" })
    .transform((value) => value.trim())
    .pipe(
      z.string().max(MAX_SEARCH_TERM_LENGTH, `Search must be at most ${MAX_SEARCH_TERM_LENGTH} characters`),
    )
    .default(""),
  includePortalName: flag("includePortalName"),
  enforceEventRelationship: flag("enforceEventRelationship"),
  moduleSlug: z
    .string({ error: "moduleSlug must be text" })
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "moduleSlug must be a module slug such as sponsors")
    .optional(),
});

/**
 * The search-and-pick dialog's searches (spec 2 §4.7): the event's accounts and contacts by
 * name. Every call needs a session and read on the module searched (spec 1 §6): contacts for
 * contacts; sponsors or exhibitors for accounts, as `moduleSlug` names, either without one
 * (404 unknown event, 403 outside it or without the permission).
 */
export async function recordSearchRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/account/list/:eventId/search", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const query = parse(searchQuery, request.query, "query");
    const slug = query.moduleSlug;
    const modules: PermissionModule[] =
      slug === "sponsors" || slug === "exhibitors" ? [slug] : ["sponsors", "exhibitors"];
    const requirement = requirementOf(modules, "read");
    const event = await requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);
    return {
      payload: await searchAccounts(ctx.db, event, {
        q: query.q,
        moduleSlug: query.moduleSlug,
        includePortalName: query.includePortalName,
      }),
    };
  });

  app.get("/contacts/event/:eventId/contacts/search", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const requirement = requirementOf(["contacts"], "read");
    const event = await requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);
    const query = parse(searchQuery, request.query, "query");
    // Contacts have no portal name; the flag is read (and checked) all the same.
    return { payload: await searchContacts(ctx.db, event, { q: query.q }) };
  });
}
