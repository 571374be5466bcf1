import {
  eventRouteRequirement,
  type Requirement,
  recordTagBody,
  recordTypes,
  tagCreateBody,
  tagUpdateBody,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { requireEventPermission } from "../services/permissions.js";
import { requireRecord } from "../services/record-detail.js";
import * as tags from "../services/tags.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const tagParams = eventParams.extend({ tagId: id });
const recordParams = eventParams.extend({ recordId: id });
const recordTagParams = recordParams.extend({ tagId: id });

/** Spec 1 §6 "Fields and tags": manage_fields on any of contacts, speakers, exhibitors or sponsors. */
const MANAGE: Requirement = eventRouteRequirement("tags") ?? [];
/** The list itself: whoever may read those modules' records sees the tags on them (and may pick one). */
const READ: Requirement = [...MANAGE, ...MANAGE.map(({ module }) => ({ module, action: "read" as const }))];

/**
 * Tags (issue 7 "Fields and tags"; spec 1 §2 `tags`): the event's list at /events/{eventId}/tags
 * (changing it needs manage_fields), and a record's tags at
 * /event/{eventId}/{contact|account|record}/{recordId}/tags (read or update on the record's
 * module, like the record's other pages). Another event's tag or record answers 404.
 */
export async function tagRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preHandler", requireAuth(ctx));

  const eventOf = (request: FastifyRequest, requirement: Requirement) => {
    const { eventId } = parse(eventParams, request.params, "params");
    return requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);
  };
  const tagIdOf = (request: FastifyRequest) => parse(tagParams, request.params, "params").tagId;

  app.get("/events/:eventId/tags", async (request) => {
    const event = await eventOf(request, READ);
    return { payload: await tags.listTags(ctx.db, event) };
  });

  app.post("/events/:eventId/tags", async (request, reply) => {
    const event = await eventOf(request, MANAGE);
    const body = parse(tagCreateBody, request.body);
    return reply.code(201).send({ payload: await tags.createTag(ctx.db, event, body) });
  });

  app.put("/events/:eventId/tags/:tagId", async (request) => {
    const event = await eventOf(request, MANAGE);
    const body = parse(tagUpdateBody, request.body);
    return { payload: await tags.updateTag(ctx.db, event, tagIdOf(request), body) };
  });

  app.delete("/events/:eventId/tags/:tagId", async (request) => {
    const event = await eventOf(request, MANAGE);
    return { payload: await tags.deleteTag(ctx.db, event, tagIdOf(request), authOf(request).userId) };
  });

  for (const type of recordTypes) {
    const base = `/event/:eventId/${type}/:recordId/tags`;
    const load = (request: FastifyRequest, action: "read" | "update") => {
      const { eventId, recordId } = parse(recordParams, request.params, "params");
      return requireRecord(ctx.db, authOf(request).userId, eventId, type, recordId, action);
    };

    app.get(base, async (request) => {
      const ref = await load(request, "read");
      return { payload: await tags.recordTagList(ctx.db, ref) };
    });

    app.post(base, async (request) => {
      const ref = await load(request, "update");
      const { tagId } = parse(recordTagBody, request.body);
      return { payload: await tags.addRecordTag(ctx.db, ref, tagId, authOf(request).userId) };
    });

    app.delete(`${base}/:tagId`, async (request) => {
      const ref = await load(request, "update");
      const { tagId } = parse(recordTagParams, request.params, "params");
      return { payload: await tags.removeRecordTag(ctx.db, ref, tagId, authOf(request).userId) };
    });
  }
}
