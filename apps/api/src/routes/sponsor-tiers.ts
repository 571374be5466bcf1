import {
  deletedTier,
  envelope,
  idParams,
  type PermissionAction,
  sponsorTier,
  tierCreateBody,
  tierOrderBody,
  tierSponsorsAddBody,
  tierSponsorsOrderBody,
  tierUpdateBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import * as tiers from "../services/records/sponsor-tiers.js";

const moduleParams = idParams("moduleId");
const tierParams = idParams("moduleId", "tierId");
const sponsorParams = idParams("moduleId", "tierId", "accountId");
const tierList = envelope(z.array(sponsorTier));

/**
 * The sponsor tiers of an event's sponsors module (spec 1 §2 `sponsors/settings/tiers`) at
 * `/modules/{moduleId}/tiers`. Spec 1 §6: read on sponsors to see them, update on sponsors to
 * change them. An unknown module or tier answers 404; a module other than sponsors 400.
 */
export async function sponsorTierRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /**
   * The module is checked before the handler reads anything else, so an outsider learns nothing
   * from the answers of a well-formed request (a malformed one is refused first, by its schema).
   */
  const sponsorsOf = (request: FastifyRequest, moduleId: string, action: PermissionAction) => {
    const userId = authOf(request).userId;
    return tiers
      .requireSponsorsModule(ctx.db, userId, moduleId, action)
      .then((module) => ({ module, userId }));
  };

  app.get(
    "/modules/:moduleId/tiers",
    {
      schema: {
        summary: "The sponsors module's tiers with their sponsors, in order",
        params: moduleParams,
        response: answers({ 200: tierList }),
      },
    },
    async (request) => {
      const { module } = await sponsorsOf(request, request.params.moduleId, "read");
      return { payload: await tiers.listTiers(ctx.db, module) };
    },
  );

  app.post(
    "/modules/:moduleId/tiers",
    {
      schema: {
        summary: "Add a tier after the others",
        params: moduleParams,
        body: tierCreateBody,
        response: answers({ 201: envelope(sponsorTier) }),
      },
    },
    async (request, reply) => {
      const { module } = await sponsorsOf(request, request.params.moduleId, "update");
      return reply.code(201).send({ payload: await tiers.createTier(ctx.db, module, request.body.name) });
    },
  );

  app.put(
    "/modules/:moduleId/tiers/order",
    {
      schema: {
        summary: "Put the tiers in a new order",
        params: moduleParams,
        body: tierOrderBody,
        response: answers({ 200: tierList }),
      },
    },
    async (request) => {
      const { module } = await sponsorsOf(request, request.params.moduleId, "update");
      return { payload: await tiers.reorderTiers(ctx.db, module, request.body.tierIds) };
    },
  );

  app.put(
    "/modules/:moduleId/tiers/:tierId",
    {
      schema: {
        summary: "Rename a tier",
        params: tierParams,
        body: tierUpdateBody,
        response: answers({ 200: envelope(sponsorTier) }),
      },
    },
    async (request) => {
      const { module } = await sponsorsOf(request, request.params.moduleId, "update");
      return { payload: await tiers.renameTier(ctx.db, module, request.params.tierId, request.body.name) };
    },
  );

  app.delete(
    "/modules/:moduleId/tiers/:tierId",
    {
      schema: {
        summary: "Delete a tier; its sponsors stay, without a tier",
        params: tierParams,
        response: answers({ 200: envelope(deletedTier) }),
      },
    },
    async (request) => {
      const change = await sponsorsOf(request, request.params.moduleId, "update");
      return { payload: await tiers.deleteTier(ctx.db, change, request.params.tierId) };
    },
  );

  app.post(
    "/modules/:moduleId/tiers/:tierId/accounts",
    {
      schema: {
        summary: "Add sponsors to a tier (a sponsor in another tier moves)",
        params: tierParams,
        body: tierSponsorsAddBody,
        response: answers({ 200: tierList }),
      },
    },
    async (request) => {
      const change = await sponsorsOf(request, request.params.moduleId, "update");
      return {
        payload: await tiers.addSponsors(ctx.db, change, request.params.tierId, request.body.accountIds),
      };
    },
  );

  app.put(
    "/modules/:moduleId/tiers/:tierId/accounts/order",
    {
      schema: {
        summary: "Put a tier's sponsors in a new order",
        params: tierParams,
        body: tierSponsorsOrderBody,
        response: answers({ 200: tierList }),
      },
    },
    async (request) => {
      const { module } = await sponsorsOf(request, request.params.moduleId, "update");
      return {
        payload: await tiers.reorderSponsors(ctx.db, module, request.params.tierId, request.body.accountIds),
      };
    },
  );

  app.delete(
    "/modules/:moduleId/tiers/:tierId/accounts/:accountId",
    {
      schema: {
        summary: "Take a sponsor out of its tier",
        params: sponsorParams,
        response: answers({ 200: tierList }),
      },
    },
    async (request) => {
      const change = await sponsorsOf(request, request.params.moduleId, "update");
      const { tierId, accountId } = request.params;
      return { payload: await tiers.removeSponsor(ctx.db, change, tierId, accountId) };
    },
  );
}
