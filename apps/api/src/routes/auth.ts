import {
  authNotice,
  confirmAccountBody,
  confirmedAccount,
  envelope,
  forgotPasswordBody,
  loginBody,
  messages,
  refreshBody,
  resendConfirmationBody,
  resetPasswordBody,
  signupBody,
  signupMessages,
  signupRequestBody,
  tokenSet,
} from "@foyer/domain";
import { z } from "zod";
import { createAfterAnswer } from "../http/after-answer.js";
import { type ApiApp, answers, noBody, publicRoute } from "../http/contract.js";
import * as auth from "../services/auth/auth.js";
import { accountKey } from "../services/auth/login-throttle.js";
import * as signup from "../services/auth/signup.js";
import type { Mailer } from "../services/mail/outbox.js";
import type { SsoContext } from "../services/sso/accounts.js";
import { refusePasswordIfSsoOnly } from "../services/sso/domains.js";
import { logoutRequestUrl } from "../services/sso/saml.js";
import { emailTarget, type Throttle } from "../services/throttle.js";

/** Spec 1 §7: sign-in and token refresh; plus the password reset of issue 2 and sign-up of issue 19. */
export async function authRoutes(app: ApiApp, ctx: auth.AuthContext & { mail: Mailer; throttle: Throttle }) {
  // What an address asks for is done after the answer: known or not, it answers as fast (issue 19).
  const later = createAfterAnswer(app.log);
  app.addHook("onClose", later.settled);

  app.post(
    "/user/auth/login",
    {
      schema: {
        summary: "Sign in with email and password",
        security: publicRoute,
        body: loginBody,
        response: answers({ 200: envelope(tokenSet) }),
      },
    },
    async (request) => {
      const tokens = await auth.login(ctx, request.body.username, request.body.password, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return { payload: tokens };
    },
  );

  app.post(
    "/user/signup",
    {
      schema: {
        summary: "Create an account and sign in",
        security: publicRoute,
        body: signupBody,
        response: answers({ 201: envelope(tokenSet) }),
      },
    },
    async (request, reply) => {
      await ctx.throttle.hit("signup", { ip: request.ip, target: emailTarget(request.body.email) });
      const tokens = await auth.signup(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return reply.code(201).send({ payload: tokens });
    },
  );

  app.post(
    "/user/auth/refresh-token",
    {
      schema: {
        summary: "Spend a refresh token for a new set of tokens",
        security: publicRoute,
        body: refreshBody,
        response: answers({ 200: envelope(tokenSet) }),
      },
    },
    async (request) => ({ payload: await auth.refresh(ctx, request.body.token) }),
  );

  // Ends the session of a refresh token (or id token) without leaving the page: the embedded
  // portal's sign-out on another site. Unknown tokens end nothing and get the same answer.
  app.post(
    "/user/auth/logout",
    {
      schema: {
        summary: "End the session of a refresh or id token",
        security: publicRoute,
        body: refreshBody,
        response: answers({ 204: noBody }),
      },
    },
    async (request, reply) => {
      await auth.logout(ctx, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/user/auth/forgot",
    {
      schema: {
        summary: "Email a password reset link (the same answer whether or not the account exists)",
        security: publicRoute,
        body: forgotPasswordBody,
        response: answers({ 200: envelope(authNotice) }),
      },
    },
    async (request) => {
      const { email } = request.body;
      await ctx.throttle.hit("password-forgot", { ip: request.ip, target: emailTarget(email) });
      // Told at once: whether a domain signs in through SSO only is no secret (/sso says it too).
      await refusePasswordIfSsoOnly(ctx.db, accountKey(email));
      later.run("password reset", accountKey(email), () => auth.requestPasswordReset(ctx, email, ctx.mail));
      return { payload: { message: messages.resetRequested } };
    },
  );

  app.post(
    "/user/signup/request",
    {
      schema: {
        summary:
          "Create an account that signs in once its address is confirmed (the same answer whether or not the address has an account)",
        security: publicRoute,
        body: signupRequestBody,
        response: answers({ 202: envelope(authNotice) }),
      },
    },
    async (request, reply) => {
      const { body } = request;
      await ctx.throttle.hit("signup", { ip: request.ip, target: emailTarget(body.email) });
      await refusePasswordIfSsoOnly(ctx.db, accountKey(body.email));
      later.run("sign-up", accountKey(body.email), () => signup.requestSignup(ctx, body, ctx.mail));
      return reply.code(202).send({ payload: { message: signupMessages.requested } });
    },
  );

  app.post(
    "/user/signup/resend",
    {
      schema: {
        summary: "Email a new confirmation link (the same answer whether or not the address has an account)",
        security: publicRoute,
        body: resendConfirmationBody,
        response: answers({ 202: envelope(authNotice) }),
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await ctx.throttle.hit("signup", { ip: request.ip, target: emailTarget(email) });
      await refusePasswordIfSsoOnly(ctx.db, accountKey(email));
      later.run("confirmation resend", accountKey(email), () =>
        signup.resendConfirmation(ctx, email, ctx.mail),
      );
      return reply.code(202).send({ payload: { message: signupMessages.resent } });
    },
  );

  app.post(
    "/user/signup/confirm",
    {
      schema: {
        summary: "Confirm an account's address with its emailed link's hash, and sign in",
        security: publicRoute,
        body: confirmAccountBody,
        response: answers({ 200: envelope(confirmedAccount) }),
      },
    },
    async (request) => {
      // Every attempt counts, a guessed link's too.
      await ctx.throttle.hit("signup-confirm", { ip: request.ip });
      return {
        payload: await signup.confirmAccount(ctx, request.body.hash, {
          ip: request.ip,
          userAgent: request.headers["user-agent"],
        }),
      };
    },
  );

  app.post(
    "/user/auth/reset",
    {
      schema: {
        summary: "Set a new password with a reset link's hash",
        security: publicRoute,
        body: resetPasswordBody,
        response: answers({ 200: envelope(authNotice) }),
      },
    },
    async (request) => {
      // Every attempt counts, a guessed link's too.
      await ctx.throttle.hit("password-reset", { ip: request.ip });
      await auth.resetPassword(ctx, request.body.hash, request.body.password);
      return { payload: { message: messages.passwordChanged } };
    },
  );
}

/** `?token=`: read only when it is plausible text; anything else ends no session (and is no 400). */
const ssoLogoutQuery = z.object({ token: z.string().optional().catch(undefined) });

/**
 * Spec 1 §4 "Logout": /sso/saml/logout?token= ends the session, then /logout/callback; a session
 * signed in with SAML goes to its identity provider with a LogoutRequest first (single logout).
 */
export async function ssoRoutes(app: ApiApp, ctx: SsoContext) {
  app.get(
    "/sso/saml/logout",
    {
      schema: {
        summary:
          "End the session of a token, then go to /logout/callback (through the identity provider's single logout for a SAML sign-in)",
        security: publicRoute,
        querystring: ssoLogoutQuery,
        response: answers({ 303: noBody }),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      let next = "/logout/callback";
      if (token !== undefined && token.length > 0 && token.length < 4096) {
        const sessionId = await auth.logout(ctx, token);
        if (sessionId) next = (await logoutRequestUrl(ctx, sessionId)) ?? next;
      }
      return reply.header("cache-control", "no-store").redirect(next, 303);
    },
  );
}
