import {
  deletedId,
  envelope,
  idParams,
  organizerPortalPage,
  organizerPortalPageSummary,
  organizerPortalResource,
  type PermissionAction,
  portalPageCreateBody,
  portalPageKinds,
  portalPageOrderBody,
  portalPageUpdateBody,
  portalResourceCreateBody,
  portalResourceOrderBody,
  portalResourceUpdateBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { organizerPortalOf } from "../services/portal/admin.js";
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
} from "../services/portal/content-admin.js";

const portalParams = idParams("eventId", "portalId");
const pageParams = idParams("eventId", "portalId", "pageId");
const resourceParams = idParams("eventId", "portalId", "resourceId");
const kindQuery = z.object({
  kind: z.enum(portalPageKinds, { error: "kind must be page or wiki" }).default("page"),
});

/**
 * The organizer's side of a portal's pages, wiki and resources (issue 6 "Organizer side"; spec 1
 * §2 portals/pages, portals/wikiPage/{wikiPageId}, portals/content). Permission module `portal`
 * (spec 1 §6): read to see, update to add, change, order or delete (the spec's actions have no
 * create or delete); then the portal must be the event's (404 otherwise).
 */
export async function portalContentAdminRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const base = "/events/:eventId/portals/:portalId";
  const portalFor = async (
    request: FastifyRequest,
    params: { eventId: string; portalId: string },
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

  app.get(
    `${base}/pages`,
    {
      schema: {
        summary: "The portal's pages (or wiki pages) in order, without their bodies",
        params: portalParams,
        querystring: kindQuery,
        response: answers({ 200: envelope(z.array(organizerPortalPageSummary)) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "read");
      return { payload: await listPages(ctx.db, portal, request.query.kind) };
    },
  );

  app.post(
    `${base}/pages`,
    {
      schema: {
        summary: "Add a page or wiki page after the others of its kind",
        params: portalParams,
        body: portalPageCreateBody,
        response: answers({ 201: envelope(organizerPortalPage) }),
      },
    },
    async (request, reply) => {
      const portal = await portalFor(request, request.params, "update");
      return reply
        .code(201)
        .send({ payload: await createPage(ctx.db, portal, authOf(request).userId, request.body) });
    },
  );

  app.put(
    `${base}/pages/order`,
    {
      schema: {
        summary: "Put every page of one kind in a new order",
        params: portalParams,
        querystring: kindQuery,
        body: portalPageOrderBody,
        response: answers({ 200: envelope(z.array(organizerPortalPageSummary)) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "update");
      return { payload: await reorderPages(ctx.db, portal, request.query.kind, request.body.pageIds) };
    },
  );

  app.get(
    `${base}/pages/:pageId`,
    {
      schema: {
        summary: "A page with its body, for the editor",
        params: pageParams,
        response: answers({ 200: envelope(organizerPortalPage) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "read");
      return { payload: await getPage(ctx.db, portal, request.params.pageId) };
    },
  );

  app.put(
    `${base}/pages/:pageId`,
    {
      schema: {
        summary: "Change a page's title, body or published state",
        params: pageParams,
        body: portalPageUpdateBody,
        response: answers({ 200: envelope(organizerPortalPage) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "update");
      return {
        payload: await updatePage(
          ctx.db,
          portal,
          request.params.pageId,
          authOf(request).userId,
          request.body,
        ),
      };
    },
  );

  app.delete(
    `${base}/pages/:pageId`,
    {
      schema: {
        summary: "Delete a page",
        params: pageParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "update");
      return { payload: await deletePage(ctx.db, portal, request.params.pageId) };
    },
  );

  app.get(
    `${base}/resources`,
    {
      schema: {
        summary: "The portal's resources in order, each with its file or its link",
        params: portalParams,
        response: answers({ 200: envelope(z.array(organizerPortalResource)) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "read");
      return { payload: await listResources(ctx.db, portal) };
    },
  );

  app.post(
    `${base}/resources`,
    {
      schema: {
        summary: "Add a file (one of the caller's uploads) or a link after the other resources",
        params: portalParams,
        body: portalResourceCreateBody,
        response: answers({ 201: envelope(organizerPortalResource) }),
      },
    },
    async (request, reply) => {
      const portal = await portalFor(request, request.params, "update");
      return reply
        .code(201)
        .send({ payload: await createResource(ctx.db, portal, authOf(request).userId, request.body) });
    },
  );

  app.put(
    `${base}/resources/order`,
    {
      schema: {
        summary: "Put every resource of the portal in a new order",
        params: portalParams,
        body: portalResourceOrderBody,
        response: answers({ 200: envelope(z.array(organizerPortalResource)) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "update");
      return { payload: await reorderResources(ctx.db, portal, request.body.resourceIds) };
    },
  );

  app.put(
    `${base}/resources/:resourceId`,
    {
      schema: {
        summary: "Change a resource's title, description, link or file",
        params: resourceParams,
        body: portalResourceUpdateBody,
        response: answers({ 200: envelope(organizerPortalResource) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "update");
      const { resourceId } = request.params;
      return {
        payload: await updateResource(ctx.db, portal, resourceId, authOf(request).userId, request.body),
      };
    },
  );

  app.delete(
    `${base}/resources/:resourceId`,
    {
      schema: {
        summary: "Delete a resource (its uploaded file stays)",
        params: resourceParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const portal = await portalFor(request, request.params, "update");
      return { payload: await deleteResource(ctx.db, portal, request.params.resourceId) };
    },
  );
}
