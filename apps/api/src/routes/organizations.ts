import multipart from "@fastify/multipart";
import {
  createdEvent,
  envelope,
  eventDashboard as eventDashboardAnswer,
  eventIdParams,
  eventImportMessages,
  eventImportRowOf,
  eventStar,
  idParams,
  importEventsBody,
  importedEvents,
  LOGO_MAX_BYTES,
  newEventBody,
  ORG_SETTINGS_UPDATE,
  organization,
  orgDashboard as orgDashboardAnswer,
  orgEvent,
  orgEventsQuery,
  orgIdParams,
  updateOrganizationBody,
  uploadedLogo,
  userOrganization,
} from "@foyer/domain";
import type { FastifyError } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { validationError } from "../http/error-handler.js";
import { type ApiError, badRequest } from "../http/errors.js";
import { readOneFile } from "../http/one-file.js";
import type { AuthContext } from "../services/auth/auth.js";
import { eventDashboard, orgDashboard } from "../services/organizations/dashboards.js";
import {
  createOrgEvent,
  importOrgEvents,
  listOrgEvents,
  setEventStar,
} from "../services/organizations/events.js";
import {
  getOrganization,
  listMyOrganizations,
  requireOrgPermission,
  saveOrgLogo,
  updateOrganization,
} from "../services/organizations/organizations.js";
import type { FileStorage } from "../services/uploads/storage.js";

const orgEventParams = idParams("orgId", "eventId");

/**
 * An events import's refused body. A refused row is named by its 1-based position ("Row 4: The end
 * date can't be before the start date"); every problem stays in `details` by path (`events.3.date_to`).
 */
function eventImportRefusal(refusal: ApiError): ApiError {
  const first = refusal.details?.[0];
  const row = first ? eventImportRowOf(first.path) : null;
  if (!first || row === null) return refusal;
  return badRequest(eventImportMessages.row(row, first.message), refusal.details);
}

/**
 * Room for 500 rows with the longest names (under 700 KB even were every character escaped in
 * JSON); a larger body is refused before it is parsed ("Request body is too large", 413).
 */
const EVENT_IMPORT_BODY_LIMIT = 1024 * 1024;

/**
 * The organization area (spec 1 §1, §2 "Organization area", §5 "Logo upload", §7 "Organization
 * get and put", "Add event with orgId"), the user's organizations for the switcher, and the two
 * dashboards. Every call is checked on the server (services/organizations/organizations.ts).
 */
