import {
  envelope,
  eventIdParams,
  eventIntegration,
  fieldMappingParams,
  fieldMappings,
  fieldMappingsBody,
  integrationSettings,
  integrationSettingsBody,
  messages,
} from "@foyer/domain";
import { z } from "zod";
import type { Db } from "../db/client.js";
import { authOf } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import {
  eventIntegrations,
  fieldMappingsOf,
  saveFieldMappings,
} from "../services/integrations/field-mappings.js";
import type { IntegrationRuntime } from "../services/integrations/runtime.js";
import { integrationSettingsOf, saveIntegrationSettings } from "../services/integrations/settings.js";
import { hasFeatureFlag } from "../services/permissions/feature-flags.js";
import { orgAccess, requireEventPermission } from "../services/permissions/permissions.js";
import { notPermitted } from "../services/refusal.js";

/*
 * The importer's settings around the wizard: the organization's source picker (spec 1 §9), which
 * Foyer fields a sync writes for a mapped event (spec 1 §7 "Field mappings"), what is mapped to an
 * event (its settings/integrations page), and who reads the sync log (spec 2 §6).
 */

/** What the importer's routes need: the signed-in context and the integration runtime. */
export type IntegrationContext = AuthContext & { integrations: IntegrationRuntime };

/** Spec 1 §6 "Event settings routes … update on settings". */
const EVENT_SETTINGS = [{ module: "settings" as const, action: "update" as const }];

/**
 * The sync log is for the organization's admins and for members with the sbViewIntegrationsLog
 * flag (spec 2 §6): 403 for anyone else, 404 for an unknown organization.
 */
export async function requireLogReader(db: Db, userId: string, orgId: string): Promise<void> {
  const { profile } = await orgAccess(db, userId, orgId);
  if (!profile) throw notPermitted(messages.noAccess);
  if (profile.isAdmin || profile.isFoyerAdmin) return;
  if (await hasFeatureFlag(db, "sbViewIntegrationsLog", { userId, orgId })) return;
  throw notPermitted(messages.noPermission);
}

export async function integrationSettingRoutes(
  app: ApiApp,
  ctx: IntegrationContext,
  settingsMember: (userId: string, orgId: string) => Promise<void>,
) {
  const rt = ctx.integrations;
  const orgParams = z.object({ orgId: fieldMappingParams.shape.orgId });

  app.get(
    "/integrations/org/:orgId/settings",
    {
      schema: {
        summary: "The organization's importer settings, and whether the sources are Foyer's stand-ins",
        params: orgParams,
        response: answers({ 200: envelope(integrationSettings) }),
      },
    },
    async (request) => {
      await settingsMember(authOf(request).userId, request.params.orgId);
      return { payload: await integrationSettingsOf(rt, request.params.orgId) };
    },
  );

  app.put(
    "/integrations/org/:orgId/settings",
    {
      schema: {
        summary: "List Cvent and Swoogo in the source picker too (listAllSources), or On24 only",
        params: orgParams,
        body: integrationSettingsBody,
        response: answers({ 200: envelope(integrationSettings) }),
      },
    },
    async (request) => {
      await settingsMember(authOf(request).userId, request.params.orgId);
      return { payload: await saveIntegrationSettings(rt, request.params.orgId, request.body) };
    },
  );

  app.get(
    "/integrations/:src/org/:orgId/event/:eventId/integration-event/:integrationEventId/field-mappings",
    {
      schema: {
        summary: "Which Foyer fields a sync writes for this mapped event",
        params: fieldMappingParams,
        response: answers({ 200: envelope(fieldMappings) }),
      },
    },
    async (request) => {
      const { src, orgId, eventId, integrationEventId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      const key = { orgId, source: src, eventId, externalEventId: integrationEventId };
      return { payload: await fieldMappingsOf(ctx.db, key) };
    },
  );

  app.put(
    "/integrations/:src/org/:orgId/event/:eventId/integration-event/:integrationEventId/field-mappings",
    {
      schema: {
        summary: "Turn the fields a sync writes for this mapped event on or off",
        params: fieldMappingParams,
        body: fieldMappingsBody,
        response: answers({ 200: envelope(fieldMappings) }),
      },
    },
    async (request) => {
      const { src, orgId, eventId, integrationEventId } = request.params;
      await settingsMember(authOf(request).userId, orgId);
      const key = { orgId, source: src, eventId, externalEventId: integrationEventId };
      return { payload: await saveFieldMappings(ctx.db, key, request.body) };
    },
  );

  app.get(
    "/events/:eventId/integrations",
    {
      schema: {
        summary: "The outside events mapped to this event (its settings/integrations page)",
        params: eventIdParams,
        response: answers({ 200: envelope(z.array(eventIntegration)) }),
      },
    },
    async (request) => {
      const event = await requireEventPermission(
        ctx.db,
        authOf(request).userId,
        request.params.eventId,
        EVENT_SETTINGS,
      );
      return { payload: await eventIntegrations(ctx.db, event.id) };
    },
  );
}
