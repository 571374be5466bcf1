import {
  deletedFileKind,
  envelope,
  eventIdParams,
  fileKind,
  fileKindCreateBody,
  fileKindUpdateBody,
  idParams,
  type Requirement,
  settingOrderBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import * as kinds from "../services/sessions/file-kinds.js";

const kindParams = eventIdParams.extend(idParams("kindId").shape);
const kindList = envelope(z.array(fileKind));

/** Reading: the settings page (sessionSettings), and a session's Files tab, which offers the kinds. */
const READ: Requirement = [
  { module: "sessionSettings", action: "read" },
  { module: "sessions", action: "read" },
];
/** Spec 1 §6: session settings are their own module; changing them needs update on it. */
const WRITE: Requirement = [{ module: "sessionSettings", action: "update" }];

/**
 * The session file kinds (spec 1 §2 "sessions … settings with … files"; issue 25 item 7) at
 * `/events/{eventId}/session-file-kinds`. An unknown event or a kind of another event answers 404.
 */
export async function sessionFileKindRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const eventOf = (request: FastifyRequest, eventId: string, requirement: Requirement) =>
    requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);

  app.get(
    "/events/:eventId/session-file-kinds",
    {
      schema: {
        summary: "The kinds of files the event asks its sessions for, in order",
        params: eventIdParams,
        response: answers({ 200: kindList }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await kinds.listFileKinds(ctx.db, event) };
    },
  );

  app.post(
    "/events/:eventId/session-file-kinds",
    {
      schema: {
        summary: "Add a file kind (name, accepted extensions, size limit, required)",
        params: eventIdParams,
        body: fileKindCreateBody,
        response: answers({ 201: envelope(fileKind) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return reply.code(201).send({ payload: await kinds.createFileKind(ctx.db, event, request.body) });
    },
  );

  app.put(
    "/events/:eventId/session-file-kinds/order",
    {
      schema: {
        summary: "Reorder the file kinds",
        params: eventIdParams,
        body: settingOrderBody,
        response: answers({ 200: kindList }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await kinds.reorderFileKinds(ctx.db, event, request.body.ids) };
    },
  );

  app.put(
    "/events/:eventId/session-file-kinds/:kindId",
    {
      schema: {
        summary: "Change a file kind",
        params: kindParams,
        body: fileKindUpdateBody,
        response: answers({ 200: envelope(fileKind) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await kinds.updateFileKind(ctx.db, event, request.params.kindId, request.body) };
    },
  );

  app.delete(
    "/events/:eventId/session-file-kinds/:kindId",
    {
      schema: {
        summary: "Delete a file kind; the files linked under it stay, with no kind",
        params: kindParams,
        response: answers({ 200: envelope(deletedFileKind) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await kinds.deleteFileKind(ctx.db, event, request.params.kindId) };
    },
  );
}
