import { Readable } from "node:stream";
import {
  entityId,
  envelope,
  idParams,
  importHistoryItem,
  importMap,
  importStarted,
  importStatus as importStatusSchema,
  type PermissionAction,
  recordFiltersParam,
  revertResult,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import { badRequest, orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { ERRORS_FILE_GONE, errorsCsv } from "../services/imports/errors-file.js";
import { exportCsv, exportFileName, recordModuleExport } from "../services/imports/export.js";
import { importBody, importMapping, mappingBody, startImport } from "../services/imports/requests.js";
import { revertImport } from "../services/imports/revert.js";
import type { ImportRuntime } from "../services/imports/runtime.js";
import { findImport, IMPORT_NOT_FOUND, importHistory, importStatus } from "../services/imports/status.js";
import { moduleFiltersWhere } from "../services/records/filters.js";
import { requireModule } from "../services/records/modules.js";

const moduleParams = idParams("moduleId");
const importParams = idParams("moduleId", "importId");

/** Spec 2 §7 "Export CSV": userId, contentType=csv, orgId, eventId and optional narrowing ids. */
const exportQuery = z.object({
  contentType: z.literal("csv", { error: "contentType must be csv" }).default("csv"),
  orgId: entityId.optional(),
  eventId: entityId.optional(),
  accountId: entityId.optional(),
  submissionRecordId: entityId.optional(),
  blockId: entityId.optional(),
  recordTypeId: entityId.optional(),
  // The record list's filters (issue 7): the file holds the records the list shows.
  filters: recordFiltersParam.optional(),
});

/** The headers of a CSV download (the module export, its selection export in record-bulk.ts). */
export function csvReply(filename: string) {
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
    "access-control-expose-headers": "content-disposition",
    "x-content-type-options": "nosniff",
  };
}

/**
 * A CSV stream to send as a file answer. Streams skip the serializer; the route's schema
 * documents the answer as text (fileAnswer), hence the cast.
 */
function csvStream(pieces: Iterable<string> | AsyncIterable<string>): string {
  return Readable.from(pieces) as unknown as string;
}

/**
 * The record import and export of a module (spec 2 §7, issue 4). Every call needs a session and
 * the module's permission (spec 1 §6): update to import or revert, read to follow an import, see
 * the history and export. An unknown module answers 404, someone outside the event or without
 * the permission 403.
 */
export async function importRoutes(
  app: ApiApp,
  ctx: AuthContext & { publicUrl: string; imports: ImportRuntime },
) {
  const rt = ctx.imports;
  app.addHook("preValidation", requireAuth(ctx));

  const moduleOf = async (request: FastifyRequest, moduleId: string, action: PermissionAction) => {
    const userId = authOf(request).userId;
    const { module, event } = await requireModule(ctx.db, userId, moduleId, action);
    // Our own addresses: the configured public URL and the one this request came in on.
    const origins = [new URL(ctx.publicUrl).origin, `${request.protocol}://${request.host}`];
    return { userId, module, event, origins };
  };

  app.post(
    "/modules/:moduleId/import/mapping",
    {
      schema: {
        summary: "Read an uploaded CSV once and match its columns to the module's fields",
        params: moduleParams,
        body: mappingBody,
        response: answers({ 200: envelope(importMap) }),
      },
    },
    async (request) => {
      const context = await moduleOf(request, request.params.moduleId, "update");
      return { payload: await importMapping(rt, context, request.body) };
    },
  );

  app.post(
    "/modules/:moduleId/import",
    {
      schema: {
        summary: "Start an import (or a validation run) of an uploaded CSV with the chosen mapping",
        params: moduleParams,
        body: importBody,
        response: answers({ 200: envelope(importStarted) }),
      },
    },
    async (request) => {
      const context = await moduleOf(request, request.params.moduleId, "update");
      return { payload: await startImport(rt, context, request.body) };
    },
  );

  app.get(
    "/modules/:moduleId/import/:importId",
    {
      schema: {
        summary: "An import's progress, counters and row errors",
        params: importParams,
        response: answers({ 200: envelope(importStatusSchema) }),
      },
    },
    async (request) => {
      const { module } = await moduleOf(request, request.params.moduleId, "read");
      const row = orNotFound(await findImport(ctx.db, module, request.params.importId), IMPORT_NOT_FOUND);
      return { payload: importStatus(row) };
    },
  );

  app.get(
    "/modules/:moduleId/import/:importId/errors",
    {
      schema: {
        summary: "An import's invalid rows with their problems, as CSV",
        params: importParams,
        response: answers({ 200: fileAnswer("CSV: every invalid row with its problems") }),
      },
    },
    async (request, reply) => {
      const { module } = await moduleOf(request, request.params.moduleId, "read");
      const row = orNotFound(await findImport(ctx.db, module, request.params.importId), IMPORT_NOT_FOUND);
      const pieces = orNotFound(await errorsCsv(ctx.db, rt.storage, row), ERRORS_FILE_GONE);
      return reply.headers(csvReply(`import-errors-${row.id.slice(0, 8)}.csv`)).send(csvStream(pieces));
    },
  );

  app.post(
    "/modules/:moduleId/import/:importId/revert",
    {
      schema: {
        summary: "Undo an import: remove the records it created",
        params: importParams,
        response: answers({ 200: envelope(revertResult) }),
      },
    },
    async (request) => {
      const { module } = await moduleOf(request, request.params.moduleId, "update");
      const { importId } = request.params;
      return { payload: await revertImport(ctx.db, module, importId, authOf(request).userId) };
    },
  );

  app.get(
    "/modules/:moduleId/imports",
    {
      schema: {
        summary: "The module's import history, newest first",
        params: moduleParams,
        response: answers({ 200: envelope(z.array(importHistoryItem)) }),
      },
    },
    async (request) => {
      const { module } = await moduleOf(request, request.params.moduleId, "read");
      return { payload: await importHistory(ctx.db, module) };
    },
  );

  app.get(
    "/modules/:moduleId/export",
    {
      schema: {
        summary: "The module's records (those the list's filters show) as CSV",
        params: moduleParams,
        querystring: exportQuery,
        response: answers({ 200: fileAnswer("CSV of the module's records") }),
      },
    },
    async (request, reply) => {
      const { module } = await moduleOf(request, request.params.moduleId, "read");
      const query = request.query;
      if (query.eventId && query.eventId !== module.eventId)
        throw badRequest("eventId is not the event of this module");
      if (query.orgId && query.orgId !== module.orgId)
        throw badRequest("orgId is not the organization of this module");
      const where = await moduleFiltersWhere(ctx.db, module, query.filters);
      const pieces = exportCsv(ctx.db, module, { accountId: query.accountId, where });
      const fileName = exportFileName(module);
      await recordModuleExport(ctx.db, module, authOf(request).userId, fileName);
      return reply.headers(csvReply(fileName)).send(csvStream(pieces));
    },
  );
}
