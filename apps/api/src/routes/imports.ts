import { Readable } from "node:stream";
import { type PermissionAction, recordFiltersParam } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { badRequest } from "../http/errors.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { errorsCsv } from "../services/imports/errors-file.js";
import { exportCsv, exportFileName } from "../services/imports/export.js";
import { importBody, importMapping, mappingBody, startImport } from "../services/imports/requests.js";
import { revertImport } from "../services/imports/revert.js";
import type { ImportRuntime } from "../services/imports/runtime.js";
import { findImport, importHistory, importStatus } from "../services/imports/status.js";
import { requireModule } from "../services/modules.js";
import { moduleFiltersWhere } from "../services/record-filters.js";

const id = z.string().min(1).max(200);
const moduleParams = z.object({ moduleId: id });
const importParams = z.object({ moduleId: id, importId: id });

/** Spec 2 §7 "Export CSV": userId, contentType=csv, orgId, eventId and optional narrowing ids. */
const exportQuery = z.object({
  contentType: z.literal("csv", { error: "contentType must be csv" }).default("csv"),
  orgId: id.optional(),
  eventId: id.optional(),
  accountId: id.optional(),
  submissionRecordId: id.optional(),
  blockId: id.optional(),
  recordTypeId: id.optional(),
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
 * The record import and export of a module (spec 2 §7, issue 4). Every call needs a session and
 * the module's permission (spec 1 §6): update to import or revert, read to follow an import, see
 * the history and export. An unknown module answers 404, someone outside the event or without
 * the permission 403.
 */
export async function importRoutes(
  app: FastifyInstance,
  ctx: AuthContext & { publicUrl: string; imports: ImportRuntime },
) {
  const rt = ctx.imports;
  app.addHook("preValidation", requireAuth(ctx));

  const moduleOf = async (request: FastifyRequest, action: PermissionAction) => {
    const { moduleId } = parse(moduleParams, request.params, "params");
    const userId = authOf(request).userId;
    const { module, event } = await requireModule(ctx.db, userId, moduleId, action);
    // Our own addresses: the configured public URL and the one this request came in on.
    const origins = [new URL(ctx.publicUrl).origin, `${request.protocol}://${request.host}`];
    return { userId, module, event, origins };
  };

  app.post("/modules/:moduleId/import/mapping", async (request) => {
    const context = await moduleOf(request, "update");
    const body = parse(mappingBody, request.body);
    return { payload: await importMapping(rt, context, body) };
  });

  app.post("/modules/:moduleId/import", async (request) => {
    const context = await moduleOf(request, "update");
    const body = parse(importBody, request.body);
    return { payload: await startImport(rt, context, body) };
  });

  app.get("/modules/:moduleId/import/:importId", async (request) => {
    const { module } = await moduleOf(request, "read");
    const { importId } = parse(importParams, request.params, "params");
    return { payload: importStatus(await findImport(ctx.db, module, importId)) };
  });

  app.get("/modules/:moduleId/import/:importId/errors", async (request, reply) => {
    const { module } = await moduleOf(request, "read");
    const { importId } = parse(importParams, request.params, "params");
    const row = await findImport(ctx.db, module, importId);
    const pieces = await errorsCsv(ctx.db, rt.storage, row);
    return reply.headers(csvReply(`import-errors-${row.id.slice(0, 8)}.csv`)).send(Readable.from(pieces));
  });

  app.post("/modules/:moduleId/import/:importId/revert", async (request) => {
    const { module } = await moduleOf(request, "update");
    const { importId } = parse(importParams, request.params, "params");
    return { payload: await revertImport(ctx.db, module, importId, authOf(request).userId) };
  });

  app.get("/modules/:moduleId/imports", async (request) => {
    const { module } = await moduleOf(request, "read");
    return { payload: await importHistory(ctx.db, module) };
  });

  app.get("/modules/:moduleId/export", async (request, reply) => {
    const { module } = await moduleOf(request, "read");
    const query = parse(exportQuery, request.query, "query");
    if (query.eventId && query.eventId !== module.eventId)
      throw badRequest("eventId is not the event of this module");
    if (query.orgId && query.orgId !== module.orgId)
      throw badRequest("orgId is not the organization of this module");
    const where = await moduleFiltersWhere(ctx.db, module, query.filters);
    const pieces = exportCsv(ctx.db, module, { accountId: query.accountId, where });
    return reply.headers(csvReply(exportFileName(module))).send(Readable.from(pieces));
  });
}
