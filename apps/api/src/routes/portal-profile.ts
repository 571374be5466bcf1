import {
  envelope,
  idParams,
  type PortalSection,
  portalHistoryPage,
  portalHistoryQuery,
  portalOverview,
  portalPhotoBody,
  portalProfile,
  portalProfileUpdateBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, fileAnswer } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { myHistory, myOverview } from "../services/portal/overview.js";
import { findMyPhoto, removeMyPhoto, setMyPhoto } from "../services/portal/photo.js";
import { getMyProfile, updateMyProfile } from "../services/portal/profile.js";
import { participantOf } from "../services/portal/sessions.js";
import type { FileStorage } from "../services/uploads/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = idParams("portalSlug", "portalId");

/**
 * The participant's own profile, photo, history and landing-page overview (issue 6: /profile,
 * /history, the landing page). Each call resolves the participant first (401 signed out, 404
 * unknown portal, 403 not a member); then only their own contact is read or written.
 */
export async function portalProfileRoutes(app: ApiApp, ctx: AuthContext & { storage: FileStorage }) {
  const preValidation = requireAuth(ctx);
  const who = (
    request: FastifyRequest,
    params: z.infer<typeof portalParams>,
    section: PortalSection | null = "profile",
  ) => participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, section);
  const base = "/portal/:portalSlug/:portalId/me";

  app.get(
    `${base}/profile`,
    {
      preValidation,
      schema: {
        summary: "The participant's own contact details, and which of them they may change",
        params: portalParams,
        response: answers({ 200: envelope(portalProfile) }),
      },
    },
    async (request) => ({ payload: await getMyProfile(ctx.db, await who(request, request.params)) }),
  );

  app.put(
    `${base}/profile`,
    {
      preValidation,
      schema: {
        summary: "Change the participant's own contact details (the fields the portal allows)",
        params: portalParams,
        body: portalProfileUpdateBody,
        response: answers({ 200: envelope(portalProfile) }),
      },
    },
    async (request) => {
      const participant = await who(request, request.params);
      return { payload: await updateMyProfile(ctx.db, participant, authOf(request).userId, request.body) };
    },
  );

  app.put(
    `${base}/profile/photo`,
    {
      preValidation,
      schema: {
        summary: "Set the participant's photo from one of their uploads",
        params: portalParams,
        body: portalPhotoBody,
        response: answers({ 200: envelope(portalProfile) }),
      },
    },
    async (request) => {
      const participant = await who(request, request.params);
      const { userId } = authOf(request);
      return { payload: await setMyPhoto(ctx.db, ctx.storage, participant, userId, request.body.uploadId) };
    },
  );

  app.delete(
    `${base}/profile/photo`,
    {
      preValidation,
      schema: {
        summary: "Remove the participant's photo",
        params: portalParams,
        response: answers({ 200: envelope(portalProfile) }),
      },
    },
    async (request) => ({
      payload: await removeMyPhoto(ctx.db, await who(request, request.params), authOf(request).userId),
    }),
  );

  // The generic /uploads route serves anyone holding the id; this one serves only their own photo.
  app.get(
    `${base}/profile/photo`,
    {
      preValidation,
      schema: {
        summary: "Download the participant's photo",
        params: portalParams,
        response: answers({ 200: fileAnswer("The photo, an image") }),
      },
    },
    async (request, reply) => {
      const upload = await findMyPhoto(ctx.db, await who(request, request.params));
      return sendUpload(reply, ctx.storage, upload, "private, no-store");
    },
  );

  app.get(
    `${base}/history`,
    {
      preValidation,
      schema: {
        summary: "What the participant did in the portal, newest first, a page at a time",
        params: portalParams,
        querystring: portalHistoryQuery,
        response: answers({ 200: envelope(portalHistoryPage) }),
      },
    },
    async (request) => {
      const participant = await who(request, request.params, "history");
      return { payload: await myHistory(ctx.db, participant, request.query) };
    },
  );

  app.get(
    `${base}/overview`,
    {
      preValidation,
      schema: {
        summary: "The landing page's cards: open tasks, unread messages, open file requests, next session",
        params: portalParams,
        response: answers({ 200: envelope(portalOverview) }),
      },
    },
    async (request) => ({ payload: await myOverview(ctx.db, await who(request, request.params, null)) }),
  );
}
