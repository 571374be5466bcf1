import { Readable } from "node:stream";
import {
  deletedId,
  envelope,
  idParams,
  layoutCreateBody,
  layoutUpdateBody,
  meetsRequirement,
  messages,
  orgIdParams,
  orgListLayout,
  peopleBulkDeleteResult,
  recordSelectionBody,
  type SegmentKind,
  segmentKinds,
  segmentRequirement,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import { forbidden } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { recordExport } from "../services/history/exports.js";
import * as layouts from "../services/organizations/list-layouts.js";
import { requireOrgPermission } from "../services/organizations/organizations.js";
import {
  bulkDeletePeople,
  exportPeopleCsv,
  type PeopleSelection,
  selectionWhere,
} from "../services/organizations/people-bulk.js";
import { csvReply } from "./imports.js";
import { peopleQuery } from "./org-people.js";
import { BULK_BODY_LIMIT } from "./record-bulk.js";

const layoutParams = idParams("orgId", "layoutId");

/**
 * `{ ids }`, or `{ all: true, q, filters }` read by the list's own rules (routes/org-people.ts):
 * the other keys of an `all` selection are the list's query, checked as the list checks them.
 */
const peopleSelectionBody = recordSelectionBody.transform((body, ctx): PeopleSelection => {
  if (body.ids) return { ids: body.ids };
  const { all: _all, ids: _ids, ...listed } = body;
  // Strict: a misspelt parameter ("filter") must not widen "all" to everyone.
  const query = peopleQuery.strict().safeParse(listed);
  if (!query.success) {
    for (const issue of query.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  }
  return { all: true, q: query.data.q, filters: query.data.filters };
});

/**
 * The event lists' tools on the organization's people and speakers (issue 7 item 1): saved
 * layouts at `/organizations/{orgId}/{people|speakers}/layouts…` (read on the list to see and
 * use them, update on it to save, change or delete one, as for its segments), and the bulk calls
 * `…/bulk-delete` (read on the list and update on contacts in the organization, then in each
 * contact's event: services/organizations/people-bulk.ts) and `…/export` (read on the list).
 */
export async function orgListToolRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The organization's list, when the user may `action` it. */
  const listOf = async (userId: string, orgId: string, kind: SegmentKind, action: "read" | "update") => {
    const { profile } = await requireOrgPermission(ctx.db, userId, orgId, segmentRequirement(kind, action));
    return { profile };
  };

  for (const kind of segmentKinds) {
    const base = `/organizations/:orgId/${kind}`;

    app.get(
      `${base}/layouts`,
      {
        schema: {
          summary: `The saved column layouts of the ${kind} list`,
          params: orgIdParams,
          response: answers({ 200: envelope(z.array(orgListLayout)) }),
        },
      },
      async (request) => {
        const { orgId } = request.params;
        await listOf(authOf(request).userId, orgId, kind, "read");
        return { payload: await layouts.listOrgLayouts(ctx.db, orgId, kind) };
      },
    );

    app.post(
      `${base}/layouts`,
      {
        schema: {
          summary: `Save a column layout of the ${kind} list`,
          params: orgIdParams,
          body: layoutCreateBody,
          response: answers({ 201: envelope(orgListLayout) }),
        },
      },
      async (request, reply) => {
        const { orgId } = request.params;
        const userId = authOf(request).userId;
        await listOf(userId, orgId, kind, "update");
        return reply
          .code(201)
          .send({ payload: await layouts.createOrgLayout(ctx.db, orgId, kind, request.body, userId) });
      },
    );

    app.put(
      `${base}/layouts/:layoutId`,
      {
        schema: {
          summary: `Rename, reorder or change the columns of a ${kind} list layout`,
          params: layoutParams,
          body: layoutUpdateBody,
          response: answers({ 200: envelope(orgListLayout) }),
        },
      },
      async (request) => {
        const { orgId, layoutId } = request.params;
        await listOf(authOf(request).userId, orgId, kind, "update");
        return { payload: await layouts.updateOrgLayout(ctx.db, orgId, kind, layoutId, request.body) };
      },
    );

    app.delete(
      `${base}/layouts/:layoutId`,
      {
        schema: {
          summary: `Delete a ${kind} list layout`,
          params: layoutParams,
          response: answers({ 200: envelope(deletedId) }),
        },
      },
      async (request) => {
        const { orgId, layoutId } = request.params;
        await listOf(authOf(request).userId, orgId, kind, "update");
        return { payload: await layouts.deleteOrgLayout(ctx.db, orgId, kind, layoutId) };
      },
    );

    app.post(
      `${base}/bulk-delete`,
      {
        bodyLimit: BULK_BODY_LIMIT,
        schema: {
          summary: `Delete the selected ${kind} (picked ones, or all the list's query finds)`,
          params: orgIdParams,
          body: peopleSelectionBody,
          response: answers({ 200: envelope(peopleBulkDeleteResult) }),
        },
      },
      async (request) => {
        const { orgId } = request.params;
        const userId = authOf(request).userId;
        const { profile } = await listOf(userId, orgId, kind, "read");
        if (!meetsRequirement(profile, segmentRequirement("people", "update")))
          throw forbidden(messages.noPermission);
        return { payload: await bulkDeletePeople(ctx.db, orgId, kind, request.body, userId) };
      },
    );

    app.post(
      `${base}/export`,
      {
        bodyLimit: BULK_BODY_LIMIT,
        schema: {
          summary: `The selected ${kind} as a CSV file`,
          params: orgIdParams,
          body: peopleSelectionBody,
          response: answers({ 200: fileAnswer("CSV of the selected rows, one column per list column") }),
        },
      },
      async (request, reply) => {
        const { orgId } = request.params;
        await listOf(authOf(request).userId, orgId, kind, "read");
        const where = await selectionWhere(ctx.db, orgId, kind, request.body);
        const file = `${kind}-selected-${new Date().toISOString().slice(0, 10)}.csv`;
        const csv = Readable.from(exportPeopleCsv(ctx.db, orgId, kind, where));
        await recordExport(ctx.db, {
          orgId,
          eventId: null,
          userId: authOf(request).userId,
          kind: "org-list",
          subject: kind === "speakers" ? "Speakers" : "People",
          fileName: file,
        });
        // A stream is sent as it is (never serialized); its schema only documents the file.
        return reply.headers(csvReply(file)).send(csv as unknown as string);
      },
    );
  }
}
