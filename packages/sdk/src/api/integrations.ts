import type {
  ConnectionBody,
  ConnectionUpdateBody,
  Envelope,
  EventIntegration,
  EventMapping,
  EventMappingPayload,
  EventMappingsBody,
  ExternalEvent,
  FieldMappings,
  IntegrationConnection,
  IntegrationSettings,
  IntegrationSource,
  JobProgress,
  SyncLogEntry,
  SyncPreview,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The integration importer's calls (spec 1 §7 "Integration calls", issue 24): connections,
 * the source's events, event mappings, the dry run, the sync and its job, field mappings, the
 * sync log and the organization's integration settings. The server checks every permission;
 * see docs/integrations.md.
 */

/** GET `…/events`: the source's events in a range of days (default 12 months back, 18 ahead). */
export interface ExternalEventList {
  events: ExternalEvent[];
  from: string;
  to: string;
}

/** POST `…/sync` (spec 1 §7 "answer gives job_id"). */
export interface SyncStarted {
  job_id: string;
  jobId: string;
}

/** A sync job's progress: the job progress, with the events it wrote, its counts and the events it left out. */
export type SyncJobProgress = JobProgress;

/**
 * The organization's integration settings; in the sandbox demo the stand-ins' keys come along
 * (`sandboxCredentials[source][field]`), so a newcomer can try the wizard.
 */
export type IntegrationSettingsAnswer = IntegrationSettings;

export type SyncedField = FieldMappings["fields"][number]["foyer_field"];

/** PUT `…/field-mappings`: which Foyer fields a sync of the mapped event may write. */
export interface FieldMappingsInput {
  fields: { foyer_field: SyncedField; enabled: boolean }[];
}

export interface IntegrationsApi {
  /** GET `/integrations/{src}/org/{orgId}/auth` (On24 with `?multiple=true`): the source's connections. */
  connections(src: IntegrationSource, orgId: string, options?: CallOptions): Promise<IntegrationConnection[]>;
  /**
   * POST `…/auth`: the source's credential fields. 400 names the missing or bad fields; 422 says
   * the platform refused the keys (the connection is kept, `is_connected: false`).
   */
  connect(
    src: IntegrationSource,
    orgId: string,
    body: ConnectionBody,
    options?: CallOptions,
  ): Promise<IntegrationConnection>;
  /** PUT `…/auth` with the connection's id: a secret left out or sent back masked is kept. */
  updateConnection(
    src: IntegrationSource,
    orgId: string,
    body: ConnectionUpdateBody,
    options?: CallOptions,
  ): Promise<IntegrationConnection>;
  /** DELETE `…/auth/{configId}`. */
  removeConnection(
    src: IntegrationSource,
    orgId: string,
    configId: string,
    options?: CallOptions,
  ): Promise<void>;
  /** GET `…/events?configId=&from=&to=`: the events on the platform. */
  externalEvents(
    src: IntegrationSource,
    orgId: string,
    query?: { configId?: string; from?: string; to?: string },
    options?: CallOptions,
  ): Promise<ExternalEventList>;
  /** GET `…/event-mappings`: every mapping of the source's connections in the organization. */
  eventMappings(src: IntegrationSource, orgId: string, options?: CallOptions): Promise<EventMapping[]>;
  /** GET `…/config/{configId}/event-mappings`: Foyer's events beside the platform's, and the mappings. */
  connectionMappings(
    src: IntegrationSource,
    orgId: string,
    configId: string,
    options?: CallOptions,
  ): Promise<EventMappingPayload>;
  /** PUT `…/config/{configId}/event-mappings` (spec 1 §7 "selectedExternalEventIds and externalEventMappings"). */
  saveMappings(
    src: IntegrationSource,
    orgId: string,
    configId: string,
    body: EventMappingsBody,
    options?: CallOptions,
  ): Promise<EventMappingPayload>;
  /** DELETE `…/config/{configId}/event-mappings/{mappingId}`: the Foyer event stays. */
  removeMapping(
    src: IntegrationSource,
    orgId: string,
    configId: string,
    mappingId: string,
    options?: CallOptions,
  ): Promise<void>;
  /** POST `…/config/{configId}/preview`: what a sync of this choice would write, nothing written (issue 24 "Dry run"). */
  preview(
    src: IntegrationSource,
    orgId: string,
    configId: string,
    body: EventMappingsBody,
    options?: CallOptions,
  ): Promise<SyncPreview>;
  /** POST `…/config/{configId}/sync` → the job, followed with `progress`; 409 while one runs. */
  sync(src: IntegrationSource, orgId: string, configId: string, options?: CallOptions): Promise<SyncStarted>;
  /** GET `…/event/{eventId}/integration-event/{integrationEventId}/field-mappings`. */
  fieldMappings(
    src: IntegrationSource,
    orgId: string,
    eventId: string,
    integrationEventId: string,
    options?: CallOptions,
  ): Promise<FieldMappings>;
  /** PUT the same path: which fields the next syncs write. */
  saveFieldMappings(
    src: IntegrationSource,
    orgId: string,
    eventId: string,
    integrationEventId: string,
    body: FieldMappingsInput,
    options?: CallOptions,
  ): Promise<FieldMappings>;
  /** GET `…/config/{configId}/log`: the connection's syncs, newest first; 403 unless allowed. */
  syncLog(
    src: IntegrationSource,
    orgId: string,
    configId: string,
    options?: CallOptions,
  ): Promise<SyncLogEntry[]>;
  /** GET `/integrations/org/{orgId}/settings`. */
  settings(orgId: string, options?: CallOptions): Promise<IntegrationSettingsAnswer>;
  /** PUT `/integrations/org/{orgId}/settings` (spec 1 §9: list Cvent and Swoogo in the picker). */
  saveSettings(
    orgId: string,
    body: { listAllSources: boolean },
    options?: CallOptions,
  ): Promise<IntegrationSettingsAnswer>;
  /** GET `/events/{eventId}/integrations`: what is mapped to the event. */
  eventIntegrations(eventId: string, options?: CallOptions): Promise<EventIntegration[]>;
  /** GET `/jobs/progress/{jobId}`: status and payload (eventIds and counts of a sync). */
  progress(jobId: string, options?: CallOptions): Promise<SyncJobProgress>;
}

const enc = encodeURIComponent;

/**
 * The integration calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const integrations = createIntegrationsApi(sdk.http);
 * const connection = await integrations.connect("on24", orgId, { accessTokenKey, accessTokenSecret, clientId });
 * const { jobId } = await integrations.sync("on24", orgId, connection.id);
 */
export function createIntegrationsApi(http: HttpClient): IntegrationsApi {
  const base = (src: IntegrationSource, orgId: string) => `integrations/${enc(src)}/org/${enc(orgId)}`;
  const config = (src: IntegrationSource, orgId: string, configId: string) =>
    `${base(src, orgId)}/config/${enc(configId)}`;
  const fields = (src: IntegrationSource, orgId: string, eventId: string, integrationEventId: string) =>
    `${base(src, orgId)}/event/${enc(eventId)}/integration-event/${enc(integrationEventId)}/field-mappings`;
  // Spec 1 §7 "On24 adds ?multiple=true": an organization may keep several ON24 connections.
  const auth = (src: IntegrationSource) => (src === "on24" ? { multiple: "true" } : {});
  const settings = (orgId: string) => `integrations/org/${enc(orgId)}/settings`;
  return {
    connections: async (src, orgId, options = {}) =>
      payloadOf(
        await http.get<Envelope<IntegrationConnection[]>>(`${base(src, orgId)}/auth`, {
          ...options,
          searchParams: auth(src),
        }),
        "GET integration connections",
      ),
    connect: async (src, orgId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<IntegrationConnection>>(`${base(src, orgId)}/auth`, {
          ...options,
          searchParams: auth(src),
          json: body,
        }),
        "POST integration connection",
      ),
    updateConnection: async (src, orgId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<IntegrationConnection>>(`${base(src, orgId)}/auth`, {
          ...options,
          json: body,
        }),
        "PUT integration connection",
      ),
    removeConnection: async (src, orgId, configId, options = {}) => {
      await http.delete(`${base(src, orgId)}/auth/${enc(configId)}`, options);
    },
    externalEvents: async (src, orgId, query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<ExternalEventList>>(`${base(src, orgId)}/events`, {
          ...options,
          searchParams: { configId: query.configId, from: query.from, to: query.to },
        }),
        "GET integration events",
      ),
    eventMappings: async (src, orgId, options = {}) =>
      payloadOf(
        await http.get<Envelope<EventMapping[]>>(`${base(src, orgId)}/event-mappings`, options),
        "GET integration event mappings",
      ),
    connectionMappings: async (src, orgId, configId, options = {}) =>
      payloadOf(
        await http.get<Envelope<EventMappingPayload>>(
          `${config(src, orgId, configId)}/event-mappings`,
          options,
        ),
        "GET connection event mappings",
      ),
    saveMappings: async (src, orgId, configId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<EventMappingPayload>>(`${config(src, orgId, configId)}/event-mappings`, {
          ...options,
          json: body,
        }),
        "PUT connection event mappings",
      ),
    removeMapping: async (src, orgId, configId, mappingId, options = {}) => {
      await http.delete(`${config(src, orgId, configId)}/event-mappings/${enc(mappingId)}`, options);
    },
    preview: async (src, orgId, configId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<SyncPreview>>(`${config(src, orgId, configId)}/preview`, {
          ...options,
          json: body,
        }),
        "POST sync preview",
      ),
    sync: async (src, orgId, configId, options = {}) =>
      payloadOf(
        await http.post<Envelope<SyncStarted>>(`${config(src, orgId, configId)}/sync`, {
          ...options,
          json: {},
        }),
        "POST sync",
      ),
    fieldMappings: async (src, orgId, eventId, integrationEventId, options = {}) =>
      payloadOf(
        await http.get<Envelope<FieldMappings>>(fields(src, orgId, eventId, integrationEventId), options),
        "GET field mappings",
      ),
    saveFieldMappings: async (src, orgId, eventId, integrationEventId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<FieldMappings>>(fields(src, orgId, eventId, integrationEventId), {
          ...options,
          json: body,
        }),
        "PUT field mappings",
      ),
    syncLog: async (src, orgId, configId, options = {}) =>
      payloadOf(
        await http.get<Envelope<SyncLogEntry[]>>(`${config(src, orgId, configId)}/log`, options),
        "GET sync log",
      ),
    settings: async (orgId, options = {}) =>
      payloadOf(
        await http.get<Envelope<IntegrationSettingsAnswer>>(settings(orgId), options),
        "GET integration settings",
      ),
    saveSettings: async (orgId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<IntegrationSettingsAnswer>>(settings(orgId), { ...options, json: body }),
        "PUT integration settings",
      ),
    eventIntegrations: async (eventId, options = {}) =>
      payloadOf(
        await http.get<Envelope<EventIntegration[]>>(`events/${enc(eventId)}/integrations`, options),
        "GET event integrations",
      ),
    progress: async (jobId, options = {}) =>
      payloadOf(
        await http.get<Envelope<SyncJobProgress>>(`jobs/progress/${enc(jobId)}`, options),
        "GET job progress",
      ),
  };
}
