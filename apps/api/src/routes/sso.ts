import {
  envelope,
  orgIdParams,
  ssoCallbackAnswer,
  ssoCallbackBody,
  ssoConnectionBody,
  ssoSettingsAnswer,
  ssoStartAnswer,
  ssoStartBody,
} from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, noBody, publicRoute } from "../http/contract.js";
import * as sso from "../services/sso/sso.js";
import { orgAdminAccess } from "../services/team/team.js";
import { emailTarget, type Throttle } from "../services/throttle.js";

/**
 * The organization's single sign-on connection (issue 21 item 5; the admin's settings/sso page):
 * its admins read, save and remove it, as they manage its members. The secret is never answered.
 */
export async function ssoSettingsRoutes(app: ApiApp, ctx: sso.SsoContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const admin = (request: Parameters<typeof authOf>[0], orgId: string) =>
    orgAdminAccess(ctx.db, authOf(request).userId, orgId);

  app.get(
    "/organizations/:orgId/sso",
    {
      schema: {
        summary: "The organization's single sign-on connection (never its client secret)",
        params: orgIdParams,
        response: answers({ 200: envelope(ssoSettingsAnswer) }),
      },
    },
    async (request) => {
      await admin(request, request.params.orgId);
      return { payload: await sso.connectionSettings(ctx, request.params.orgId) };
    },
  );

  app.put(
    "/organizations/:orgId/sso",
    {
      schema: {
        summary:
          "Make or change the organization's OpenID Connect connection; its issuer must answer discovery (a left-out secret keeps the stored one)",
        params: orgIdParams,
        body: ssoConnectionBody,
        response: answers({ 200: envelope(ssoSettingsAnswer) }),
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const { caller } = await admin(request, orgId);
      const saved = await sso.saveConnection(ctx, orgId, request.body);
      ctx.log.info({ orgId, userId: caller.userId }, "single sign-on connection saved");
      return { payload: saved };
    },
  );

  app.delete(
    "/organizations/:orgId/sso",
    {
      schema: {
        summary:
          "Remove the organization's single sign-on connection: its members sign in with passwords again",
        params: orgIdParams,
        response: answers({ 204: noBody }),
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const { caller } = await admin(request, orgId);
      await sso.deleteConnection(ctx, orgId);
      ctx.log.info({ orgId, userId: caller.userId }, "single sign-on connection removed");
      return reply.code(204).send(null);
    },
  );
}

/** /sso and /auth/callback's calls: start a sign-in at the email's provider, and finish it. */
export async function ssoSignInRoutes(app: ApiApp, ctx: sso.SsoContext & { throttle: Throttle }) {
  app.post(
    "/sso/start",
    {
      schema: {
        summary: "Start single sign-on for an email: the address of its organization's sign-in provider",
        security: publicRoute,
        body: ssoStartBody,
        response: answers({ 200: envelope(ssoStartAnswer) }),
      },
    },
    async (request) => {
      await ctx.throttle.hit("sso-start", { ip: request.ip, target: emailTarget(request.body.email) });
      return { payload: await sso.startSignIn(ctx, request.body.email, request.body.returnTo) };
    },
  );

  app.post(
    "/sso/callback",
    {
      schema: {
        summary:
          "Finish single sign-on with the provider's answer (code and state): the same tokens as a password sign-in",
        security: publicRoute,
        body: ssoCallbackBody,
        response: answers({ 200: envelope(ssoCallbackAnswer) }),
      },
    },
    async (request) => ({
      payload: await sso.finishSignIn(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
    }),
  );
}
