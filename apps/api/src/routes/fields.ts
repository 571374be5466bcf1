import {
  fieldCreateBody,
  fieldOrderBody,
  fieldUpdateBody,
  meetsRequirement,
  messages,
  recordModuleRequirement,
} from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { forbidden } from "../http/errors.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import * as fields from "../services/fields.js";
import { type ModuleRow, requireModule } from "../services/modules.js";
import { eventAccess, eventProfile } from "../services/permissions.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const moduleParams = z.object({ moduleId: id });
const fieldParams = moduleParams.extend({ fieldId: id });

/**
 * Custom fields (issue 7 "Fields and tags"; spec 1 §2 `fields` and `fields/{moduleId}`): reading
 * a module's fields needs read on its permission module, every change manage_fields on it (spec
 * 1 §6 "Fields and tags"; recordModuleRequirement). A module or field of another event or
 * organization answers 403 or 404 like an unknown one.
 */
export async function fieldRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const moduleOf = (request: FastifyRequest, action: "read" | "manage_fields") => {
    const { moduleId } = parse(moduleParams, request.params, "params");
    return requireModule(ctx.db, authOf(request).userId, moduleId, action);
  };
  const fieldIdOf = (request: FastifyRequest) => parse(fieldParams, request.params, "params").fieldId;
  /** Whether the caller may change the module's fields (the page shows its controls then). */
  const canManage = async (request: FastifyRequest, module: ModuleRow) => {
    const profile = await eventProfile(ctx.db, authOf(request).userId, module.eventId);
    return profile !== null && meetsRequirement(profile, recordModuleRequirement(module, "manage_fields"));
  };

  app.get("/events/:eventId/fields", async (request) => {
    const { eventId } = parse(eventParams, request.params, "params");
    const { event, profile } = await eventAccess(ctx.db, authOf(request).userId, eventId);
    if (!profile) throw forbidden(messages.noAccess);
    return { payload: await fields.fieldsOverview(ctx.db, event, profile) };
  });

  app.get("/modules/:moduleId/fields", async (request) => {
    const { module } = await moduleOf(request, "read");
    return { payload: await fields.listFields(ctx.db, module, await canManage(request, module)) };
  });

  app.post("/modules/:moduleId/fields", async (request, reply) => {
    const { module } = await moduleOf(request, "manage_fields");
    const body = parse(fieldCreateBody, request.body);
    return reply.code(201).send({ payload: await fields.createField(ctx.db, module, body) });
  });

  app.put("/modules/:moduleId/fields/order", async (request) => {
    const { module } = await moduleOf(request, "manage_fields");
    const { ids } = parse(fieldOrderBody, request.body);
    return { payload: await fields.reorderFields(ctx.db, module, ids, true) };
  });

  app.put("/modules/:moduleId/fields/:fieldId", async (request) => {
    const { module } = await moduleOf(request, "manage_fields");
    const body = parse(fieldUpdateBody, request.body);
    return {
      payload: await fields.updateField(ctx.db, module, fieldIdOf(request), body, authOf(request).userId),
    };
  });

  app.get("/modules/:moduleId/fields/:fieldId/usage", async (request) => {
    const { module } = await moduleOf(request, "read");
    return { payload: await fields.fieldUsage(ctx.db, module, fieldIdOf(request)) };
  });

  app.delete("/modules/:moduleId/fields/:fieldId", async (request) => {
    const { module } = await moduleOf(request, "manage_fields");
    return { payload: await fields.deleteField(ctx.db, module, fieldIdOf(request), authOf(request).userId) };
  });
}
