import { envelope, eventIdParams, eventOverview } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { organizations } from "../db/schema/index.js";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";

/** GET /event/{eventId} (spec 2 §7 "Event"): the event, for its members and platform admins. */
export async function eventRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/event/:eventId",
    {
      schema: {
        summary: "The event: its name, dates, time zone and organization",
        params: eventIdParams,
        response: answers({ 200: envelope(eventOverview) }),
      },
    },
    async (request) => {
      const event = await requireEventPermission(
        ctx.db,
        authOf(request).userId,
        request.params.eventId,
        null,
      );
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
    },
  );
}
