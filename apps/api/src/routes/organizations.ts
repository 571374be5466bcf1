import multipart, { type MultipartFile } from "@fastify/multipart";
import {
  eventImportMessages,
  eventImportRowOf,
  type ImportEventsBody,
  importEventsBody,
  LOGO_MAX_BYTES,
  logoMessages,
  newEventBody,
  ORG_SETTINGS_UPDATE,
  orgEventsQuery,
  updateOrganizationBody,
} from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { ApiError, badRequest } from "../http/errors.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { eventDashboard, orgDashboard } from "../services/dashboards.js";
import { createOrgEvent, importOrgEvents, listOrgEvents, setEventStar } from "../services/org-events.js";
import {
  getOrganization,
  listMyOrganizations,
  requireOrgPermission,
  saveOrgLogo,
  updateOrganization,
} from "../services/organizations.js";
import type { FileStorage } from "../services/storage.js";

const id = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");
const orgParams = z.object({ orgId: id });
const orgEventParams = z.object({ orgId: id, eventId: id });
const eventParams = z.object({ eventId: id });

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * The request's one file, read whole (a logo is small). Spec 1 §5 "a single file": a second file
 * is refused (400), a file over the limit too (413).
 */
async function readOneFile(
  files: AsyncIterableIterator<MultipartFile>,
): Promise<{ file: MultipartFile; bytes: Buffer }> {
  try {
    const first = await files.next();
    if (first.done) throw badRequest(logoMessages.oneFile);
    const bytes = await first.value.toBuffer();
    const second = await files.next();
    if (!second.done) {
      second.value.file.resume();
      throw badRequest(logoMessages.oneFile);
    }
    return { file: first.value, bytes };
  } catch (error) {
    if (codeOf(error) === "FST_REQ_FILE_TOO_LARGE")
      throw new ApiError(413, "VALIDATION_ERROR", logoMessages.tooLarge);
    if (codeOf(error) === "FST_FILES_LIMIT") throw badRequest(logoMessages.oneFile);
    throw error;
  }
}

/**
 * An events import's body. A refused row is named by its 1-based position ("Row 4: The end date
 * can't be before the start date"); every problem stays in `details` by path (`events.3.date_to`).
 */
function parseEventImport(body: unknown): ImportEventsBody {
  try {
    return parse(importEventsBody, body);
  } catch (error) {
    const first = error instanceof ApiError ? error.details?.[0] : undefined;
    const row = first ? eventImportRowOf(first.path) : null;
    if (!first || row === null) throw error;
    throw badRequest(
      eventImportMessages.row(row, first.message),
      error instanceof ApiError ? error.details : [],
    );
  }
}

/**
 * Room for 500 rows with the longest names (under 700 KB even were every character escaped in
 * JSON); a larger body is refused before it is parsed ("Request body is too large", 413).
 */
const EVENT_IMPORT_BODY_LIMIT = 1024 * 1024;

/**
 * The organization area (spec 1 §1, §2 "Organization area", §5 "Logo upload", §7 "Organization
 * get and put", "Add event with orgId"), the user's organizations for the switcher, and the two
 * dashboards. Every call is checked on the server (services/organizations.ts).
 */
export async function organizationRoutes(app: FastifyInstance, ctx: AuthContext & { storage: FileStorage }) {
  app.addHook("preValidation", requireAuth(ctx));
  // One file, one small picture: a second file or anything beyond the limit is refused.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get("/user/me/organizations", async (request) => ({
    payload: await listMyOrganizations(ctx.db, authOf(request).userId),
  }));

  app.get("/organizations/:orgId", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    return { payload: await getOrganization(ctx.db, authOf(request).userId, orgId) };
  });

  app.put("/organizations/:orgId", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const body = parse(updateOrganizationBody, request.body);
    return { payload: await updateOrganization(ctx.db, authOf(request).userId, orgId, body) };
  });

  app.post("/organizations/:orgId/logo", async (request, reply) => {
    const { orgId } = parse(orgParams, request.params, "params");
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
  });

  app.get("/organizations/:orgId/events", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const filter = parse(orgEventsQuery, request.query, "query");
    return { payload: await listOrgEvents(ctx.db, authOf(request).userId, orgId, filter) };
  });

  app.put("/organizations/:orgId/events/:eventId/star", async (request) => {
    const { orgId, eventId } = parse(orgEventParams, request.params, "params");
    return { payload: await setEventStar(ctx.db, authOf(request).userId, orgId, eventId, true) };
  });

  app.delete("/organizations/:orgId/events/:eventId/star", async (request) => {
    const { orgId, eventId } = parse(orgEventParams, request.params, "params");
    return { payload: await setEventStar(ctx.db, authOf(request).userId, orgId, eventId, false) };
  });

  app.get("/organizations/:orgId/dashboard", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    return { payload: await orgDashboard(ctx.db, authOf(request).userId, orgId) };
  });

  app.post("/event/organization/:orgId/events", async (request, reply) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const body = parse(newEventBody, request.body);
    const created = await createOrgEvent(ctx.db, authOf(request).userId, orgId, body);
    return reply.code(201).send({ payload: created });
  });

  app.post(
    "/event/organization/:orgId/events/import",
    { bodyLimit: EVENT_IMPORT_BODY_LIMIT },
    async (request, reply) => {
      const { orgId } = parse(orgParams, request.params, "params");
      const body = parseEventImport(request.body);
      const created = await importOrgEvents(ctx.db, authOf(request).userId, orgId, body);
      return reply.code(201).send({ payload: { events: created } });
    },
  );

  app.get("/event/:eventId/dashboard", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    return { payload: await eventDashboard(ctx.db, authOf(request).userId, eventId) };
  });
}