export async function organizationRoutes(app: ApiApp, ctx: AuthContext & { storage: FileStorage }) {
  app.addHook("preValidation", requireAuth(ctx));
  // One file, one small picture: a second file or anything beyond the limit is refused.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(
    "/user/me/organizations",
    {
      schema: {
        summary: "The signed-in user's organizations, for the switcher",
        response: answers({ 200: envelope(z.array(userOrganization)) }),
      },
    },
    async (request) => ({ payload: await listMyOrganizations(ctx.db, authOf(request).userId) }),
  );

  app.get(
    "/organizations/:orgId",
    {
      schema: {
        summary: "An organization's name and logo",
        params: orgIdParams,
        response: answers({ 200: envelope(organization) }),
      },
    },
    async (request) => ({
      payload: await getOrganization(ctx.db, authOf(request).userId, request.params.orgId),
    }),
  );

  app.put(
    "/organizations/:orgId",
    {
      schema: {
        summary: "Rename the organization or change its logo",
        params: orgIdParams,
        body: updateOrganizationBody,
        response: answers({ 200: envelope(organization) }),
      },
    },
    async (request) => ({
      payload: await updateOrganization(ctx.db, authOf(request).userId, request.params.orgId, request.body),
    }),
  );

  app.post(
    "/organizations/:orgId/logo",
    {
      schema: {
        summary: "Upload a logo (multipart/form-data, one JPEG, SVG or PNG file named file)",
        params: orgIdParams,
        response: answers({ 201: envelope(uploadedLogo) }),
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const userId = authOf(request).userId;
      // Before reading a byte of the file: who may not change the organization sends it for nothing.
      await requireOrgPermission(ctx.db, userId, orgId, ORG_SETTINGS_UPDATE);
      if (!request.isMultipart())
        throw badRequest("Send the logo as multipart/form-data in a field named file");
      const { file, bytes } = await readOneFile(request.files());
      const saved = await saveOrgLogo(ctx.db, ctx.storage, {
        userId,
        orgId,
        filename: file.filename,
        type: file.mimetype,
        bytes,
      });
      return reply.code(201).send({ payload: saved });
    },
  );

  app.get(
    "/organizations/:orgId/events",
    {
      schema: {
        summary: "The organization's events the user may see, starred first",
        params: orgIdParams,
        querystring: orgEventsQuery,
        response: answers({ 200: envelope(z.array(orgEvent)) }),
      },
    },
    async (request) => ({
      payload: await listOrgEvents(ctx.db, authOf(request).userId, request.params.orgId, request.query),
    }),
  );

  app.put(
    "/organizations/:orgId/events/:eventId/star",
    {
      schema: {
        summary: "Star an event for the signed-in user",
        params: orgEventParams,
        response: answers({ 200: envelope(eventStar) }),
      },
    },
    async (request) => {
      const { orgId, eventId } = request.params;
      return { payload: await setEventStar(ctx.db, authOf(request).userId, orgId, eventId, true) };
    },
  );

  app.delete(
    "/organizations/:orgId/events/:eventId/star",
    {
      schema: {
        summary: "Take the signed-in user's star off an event",
        params: orgEventParams,
        response: answers({ 200: envelope(eventStar) }),
      },
    },
    async (request) => {
      const { orgId, eventId } = request.params;
      return { payload: await setEventStar(ctx.db, authOf(request).userId, orgId, eventId, false) };
    },
  );

  app.get(
    "/organizations/:orgId/dashboard",
    {
      schema: {
        summary:
          "The organization dashboard: figures, next events, weekly submissions and registrations, recent activity",
        params: orgIdParams,
        response: answers({ 200: envelope(orgDashboardAnswer) }),
      },
    },
    async (request) => ({
      payload: await orgDashboard(ctx.db, authOf(request).userId, request.params.orgId),
    }),
  );

  app.post(
    "/event/organization/:orgId/events",
    {
      schema: {
        summary: "Add an event to the organization",
        params: orgIdParams,
        body: newEventBody,
        response: answers({ 201: envelope(createdEvent) }),
      },
    },
    async (request, reply) => {
      const created = await createOrgEvent(
        ctx.db,
        authOf(request).userId,
        request.params.orgId,
        request.body,
      );
      return reply.code(201).send({ payload: created });
    },
  );

  app.post(
    "/event/organization/:orgId/events/import",
    {
      bodyLimit: EVENT_IMPORT_BODY_LIMIT,
      // A refused body is answered by the handler, which names the row at fault.
      attachValidation: true,
      schema: {
        summary: "Add many events to the organization at once: all of them, or none",
        params: orgIdParams,
        body: importEventsBody,
        response: answers({ 201: envelope(importedEvents) }),
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        throw eventImportRefusal(validationError(request.validationError as FastifyError, request.body));
      }
      const userId = authOf(request).userId;
      const created = await importOrgEvents(ctx.db, userId, request.params.orgId, request.body);
      return reply.code(201).send({ payload: { events: created } });
    },
  );

  app.get(
    "/event/:eventId/dashboard",
    {
      schema: {
        summary:
          "The event dashboard: figures, weekly trend, deadlines, review progress, portal activity, next steps",
        params: eventIdParams,
        response: answers({ 200: envelope(eventDashboardAnswer) }),
      },
    },
    async (request) => ({
      payload: await eventDashboard(ctx.db, authOf(request).userId, request.params.eventId),
    }),
  );
}
