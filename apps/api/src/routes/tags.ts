import {
  deletedTag,
  envelope,
  eventIdParams,
  eventRouteRequirement,
  eventTag,
  idParams,
  type Requirement,
  recordTag,
  recordTagBody,
  recordTypes,
  tagCreateBody,
  tagUpdateBody,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import { requireRecord } from "../services/records/gates.js";
import * as tags from "../services/records/tags.js";

const tagParams = idParams("eventId", "tagId");
const recordParams = idParams("eventId", "recordId");
const recordTagParams = idParams("eventId", "recordId", "tagId");

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
export async function tagRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const eventOf = (userId: string, eventId: string, requirement: Requirement) =>
    requireEventPermission(ctx.db, userId, eventId, requirement);

  app.get(
    "/events/:eventId/tags",
    {
      schema: {
        summary: "The event's tags, with how many records carry each",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(eventTag)) }),
      },
    },
    async (request) => {
      const event = await eventOf(authOf(request).userId, request.params.eventId, READ);
      return { payload: await tags.listTags(ctx.db, event) };
    },
  );

  app.post(
    "/events/:eventId/tags",
    {
      schema: {
        summary: "Add a tag to the event",
        params: eventIdParams,
        body: tagCreateBody,
        response: answers({ 201: envelope(eventTag) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(authOf(request).userId, request.params.eventId, MANAGE);
      return reply.code(201).send({ payload: await tags.createTag(ctx.db, event, request.body) });
    },
  );

  app.put(
    "/events/:eventId/tags/:tagId",
    {
      schema: {
        summary: "Rename or recolour a tag",
        params: tagParams,
        body: tagUpdateBody,
        response: answers({ 200: envelope(eventTag) }),
      },
    },
    async (request) => {
      const event = await eventOf(authOf(request).userId, request.params.eventId, MANAGE);
      return { payload: await tags.updateTag(ctx.db, event, request.params.tagId, request.body) };
    },
  );

  app.delete(
    "/events/:eventId/tags/:tagId",
    {
      schema: {
        summary: "Delete a tag; it leaves every record that carried it",
        params: tagParams,
        response: answers({ 200: envelope(deletedTag) }),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const event = await eventOf(userId, request.params.eventId, MANAGE);
      return { payload: await tags.deleteTag(ctx.db, event, request.params.tagId, userId) };
    },
  );

  for (const type of recordTypes) {
    const base = `/event/:eventId/${type}/:recordId/tags`;
    const load = (userId: string, params: { eventId: string; recordId: string }, action: "read" | "update") =>
      requireRecord(ctx.db, userId, params.eventId, type, params.recordId, action);

    app.get(
      base,
      {
        schema: {
          summary: `A ${type}'s tags`,
          params: recordParams,
          response: answers({ 200: envelope(z.array(recordTag)) }),
        },
      },
      async (request) => {
        const ref = await load(authOf(request).userId, request.params, "read");
        return { payload: await tags.recordTagList(ctx.db, ref) };
      },
    );

    app.post(
      base,
      {
        schema: {
          summary: `Put one of the event's tags on a ${type}`,
          params: recordParams,
          body: recordTagBody,
          response: answers({ 200: envelope(z.array(recordTag)) }),
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        const ref = await load(userId, request.params, "update");
        return { payload: await tags.addRecordTag(ctx.db, ref, request.body.tagId, userId) };
      },
    );

    app.delete(
      `${base}/:tagId`,
      {
        schema: {
          summary: `Take a tag off a ${type}`,
          params: recordTagParams,
          response: answers({ 200: envelope(z.array(recordTag)) }),
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        const ref = await load(userId, request.params, "update");
        return { payload: await tags.removeRecordTag(ctx.db, ref, request.params.tagId, userId) };
      },
    );
  }
}
