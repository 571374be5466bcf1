import {
  envelope,
  idParams,
  meetsRequirement,
  messages,
  newSegmentBody,
  ORG_SEGMENTS_READ,
  orgIdParams,
  peoplePage,
  type SegmentKind,
  segment,
  segmentKind,
  segmentKinds,
  segmentMessages,
  segmentRequirement,
  segmentUpdateBody,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { forbidden, orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireOrgPermission } from "../services/organizations/organizations.js";
import { listPeople } from "../services/organizations/people.js";
import {
  createSegment,
  deleteSegment,
  findSegment,
  listSegments,
  segmentOf,
  updateSegment,
} from "../services/organizations/segments.js";
import { listQuery } from "./records.js";

const segmentParams = idParams("orgId", "segmentId");
/** The event lists' paging, sort, search and filters, with their messages; no role views here. */
export const peopleQuery = listQuery.omit({ role: true });
const segmentsQuery = z.object({ kind: segmentKind.optional() });

/**
 * The organization's people and speakers and their saved segments (spec 1 §2 "Organization
 * area": people, speakers, `…/segments/{segmentId}`, segments). People need read on contacts,
 * speakers read on speakers, in the member's profile on the organization (organization admins
 * pass every check); saving, renaming and deleting a segment needs update on its list's module.
 */
export async function orgPeopleRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  for (const kind of segmentKinds) {
    app.get(
      `/organizations/:orgId/${kind}`,
      {
        schema: {
          summary: `The organization's ${kind}, a page at a time, searched, sorted and filtered`,
          params: orgIdParams,
          querystring: peopleQuery,
          response: answers({ 200: envelope(peoplePage) }),
        },
      },
      async (request) => {
        const { orgId } = request.params;
        await requireOrgPermission(ctx.db, authOf(request).userId, orgId, segmentRequirement(kind, "read"));
        return { payload: await listPeople(ctx.db, orgId, kind, request.query) };
      },
    );
  }

  app.get(
    "/organizations/:orgId/segments",
    {
      schema: {
        summary: "The organization's saved segments, of one list or of every list the user may read",
        params: orgIdParams,
        querystring: segmentsQuery,
        response: answers({ 200: envelope(z.array(segment)) }),
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const { kind } = request.query;
      const userId = authOf(request).userId;
      const requirement = kind ? segmentRequirement(kind, "read") : ORG_SEGMENTS_READ;
      const { profile } = await requireOrgPermission(ctx.db, userId, orgId, requirement);
      // Without a kind: the segments of each list the member may read.
      const kinds: readonly SegmentKind[] = kind
        ? [kind]
        : segmentKinds.filter((each) => meetsRequirement(profile, segmentRequirement(each, "read")));
      return { payload: await listSegments(ctx.db, orgId, kinds) };
    },
  );

  app.post(
    "/organizations/:orgId/segments",
    {
      schema: {
        summary: "Save a segment: a named set of filters over the people or the speakers",
        params: orgIdParams,
        body: newSegmentBody,
        response: answers({ 200: envelope(segment) }),
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const userId = authOf(request).userId;
      await requireOrgPermission(ctx.db, userId, orgId, segmentRequirement(request.body.kind, "update"));
      return { payload: await createSegment(ctx.db, orgId, userId, request.body) };
    },
  );

  /** The segment of the path, when the member may `action` its kind: 403 outside, 404 unknown. */
  const segmentOfPath = async (
    userId: string,
    { orgId, segmentId }: { orgId: string; segmentId: string },
    action: "read" | "update",
  ) => {
    const { profile } = await requireOrgPermission(ctx.db, userId, orgId, null);
    const row = orNotFound(await findSegment(ctx.db, orgId, segmentId), segmentMessages.notFound);
    if (!meetsRequirement(profile, segmentRequirement(row.kind, action)))
      throw forbidden(messages.noPermission);
    return row;
  };

  app.get(
    "/organizations/:orgId/segments/:segmentId",
    {
      schema: {
        summary: "A saved segment, with how many it keeps today",
        params: segmentParams,
        response: answers({ 200: envelope(segment) }),
      },
    },
    async (request) => {
      const row = await segmentOfPath(authOf(request).userId, request.params, "read");
      return { payload: await segmentOf(ctx.db, row) };
    },
  );

  app.put(
    "/organizations/:orgId/segments/:segmentId",
    {
      schema: {
        summary: "Rename a segment or change its filters",
        params: segmentParams,
        body: segmentUpdateBody,
        response: answers({ 200: envelope(segment) }),
      },
    },
    async (request) => {
      const row = await segmentOfPath(authOf(request).userId, request.params, "update");
      return { payload: await updateSegment(ctx.db, row, request.body) };
    },
  );

  app.delete(
    "/organizations/:orgId/segments/:segmentId",
    {
      schema: {
        summary: "Delete a saved segment",
        params: segmentParams,
        response: answers({ 200: envelope(segment) }),
      },
    },
    async (request) => {
      const row = await segmentOfPath(authOf(request).userId, request.params, "update");
      return { payload: await deleteSegment(ctx.db, row) };
    },
  );
}
