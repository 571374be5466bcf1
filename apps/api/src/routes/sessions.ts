import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SESSION_SORT,
  MAX_PAGE_SIZE,
  MAX_RECORD_QUERY_LENGTH,
  participantRoles,
  participantsAddBody,
  participantsOrderBody,
  type Requirement,
  type SessionSort,
  sessionCreateBody,
  sessionFileBody,
  sessionPatchBody,
  sessionPutBody,
  sessionSortKeys,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { requireEventPermission } from "../services/permissions.js";
import * as sessions from "../services/sessions.js";
import * as content from "../services/sessions-content.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const sessionParams = z.object({ eventId: id, sessionId: id });
const roleParams = z.object({
  eventId: id,
  sessionId: id,
  role: z.enum(participantRoles, { error: "Role must be speaker, moderator or chairperson" }),
});
const participantParams = roleParams.extend({ contactId: id });
const fileParams = z.object({ eventId: id, sessionId: id, uploadId: id });

const sorts = sessionSortKeys.flatMap((key): SessionSort[] => [key, `-${key}`]);
const pageSizeMessage = `Page size must be a whole number between 1 and ${MAX_PAGE_SIZE}`;

const listQuery = z.object({
  page: z.coerce
    .number({ error: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .default(1),
  pageSize: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(MAX_PAGE_SIZE, pageSizeMessage)
    .default(DEFAULT_PAGE_SIZE),
  sort: z.enum(sorts, { error: `Sort must be one of ${sorts.join(", ")}` }).default(DEFAULT_SESSION_SORT),
  q: z
    .string({ error: "Search must be text" })
    .max(MAX_RECORD_QUERY_LENGTH, `Search must be at most ${MAX_RECORD_QUERY_LENGTH} characters`)
    .transform((value) => value.trim())
    .default(""),
});

/** Spec 1 §6: the sessions pages read on `sessions`; every change (create, edit, delete) needs update. */
const READ: Requirement = [{ module: "sessions", action: "read" }];
const WRITE: Requirement = [{ module: "sessions", action: "update" }];

/**
 * The event's sessions (spec 1 §2 "sessions/{sessionId}": details, participants, file-content,
 * subsessions, audit). Every call needs a session and the `sessions` permission; an unknown
 * event answers 404, and so does a session, contact or file of another event or organization.
 */
export async function sessionRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The event of the path, once the caller may do what `requirement` says. */
  const eventOf = (request: FastifyRequest, requirement: Requirement) => {
    const { eventId } = parse(eventParams, request.params, "params");
    return requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);
  };
  const changeOf = async (request: FastifyRequest) => {
    const event = await eventOf(request, WRITE);
    const { sessionId } = parse(sessionParams, request.params, "params");
    return { event, sessionId, userId: authOf(request).userId };
  };

  app.get("/events/:eventId/sessions", async (request) => {
    const event = await eventOf(request, READ);
    const query = parse(listQuery, request.query, "query");
    return { payload: await sessions.listSessions(ctx.db, event, query) };
  });

  app.post("/events/:eventId/sessions", async (request, reply) => {
    const event = await eventOf(request, WRITE);
    const body = parse(sessionCreateBody, request.body);
    const sessionId = await sessions.createSession(ctx.db, event, authOf(request).userId, body);
    return reply.code(201).send({ payload: await sessions.getSession(ctx.db, event, sessionId) });
  });

  app.get("/events/:eventId/sessions/:sessionId", async (request) => {
    const event = await eventOf(request, READ);
    const { sessionId } = parse(sessionParams, request.params, "params");
    return { payload: await sessions.getSession(ctx.db, event, sessionId) };
  });

  app.put("/events/:eventId/sessions/:sessionId", async (request) => {
    const { event, sessionId, userId } = await changeOf(request);
    const body = parse(sessionPutBody, request.body);
    await sessions.updateSession(ctx.db, event, userId, sessionId, body);
    return { payload: await sessions.getSession(ctx.db, event, sessionId) };
  });

  app.patch("/events/:eventId/sessions/:sessionId", async (request) => {
    const { event, sessionId, userId } = await changeOf(request);
    const body = parse(sessionPatchBody, request.body);
    await sessions.updateSession(ctx.db, event, userId, sessionId, body);
    return { payload: await sessions.getSession(ctx.db, event, sessionId) };
  });

  app.delete("/events/:eventId/sessions/:sessionId", async (request) => {
    const { event, sessionId, userId } = await changeOf(request);
    return { payload: await sessions.deleteSession(ctx.db, event, userId, sessionId) };
  });

  app.get("/events/:eventId/sessions/:sessionId/audit", async (request) => {
    const event = await eventOf(request, READ);
    const { sessionId } = parse(sessionParams, request.params, "params");
    return { payload: await sessions.sessionAudit(ctx.db, event, sessionId) };
  });

  app.post("/events/:eventId/sessions/:sessionId/participants", async (request) => {
    const change = await changeOf(request);
    const body = parse(participantsAddBody, request.body);
    return { payload: await content.addParticipants(ctx.db, change, body.role, body.contactIds) };
  });

  app.put("/events/:eventId/sessions/:sessionId/participants/:role/order", async (request) => {
    const change = await changeOf(request);
    const { role } = parse(roleParams, request.params, "params");
    const body = parse(participantsOrderBody, request.body);
    return { payload: await content.reorderParticipants(ctx.db, change, role, body.contactIds) };
  });

  app.delete("/events/:eventId/sessions/:sessionId/participants/:role/:contactId", async (request) => {
    const change = await changeOf(request);
    const { role, contactId } = parse(participantParams, request.params, "params");
    return { payload: await content.removeParticipant(ctx.db, change, role, contactId) };
  });

  app.post("/events/:eventId/sessions/:sessionId/files", async (request) => {
    const change = await changeOf(request);
    const body = parse(sessionFileBody, request.body);
    return { payload: await content.attachFile(ctx.db, change, body.uploadId) };
  });

  app.delete("/events/:eventId/sessions/:sessionId/files/:uploadId", async (request) => {
    const change = await changeOf(request);
    const { uploadId } = parse(fileParams, request.params, "params");
    return { payload: await content.detachFile(ctx.db, change, uploadId) };
  });
}
