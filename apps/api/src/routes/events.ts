import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { organizations } from "../db/schema/index.js";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { requireEventPermission } from "../services/permissions.js";

const eventParams = z.object({ eventId: z.string().min(1).max(200) });

/** GET /event/{eventId} (spec 2 §7 "Event"): the event, for its members and platform admins. */
export async function eventRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/event/:eventId", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const event = await requireEventPermission(ctx.db, authOf(request).userId, eventId, null);
    const [org] = await ctx.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, event.orgId));
    return {
      payload: {
        event: {
          id: event.id,
          name: event.name,
          slug: event.slug,
          org_id: event.orgId,
          org_name: org?.name ?? "",
          date_from: event.dateFrom,
          date_to: event.dateTo,
          timezone: event.timezone,
          is_draft: event.isDraft,
        },
      },
    };
  });
}
