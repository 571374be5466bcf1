import {
  type PermissionAction,
  tierCreateBody,
  tierOrderBody,
  tierSponsorsAddBody,
  tierSponsorsOrderBody,
  tierUpdateBody,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import * as tiers from "../services/sponsor-tiers.js";

const id = z.string().min(1).max(200);
const moduleParams = z.object({ moduleId: id });
const tierParams = moduleParams.extend({ tierId: id });
const sponsorParams = tierParams.extend({ accountId: id });

/**
 * The sponsor tiers of an event's sponsors module (spec 1 §2 `sponsors/settings/tiers`) at
 * `/modules/{moduleId}/tiers`. Spec 1 §6: read on sponsors to see them, update on sponsors to
 * change them. An unknown module or tier answers 404; a module other than sponsors 400.
 */
export async function sponsorTierRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The module is checked before anything of the request is read, so an outsider learns nothing. */
  const sponsorsOf = (request: FastifyRequest, action: PermissionAction) => {
    const { moduleId } = parse(moduleParams, request.params, "params");
    const userId = authOf(request).userId;
    return tiers
      .requireSponsorsModule(ctx.db, userId, moduleId, action)
      .then((module) => ({ module, userId }));
  };

  app.get("/modules/:moduleId/tiers", async (request) => {
    const { module } = await sponsorsOf(request, "read");
    return { payload: await tiers.listTiers(ctx.db, module) };
  });

  app.post("/modules/:moduleId/tiers", async (request, reply) => {
    const { module } = await sponsorsOf(request, "update");
    const body = parse(tierCreateBody, request.body);
    return reply.code(201).send({ payload: await tiers.createTier(ctx.db, module, body.name) });
  });

  app.put("/modules/:moduleId/tiers/order", async (request) => {
    const { module } = await sponsorsOf(request, "update");
    const body = parse(tierOrderBody, request.body);
    return { payload: await tiers.reorderTiers(ctx.db, module, body.tierIds) };
  });

  app.put("/modules/:moduleId/tiers/:tierId", async (request) => {
    const { module } = await sponsorsOf(request, "update");
    const { tierId } = parse(tierParams, request.params, "params");
    const body = parse(tierUpdateBody, request.body);
    return { payload: await tiers.renameTier(ctx.db, module, tierId, body.name) };
  });

  app.delete("/modules/:moduleId/tiers/:tierId", async (request) => {
    const change = await sponsorsOf(request, "update");
    const { tierId } = parse(tierParams, request.params, "params");
    return { payload: await tiers.deleteTier(ctx.db, change, tierId) };
  });

  app.post("/modules/:moduleId/tiers/:tierId/accounts", async (request) => {
    const change = await sponsorsOf(request, "update");
    const { tierId } = parse(tierParams, request.params, "params");
    const body = parse(tierSponsorsAddBody, request.body);
    return { payload: await tiers.addSponsors(ctx.db, change, tierId, body.accountIds) };
  });

  app.put("/modules/:moduleId/tiers/:tierId/accounts/order", async (request) => {
    const { module } = await sponsorsOf(request, "update");
    const { tierId } = parse(tierParams, request.params, "params");
    const body = parse(tierSponsorsOrderBody, request.body);
    return { payload: await tiers.reorderSponsors(ctx.db, module, tierId, body.accountIds) };
  });

  app.delete("/modules/:moduleId/tiers/:tierId/accounts/:accountId", async (request) => {
    const change = await sponsorsOf(request, "update");
    const { tierId, accountId } = parse(sponsorParams, request.params, "params");
    return { payload: await tiers.removeSponsor(ctx.db, change, tierId, accountId) };
  });
}
