import { cloneRequestBody, cloneSourcesQuery } from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { eventDayGroupsOf } from "../services/clone/day-groups.js";
import { startClone } from "../services/clone/job.js";
import { cloneOptions } from "../services/clone/options.js";
import type { CloneRuntime } from "../services/clone/runtime.js";
import { listCloneSources } from "../services/clone/sources.js";

const id = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");
const eventParams = z.object({ eventId: id });

/**
 * The event clone (issue 5 items 4 and 5; spec 2 §2.1, §3 "Clone request", §7): the events a
 * user may clone, what an event offers to copy, starting a clone, and an event's day labels.
 * See docs/cloning.md and docs/api.md "Event cloning".
 */
export async function cloneRoutes(app: FastifyInstance, ctx: AuthContext & { clone: CloneRuntime }) {
  app.addHook("preValidation", requireAuth(ctx));

  app.get("/event/clone-sources", async (request) => {
    const query = parse(cloneSourcesQuery, request.query, "query");
    return { payload: await listCloneSources(ctx.db, authOf(request).userId, query) };
  });

  app.get("/event/clone-options/:eventId", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    return { payload: await cloneOptions(ctx.db, authOf(request).userId, eventId) };
  });

  app.post("/event/clone", async (request, reply) => {
    const body = parse(cloneRequestBody, request.body);
    const started = await startClone(ctx.clone, authOf(request).userId, body);
    return reply.code(202).send({ payload: started });
  });

  app.get("/event/:eventId/day-groups", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    return { payload: await eventDayGroupsOf(ctx.db, authOf(request).userId, eventId) };
  });
}
