import { apiTokenMessages } from "@foyer/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  type ApiTokenPrincipal,
  authenticateApiToken,
  isApiTokenBearer,
} from "../services/auth/api-tokens.js";
import { type AuthContext, authenticate } from "../services/auth/auth.js";
import { forbidden, unauthorized } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Who asks: a signed-in person (userId, sessionId), or an organization API token, whose
     * principal id is userId and whose organization and scopes are in apiToken (issue 21 item 1).
     */
    auth?: { userId: string; sessionId: string; apiToken?: ApiTokenPrincipal };
  }
}

/**
 * The routes of a signed-in person's own account and of the participants' portals: an API token
 * acts for an organization, never as a person, so these refuse it (403) instead of answering
 * for the token's empty principal.
 */
const PEOPLE_ONLY = /^\/api\/(user\/|portal\/:portalSlug\/:portalId\/(me|access)(\/|$))/;

/**
 * preValidation hook of every signed-in route (so 401 comes before a schema's 400): a valid bearer
 * token of a live session, or a live organization API token (`foyer_pat_…`), or 401.
 */
export function requireAuth(ctx: AuthContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    if (isApiTokenBearer(match[1])) {
      const apiToken = await authenticateApiToken(ctx.db, match[1]);
      if (PEOPLE_ONLY.test(request.routeOptions.url ?? request.url))
        throw forbidden(apiTokenMessages.peopleOnly);
      request.auth = { userId: apiToken.id, sessionId: "", apiToken };
      return;
    }
    request.auth = await authenticate(ctx, match[1]);
  };
}

export function authOf(request: FastifyRequest): {
  userId: string;
  sessionId: string;
  apiToken?: ApiTokenPrincipal;
} {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** preValidation hook of routes open to everyone: a bearer token, when sent, must be valid. */
export function optionalAuth(ctx: AuthContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await requireAuth(ctx)(request, reply);
  };
}
