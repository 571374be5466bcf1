import {
  authQuery,
  connectionBody,
  connectionParams,
  connectionUpdateBody,
  envelope,
  eventMapping,
  eventMappingParams,
  eventMappingPayload,
  eventMappingsBody,
  externalEventList,
  externalEventsQuery,
  integrationConnection,
  integrationParams,
  ORG_SETTINGS_UPDATE,
  syncLogEntry,
  syncPreview,
  syncStarted,
  UPSTREAM_ERROR,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers, noBody } from "../http/contract.js";
import {
  changeConnection,
  connect,
  listConnections,
  removeConnection,
  requireConnection,
} from "../services/integrations/connections.js";
import { chosenConnection, listExternalEvents, windowOf } from "../services/integrations/external-events.js";
import {
  deleteMapping,
  mappingPayload,
  orgMappings,
  saveMappings,
} from "../services/integrations/mappings.js";
import { previewSync } from "../services/integrations/preview.js";
import { startSync } from "../services/integrations/sync-job.js";
import { syncLog } from "../services/integrations/sync-log.js";
import { requireOrgPermission } from "../services/organizations/organizations.js";
import { unprocessable } from "../services/refusal.js";
import {
  type IntegrationContext,
  integrationSettingRoutes,
  requireLogReader,
} from "./integration-settings.js";

/*
 * The integration importer's calls (spec 1 §7 "Integration calls", issue 24; docs/integrations.md
 * "Using the importer"). Only members who may change the organization's settings see or change
 * its connections; every connection, mapping and event must be the organization's in the path
 * (404 otherwise). The services say no with a Refusal (services/refusal.ts).
 */

/** A connect or change whose check failed: kept, marked invalid, and answered 422 (spec 1 §4). */
const checkFailed = (message: string) => unprocessable(message, UPSTREAM_ERROR);

