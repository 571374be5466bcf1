import { Readable } from "node:stream";
import {
  layoutCreateBody,
  layoutUpdateBody,
  meetsRequirement,
  messages,
  recordSelectionBody,
  type SegmentKind,
  segmentKinds,
  segmentRequirement,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { forbidden } from "../http/errors.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import * as layouts from "../services/org-list-layouts.js";
import {
  bulkDeletePeople,
  exportPeopleCsv,
  type PeopleSelection,
  selectionWhere,
} from "../services/org-people-bulk.js";
import { requireOrgPermission } from "../services/organizations.js";
import { csvReply } from "./imports.js";
import { peopleQuery } from "./org-people.js";
import { BULK_BODY_LIMIT } from "./record-bulk.js";

const id = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");
const orgParams = z.object({ orgId: id });
const layoutParams = orgParams.extend({ layoutId: id });

/**
 * The event lists' tools on the organization's people and speakers (issue 7 item 1): saved
 * layouts at `/organizations/{orgId}/{people|speakers}/layouts…` (read on the list to see and
 * use them, update on it to save, change or delete one, as for its segments), and the bulk calls
 * `…/bulk-delete` (read on the list and update on contacts in the organization, then in each
 * contact's event: services/org-people-bulk.ts) and `…/export` (read on the list).
 */
export async function orgListToolRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The organization is checked before anything of the request is read: an outsider learns nothing. */
  const listOf = async (request: FastifyRequest, kind: SegmentKind, action: "read" | "update") => {
    const { orgId } = parse(orgParams, request.params, "params");
    const userId = authOf(request).userId;
    const { profile } = await requireOrgPermission(ctx.db, userId, orgId, segmentRequirement(kind, action));
    return { orgId, userId, profile };
  };

  /** `{ ids }`, or `{ all: true, q, filters }` read by the list's own rules (routes/org-people.ts). */
  const selectionOf = (request: FastifyRequest): PeopleSelection => {
    const body = parse(recordSelectionBody, request.body);
    if (body.ids) return { ids: body.ids };
    const { all: _all, ids: _ids, ...listed } = body;
    // Strict: a misspelt parameter ("filter") must not widen "all" to everyone.
    const { q, filters } = parse(peopleQuery.strict(), listed);
    return { all: true, q, filters };
  };

  for (const kind of segmentKinds) {
    const base = `/organizations/:orgId/${kind}`;

    app.get(`${base}/layouts`, async (request) => {
      const { orgId } = await listOf(request, kind, "read");
      return { payload: await layouts.listOrgLayouts(ctx.db, orgId, kind) };
    });

    app.post(`${base}/layouts`, async (request, reply) => {
      const { orgId, userId } = await listOf(request, kind, "update");
      const body = parse(layoutCreateBody, request.body);
      return reply
        .code(201)
        .send({ payload: await layouts.createOrgLayout(ctx.db, orgId, kind, body, userId) });
    });

    app.put(`${base}/layouts/:layoutId`, async (request) => {
      const { orgId } = await listOf(request, kind, "update");
      const { layoutId } = parse(layoutParams, request.params, "params");
      const body = parse(layoutUpdateBody, request.body);
      return { payload: await layouts.updateOrgLayout(ctx.db, orgId, kind, layoutId, body) };
    });

    app.delete(`${base}/layouts/:layoutId`, async (request) => {
      const { orgId } = await listOf(request, kind, "update");
      const { layoutId } = parse(layoutParams, request.params, "params");
      return { payload: await layouts.deleteOrgLayout(ctx.db, orgId, kind, layoutId) };
    });

    app.post(`${base}/bulk-delete`, { bodyLimit: BULK_BODY_LIMIT }, async (request) => {
      const { orgId, userId, profile } = await listOf(request, kind, "read");
      if (!meetsRequirement(profile, segmentRequirement("people", "update")))
        throw forbidden(messages.noPermission);
      const selection = selectionOf(request);
      return { payload: await bulkDeletePeople(ctx.db, orgId, kind, selection, userId) };
    });

    app.post(`${base}/export`, { bodyLimit: BULK_BODY_LIMIT }, async (request, reply) => {
      const { orgId } = await listOf(request, kind, "read");
      const where = await selectionWhere(ctx.db, orgId, kind, selectionOf(request));
      const file = `${kind}-selected-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply.headers(csvReply(file)).send(Readable.from(exportPeopleCsv(ctx.db, orgId, kind, where)));
    });
  }
}
