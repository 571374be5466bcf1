import {
  forgotPasswordBody,
  loginBody,
  messages,
  refreshBody,
  resetPasswordBody,
  signupBody,
} from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { parse } from "../http/validation.js";
import * as auth from "../services/auth.js";

/** Spec 1 §7: sign-in and token refresh; plus the password reset of issue 2. */
export async function authRoutes(app: FastifyInstance, ctx: auth.AuthContext & { publicUrl: string }) {
  app.post("/user/auth/login", async (request) => {
    const body = parse(loginBody, request.body);
    const tokens = await auth.login(ctx, body.username, body.password, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    return { payload: tokens };
  });

  app.post("/user/signup", async (request, reply) => {
    const body = parse(signupBody, request.body);
    const tokens = await auth.signup(ctx, body, { ip: request.ip, userAgent: request.headers["user-agent"] });
    return reply.code(201).send({ payload: tokens });
  });

  app.post("/user/auth/refresh-token", async (request) => {
    const body = parse(refreshBody, request.body);
    return { payload: await auth.refresh(ctx, body.token) };
  });

  // Ends the session of a refresh token (or id token) without leaving the page: the embedded
  // portal's sign-out on another site. Unknown tokens end nothing and get the same answer.
  app.post("/user/auth/logout", async (request, reply) => {
    const body = parse(refreshBody, request.body);
    await auth.logout(ctx, body.token);
    return reply.code(204).send();
  });

  app.post("/user/auth/forgot", async (request) => {
    const body = parse(forgotPasswordBody, request.body);
    await auth.requestPasswordReset(ctx, body.email, ctx.publicUrl);
    return { payload: { message: messages.resetRequested } };
  });

  app.post("/user/auth/reset", async (request) => {
    const body = parse(resetPasswordBody, request.body);
    await auth.resetPassword(ctx, body.hash, body.password);
    return { payload: { message: messages.passwordChanged } };
  });
}

/** Spec 1 §4 "Logout": /sso/saml/logout?token= ends the session, then /logout/callback. */
export async function ssoRoutes(app: FastifyInstance, ctx: auth.AuthContext) {
  app.get("/sso/saml/logout", async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token === "string" && token.length > 0 && token.length < 4096) {
      await auth.logout(ctx, token);
    }
    return reply.header("cache-control", "no-store").redirect("/logout/callback", 303);
  });
}
