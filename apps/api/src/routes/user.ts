import { envelope, updateMeBody, user, userEvent } from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { getMe, listMyEvents, updateMe } from "../services/auth/user.js";

export async function userRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/user/me",
    {
      schema: {
        summary: "The signed-in user",
        response: answers({ 200: envelope(user) }),
      },
    },
    async (request) => ({ payload: await getMe(ctx.db, authOf(request).userId) }),
  );

  app.put(
    "/user/me",
    {
      schema: {
        summary: "Change the signed-in user's name, photo, phone, location, time zone or sounds",
        body: updateMeBody,
        response: answers({ 200: envelope(user) }),
      },
    },
    async (request) => ({ payload: await updateMe(ctx.db, authOf(request).userId, request.body) }),
  );

  app.get(
    "/user/me/events",
    {
      schema: {
        summary: "The events of the user's organizations and teams, newest first",
        response: answers({ 200: envelope(z.array(userEvent)) }),
      },
    },
    async (request) => ({ payload: await listMyEvents(ctx.db, authOf(request).userId) }),
  );
}
