import {
  deletedField,
  envelope,
  eventIdParams,
  fieldCreateBody,
  fieldOrderBody,
  fieldsOverviewModule,
  fieldUpdateBody,
  fieldUpdateResult,
  fieldUsage,
  idParams,
  meetsRequirement,
  messages,
  moduleField,
  moduleFieldList,
  recordModuleRequirement,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { forbidden } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { eventAccess, eventProfile } from "../services/permissions/permissions.js";
import * as fields from "../services/records/fields.js";
import { type ModuleRow, requireModule } from "../services/records/modules.js";

const moduleParams = idParams("moduleId");
const fieldParams = idParams("moduleId", "fieldId");

/**
 * Custom fields (issue 7 "Fields and tags"; spec 1 §2 `fields` and `fields/{moduleId}`): reading
 * a module's fields needs read on its permission module, every change manage_fields on it (spec
 * 1 §6 "Fields and tags"; recordModuleRequirement). A module or field of another event or
 * organization answers 403 or 404 like an unknown one.
 */
export async function fieldRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const moduleOf = async (userId: string, moduleId: string, action: "read" | "manage_fields") =>
    (await requireModule(ctx.db, userId, moduleId, action)).module;
  /** Whether the caller may change the module's fields (the page shows its controls then). */
  const canManage = async (userId: string, module: ModuleRow) => {
    const profile = await eventProfile(ctx.db, userId, module.eventId);
    return profile !== null && meetsRequirement(profile, recordModuleRequirement(module, "manage_fields"));
  };

  app.get(
    "/events/:eventId/fields",
    {
      schema: {
        summary: "The event's modules the caller may read or manage, with their field counts",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(fieldsOverviewModule)) }),
      },
    },
    async (request) => {
      const { event, profile } = await eventAccess(ctx.db, authOf(request).userId, request.params.eventId);
      if (!profile) throw forbidden(messages.noAccess);
      return { payload: await fields.fieldsOverview(ctx.db, event, profile) };
    },
  );

  app.get(
    "/modules/:moduleId/fields",
    {
      schema: {
        summary: "A module's built-in and custom fields",
        params: moduleParams,
        response: answers({ 200: envelope(moduleFieldList) }),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const module = await moduleOf(userId, request.params.moduleId, "read");
      return { payload: await fields.listFields(ctx.db, module, await canManage(userId, module)) };
    },
  );

  app.post(
    "/modules/:moduleId/fields",
    {
      schema: {
        summary: "Add a custom field at the end of the module's list",
        params: moduleParams,
        body: fieldCreateBody,
        response: answers({ 201: envelope(moduleField) }),
      },
    },
    async (request, reply) => {
      const module = await moduleOf(authOf(request).userId, request.params.moduleId, "manage_fields");
      return reply.code(201).send({ payload: await fields.createField(ctx.db, module, request.body) });
    },
  );

  app.put(
    "/modules/:moduleId/fields/order",
    {
      schema: {
        summary: "Put the module's custom fields in a new order",
        params: moduleParams,
        body: fieldOrderBody,
        response: answers({ 200: envelope(moduleFieldList) }),
      },
    },
    async (request) => {
      const module = await moduleOf(authOf(request).userId, request.params.moduleId, "manage_fields");
      return { payload: await fields.reorderFields(ctx.db, module, request.body.ids, true) };
    },
  );

  app.put(
    "/modules/:moduleId/fields/:fieldId",
    {
      schema: {
        summary: "Change a custom field; records holding a renamed option follow",
        params: fieldParams,
        body: fieldUpdateBody,
        response: answers({ 200: envelope(fieldUpdateResult) }),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { moduleId, fieldId } = request.params;
      const module = await moduleOf(userId, moduleId, "manage_fields");
      return { payload: await fields.updateField(ctx.db, module, fieldId, request.body, userId) };
    },
  );

  app.get(
    "/modules/:moduleId/fields/:fieldId/usage",
    {
      schema: {
        summary: "How many records hold a value in the field",
        params: fieldParams,
        response: answers({ 200: envelope(fieldUsage) }),
      },
    },
    async (request) => {
      const module = await moduleOf(authOf(request).userId, request.params.moduleId, "read");
      return { payload: await fields.fieldUsage(ctx.db, module, request.params.fieldId) };
    },
  );

  app.delete(
    "/modules/:moduleId/fields/:fieldId",
    {
      schema: {
        summary: "Delete a custom field and its value in every record",
        params: fieldParams,
        response: answers({ 200: envelope(deletedField) }),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { moduleId, fieldId } = request.params;
      const module = await moduleOf(userId, moduleId, "manage_fields");
      return { payload: await fields.deleteField(ctx.db, module, fieldId, userId) };
    },
  );
}
