import {
  meetsRequirement,
  messages,
  newSegmentBody,
  ORG_SEGMENTS_READ,
  type SegmentKind,
  segmentKind,
  segmentKinds,
  segmentRequirement,
  segmentUpdateBody,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { forbidden } from "../http/errors.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { listPeople } from "../services/org-people.js";
import { requireOrgPermission } from "../services/organizations.js";
import {
  createSegment,
  deleteSegment,
  findSegment,
  listSegments,
  segmentOf,
  updateSegment,
} from "../services/segments.js";
import { listQuery } from "./records.js";

const id = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");
const orgParams = z.object({ orgId: id });
const segmentParams = z.object({ orgId: id, segmentId: id });
/** The event lists' paging, sort, search and filters, with their messages; no role views here. */
export const peopleQuery = listQuery.omit({ role: true });
const segmentsQuery = z.object({ kind: segmentKind.optional() });

/**
 * The organization's people and speakers and their saved segments (spec 1 §2 "Organization
 * area": people, speakers, `…/segments/{segmentId}`, segments). People need read on contacts,
 * speakers read on speakers, in the member's profile on the organization (organization admins
 * pass every check); saving, renaming and deleting a segment needs update on its list's module.
 */
export async function orgPeopleRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const list = (kind: SegmentKind) => async (request: FastifyRequest) => {
    const { orgId } = parse(orgParams, request.params, "params");
    await requireOrgPermission(ctx.db, authOf(request).userId, orgId, segmentRequirement(kind, "read"));
    const query = parse(peopleQuery, request.query, "query");
    return { payload: await listPeople(ctx.db, orgId, kind, query) };
  };
  app.get("/organizations/:orgId/people", list("people"));
  app.get("/organizations/:orgId/speakers", list("speakers"));

  app.get("/organizations/:orgId/segments", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const { kind } = parse(segmentsQuery, request.query, "query");
    const userId = authOf(request).userId;
    const requirement = kind ? segmentRequirement(kind, "read") : ORG_SEGMENTS_READ;
    const { profile } = await requireOrgPermission(ctx.db, userId, orgId, requirement);
    // Without a kind: the segments of each list the member may read.
    const kinds = kind
      ? [kind]
      : segmentKinds.filter((each) => meetsRequirement(profile, segmentRequirement(each, "read")));
    return { payload: await listSegments(ctx.db, orgId, kinds) };
  });

  app.post("/organizations/:orgId/segments", async (request) => {
    const { orgId } = parse(orgParams, request.params, "params");
    const userId = authOf(request).userId;
    // Membership first: someone outside learns nothing from the body's problems.
    await requireOrgPermission(ctx.db, userId, orgId, null);
    const body = parse(newSegmentBody, request.body);
    await requireOrgPermission(ctx.db, userId, orgId, segmentRequirement(body.kind, "update"));
    return { payload: await createSegment(ctx.db, orgId, userId, body) };
  });

  /** The segment of the path, when the member may `action` its kind: 403 outside, 404 unknown. */
  const segmentOfPath = async (request: FastifyRequest, action: "read" | "update") => {
    const { orgId, segmentId } = parse(segmentParams, request.params, "params");
    const { profile } = await requireOrgPermission(ctx.db, authOf(request).userId, orgId, null);
    const row = await findSegment(ctx.db, orgId, segmentId);
    if (!meetsRequirement(profile, segmentRequirement(row.kind, action)))
      throw forbidden(messages.noPermission);
    return row;
  };

  app.get("/organizations/:orgId/segments/:segmentId", async (request) => {
    const row = await segmentOfPath(request, "read");
    return { payload: await segmentOf(ctx.db, row) };
  });

  app.put("/organizations/:orgId/segments/:segmentId", async (request) => {
    const row = await segmentOfPath(request, "update");
    const changes = parse(segmentUpdateBody, request.body);
    return { payload: await updateSegment(ctx.db, row, changes) };
  });

  app.delete("/organizations/:orgId/segments/:segmentId", async (request) => {
    const row = await segmentOfPath(request, "update");
    return { payload: await deleteSegment(ctx.db, row) };
  });
}
