import { layoutCreateBody, layoutUpdateBody, type PermissionAction } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { requireModule } from "../services/modules.js";
import * as layouts from "../services/record-layouts.js";

const id = z.string().min(1).max(200);
const moduleParams = z.object({ moduleId: id });
const layoutParams = moduleParams.extend({ layoutId: id });

/**
 * The layouts of a module's record list (issue 7 item 1 "starred fields and layouts") at
 * `/modules/{moduleId}/layouts`. Spec 1 §6: read on the module to list and use them, update on
 * it to save, change or delete one. An unknown module or layout answers 404.
 */
export async function recordLayoutRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The module is checked before anything of the request is read, so an outsider learns nothing. */
  const moduleOf = async (request: FastifyRequest, action: PermissionAction) => {
    const { moduleId } = parse(moduleParams, request.params, "params");
    const userId = authOf(request).userId;
    const { module } = await requireModule(ctx.db, userId, moduleId, action);
    return { module, userId };
  };

  app.get("/modules/:moduleId/layouts", async (request) => {
    const { module } = await moduleOf(request, "read");
    return { payload: await layouts.listLayouts(ctx.db, module) };
  });

  app.post("/modules/:moduleId/layouts", async (request, reply) => {
    const { module, userId } = await moduleOf(request, "update");
    const body = parse(layoutCreateBody, request.body);
    return reply.code(201).send({ payload: await layouts.createLayout(ctx.db, module, body, userId) });
  });

  app.put("/modules/:moduleId/layouts/:layoutId", async (request) => {
    const { module } = await moduleOf(request, "update");
    const { layoutId } = parse(layoutParams, request.params, "params");
    const body = parse(layoutUpdateBody, request.body);
    return { payload: await layouts.updateLayout(ctx.db, module, layoutId, body) };
  });

  app.delete("/modules/:moduleId/layouts/:layoutId", async (request) => {
    const { module } = await moduleOf(request, "update");
    const { layoutId } = parse(layoutParams, request.params, "params");
    return { payload: await layouts.deleteLayout(ctx.db, module, layoutId) };
  });
}
