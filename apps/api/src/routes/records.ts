import {
  deletedId,
  envelope,
  eventIdParams,
  idParams,
  meetsRequirement,
  messages,
  moduleSummarySchema,
  recordListQuery,
  recordMessages,
  recordModuleRequirement,
  recordPage,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { forbidden, orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { eventAccess } from "../services/permissions/permissions.js";
import { moduleFiltersWhere } from "../services/records/filters.js";
import { moduleSummary, requireModule } from "../services/records/modules.js";
import * as records from "../services/records/records.js";
import { requireContactsRoleView } from "../services/sessions/roles.js";

const moduleParams = idParams("moduleId");
const recordParams = idParams("moduleId", "recordId");

/** A record list's paging, sort, search and filters; the organization's people lists take the same. */
export const listQuery = recordListQuery;

/**
 * The record pages of the event area (spec 1 §2 "Event area": contacts, sponsors, exhibitors;
 * custom modules): an event's modules and a module's records. Every call needs a session and
 * the module's permission (spec 1 §6): read to see, update to delete.
 */
export async function recordRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/event/:eventId/modules",
    {
      schema: {
        summary: "The event's modules the caller may read, in navigation order",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(moduleSummarySchema)) }),
      },
    },
    async (request) => {
      const { event, profile } = await eventAccess(ctx.db, authOf(request).userId, request.params.eventId);
      if (!profile) throw forbidden(messages.noAccess);
      // Any member may ask; the answer holds only the modules the member may read.
      const readable = (await records.listModules(ctx.db, event)).filter((module) =>
        meetsRequirement(profile, recordModuleRequirement(module, "read")),
      );
      return { payload: readable };
    },
  );

  app.get(
    "/modules/:moduleId",
    {
      schema: {
        summary: "One module",
        params: moduleParams,
        response: answers({ 200: envelope(moduleSummarySchema) }),
      },
    },
    async (request) => {
      const { module } = await requireModule(ctx.db, authOf(request).userId, request.params.moduleId, "read");
      return { payload: moduleSummary(module) };
    },
  );

  app.get(
    "/modules/:moduleId/records",
    {
      schema: {
        summary: "One page of a module's records, searched, filtered and sorted",
        params: moduleParams,
        querystring: recordListQuery,
        response: answers({ 200: envelope(recordPage) }),
      },
    },
    async (request) => {
      const { moduleId } = request.params;
      const query = request.query;
      const userId = authOf(request).userId;
      const { module } = query.role
        ? await requireContactsRoleView(ctx.db, userId, moduleId)
        : await requireModule(ctx.db, userId, moduleId, "read");
      const filter = await moduleFiltersWhere(ctx.db, module, query.filters);
      return { payload: await records.listRecords(ctx.db, module, { ...query, filter }) };
    },
  );

  app.delete(
    "/modules/:moduleId/records/:recordId",
    {
      schema: {
        summary: "Delete one record of the module",
        params: recordParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const { moduleId, recordId } = request.params;
      const { userId } = authOf(request);
      const { module } = await requireModule(ctx.db, userId, moduleId, "update");
      const deleted = await records.deleteRecord(ctx.db, module, recordId, userId);
      return { payload: orNotFound(deleted, recordMessages.notFound) };
    },
  );
}
