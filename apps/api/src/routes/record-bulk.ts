import { Readable } from "node:stream";
import { type PermissionAction, recordSelectionBody } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { exportCsv, exportFileName } from "../services/imports/export.js";
import { type ModuleRow, requireModule } from "../services/modules.js";
import { type BulkSelection, bulkDeleteRecords, selectionIds } from "../services/record-bulk.js";
import { moduleFiltersWhere } from "../services/record-filters.js";
import { requireContactsRoleView } from "../services/sessions-roles.js";
import { csvReply } from "./imports.js";
import { listQuery } from "./records.js";

const moduleParams = z.object({ moduleId: z.string().min(1).max(200) });

/** 10,000 ids of up to 200 characters, with room for the JSON around them. */
export const BULK_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Bulk actions of a module's record list (issue 7 item 1 "bulk select"): delete the selected
 * records (update permission) or download them as CSV (read permission). A selection is `{ ids }`
 * or `{ all: true, …the list's query }`, read by the list's own rules (routes/records.ts), so
 * "all" means exactly the records the list shows for that search, role view and filters.
 */
export async function recordBulkRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The module is checked before the body is read, so an outsider learns nothing from it. */
  const moduleOf = async (request: FastifyRequest, action: PermissionAction) => {
    const { moduleId } = parse(moduleParams, request.params, "params");
    const userId = authOf(request).userId;
    const { module } = await requireModule(ctx.db, userId, moduleId, action);
    return { module, userId };
  };

  const selectionOf = async (request: FastifyRequest, module: ModuleRow, userId: string) => {
    const body = parse(recordSelectionBody, request.body);
    if (body.ids) return { ids: body.ids } satisfies BulkSelection;
    const { all: _all, ids: _ids, ...listed } = body;
    // Strict: a misspelt parameter ("filter") must not widen "all" to every record.
    const query = parse(listQuery.strict(), listed);
    // A role view is the contacts list seen through the sessions: the list's own check applies.
    if (query.role) await requireContactsRoleView(ctx.db, userId, module.id);
    const filter = await moduleFiltersWhere(ctx.db, module, query.filters);
    return { all: true, query: { ...query, filter } } satisfies BulkSelection;
  };

  app.post("/modules/:moduleId/records/bulk-delete", { bodyLimit: BULK_BODY_LIMIT }, async (request) => {
    const { module, userId } = await moduleOf(request, "update");
    const selection = await selectionOf(request, module, userId);
    return { payload: await bulkDeleteRecords(ctx.db, module, selection, userId) };
  });

  // The module export of the selected records (routes/imports.ts has the whole module's).
  app.post("/modules/:moduleId/export", { bodyLimit: BULK_BODY_LIMIT }, async (request, reply) => {
    const { module, userId } = await moduleOf(request, "read");
    const selection = await selectionOf(request, module, userId);
    const ids = await selectionIds(ctx.db, module, selection);
    const pieces = exportCsv(ctx.db, module, { ids });
    return reply.headers(csvReply(exportFileName(module))).send(Readable.from(pieces));
  });
}
