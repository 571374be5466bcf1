import type { FastifyReply, FastifyRequest } from "fastify";
import { type AuthContext, authenticate } from "../services/auth/auth.js";
import { unauthorized } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    auth?: { userId: string; sessionId: string };
  }
}

/** preValidation hook of every signed-in route (so 401 comes before a schema's 400): a valid bearer token of a live session, or 401. */
export function requireAuth(ctx: AuthContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    request.auth = await authenticate(ctx, match[1]);
  };
}

export function authOf(request: FastifyRequest): { userId: string; sessionId: string } {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** preValidation hook of routes open to everyone: a bearer token, when sent, must be valid. */
export function optionalAuth(ctx: AuthContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await requireAuth(ctx)(request, reply);
  };
}
