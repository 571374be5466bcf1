import {
  agendaSettings,
  agendaSettingsBody,
  availabilityBody,
  conflictSettings,
  conflictSettingsBody,
  contactAvailability,
  deletedId,
  draftChange,
  draftCreateBody,
  draftSummary,
  envelope,
  eventIdParams,
  idParams,
  placementBody,
  type Requirement,
  releaseBody,
  scheduleAvailability,
  scheduleConflict,
  scheduleDraft,
  scheduleRelease,
  solveBody,
  solveStarted,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import { requireRecord } from "../services/records/gates.js";
import * as availability from "../services/schedule/availability.js";
import * as conflicts from "../services/schedule/conflicts.js";
import * as drafts from "../services/schedule/drafts.js";
import * as releases from "../services/schedule/releases.js";
import * as settings from "../services/schedule/settings.js";
import { type ScheduleRuntime, startSolve } from "../services/schedule/solve-job.js";

const draftParams = idParams("eventId", "draftId");
const placementParams = idParams("eventId", "draftId", "sessionId");
const contactParams = idParams("eventId", "contactId");
const conflictList = envelope(z.array(scheduleConflict));

/** Spec 1 §6: the agenda pages read on `agenda`; every change needs update on it. */
const READ: Requirement = [{ module: "agenda", action: "read" }];
const WRITE: Requirement = [{ module: "agenda", action: "update" }];

/**
 * The event's agenda (issue 25; docs/agenda.md): releases of the published schedule, conflicts,
 * drafts, the scheduler and the agenda settings, at `/events/{eventId}/schedule…`. Every call needs
 * a session and the `agenda` permission; an unknown event, or a draft or session of another event,
 * answers 404. A person's availability, at `/events/{eventId}/contacts/{contactId}/availability`,
 * is part of their contact record: read and update on the contact's module, like the record.
 */
export async function scheduleRoutes(app: ApiApp, ctx: AuthContext & { schedule: ScheduleRuntime }) {
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

  app.get(
    "/events/:eventId/schedule/conflicts",
    {
      schema: {
        summary: "The live schedule's conflicts (overlaps, availability, event days, capacity)",
        params: eventIdParams,
        response: answers({ 200: conflictList }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return {
        payload: await conflicts.conflictsOf(ctx.db, event, await conflicts.livePlacements(ctx.db, event.id)),
      };
    },
  );

  app.get(
    "/events/:eventId/schedule/settings/conflicts",
    {
      schema: {
        summary: "Whether each kind of conflict is a warning or an error",
        params: eventIdParams,
        response: answers({ 200: envelope(conflictSettings) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await settings.conflictSettingsOf(ctx.db, event) };
    },
  );

  app.put(
    "/events/:eventId/schedule/settings/conflicts",
    {
      schema: {
        summary: "Make kinds of conflict warnings or errors (the kinds not sent keep theirs)",
        params: eventIdParams,
        body: conflictSettingsBody,
        response: answers({ 200: envelope(conflictSettings) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await settings.updateConflictSettings(ctx.db, event, request.body) };
    },
  );

  app.get(
    "/events/:eventId/schedule/settings",
    {
      schema: {
        summary: "The agenda settings: day start and end, slot step, breaks",
        params: eventIdParams,
        response: answers({ 200: envelope(agendaSettings) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await settings.agendaSettingsOf(ctx.db, event) };
    },
  );

  app.put(
    "/events/:eventId/schedule/settings",
    {
      schema: {
        summary: "Change the agenda settings (the fields not sent keep theirs)",
        params: eventIdParams,
        body: agendaSettingsBody,
        response: answers({ 200: envelope(agendaSettings) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await settings.updateAgendaSettings(ctx.db, event, request.body) };
    },
  );

  app.get(
    "/events/:eventId/schedule/drafts",
    {
      schema: {
        summary: "The event's schedule drafts, last changed first",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(draftSummary)) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await drafts.listDrafts(ctx.db, event) };
    },
  );

  app.post(
    "/events/:eventId/schedule/drafts",
    {
      schema: {
        summary: "Start a draft from the current schedule",
        params: eventIdParams,
        body: draftCreateBody,
        response: answers({ 201: envelope(z.object({ id: z.string() })) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const created = await drafts.createDraft(ctx.db, event, authOf(request).userId, request.body.name);
      return reply.code(201).send({ payload: created });
    },
  );

  app.get(
    "/events/:eventId/schedule/drafts/:draftId",
    {
      schema: {
        summary: "A draft with a placement for every session (nulls while unplaced)",
        params: draftParams,
        response: answers({ 200: envelope(scheduleDraft) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await drafts.getDraft(ctx.db, event, request.params.draftId) };
    },
  );

  app.put(
    "/events/:eventId/schedule/drafts/:draftId/placements/:sessionId",
    {
      schema: {
        summary: "Place (or unplace) a session in a draft; 409 when the draft changed since its version",
        params: placementParams,
        body: placementBody,
        response: answers({ 200: envelope(scheduleDraft) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const { draftId, sessionId } = request.params;
      return { payload: await drafts.placeInDraft(ctx.db, event, draftId, sessionId, request.body) };
    },
  );

  app.get(
    "/events/:eventId/schedule/drafts/:draftId/conflicts",
    {
      schema: {
        summary: "A draft's conflicts",
        params: draftParams,
        response: answers({ 200: conflictList }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      const draft = await drafts.getDraft(ctx.db, event, request.params.draftId);
      const placements = await drafts.draftPlacements(ctx.db, event, draft.id);
      return { payload: await conflicts.conflictsOf(ctx.db, event, placements) };
    },
  );

  app.get(
    "/events/:eventId/schedule/drafts/:draftId/changes",
    {
      schema: {
        summary: "What applying the draft would change: moved, added and removed sessions, before and after",
        params: draftParams,
        response: answers({ 200: envelope(z.array(draftChange)) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await drafts.draftChanges(ctx.db, event, request.params.draftId) };
    },
  );

  app.post(
    "/events/:eventId/schedule/drafts/:draftId/apply",
    {
      schema: {
        summary:
          "Apply a draft to the live schedule (each moved session is updated and audited); the draft goes",
        params: draftParams,
        response: answers({ 200: envelope(z.object({ applied: z.number().int() })) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return {
        payload: await drafts.applyDraft(ctx.db, event, authOf(request).userId, request.params.draftId),
      };
    },
  );

  app.delete(
    "/events/:eventId/schedule/drafts/:draftId",
    {
      schema: {
        summary: "Discard a draft",
        params: draftParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await drafts.deleteDraft(ctx.db, event, request.params.draftId) };
    },
  );

  app.post(
    "/events/:eventId/schedule/drafts/:draftId/solve",
    {
      schema: {
        summary:
          "Run the automatic scheduler on a draft (a job: follow it at /jobs/progress/{jobId}); it places the accepted sessions",
        params: draftParams,
        body: solveBody,
        response: answers({ 202: envelope(solveStarted) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const started = await startSolve(
        ctx.schedule,
        event,
        authOf(request).userId,
        request.params.draftId,
        request.body,
      );
      return reply.code(202).send({ payload: started });
    },
  );

  app.get(
    "/events/:eventId/schedule/availability",
    {
      schema: {
        summary: "What the agenda grid shades: the rooms' hours and the windows of the sessions' people",
        params: eventIdParams,
        response: answers({ 200: envelope(scheduleAvailability) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ);
      return { payload: await availability.scheduleAvailability(ctx.db, event) };
    },
  );

  app.get(
    "/events/:eventId/contacts/:contactId/availability",
    {
      schema: {
        summary: "When a person can be scheduled (no windows: always)",
        params: contactParams,
        response: answers({ 200: envelope(contactAvailability) }),
      },
    },
    async (request) => {
      const { eventId, contactId } = request.params;
      const ref = await requireRecord(ctx.db, authOf(request).userId, eventId, "contact", contactId, "read");
      return { payload: await availability.availabilityOf(ctx.db, ref.event.id, contactId) };
    },
  );

  app.put(
    "/events/:eventId/contacts/:contactId/availability",
    {
      schema: {
        summary: "Replace a person's availability windows (an empty list: always available)",
        params: contactParams,
        body: availabilityBody,
        response: answers({ 200: envelope(contactAvailability) }),
      },
    },
    async (request) => {
      const { eventId, contactId } = request.params;
      const userId = authOf(request).userId;
      const ref = await requireRecord(ctx.db, userId, eventId, "contact", contactId, "update");
      return {
        payload: await availability.replaceAvailability(ctx.db, ref.event, userId, contactId, request.body),
      };
    },
  );
}
