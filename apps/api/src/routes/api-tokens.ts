import {
  apiTokenCreateBody,
  apiTokenParams,
  apiTokenSummary,
  createdApiToken,
  envelope,
  orgIdParams,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { createApiToken, listApiTokens, revokeApiToken } from "../services/auth/api-tokens.js";
import type { AuthContext } from "../services/auth/auth.js";
import { orgAdminAccess } from "../services/team/team.js";

/**
 * Organization API tokens (issue 21 item 1; the admin's settings/api-tokens page): the
 * organization's admins make, list and revoke them, as they manage its members. A token never
 * manages tokens: it is never an admin. See docs/integrators.md "API tokens".
 */
export async function apiTokenRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const admin = (request: Parameters<typeof authOf>[0], orgId: string) =>
    orgAdminAccess(ctx.db, authOf(request).userId, orgId);

  app.get(
    "/organizations/:orgId/api-tokens",
    {
      schema: {
        summary: "The organization's API tokens with their last use (never the tokens themselves)",
        params: orgIdParams,
        response: answers({ 200: envelope(z.array(apiTokenSummary)) }),
      },
    },
    async (request) => {
      await admin(request, request.params.orgId);
      return { payload: await listApiTokens(ctx.db, request.params.orgId) };
    },
  );

  app.post(
    "/organizations/:orgId/api-tokens",
    {
      schema: {
        summary: "Make an API token: the answer holds the token, shown this once",
        params: orgIdParams,
        body: apiTokenCreateBody,
        response: answers({ 201: envelope(createdApiToken) }),
      },
    },
    async (request, reply) => {
      const { caller } = await admin(request, request.params.orgId);
      const created = await createApiToken(ctx.db, request.params.orgId, caller.userId, request.body);
      ctx.log.info(
        { orgId: request.params.orgId, tokenId: created.id, userId: caller.userId },
        "API token created",
      );
      return reply.code(201).send({ payload: created });
    },
  );

  app.delete(
    "/organizations/:orgId/api-tokens/:tokenId",
    {
      schema: {
        summary: "Revoke an API token: it stops working at once",
        params: apiTokenParams,
        response: answers({ 200: envelope(apiTokenSummary) }),
      },
    },
    async (request) => {
      const { orgId, tokenId } = request.params;
      const { caller } = await admin(request, orgId);
      const revoked = await revokeApiToken(ctx.db, orgId, tokenId);
      ctx.log.info({ orgId, tokenId, userId: caller.userId }, "API token revoked");
      return { payload: revoked };
    },
  );
}
