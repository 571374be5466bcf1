import multipart from "@fastify/multipart";
import {
  deletedEvent,
  deleteEventBody,
  envelope,
  eventAnswer,
  eventDetailsBody,
  eventIdParams,
  eventUpdateBody,
  LOGO_MAX_BYTES,
  uploadedLogo,
} from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { badRequest } from "../http/errors.js";
import { readOneFile } from "../http/one-file.js";
import type { AuthContext } from "../services/auth/auth.js";
import {
  deleteEvent,
  eventDetailsFor,
  requireEventSettings,
  saveEventDetails,
  saveEventLogo,
  updateEvent,
} from "../services/events/event-life.js";
import type { FileStorage } from "../services/uploads/storage.js";

/**
 * The event (spec 2 §7 "Event", "Event details", "update by PUT with logoImageUrl or
 * isVirtualEventPublished") and its life: details, logo, publishing, archiving, deleting
 * (issue 20 item 1). Reading needs membership; every change needs update on settings.
 */
export async function eventRoutes(app: ApiApp, ctx: AuthContext & { storage: FileStorage }) {
  app.addHook("preValidation", requireAuth(ctx));
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(
    "/event/:eventId",
    {
      schema: {
        summary: "The event: its name, dates, time zone, details and organization",
        params: eventIdParams,
        response: answers({ 200: envelope(eventAnswer) }),
      },
    },
    async (request) => ({
      payload: { event: await eventDetailsFor(ctx.db, authOf(request).userId, request.params.eventId) },
    }),
  );

  app.put(
    "/virtual/event/:eventId/details",
    {
      schema: {
        summary: "Save the event's details: name, dates, time zone, description, venue and currency",
        params: eventIdParams,
        body: eventDetailsBody,
        response: answers({ 200: envelope(eventAnswer) }),
      },
    },
    async (request) => ({
      payload: {
        event: await saveEventDetails(ctx.db, authOf(request).userId, request.params.eventId, request.body),
      },
    }),
  );

  app.put(
    "/event/:eventId",
    {
      schema: {
        summary:
          "Change the event's logo (logoImageUrl), publish it (isVirtualEventPublished) or archive it (isArchived)",
        params: eventIdParams,
        body: eventUpdateBody,
        response: answers({ 200: envelope(eventAnswer) }),
      },
    },
    async (request) => ({
      payload: {
        event: await updateEvent(ctx.db, authOf(request).userId, request.params.eventId, request.body),
      },
    }),
  );

  app.post(
    "/event/:eventId/logo",
    {
      schema: {
        summary: "Upload the event's logo (multipart/form-data, one JPEG, SVG or PNG file named file)",
        params: eventIdParams,
        response: answers({ 201: envelope(uploadedLogo) }),
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const userId = authOf(request).userId;
      await requireEventSettings(ctx.db, userId, eventId);
      if (!request.isMultipart())
        throw badRequest("Send the logo as multipart/form-data in a field named file");
      const { file, bytes } = await readOneFile(request.files());
      const saved = await saveEventLogo(ctx.db, ctx.storage, {
        userId,
        eventId,
        filename: file.filename,
        type: file.mimetype,
        bytes,
      });
      return reply.code(201).send({ payload: saved });
    },
  );

  app.delete(
    "/event/:eventId",
    {
      schema: {
        summary: "Delete the event and everything of it, its files included; confirmName must be its name",
        params: eventIdParams,
        body: deleteEventBody,
        response: answers({ 200: envelope(deletedEvent) }),
      },
    },
    async (request) => ({
      payload: await deleteEvent(
        ctx.db,
        ctx.storage,
        {
          userId: authOf(request).userId,
          eventId: request.params.eventId,
          confirmName: request.body.confirmName,
        },
        (message, error) => request.log.error({ err: error }, message),
      ),
    }),
  );
}
