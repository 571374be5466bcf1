import {
  envelope,
  eventIdParams,
  idParams,
  portalAccessBody,
  portalAccessOneBody,
  portalAccessResult,
  portalCreateBody,
  portalDeleted,
  portalDetail,
  portalFilterApplyResult,
  portalFiltersBody,
  portalSignInBody,
  portalSignInSettings,
  portalUpdateBody,
  portalUser,
  portalUserRemoved,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import type { Mailer } from "../services/mail/outbox.js";
import { mailPortalAccess } from "../services/portal/access-mail.js";
import {
  applyPortalFilters,
  createPortal,
  deletePortal,
  getPortalDetail,
  giveAccessToContact,
  giveAccessToContacts,
  listPortalUsers,
  listSignInSettings,
  removePortalUser,
  setPortalFilters,
  updatePortal,
  updateSignInSettings,
} from "../services/portal/config.js";

const portalParams = idParams("eventId", "portalId");
const userParams = idParams("eventId", "portalId", "userId");
const contactParams = idParams("eventId", "contactId");

/**
 * A portal's configuration (issue 6 "Organizer side": config sets, log-in page settings, giving
 * contacts portal access; spec 2 §7 "Portal users from contacts"). Handlers hand over;
 * services/portal/config.ts checks permissions and does the work.
 */
export async function portalConfigRoutes(app: ApiApp, ctx: AuthContext & { mail: Mailer }) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals";

  app.post(
    base,
    {
      schema: {
        summary: "Create a portal; its address comes from the name unless given",
        params: eventIdParams,
        body: portalCreateBody,
        response: answers({ 201: envelope(portalDetail) }),
      },
    },
    async (request, reply) => {
      const portal = await createPortal(ctx.db, authOf(request).userId, request.params.eventId, request.body);
      return reply.code(201).send({ payload: portal });
    },
  );

  app.get(
    `${base}/:portalId`,
    {
      schema: {
        summary: "A portal with its settings and how many people may sign in",
        params: portalParams,
        response: answers({ 200: envelope(portalDetail) }),
      },
    },
    async (request) => {
      const { eventId, portalId } = request.params;
      return { payload: await getPortalDetail(ctx.db, authOf(request).userId, eventId, portalId) };
    },
  );

  app.put(
    `${base}/:portalId`,
    {
      schema: {
        summary: "Change a portal's name, welcome text or settings (parts given replace theirs)",
        params: portalParams,
        body: portalUpdateBody,
        response: answers({ 200: envelope(portalDetail) }),
      },
    },
    async (request) => {
      const { eventId, portalId } = request.params;
      return {
        payload: await updatePortal(ctx.db, authOf(request).userId, eventId, portalId, request.body),
      };
    },
  );

  app.delete(
    `${base}/:portalId`,
    {
      schema: {
        summary: "Delete a portal and everything in it (its users stay users)",
        params: portalParams,
        response: answers({ 200: envelope(portalDeleted) }),
      },
    },
    async (request) => {
      const { eventId, portalId } = request.params;
      await deletePortal(ctx.db, authOf(request).userId, eventId, portalId);
      return { payload: { deleted: true as const } };
    },
  );

  app.get(
    `${base}/:portalId/users`,
    {
      schema: {
        summary: "Who may sign in to the portal, with their contact in the event",
        params: portalParams,
        response: answers({ 200: envelope(z.array(portalUser)) }),
      },
    },
    async (request) => {
      const { eventId, portalId } = request.params;
      return { payload: await listPortalUsers(ctx.db, authOf(request).userId, eventId, portalId) };
    },
  );

  app.delete(
    `${base}/:portalId/users/:userId`,
    {
      schema: {
        summary: "Stop someone signing in to the portal (the user and contact stay)",
        params: userParams,
        response: answers({ 200: envelope(portalUserRemoved) }),
      },
    },
    async (request) => {
      const { eventId, portalId, userId } = request.params;
      await removePortalUser(ctx.db, authOf(request).userId, eventId, portalId, userId);
      return { payload: { removed: true as const } };
    },
  );

  app.put(
    `${base}/:portalId/filters`,
    {
      schema: {
        summary: "Set the session roles whose contacts get the portal",
        params: portalParams,
        body: portalFiltersBody,
        response: answers({ 200: envelope(portalDetail) }),
      },
    },
    async (request) => {
      const { eventId, portalId } = request.params;
      return {
        payload: await setPortalFilters(
          ctx.db,
          authOf(request).userId,
          eventId,
          portalId,
          request.body.roles,
        ),
      };
    },
  );

  app.post(
    `${base}/:portalId/filters/apply`,
    {
      schema: {
        summary: "Give the portal to every contact in a session in one of the filter's roles",
        params: portalParams,
        response: answers({ 200: envelope(portalFilterApplyResult) }),
      },
    },
    async (request) => {
      const { eventId, portalId } = request.params;
      const result = await applyPortalFilters(ctx.db, authOf(request).userId, eventId, portalId);
      await mailPortalAccess(ctx.db, ctx.mail, portalId, result);
      return { payload: result };
    },
  );

  // The event settings' sign-in pages (settings/portals/log-in-page, settings/login-settings).
  app.get(
    "/events/:eventId/portal-sign-in",
    {
      schema: {
        summary: "Each portal's log-in page and sections",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(portalSignInSettings)) }),
      },
    },
    async (request) => ({
      payload: await listSignInSettings(ctx.db, authOf(request).userId, request.params.eventId),
    }),
  );

  app.put(
    "/events/:eventId/portal-sign-in/:portalId",
    {
      schema: {
        summary: "Change a portal's log-in page title and text, or its sections",
        params: portalParams,
        body: portalSignInBody,
        response: answers({ 200: envelope(portalSignInSettings) }),
      },
    },
    async (request) => {
      const { eventId, portalId } = request.params;
      return {
        payload: await updateSignInSettings(ctx.db, authOf(request).userId, eventId, portalId, request.body),
      };
    },
  );

  // Spec 2 §7 "Portal users from contacts" and "Portal user from contact".
  app.put(
    "/portal/event/:eventId/users/contacts",
    {
      schema: {
        summary: "Give contacts access to a portal (all or none; `save: false` only tells what would happen)",
        params: eventIdParams,
        body: portalAccessBody,
        response: answers({ 200: envelope(portalAccessResult) }),
      },
    },
    async (request) => {
      const result = await giveAccessToContacts(
        ctx.db,
        authOf(request).userId,
        request.params.eventId,
        request.body,
      );
      // Issue 19 item 2: each contact newly given access gets a link into the portal.
      await mailPortalAccess(ctx.db, ctx.mail, request.body.portalId, result);
      return { payload: result };
    },
  );

  app.put(
    "/portal/event/:eventId/users/contact/:contactId",
    {
      schema: {
        summary: "Give one contact access to a portal",
        params: contactParams,
        body: portalAccessOneBody,
        response: answers({ 200: envelope(portalAccessResult) }),
      },
    },
    async (request) => {
      const { eventId, contactId } = request.params;
      const result = await giveAccessToContact(
        ctx.db,
        authOf(request).userId,
        eventId,
        contactId,
        request.body.portalId,
      );
      await mailPortalAccess(ctx.db, ctx.mail, request.body.portalId, result);
      return { payload: result };
    },
  );
}