export async function integrationRoutes(app: ApiApp, ctx: IntegrationContext) {
  app.addHook("preValidation", requireAuth(ctx));
  const rt = ctx.integrations;
  /** The member may change the organization's settings: 403 otherwise, 404 for an unknown organization. */
  const settingsMember = async (userId: string, orgId: string) => {
    await requireOrgPermission(ctx.db, userId, orgId, ORG_SETTINGS_UPDATE);
  };

  app.get(
    "/integrations/:src/org/:orgId/auth",
    {
      schema: {
        summary: "The organization's connections to the source (secrets masked)",
        params: integrationParams,
        querystring: authQuery,
        response: answers({ 200: envelope(z.array(integrationConnection)) }),
      },
    },
    async (request) => {
      const { src, orgId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      return { payload: await listConnections(rt, orgId, src) };
    },
  );

  app.post(
    "/integrations/:src/org/:orgId/auth",
    {
      schema: {
        summary: "Connect the source: store the keys and check them (422 and kept invalid when refused)",
        description:
          "Every credential field of the source is required (400 'Please fill out the required fields', nothing saved). Without `?multiple=true` the organization keeps one connection per source and a second call gives it new keys (200, same id); with it each call adds one (201).",
        params: integrationParams,
        querystring: authQuery,
        body: connectionBody,
        response: answers({ 200: envelope(integrationConnection), 201: envelope(integrationConnection) }),
      },
    },
    async (request, reply) => {
      const { src, orgId } = request.params;
      const { userId } = authOf(request);
      await settingsMember(userId, orgId);
      const outcome = await connect(rt, {
        orgId,
        source: src,
        userId,
        body: request.body,
        multiple: request.query.multiple === "true",
      });
      if (outcome.failure) throw checkFailed(outcome.failure);
      return reply.code(outcome.created ? 201 : 200).send({ payload: outcome.connection });
    },
  );

  app.put(
    "/integrations/:src/org/:orgId/auth",
    {
      schema: {
        summary: "Change a connection's keys (a secret left out or sent masked is kept); checked again",
        params: integrationParams,
        body: connectionUpdateBody,
        response: answers({ 200: envelope(integrationConnection) }),
      },
    },
    async (request) => {
      const { src, orgId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      const { id, ...body } = request.body;
      const outcome = await changeConnection(rt, { orgId, source: src, id, body });
      if (outcome.failure) throw checkFailed(outcome.failure);
      return { payload: outcome.connection };
    },
  );

  app.delete(
    "/integrations/:src/org/:orgId/auth/:configId",
    {
      schema: {
        summary: "Remove a connection with its event mappings and sync log (the Foyer events stay)",
        params: connectionParams,
        response: answers({ 204: noBody }),
      },
    },
    async (request, reply) => {
      const { src, orgId, configId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      await removeConnection(rt, orgId, src, configId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/integrations/:src/org/:orgId/events",
    {
      schema: {
        summary: "The source's events, by default from 12 months back to 18 months ahead",
        params: integrationParams,
        querystring: externalEventsQuery,
        response: answers({ 200: envelope(externalEventList) }),
      },
    },
    async (request) => {
      const { src, orgId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      const window = windowOf(request.query);
      const connection = await chosenConnection(ctx.db, orgId, src, request.query.configId);
      return { payload: { events: await listExternalEvents(rt, connection, window), ...window } };
    },
  );

  app.get(
    "/integrations/:src/org/:orgId/event-mappings",
    {
      schema: {
        summary: "Every event mapping of the organization's connections to the source",
        params: integrationParams,
        response: answers({ 200: envelope(z.array(eventMapping)) }),
      },
    },
    async (request) => {
      const { src, orgId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      return { payload: await orgMappings(ctx.db, orgId, src) };
    },
  );

  app.get(
    "/integrations/:src/org/:orgId/config/:configId/event-mappings",
    {
      schema: {
        summary: "The organization's events, the source's events and the connection's mappings",
        params: connectionParams,
        response: answers({ 200: envelope(eventMappingPayload) }),
      },
    },
    async (request) => {
      const { src, orgId, configId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      const connection = await requireConnection(ctx.db, orgId, src, configId);
      return { payload: await mappingPayload(rt, connection) };
    },
  );

  app.put(
    "/integrations/:src/org/:orgId/config/:configId/event-mappings",
    {
      schema: {
        summary: "Choose the events to import and the Foyer event each goes to (null: a new one)",
        params: connectionParams,
        body: eventMappingsBody,
        response: answers({ 200: envelope(eventMappingPayload) }),
      },
    },
    async (request) => {
      const { src, orgId, configId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      const connection = await requireConnection(ctx.db, orgId, src, configId);
      await saveMappings(rt, connection, request.body);
      return { payload: await mappingPayload(rt, connection) };
    },
  );

  app.delete(
    "/integrations/:src/org/:orgId/config/:configId/event-mappings/:mappingId",
    {
      schema: {
        summary: "Forget an event mapping (the Foyer event stays as it is)",
        params: eventMappingParams,
        response: answers({ 204: noBody }),
      },
    },
    async (request, reply) => {
      const { src, orgId, configId, mappingId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      const connection = await requireConnection(ctx.db, orgId, src, configId);
      await deleteMapping(ctx.db, connection, mappingId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/integrations/:src/org/:orgId/config/:configId/preview",
    {
      schema: {
        summary: "Dry run: what a sync of this choice would create and update, per event; writes nothing",
        params: connectionParams,
        body: eventMappingsBody,
        response: answers({ 200: envelope(syncPreview) }),
      },
    },
    async (request) => {
      const { src, orgId, configId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      const connection = await requireConnection(ctx.db, orgId, src, configId);
      return { payload: await previewSync(rt, connection, request.body) };
    },
  );

  app.post(
    "/integrations/:src/org/:orgId/config/:configId/sync",
    {
      schema: {
        summary: "Import the chosen events and their speakers; follow the job at /jobs/progress/{jobId}",
        description: "409 when a sync of the connection is already running.",
        params: connectionParams,
        response: answers({ 202: envelope(syncStarted) }),
      },
    },
    async (request, reply) => {
      const { src, orgId, configId } = request.params;
      const { userId } = authOf(request);
      await settingsMember(userId, orgId);
      const connection = await requireConnection(ctx.db, orgId, src, configId);
      return reply.code(202).send({ payload: await startSync(rt, connection, userId) });
    },
  );

  app.get(
    "/integrations/:src/org/:orgId/config/:configId/log",
    {
      schema: {
        summary: "The connection's sync log, newest first (organization admins and sbViewIntegrationsLog)",
        params: connectionParams,
        response: answers({ 200: envelope(z.array(syncLogEntry)) }),
      },
    },
    async (request) => {
      const { src, orgId, configId } = request.params;
      await requireLogReader(ctx.db, authOf(request).userId, orgId);
      const connection = await requireConnection(ctx.db, orgId, src, configId);
      return { payload: await syncLog(ctx.db, connection.id) };
    },
  );

  await integrationSettingRoutes(app, ctx, settingsMember);
}
