import {
  availabilityBody,
  envelope,
  idParams,
  type PortalSection,
  portalAvailability,
  portalCalendar,
  portalMySchedule,
  portalSessionDetail,
  portalSessionList,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import {
  myAvailability,
  mySchedule,
  replaceMyAvailability,
  speakerFeedTokens,
} from "../services/portal/my-schedule.js";
import {
  findMySessionFile,
  getMySession,
  listMySessions,
  myCalendar,
  myCalendarIcs,
  participantOf,
} from "../services/portal/sessions.js";
import type { FileStorage } from "../services/uploads/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = idParams("portalSlug", "portalId");
const sessionParams = idParams("portalSlug", "portalId", "sessionId");
const fileParams = sessionParams.extend({ uploadId: z.uuid() });

/**
 * The participant's own sessions and agenda (spec 1 §2 "Portal": /sessions, /session/{sessionId},
 * /calendar; issue 6). Each call resolves the participant first: 401 signed out, 404 unknown
 * portal, 403 not a member; then only their own contact's sessions exist.
 */
export async function portalSessionRoutes(
  app: ApiApp,
  ctx: AuthContext & { storage: FileStorage; publicUrl: string },
) {
  const preValidation = requireAuth(ctx);
  const who = (request: FastifyRequest, params: z.infer<typeof portalParams>, section: PortalSection) =>
    participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, section);
  const base = "/portal/:portalSlug/:portalId/me";
  const feedTokens = speakerFeedTokens(ctx.keys);

  app.get(
    `${base}/sessions`,
    {
      preValidation,
      schema: {
        summary: "The participant's own sessions, earliest first, unscheduled last",
        params: portalParams,
        response: answers({ 200: envelope(portalSessionList) }),
      },
    },
    async (request) => ({
      payload: await listMySessions(ctx.db, await who(request, request.params, "sessions")),
    }),
  );

  app.get(
    `${base}/sessions/:sessionId`,
    {
      preValidation,
      schema: {
        summary: "One of the participant's sessions, with its description and files",
        params: sessionParams,
        response: answers({ 200: envelope(portalSessionDetail) }),
      },
    },
    async (request) => {
      const { params } = request;
      return {
        payload: await getMySession(ctx.db, await who(request, params, "sessions"), params.sessionId),
      };
    },
  );

  // The generic /uploads route serves anyone holding the id; this one checks the file is theirs.
  app.get(
    `${base}/sessions/:sessionId/files/:uploadId`,
    {
      preValidation,
      schema: {
        summary: "Download a file of one of the participant's sessions",
        params: fileParams,
        response: answers({ 200: fileAnswer("The file, with its own name and type") }),
      },
    },
    async (request, reply) => {
      const { params } = request;
      const upload = await findMySessionFile(
        ctx.db,
        await who(request, params, "sessions"),
        params.sessionId,
        params.uploadId,
      );
      return sendUpload(reply, ctx.storage, upload, "private, no-store");
    },
  );

  app.get(
    `${base}/calendar`,
    {
      preValidation,
      schema: {
        summary: "The participant's scheduled sessions by day, and the unscheduled apart",
        params: portalParams,
        response: answers({ 200: envelope(portalCalendar) }),
      },
    },
    async (request) => ({
      payload: await myCalendar(ctx.db, await who(request, request.params, "calendar")),
    }),
  );

  app.get(
    `${base}/schedule`,
    {
      preValidation,
      schema: {
        summary:
          "The participant's sessions in the latest released schedule, by day, with their personal iCalendar feed",
        params: portalParams,
        response: answers({ 200: envelope(portalMySchedule) }),
      },
    },
    async (request) => ({
      payload: await mySchedule(ctx.db, await who(request, request.params, "calendar"), feedTokens),
    }),
  );

  // The speaker's own availability (issue 25 item 5): the windows organizers see on the contact
  // (`…/contacts/{contactId}/availability`) and the agenda checks (`speaker_unavailable`).
  app.get(
    `${base}/availability`,
    {
      preValidation,
      schema: {
        summary: "The participant's own availability windows (none: always available) and the event's days",
        params: portalParams,
        response: answers({ 200: envelope(portalAvailability) }),
      },
    },
    async (request) => ({
      payload: await myAvailability(ctx.db, await who(request, request.params, "profile")),
    }),
  );

  app.put(
    `${base}/availability`,
    {
      preValidation,
      schema: {
        summary: "Replace the participant's own availability windows (audited on their contact)",
        params: portalParams,
        body: availabilityBody,
        response: answers({ 200: envelope(portalAvailability) }),
      },
    },
    async (request) => {
      const participant = await who(request, request.params, "profile");
      return {
        payload: await replaceMyAvailability(ctx.db, participant, authOf(request).userId, request.body),
      };
    },
  );

  app.get(
    `${base}/calendar.ics`,
    {
      preValidation,
      schema: {
        summary: "The participant's scheduled sessions as an iCalendar file",
        params: portalParams,
        response: answers({ 200: fileAnswer("text/calendar: one event per scheduled session") }),
      },
    },
    async (request, reply) => {
      const host = new URL(ctx.publicUrl).hostname || "foyer";
      const participant = await who(request, request.params, "calendar");
      const { body, fileName } = await myCalendarIcs(ctx.db, participant, host);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );
}
