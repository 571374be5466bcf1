import {
  criterionCreateBody,
  criterionUpdateBody,
  envelope,
  eventIdParams,
  idParams,
  libraryCriterion,
  type Requirement,
  sessionTemplate,
  settingOrderBody,
  templateBody,
} from "@foyer/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import * as criteria from "../services/sessions/criteria-library.js";
import * as templates from "../services/sessions/session-templates.js";

const criterionParams = eventIdParams.extend(idParams("criterionId").shape);
const templateParams = eventIdParams.extend(idParams("templateId").shape);
const criterionList = envelope(z.array(libraryCriterion));
const deleted = envelope(z.object({ id: z.string() }));

/** The criteria page, and the plan editor that starts a new plan with them (spec 1 §6). */
const READ_CRITERIA: Requirement = [
  { module: "sessionSettings", action: "read" },
  { module: "evaluationPlans", action: "read" },
];
/** The templates page, and the new-session dialog that offers them. */
const READ_TEMPLATES: Requirement = [
  { module: "sessionSettings", action: "read" },
  { module: "sessions", action: "read" },
];
/** Spec 1 §6: session settings are their own module; changing them needs update on it. */
const WRITE: Requirement = [{ module: "sessionSettings", action: "update" }];

/**
 * The sessions settings' libraries (issue 25 item 7): the event's evaluation criteria at
 * `/events/{eventId}/session-criteria` and its session templates at
 * `/events/{eventId}/session-templates`. An unknown event, or an item of another event, answers 404.
 */
export async function sessionLibraryRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const eventOf = (request: FastifyRequest, eventId: string, requirement: Requirement) =>
    requireEventPermission(ctx.db, authOf(request).userId, eventId, requirement);

  app.get(
    "/events/:eventId/session-criteria",
    {
      schema: {
        summary: "The event's library of evaluation criteria, in order (a new plan starts with them)",
        params: eventIdParams,
        response: answers({ 200: criterionList }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ_CRITERIA);
      return { payload: await criteria.listCriteria(ctx.db, event) };
    },
  );

  app.post(
    "/events/:eventId/session-criteria",
    {
      schema: {
        summary: "Add a criterion to the library; 409 when its name is taken",
        params: eventIdParams,
        body: criterionCreateBody,
        response: answers({ 201: envelope(libraryCriterion) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return reply.code(201).send({ payload: await criteria.createCriterion(ctx.db, event, request.body) });
    },
  );

  app.put(
    "/events/:eventId/session-criteria/order",
    {
      schema: {
        summary: "Reorder the criteria library",
        params: eventIdParams,
        body: settingOrderBody,
        response: answers({ 200: criterionList }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await criteria.reorderCriteria(ctx.db, event, request.body.ids) };
    },
  );

  app.put(
    "/events/:eventId/session-criteria/:criterionId",
    {
      schema: {
        summary: "Change a criterion of the library (plans keep their own copies)",
        params: criterionParams,
        body: criterionUpdateBody,
        response: answers({ 200: envelope(libraryCriterion) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const { criterionId } = request.params;
      return { payload: await criteria.updateCriterion(ctx.db, event, criterionId, request.body) };
    },
  );

  app.delete(
    "/events/:eventId/session-criteria/:criterionId",
    {
      schema: {
        summary: "Delete a criterion of the library (plans keep their own copies)",
        params: criterionParams,
        response: answers({ 200: deleted }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await criteria.deleteCriterion(ctx.db, event, request.params.criterionId) };
    },
  );

  app.get(
    "/events/:eventId/session-templates",
    {
      schema: {
        summary: "The event's session templates, by name",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(sessionTemplate)) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, READ_TEMPLATES);
      return { payload: await templates.listTemplates(ctx.db, event) };
    },
  );

  app.post(
    "/events/:eventId/session-templates",
    {
      schema: {
        summary: "Add a session template; 409 when its name is taken",
        params: eventIdParams,
        body: templateBody,
        response: answers({ 201: envelope(sessionTemplate) }),
      },
    },
    async (request, reply) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return reply.code(201).send({ payload: await templates.createTemplate(ctx.db, event, request.body) });
    },
  );

  app.put(
    "/events/:eventId/session-templates/:templateId",
    {
      schema: {
        summary: "Replace a session template (a field left out is cleared)",
        params: templateParams,
        body: templateBody,
        response: answers({ 200: envelope(sessionTemplate) }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      const { templateId } = request.params;
      return { payload: await templates.updateTemplate(ctx.db, event, templateId, request.body) };
    },
  );

  app.delete(
    "/events/:eventId/session-templates/:templateId",
    {
      schema: {
        summary: "Delete a session template (sessions made from it keep what they got)",
        params: templateParams,
        response: answers({ 200: deleted }),
      },
    },
    async (request) => {
      const event = await eventOf(request, request.params.eventId, WRITE);
      return { payload: await templates.deleteTemplate(ctx.db, event, request.params.templateId) };
    },
  );
}
