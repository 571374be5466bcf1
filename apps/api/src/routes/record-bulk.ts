import { Readable } from "node:stream";
import {
  bulkDeleteResult,
  envelope,
  idParams,
  moduleRecordSelection,
  type PermissionAction,
} from "@foyer/domain";
import type { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { exportCsv, exportFileName, recordModuleExport } from "../services/imports/export.js";
import { type BulkSelection, bulkDeleteRecords, selectionIds } from "../services/records/bulk.js";
import { moduleFiltersWhere } from "../services/records/filters.js";
import { type ModuleRow, requireModule } from "../services/records/modules.js";
import { requireContactsRoleView } from "../services/sessions/roles.js";
import { csvReply } from "./imports.js";

const moduleParams = idParams("moduleId");

/** 10,000 ids of up to 200 characters, with room for the JSON around them. */
export const BULK_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Bulk actions of a module's record list (issue 7 item 1 "bulk select"): delete the selected
 * records (update permission) or download them as CSV (read permission). A selection is `{ ids }`
 * or `{ all: true, …the list's query }`, read by the list's own rules (moduleRecordSelection), so
 * "all" means exactly the records the list shows for that search, role view and filters.
 */
export async function recordBulkRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const moduleOf = async (userId: string, moduleId: string, action: PermissionAction) =>
    (await requireModule(ctx.db, userId, moduleId, action)).module;

  const selectionOf = async (
    body: z.output<typeof moduleRecordSelection>,
    module: ModuleRow,
    userId: string,
  ): Promise<BulkSelection> => {
    if ("ids" in body) return { ids: body.ids };
    const { query } = body;
    // A role view is the contacts list seen through the sessions: the list's own check applies.
    if (query.role) await requireContactsRoleView(ctx.db, userId, module.id);
    const filter = await moduleFiltersWhere(ctx.db, module, query.filters);
    return { all: true, query: { ...query, filter } };
  };

  app.post(
    "/modules/:moduleId/records/bulk-delete",
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary: "Delete the selected records of the module",
        params: moduleParams,
        body: moduleRecordSelection,
        response: answers({ 200: envelope(bulkDeleteResult) }),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const module = await moduleOf(userId, request.params.moduleId, "update");
      const selection = await selectionOf(request.body, module, userId);
      return { payload: await bulkDeleteRecords(ctx.db, module, selection, userId) };
    },
  );

  // The module export of the selected records (routes/imports.ts has the whole module's).
  app.post(
    "/modules/:moduleId/export",
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary: "Download the selected records of the module as CSV",
        params: moduleParams,
        body: moduleRecordSelection,
        response: answers({ 200: fileAnswer("The selected records as CSV") }),
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const module = await moduleOf(userId, request.params.moduleId, "read");
      const selection = await selectionOf(request.body, module, userId);
      const ids = await selectionIds(ctx.db, module, selection);
      const pieces = exportCsv(ctx.db, module, { ids });
      // A stream is sent as it is (never serialized): the declared string only documents the file.
      const file = Readable.from(pieces) as unknown as string;
      const fileName = exportFileName(module);
      await recordModuleExport(ctx.db, module, userId, fileName);
      return reply.headers(csvReply(fileName)).send(file);
    },
  );
}
