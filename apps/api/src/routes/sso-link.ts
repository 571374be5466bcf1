import { envelope, idParams, ssoLinkState, ssoStartAnswer } from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { SsoContext } from "../services/sso/accounts.js";
import { linkedLandingOf, linkState, linkTarget } from "../services/sso/link.js";
import { startAt } from "../services/sso/sso.js";

const linkParams = idParams("eventId", "accountId");

/**
 * /sso-link/event/{eventUUID}/account/{accountId}'s calls (spec 1 §2, issue 21): signed in as that
 * very account, a member of the event's organization, which has a single sign-on connection.
 */
export async function ssoLinkRoutes(app: ApiApp, ctx: SsoContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/sso/link/events/:eventId/accounts/:accountId",
    {
      schema: {
        summary:
          "Whether the signed-in account may link itself to the single sign-on of the event's organization, and whether it is linked",
        params: linkParams,
        response: answers({ 200: envelope(ssoLinkState) }),
      },
    },
    async (request) => {
      const { eventId, accountId } = request.params;
      return { payload: await linkState(ctx, authOf(request).userId, eventId, accountId) };
    },
  );

  app.post(
    "/sso/link/events/:eventId/accounts/:accountId/start",
    {
      schema: {
        summary:
          "Start linking the signed-in account to its organization's single sign-on: the provider's sign-in address (OIDC or SAML)",
        params: linkParams,
        response: answers({ 200: envelope(ssoStartAnswer) }),
      },
    },
    async (request) => {
      const { eventId, accountId } = request.params;
      const { connection } = await linkTarget(ctx, authOf(request).userId, eventId, accountId);
      const started = await startAt(ctx, connection, {
        returnTo: linkedLandingOf(eventId),
        linkUserId: accountId,
      });
      return { payload: started };
    },
  );
}
