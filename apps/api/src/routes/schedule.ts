import { envelope, eventIdParams, type Requirement, releaseBody, scheduleRelease } from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import * as releases from "../services/schedule/releases.js";

/** Spec 1 §6: the agenda pages read on `agenda`; every change needs update on it. */
const READ: Requirement = [{ module: "agenda", action: "read" }];
const WRITE: Requirement = [{ module: "agenda", action: "update" }];

/**
 * The event's agenda (issue 25; docs/agenda.md): releases of the published schedule, conflicts,
 * drafts and the agenda settings, at `/events/{eventId}/schedule…`. Every call needs a session and
 * the `agenda` permission; an unknown event, or a draft or session of another event, answers 404.
 */
export async function scheduleRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const eventOf = (request: FastifyRequest, eventId: string, requirement: Requirement) =>
    requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);

  app.get(
    "/events/:eventId/schedule/releases",
    {
      schema: {
        summary: "The published versions of the event's schedule, newest first",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(scheduleRelease)) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await releases.listReleases(ctx.db, event) };
    },
  );

  app.post(
    "/events/:eventId/schedule/releases",
    {
      schema: {
        summary: "Publish the schedule: freeze every placed session with a public status as a new version",
        params: eventIdParams,
        body: releaseBody,
        response: answers({ 201: envelope(scheduleRelease) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const release = await releases.createRelease(ctx.db, event, authOf(request).userId, request.body);
      return reply.code(201).send({ payload: release });
    },
  );
}
