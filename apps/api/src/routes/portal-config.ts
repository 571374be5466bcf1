import {
  portalAccessBody,
  portalAccessOneBody,
  portalCreateBody,
  portalFiltersBody,
  portalSignInBody,
  portalUpdateBody,
} from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
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
} from "../services/portal-config.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const portalParams = eventParams.extend({ portalId: id });
const userParams = portalParams.extend({ userId: id });
const contactParams = eventParams.extend({ contactId: id });

/**
 * A portal's configuration (issue 6 "Organizer side": config sets, log-in page settings, giving
 * contacts portal access; spec 2 §7 "Portal users from contacts"). Handlers parse and hand over;
 * services/portal-config.ts checks permissions and does the work.
 */
export async function portalConfigRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals";

  app.post(base, async (request, reply) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const body = parse(portalCreateBody, request.body);
    return reply
      .code(201)
      .send({ payload: await createPortal(ctx.db, authOf(request).userId, eventId, body) });
  });

  app.get(`${base}/:portalId`, async (request) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    return { payload: await getPortalDetail(ctx.db, authOf(request).userId, eventId, portalId) };
  });

  app.put(`${base}/:portalId`, async (request) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    const body = parse(portalUpdateBody, request.body);
    return { payload: await updatePortal(ctx.db, authOf(request).userId, eventId, portalId, body) };
  });

  app.delete(`${base}/:portalId`, async (request) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    await deletePortal(ctx.db, authOf(request).userId, eventId, portalId);
    return { payload: { deleted: true } };
  });

  app.get(`${base}/:portalId/users`, async (request) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    return { payload: await listPortalUsers(ctx.db, authOf(request).userId, eventId, portalId) };
  });

  app.delete(`${base}/:portalId/users/:userId`, async (request) => {
    const { eventId, portalId, userId } = parse(userParams, request.params, "params");
    await removePortalUser(ctx.db, authOf(request).userId, eventId, portalId, userId);
    return { payload: { removed: true } };
  });

  app.put(`${base}/:portalId/filters`, async (request) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    const { roles } = parse(portalFiltersBody, request.body);
    return { payload: await setPortalFilters(ctx.db, authOf(request).userId, eventId, portalId, roles) };
  });

  app.post(`${base}/:portalId/filters/apply`, async (request) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    return { payload: await applyPortalFilters(ctx.db, authOf(request).userId, eventId, portalId) };
  });

  // The event settings' sign-in pages (settings/portals/log-in-page, settings/login-settings).
  app.get("/events/:eventId/portal-sign-in", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    return { payload: await listSignInSettings(ctx.db, authOf(request).userId, eventId) };
  });

  app.put("/events/:eventId/portal-sign-in/:portalId", async (request) => {
    const { eventId, portalId } = parse(portalParams, request.params, "params");
    const body = parse(portalSignInBody, request.body);
    return { payload: await updateSignInSettings(ctx.db, authOf(request).userId, eventId, portalId, body) };
  });

  // Spec 2 §7 "Portal users from contacts" and "Portal user from contact".
  app.put("/portal/event/:eventId/users/contacts", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const body = parse(portalAccessBody, request.body);
    return { payload: await giveAccessToContacts(ctx.db, authOf(request).userId, eventId, body) };
  });

  app.put("/portal/event/:eventId/users/contact/:contactId", async (request) => {
    const { eventId, contactId } = parse(contactParams, request.params, "params");
    const { portalId } = parse(portalAccessOneBody, request.body);
    return {
      payload: await giveAccessToContact(ctx.db, authOf(request).userId, eventId, contactId, portalId),
    };
  });
}
