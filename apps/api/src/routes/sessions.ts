import {
  auditEntry,
  deletedSession,
  envelope,
  eventIdParams,
  idParams,
  participantRoles,
  participantsAddBody,
  participantsOrderBody,
  type Requirement,
  sessionCreateBody,
  sessionDetail,
  sessionFile,
  sessionFileBody,
  sessionListQuery,
  sessionPage,
  sessionParticipant,
  sessionPatchBody,
  sessionPutBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import * as content from "../services/sessions/content.js";
import * as sessions from "../services/sessions/sessions.js";

const sessionParams = idParams("eventId", "sessionId");
const roleParams = sessionParams.extend({
  role: z.enum(participantRoles, { error: "Role must be speaker, moderator or chairperson" }),
});
const participantParams = roleParams.extend(idParams("contactId").shape);
const fileParams = idParams("eventId", "sessionId", "uploadId");

const participants = envelope(z.array(sessionParticipant));
const files = envelope(z.array(sessionFile));

/** Spec 1 §6: the sessions pages read on `sessions`; every change (create, edit, delete) needs update. */
const READ: Requirement = [{ module: "sessions", action: "read" }];
const WRITE: Requirement = [{ module: "sessions", action: "update" }];

/**
 * The event's sessions (spec 1 §2 "sessions/{sessionId}": details, participants, file-content,
 * subsessions, audit). Every call needs a session and the `sessions` permission; an unknown
 * event answers 404, and so does a session, contact or file of another event or organization.
 */
export async function sessionRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The event of the path, once the caller may do what `requirement` says. */
  const eventOf = (request: FastifyRequest, eventId: string, requirement: Requirement) =>
    requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);
  const changeOf = async (request: FastifyRequest, params: { eventId: string; sessionId: string }) => {
    const event = await eventOf(request, params.eventId, WRITE);
    return { event, sessionId: params.sessionId, userId: authOf(request).userId };
  };

  app.get(
    "/events/:eventId/sessions",
    {
      schema: {
        summary: "One page of the event's sessions, subsessions under their session",
        params: eventIdParams,
        querystring: sessionListQuery,
        response: answers({ 200: envelope(sessionPage) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await sessions.listSessions(ctx.db, event, request.query) };
    },
  );

  app.post(
    "/events/:eventId/sessions",
    {
      schema: {
        summary: "Create a session (or a subsession)",
        params: eventIdParams,
        body: sessionCreateBody,
        response: answers({ 201: envelope(sessionDetail) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const sessionId = await sessions.createSession(ctx.db, event, authOf(request).userId, request.body);
      return reply.code(201).send({ payload: await sessions.getSession(ctx.db, event, sessionId) });
    },
  );

  app.get(
    "/events/:eventId/sessions/:sessionId",
    {
      schema: {
        summary: "A session with its participants, subsessions and files",
        params: sessionParams,
        response: answers({ 200: envelope(sessionDetail) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await sessions.getSession(ctx.db, event, request.params.sessionId) };
    },
  );

  app.put(
    "/events/:eventId/sessions/:sessionId",
    {
      schema: {
        summary: "Replace a session's details",
        params: sessionParams,
        body: sessionPutBody,
        response: answers({ 200: envelope(sessionDetail) }),
      },
    },
    async (request) => {
      const { event, sessionId, userId } = await changeOf(request, request.params);
      await sessions.updateSession(ctx.db, event, userId, sessionId, request.body);
      return { payload: await sessions.getSession(ctx.db, event, sessionId) };
    },
  );

  app.patch(
    "/events/:eventId/sessions/:sessionId",
    {
      schema: {
        summary: "Change some of a session's details",
        params: sessionParams,
        body: sessionPatchBody,
        response: answers({ 200: envelope(sessionDetail) }),
      },
    },
    async (request) => {
      const { event, sessionId, userId } = await changeOf(request, request.params);
      await sessions.updateSession(ctx.db, event, userId, sessionId, request.body);
      return { payload: await sessions.getSession(ctx.db, event, sessionId) };
    },
  );

  app.delete(
    "/events/:eventId/sessions/:sessionId",
    {
      schema: {
        summary: "Delete a session and its subsessions",
        params: sessionParams,
        response: answers({ 200: envelope(deletedSession) }),
      },
    },
    async (request) => {
      const { event, sessionId, userId } = await changeOf(request, request.params);
      return { payload: await sessions.deleteSession(ctx.db, event, userId, sessionId) };
    },
  );

  app.get(
    "/events/:eventId/sessions/:sessionId/audit",
    {
      schema: {
        summary: "A session's audit: who changed what, and when",
        params: sessionParams,
        response: answers({ 200: envelope(z.array(auditEntry)) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await sessions.sessionAudit(ctx.db, event, request.params.sessionId) };
    },
  );

  app.post(
    "/events/:eventId/sessions/:sessionId/participants",
    {
      schema: {
        summary: "Add contacts to a session in one role",
        params: sessionParams,
        body: participantsAddBody,
        response: answers({ 200: participants }),
      },
    },
    async (request) => {
      const change = await changeOf(request, request.params);
      const { role, contactIds } = request.body;
      return { payload: await content.addParticipants(ctx.db, change, role, contactIds) };
    },
  );

  app.put(
    "/events/:eventId/sessions/:sessionId/participants/:role/order",
    {
      schema: {
        summary: "Reorder a session's participants in one role",
        params: roleParams,
        body: participantsOrderBody,
        response: answers({ 200: participants }),
      },
    },
    async (request) => {
      const change = await changeOf(request, request.params);
      const { role } = request.params;
      return { payload: await content.reorderParticipants(ctx.db, change, role, request.body.contactIds) };
    },
  );

  app.delete(
    "/events/:eventId/sessions/:sessionId/participants/:role/:contactId",
    {
      schema: {
        summary: "Take a contact out of a session's role",
        params: participantParams,
        response: answers({ 200: participants }),
      },
    },
    async (request) => {
      const change = await changeOf(request, request.params);
      const { role, contactId } = request.params;
      return { payload: await content.removeParticipant(ctx.db, change, role, contactId) };
    },
  );

  app.post(
    "/events/:eventId/sessions/:sessionId/files",
    {
      schema: {
        summary: "Attach an uploaded file to a session",
        params: sessionParams,
        body: sessionFileBody,
        response: answers({ 200: files }),
      },
    },
    async (request) => {
      const change = await changeOf(request, request.params);
      return {
        payload: await content.attachFile(ctx.db, change, request.body.uploadId, request.body.kindId),
      };
    },
  );

  app.delete(
    "/events/:eventId/sessions/:sessionId/files/:uploadId",
    {
      schema: {
        summary: "Detach a file from a session",
        params: fileParams,
        response: answers({ 200: files }),
      },
    },
    async (request) => {
      const change = await changeOf(request, request.params);
      return { payload: await content.detachFile(ctx.db, change, request.params.uploadId) };
    },
  );
}
