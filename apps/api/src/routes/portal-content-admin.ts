import {
  type PermissionAction,
  portalPageCreateBody,
  portalPageKinds,
  portalPageOrderBody,
  portalPageUpdateBody,
  portalResourceCreateBody,
  portalResourceOrderBody,
  portalResourceUpdateBody,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { organizerPortalOf } from "../services/portal-admin.js";
import {
  createPage,
  createResource,
  deletePage,
  deleteResource,
  getPage,
  listPages,
  listResources,
  reorderPages,
  reorderResources,
  updatePage,
  updateResource,
} from "../services/portal-content-admin.js";

const portalParams = z.object({
  eventId: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});
const pageParams = portalParams.extend({ pageId: z.string().min(1).max(200) });
const resourceParams = portalParams.extend({ resourceId: z.string().min(1).max(200) });
const kindQuery = z.object({
  kind: z.enum(portalPageKinds, { error: "kind must be page or wiki" }).default("page"),
});

/**
 * The organizer's side of a portal's pages, wiki and resources (issue 6 "Organizer side"; spec 1
 * §2 portals/pages, portals/wikiPage/{wikiPageId}, portals/content). Permission module `portal`
 * (spec 1 §6): read to see, update to add, change, order or delete (the spec's actions have no
 * create or delete); then the portal must be the event's (404 otherwise).
 */
export async function portalContentAdminRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals/:portalId";
  const portalFor = async (
    request: FastifyRequest,
    params: z.infer<typeof portalParams>,
    action: PermissionAction,
  ) =>
    (
      await organizerPortalOf(
        ctx.db,
        authOf(request).userId,
        params.eventId,
        params.portalId,
        "portal",
        action,
      )
    ).portal;

  app.get(`${base}/pages`, async (request) => {
    const params = parse(portalParams, request.params, "params");
    const { kind } = parse(kindQuery, request.query, "query");
    return { payload: await listPages(ctx.db, await portalFor(request, params, "read"), kind) };
  });

  app.post(`${base}/pages`, async (request, reply) => {
    const params = parse(portalParams, request.params, "params");
    const body = parse(portalPageCreateBody, request.body);
    const portal = await portalFor(request, params, "update");
    return reply.code(201).send({ payload: await createPage(ctx.db, portal, authOf(request).userId, body) });
  });

  app.put(`${base}/pages/order`, async (request) => {
    const params = parse(portalParams, request.params, "params");
    const { kind } = parse(kindQuery, request.query, "query");
    const { pageIds } = parse(portalPageOrderBody, request.body);
    const portal = await portalFor(request, params, "update");
    return { payload: await reorderPages(ctx.db, portal, kind, pageIds) };
  });

  app.get(`${base}/pages/:pageId`, async (request) => {
    const params = parse(pageParams, request.params, "params");
    return { payload: await getPage(ctx.db, await portalFor(request, params, "read"), params.pageId) };
  });

  app.put(`${base}/pages/:pageId`, async (request) => {
    const params = parse(pageParams, request.params, "params");
    const body = parse(portalPageUpdateBody, request.body);
    const portal = await portalFor(request, params, "update");
    return { payload: await updatePage(ctx.db, portal, params.pageId, authOf(request).userId, body) };
  });

  app.delete(`${base}/pages/:pageId`, async (request) => {
    const params = parse(pageParams, request.params, "params");
    return { payload: await deletePage(ctx.db, await portalFor(request, params, "update"), params.pageId) };
  });

  app.get(`${base}/resources`, async (request) => {
    const params = parse(portalParams, request.params, "params");
    return { payload: await listResources(ctx.db, await portalFor(request, params, "read")) };
  });

  app.post(`${base}/resources`, async (request, reply) => {
    const params = parse(portalParams, request.params, "params");
    const body = parse(portalResourceCreateBody, request.body);
    const portal = await portalFor(request, params, "update");
    return reply
      .code(201)
      .send({ payload: await createResource(ctx.db, portal, authOf(request).userId, body) });
  });

  app.put(`${base}/resources/order`, async (request) => {
    const params = parse(portalParams, request.params, "params");
    const { resourceIds } = parse(portalResourceOrderBody, request.body);
    const portal = await portalFor(request, params, "update");
    return { payload: await reorderResources(ctx.db, portal, resourceIds) };
  });

  app.put(`${base}/resources/:resourceId`, async (request) => {
    const params = parse(resourceParams, request.params, "params");
    const body = parse(portalResourceUpdateBody, request.body);
    const portal = await portalFor(request, params, "update");
    return {
      payload: await updateResource(ctx.db, portal, params.resourceId, authOf(request).userId, body),
    };
  });

  app.delete(`${base}/resources/:resourceId`, async (request) => {
    const params = parse(resourceParams, request.params, "params");
    return {
      payload: await deleteResource(ctx.db, await portalFor(request, params, "update"), params.resourceId),
    };
  });
}
