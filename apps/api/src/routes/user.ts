import { envelope, onboardBody, updateMeBody, user, userEvent } from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { onboard } from "../services/auth/signup.js";
import { getMe, listMyEvents, USER_NOT_FOUND, updateMe } from "../services/auth/user.js";
import type { FileStorage } from "../services/uploads/storage.js";

export async function userRoutes(
  app: ApiApp,
  ctx: AuthContext & { publicUrl: string; storage: FileStorage },
) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/user/me",
    {
      schema: {
        summary: "The signed-in user",
        response: answers({ 200: envelope(user) }),
      },
    },
    async (request) => ({ payload: orNotFound(await getMe(ctx.db, authOf(request).userId), USER_NOT_FOUND) }),
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
    async (request) => {
      const me = await updateMe(ctx.db, authOf(request).userId, request.body);
      return { payload: orNotFound(me, USER_NOT_FOUND) };
    },
  );

  app.post(
    "/user/me/onboard",
    {
      schema: {
        summary: "Set the name and photo on the first sign-in after sign-up (/account/onboard)",
        body: onboardBody,
        response: answers({ 200: envelope(user) }),
      },
    },
    async (request) => {
      const me = await onboard(ctx, authOf(request).userId, request.body);
      return { payload: orNotFound(me, USER_NOT_FOUND) };
    },
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
