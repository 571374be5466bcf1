import {
  cloneEventParams,
  cloneOptions,
  cloneRequestBody,
  cloneSourceEvent,
  cloneSourcesQuery,
  cloneStarted,
  dayGroup,
  envelope,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { eventDayGroupsOf } from "../services/clone/day-groups.js";
import { startClone } from "../services/clone/job.js";
import { cloneOptions as optionsOf } from "../services/clone/options.js";
import type { CloneRuntime } from "../services/clone/runtime.js";
import { listCloneSources } from "../services/clone/sources.js";

/**
 * The event clone (issue 5 items 4 and 5; spec 2 §2.1, §3 "Clone request", §7): the events a
 * user may clone, what an event offers to copy, starting a clone, and an event's day labels.
 * See docs/cloning.md and docs/api.md "Event cloning".
 */
export async function cloneRoutes(app: ApiApp, ctx: AuthContext & { clone: CloneRuntime }) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get(
    "/event/clone-sources",
    {
      schema: {
        summary: "The events the user may clone, newest first",
        querystring: cloneSourcesQuery,
        response: answers({ 200: envelope(z.array(cloneSourceEvent)) }),
      },
    },
    async (request) => {
      return { payload: await listCloneSources(ctx.db, authOf(request).userId, request.query) };
    },
  );

  app.get(
    "/event/clone-options/:eventId",
    {
      schema: {
        summary: "What an event offers to copy, grouped by content type",
        params: cloneEventParams,
        response: answers({ 200: envelope(cloneOptions) }),
      },
    },
    async (request) => {
      return { payload: await optionsOf(ctx.db, authOf(request).userId, request.params.eventId) };
    },
  );

  app.post(
    "/event/clone",
    {
      schema: {
        summary: "Start cloning an event; follow the job at /jobs/progress/{jobId}",
        body: cloneRequestBody,
        response: answers({ 202: envelope(cloneStarted) }),
      },
    },
    async (request, reply) => {
      const started = await startClone(ctx.clone, authOf(request).userId, request.body);
      return reply.code(202).send({ payload: started });
    },
  );

  app.get(
    "/event/:eventId/day-groups",
    {
      schema: {
        summary: "The event's day labels (load-in, show and load-out days)",
        params: cloneEventParams,
        response: answers({ 200: envelope(z.array(dayGroup)) }),
      },
    },
    async (request) => {
      return { payload: await eventDayGroupsOf(ctx.db, authOf(request).userId, request.params.eventId) };
    },
  );
}
