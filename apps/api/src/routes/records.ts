import {
  contactRoles,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RECORD_SORT,
  MAX_PAGE_SIZE,
  MAX_RECORD_QUERY_LENGTH,
  meetsRequirement,
  messages,
  type RecordSort,
  recordFiltersParam,
  recordModuleRequirement,
  recordSortKeys,
} from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { forbidden } from "../http/errors.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { moduleSummary, requireModule } from "../services/modules.js";
import { eventAccess } from "../services/permissions.js";
import { moduleFiltersWhere } from "../services/record-filters.js";
import * as records from "../services/records.js";
import { requireContactsRoleView } from "../services/sessions-roles.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const moduleParams = z.object({ moduleId: id });
const recordParams = z.object({ moduleId: id, recordId: id });

const sorts = recordSortKeys.flatMap((key): RecordSort[] => [key, `-${key}`]);
const pageSizeMessage = `Page size must be a whole number between 1 and ${MAX_PAGE_SIZE}`;

/** A record list's paging, sort, search and filters; the organization's people lists take the same. */
export const listQuery = z.object({
  page: z.coerce
    .number({ error: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .default(1),
  // Spec 2 §2.3 "Paginator": default page size 50.
  pageSize: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(MAX_PAGE_SIZE, pageSizeMessage)
    .default(DEFAULT_PAGE_SIZE),
  sort: z.enum(sorts, { error: `Sort must be one of ${sorts.join(", ")}` }).default(DEFAULT_RECORD_SORT),
  q: z
    .string({ error: "Search must be text" })
    .max(MAX_RECORD_QUERY_LENGTH, `Search must be at most ${MAX_RECORD_QUERY_LENGTH} characters`)
    .transform((value) => value.trim())
    .default(""),
  // The contacts page's role views (spec 1 §2 contacts/speakers, …): services/sessions-roles.ts.
  role: z.enum(contactRoles, { error: `Role must be one of ${contactRoles.join(", ")}` }).optional(),
  // JSON text of record filters (issue 7 "filters"): services/record-filters.ts.
  filters: recordFiltersParam.optional(),
});

/**
 * The record pages of the event area (spec 1 §2 "Event area": contacts, sponsors, exhibitors;
 * custom modules): an event's modules and a module's records. Every call needs a session and
 * the module's permission (spec 1 §6): read to see, update to delete.
 */
export async function recordRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/event/:eventId/modules", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const { event, profile } = await eventAccess(ctx.db, authOf(request).userId, eventId);
    if (!profile) throw forbidden(messages.noAccess);
    // Any member may ask; the answer holds only the modules the member may read.
    const readable = (await records.listModules(ctx.db, event)).filter((module) =>
      meetsRequirement(profile, recordModuleRequirement(module, "read")),
    );
    return { payload: readable };
  });

  app.get("/modules/:moduleId", async (request) => {
    const { moduleId } = parse(moduleParams, request.params, "params");
    const { module } = await requireModule(ctx.db, authOf(request).userId, moduleId, "read");
    return { payload: moduleSummary(module) };
  });

  app.get("/modules/:moduleId/records", async (request) => {
    const { moduleId } = parse(moduleParams, request.params, "params");
    const role = parse(listQuery.pick({ role: true }), request.query, "query").role;
    const userId = authOf(request).userId;
    const { module } = role
      ? await requireContactsRoleView(ctx.db, userId, moduleId)
      : await requireModule(ctx.db, userId, moduleId, "read");
    const query = parse(listQuery, request.query, "query");
    const filter = await moduleFiltersWhere(ctx.db, module, query.filters);
    return { payload: await records.listRecords(ctx.db, module, { ...query, filter }) };
  });

  app.delete("/modules/:moduleId/records/:recordId", async (request) => {
    const { moduleId, recordId } = parse(recordParams, request.params, "params");
    const { userId } = authOf(request);
    const { module } = await requireModule(ctx.db, userId, moduleId, "update");
    return { payload: await records.deleteRecord(ctx.db, module, recordId, userId) };
  });
}
