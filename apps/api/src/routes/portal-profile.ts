import type { PortalSection } from "@foyer/domain";
import { portalHistoryQuery, portalPhotoBody, portalProfileUpdateBody } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { myHistory, myOverview } from "../services/portal-overview.js";
import { findMyPhoto, removeMyPhoto, setMyPhoto } from "../services/portal-photo.js";
import { getMyProfile, updateMyProfile } from "../services/portal-profile.js";
import { participantOf } from "../services/portal-sessions.js";
import type { FileStorage } from "../services/storage.js";
import { sendUpload } from "./uploads.js";

const portalParams = z.object({
  portalSlug: z.string().min(1).max(200),
  portalId: z.string().min(1).max(200),
});

/**
 * The participant's own profile, photo, history and landing-page overview (issue 6: /profile,
 * /history, the landing page). Each call resolves the participant first (401 signed out, 404
 * unknown portal, 403 not a member); then only their own contact is read or written.
 */
export async function portalProfileRoutes(app: FastifyInstance, ctx: AuthContext & { storage: FileStorage }) {
  const auth = { preValidation: requireAuth(ctx) };
  const who = (request: FastifyRequest, section: PortalSection | null = "profile") => {
    const params = parse(portalParams, request.params, "params");
    return participantOf(ctx.db, authOf(request).userId, params.portalSlug, params.portalId, section);
  };
  const base = "/portal/:portalSlug/:portalId/me";

  app.get(`${base}/profile`, auth, async (request) => ({
    payload: await getMyProfile(ctx.db, await who(request)),
  }));

  app.put(`${base}/profile`, auth, async (request) => {
    const participant = await who(request);
    const body = parse(portalProfileUpdateBody, request.body);
    return { payload: await updateMyProfile(ctx.db, participant, authOf(request).userId, body) };
  });

  app.put(`${base}/profile/photo`, auth, async (request) => {
    const participant = await who(request);
    const { uploadId } = parse(portalPhotoBody, request.body);
    return {
      payload: await setMyPhoto(ctx.db, ctx.storage, participant, authOf(request).userId, uploadId),
    };
  });

  app.delete(`${base}/profile/photo`, auth, async (request) => ({
    payload: await removeMyPhoto(ctx.db, await who(request), authOf(request).userId),
  }));

  // The generic /uploads route serves anyone holding the id; this one serves only their own photo.
  app.get(`${base}/profile/photo`, auth, async (request, reply) => {
    const upload = await findMyPhoto(ctx.db, await who(request));
    return sendUpload(reply, ctx.storage, upload, "private, no-store");
  });

  app.get(`${base}/history`, auth, async (request) => {
    const participant = await who(request, "history");
    const query = parse(portalHistoryQuery, request.query, "query");
    return { payload: await myHistory(ctx.db, participant, query) };
  });

  app.get(`${base}/overview`, auth, async (request) => ({
    payload: await myOverview(ctx.db, await who(request, null)),
  }));
}
