import {
  envelope,
  orgIdParams,
  ssoCallbackAnswer,
  ssoCallbackBody,
  ssoConnectionBody,
  ssoSamlConnectionBody,
  ssoSettingsAnswer,
  ssoStartAnswer,
  ssoStartBody,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer, noBody, publicRoute } from "../http/contract.js";
import { Refusal } from "../services/refusal.js";
import type { SsoContext } from "../services/sso/accounts.js";
import * as saml from "../services/sso/saml.js";
import * as sso from "../services/sso/sso.js";
import { orgAdminAccess } from "../services/team/team.js";
import { emailTarget, type Throttle } from "../services/throttle.js";

/**
 * The organization's single sign-on connection (issue 21 item 5; the admin's settings/sso page):
 * its admins read, save and remove it, as they manage its members. The secret is never answered.
 */
export async function ssoSettingsRoutes(app: ApiApp, ctx: SsoContext) {
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

  app.put(
    "/organizations/:orgId/sso/saml",
    {
      schema: {
        summary:
          "Make or change the organization's SAML 2.0 connection from the identity provider's metadata XML (entity id, sign-in URL and signing certificate are read from it)",
        params: orgIdParams,
        body: ssoSamlConnectionBody,
        response: answers({ 200: envelope(ssoSettingsAnswer) }),
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const { caller } = await admin(request, orgId);
      const saved = await sso.saveSamlConnection(ctx, orgId, request.body);
      ctx.log.info({ orgId, userId: caller.userId }, "SAML single sign-on connection saved");
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
export async function ssoSignInRoutes(app: ApiApp, ctx: SsoContext & { throttle: Throttle }) {
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

const samlOrgParams = z.object({ orgId: z.string().min(1).max(100) });
const samlPostBody = z.object({
  SAMLResponse: z
    .string({ error: "SAMLResponse is required" })
    .min(1, "SAMLResponse is required")
    .max(500_000),
  RelayState: z.string().max(512).optional(),
});
const sloMessage = z.object({
  SAMLRequest: z.string().max(500_000).optional(),
  SAMLResponse: z.string().max(500_000).optional(),
  RelayState: z.string().max(512).optional(),
  SigAlg: z.string().max(200).optional(),
  Signature: z.string().max(2000).optional(),
});
const redirect = z.null().describe("A redirect (303) to the next address");

/** A browser's refused SAML answer goes to /auth/callback, which shows the reason; other callers get the 400. */
const wantsPage = (accept: string | undefined) => (accept ?? "").includes("text/html");

/**
 * SAML 2.0's service provider endpoints, one set per organization (its settings/sso page shows
 * them): the SP metadata, the assertion consumer service (POST binding) and single logout.
 */
export async function samlRoutes(app: ApiApp, ctx: SsoContext) {
  // The IdP posts HTML forms (application/x-www-form-urlencoded).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    "/sso/saml/:orgId/metadata",
    {
      schema: {
        summary:
          "Foyer's SAML service provider metadata for an organization (entity id, ACS and logout URLs)",
        security: publicRoute,
        params: samlOrgParams,
        response: answers({ 200: fileAnswer("SAML 2.0 EntityDescriptor (XML)") }),
      },
    },
    async (request, reply) =>
      reply
        .header("content-type", "application/samlmetadata+xml; charset=utf-8")
        .send(saml.serviceProviderMetadata(ctx.publicUrl, request.params.orgId)),
  );

  app.post(
    "/sso/saml/:orgId/acs",
    {
      schema: {
        summary:
          "SAML assertion consumer service: verifies the identity provider's signed response, then sends the browser to /auth/callback to finish signing in",
        security: publicRoute,
        params: samlOrgParams,
        body: samlPostBody,
        response: answers({ 303: redirect }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        const { redirectUrl } = await saml.consumeResponse(ctx, request.params.orgId, request.body);
        return reply.redirect(redirectUrl, 303);
      } catch (error) {
        if (!(error instanceof Refusal) || !wantsPage(request.headers.accept)) throw error;
        const page = new URL(`${ctx.publicUrl.replace(/\/$/, "")}/auth/callback`);
        page.searchParams.set("error", "saml_refused");
        page.searchParams.set("error_description", error.message);
        return reply.redirect(page.href, 303);
      }
    },
  );

  const slo = (method: "get" | "post") =>
    app[method](
      "/sso/saml/:orgId/slo",
      {
        schema: {
          summary:
            method === "get"
              ? "SAML single logout (HTTP-Redirect binding): the identity provider's LogoutResponse, or its signed LogoutRequest, which ends the person's sessions"
              : "SAML single logout (HTTP-POST binding): the identity provider's LogoutResponse, or its signed LogoutRequest, which ends the person's sessions",
          security: publicRoute,
          params: samlOrgParams,
          ...(method === "get" ? { querystring: sloMessage } : { body: sloMessage }),
          response: answers({ 303: redirect }),
        },
      },
      async (request, reply) => {
        const rawQuery = method === "get" ? (request.url.split("?")[1] ?? "") : null;
        const message = (method === "get" ? request.query : request.body) as z.output<typeof sloMessage>;
        const { redirectUrl } = await saml.singleLogout(ctx, request.params.orgId, message, rawQuery);
        return reply.header("cache-control", "no-store").redirect(redirectUrl, 303);
      },
    );
  slo("get");
  slo("post");
}
