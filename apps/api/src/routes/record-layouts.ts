import {
  deletedId,
  envelope,
  idParams,
  layoutCreateBody,
  layoutUpdateBody,
  moduleLayout,
  type PermissionAction,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import * as layouts from "../services/records/layouts.js";
import { requireModule } from "../services/records/modules.js";

const moduleParams = idParams("moduleId");
const layoutParams = idParams("moduleId", "layoutId");

/**
 * The layouts of a module's record list (issue 7 item 1 "starred fields and layouts") at
 * `/modules/{moduleId}/layouts`. Spec 1 §6: read on the module to list and use them, update on
 * it to save, change or delete one. An unknown module or layout answers 404.
 */
export async function recordLayoutRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const moduleOf = async (userId: string, moduleId: string, action: PermissionAction) =>
    (await requireModule(ctx.db, userId, moduleId, action)).module;

  app.get(
    "/modules/:moduleId/layouts",
    {
      schema: {
        summary: "The module's saved list layouts",
        params: moduleParams,
        response: answers({ 200: envelope(z.array(moduleLayout)) }),
      },
    },
    async (request) => {
      const module = await moduleOf(authOf(request).userId, request.params.moduleId, "read");
      return { payload: await layouts.listLayouts(ctx.db, module) };
    },
  );

  app.post(
    "/modules/:moduleId/layouts",
    {
      schema: {
        summary: "Save a new list layout, after the others",
        params: moduleParams,
        body: layoutCreateBody,
        response: answers({ 201: envelope(moduleLayout) }),
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const module = await moduleOf(userId, request.params.moduleId, "update");
      return reply
        .code(201)
        .send({ payload: await layouts.createLayout(ctx.db, module, request.body, userId) });
    },
  );

  app.put(
    "/modules/:moduleId/layouts/:layoutId",
    {
      schema: {
        summary: "Rename a layout, change its starred fields or move it",
        params: layoutParams,
        body: layoutUpdateBody,
        response: answers({ 200: envelope(moduleLayout) }),
      },
    },
    async (request) => {
      const module = await moduleOf(authOf(request).userId, request.params.moduleId, "update");
      return { payload: await layouts.updateLayout(ctx.db, module, request.params.layoutId, request.body) };
    },
  );

  app.delete(
    "/modules/:moduleId/layouts/:layoutId",
    {
      schema: {
        summary: "Delete a layout",
        params: layoutParams,
        response: answers({ 200: envelope(deletedId) }),
      },
    },
    async (request) => {
      const module = await moduleOf(authOf(request).userId, request.params.moduleId, "update");
      return { payload: await layouts.deleteLayout(ctx.db, module, request.params.layoutId) };
    },
  );
}
