import { updateMeBody } from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { getMe, listMyEvents, updateMe } from "../services/users.js";

export async function userRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/user/me", async (request) => ({ payload: await getMe(ctx.db, authOf(request).userId) }));

  app.put("/user/me", async (request) => {
    const body = parse(updateMeBody, request.body);
    return { payload: await updateMe(ctx.db, authOf(request).userId, body) };
  });

  app.get("/user/me/events", async (request) => ({
    payload: await listMyEvents(ctx.db, authOf(request).userId),
  }));
}
