import {
  deletedSessionSetting,
  envelope,
  eventIdParams,
  idParams,
  type Requirement,
  sessionSettingItem,
  sessionSettingKinds,
  sessionSettings,
  settingCreateBody,
  settingOrderBody,
  settingUpdateBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import * as settings from "../services/sessions/settings.js";

const kind = z.enum(sessionSettingKinds, {
  error: `The kind must be one of ${sessionSettingKinds.join(", ")}`,
});
const kindParams = eventIdParams.extend({ kind });
const itemParams = kindParams.extend(idParams("itemId").shape);
const itemList = envelope(z.array(sessionSettingItem));

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
export async function sessionSettingsRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const eventOf = (request: FastifyRequest, eventId: string, requirement: Requirement) =>
    requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);

  app.get(
    "/events/:eventId/session-settings",
    {
      schema: {
        summary:
          "Every settings list of the event (rooms, tracks, formats, levels, languages, statuses, personas)",
        params: eventIdParams,
        response: answers({ 200: envelope(sessionSettings) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await settings.listSettings(ctx.db, event) };
    },
  );

  app.get(
    "/events/:eventId/session-settings/:kind",
    {
      schema: {
        summary: "One settings list of the event, in order",
        params: kindParams,
        response: answers({ 200: itemList }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await settings.listKind(ctx.db, event, request.params.kind) };
    },
  );

  app.post(
    "/events/:eventId/session-settings/:kind",
    {
      schema: {
        summary: "Add an item to a settings list",
        params: kindParams,
        body: settingCreateBody,
        response: answers({ 201: envelope(sessionSettingItem) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const item = await settings.createItem(ctx.db, event, request.params.kind, request.body);
      return reply.code(201).send({ payload: item });
    },
  );

  app.put(
    "/events/:eventId/session-settings/:kind/order",
    {
      schema: {
        summary: "Reorder a settings list",
        params: kindParams,
        body: settingOrderBody,
        response: answers({ 200: itemList }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await settings.reorderItems(ctx.db, event, request.params.kind, request.body.ids) };
    },
  );

  app.put(
    "/events/:eventId/session-settings/:kind/:itemId",
    {
      schema: {
        summary: "Rename or recolour a settings item",
        params: itemParams,
        body: settingUpdateBody,
        response: answers({ 200: envelope(sessionSettingItem) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const { kind, itemId } = request.params;
      return { payload: await settings.updateItem(ctx.db, event, kind, itemId, request.body) };
    },
  );

  app.delete(
    "/events/:eventId/session-settings/:kind/:itemId",
    {
      schema: {
        summary: "Delete a settings item; the sessions that used it keep none",
        params: itemParams,
        response: answers({ 200: envelope(deletedSessionSetting) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const { kind, itemId } = request.params;
      const userId = authOf(request).userId;
      return { payload: await settings.deleteItem(ctx.db, event, userId, kind, itemId) };
    },
  );
}
