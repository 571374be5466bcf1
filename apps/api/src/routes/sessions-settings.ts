import {
  type Requirement,
  sessionSettingKinds,
  settingCreateBody,
  settingOrderBody,
  settingUpdateBody,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { requireEventPermission } from "../services/permissions.js";
import * as settings from "../services/sessions-settings.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const kind = z.enum(sessionSettingKinds, {
  error: `The kind must be one of ${sessionSettingKinds.join(", ")}`,
});
const kindParams = z.object({ eventId: id, kind });
const itemParams = kindParams.extend({ itemId: id });

/**
 * Reading the lists: the settings pages (sessionSettings), and the session details form, whose
 * selects offer them to anyone who may read sessions.
 */
const READ: Requirement = [
  { module: "sessionSettings", action: "read" },
  { module: "sessions", action: "read" },
];
/** Spec 1 §6: session settings are their own module; changing them needs update on it. */
const WRITE: Requirement = [{ module: "sessionSettings", action: "update" }];

/**
 * The sessions settings (spec 1 §2: rooms, tracks, languages, statuses, formats, levels) at
 * `/events/{eventId}/session-settings/{kind}`. An unknown event or an item of another event
 * answers 404; an unknown kind 400.
 */
export async function sessionSettingsRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const eventOf = (request: FastifyRequest, requirement: Requirement) => {
    const { eventId } = parse(eventParams, request.params, "params");
    return requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);
  };

  app.get("/events/:eventId/session-settings", async (request) => {
    const event = await eventOf(request, READ);
    return { payload: await settings.listSettings(ctx.db, event) };
  });

  app.get("/events/:eventId/session-settings/:kind", async (request) => {
    const event = await eventOf(request, READ);
    const params = parse(kindParams, request.params, "params");
    return { payload: await settings.listKind(ctx.db, event, params.kind) };
  });

  app.post("/events/:eventId/session-settings/:kind", async (request, reply) => {
    const event = await eventOf(request, WRITE);
    const params = parse(kindParams, request.params, "params");
    const body = parse(settingCreateBody, request.body);
    return reply.code(201).send({ payload: await settings.createItem(ctx.db, event, params.kind, body) });
  });

  app.put("/events/:eventId/session-settings/:kind/order", async (request) => {
    const event = await eventOf(request, WRITE);
    const params = parse(kindParams, request.params, "params");
    const body = parse(settingOrderBody, request.body);
    return { payload: await settings.reorderItems(ctx.db, event, params.kind, body.ids) };
  });

  app.put("/events/:eventId/session-settings/:kind/:itemId", async (request) => {
    const event = await eventOf(request, WRITE);
    const params = parse(itemParams, request.params, "params");
    const body = parse(settingUpdateBody, request.body);
    return { payload: await settings.updateItem(ctx.db, event, params.kind, params.itemId, body) };
  });

  app.delete("/events/:eventId/session-settings/:kind/:itemId", async (request) => {
    const event = await eventOf(request, WRITE);
    const params = parse(itemParams, request.params, "params");
    const userId = authOf(request).userId;
    return { payload: await settings.deleteItem(ctx.db, event, userId, params.kind, params.itemId) };
  });
}
