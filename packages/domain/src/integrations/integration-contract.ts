import { z } from "zod";
import { entityId } from "../contract/common.js";
import { credentialFieldNames, integrationSources } from "./sources.js";

/*
 * The integration importer's contract (spec 1 §3 "Integration connection", "Event mapping", "Job
 * progress"; §7 "Integration calls"): what the wizard sends and what the server answers. External
 * ids travel as strings, ON24's numeric `eventid` too (issue 24).
 */

const source = z.enum(integrationSources, {
  error: `Source must be one of ${integrationSources.join(", ")}`,
});

/** `/integrations/{src}/org/{orgId}/…` */
export const integrationParams = z.object({ src: source, orgId: entityId });
/** `…/auth/{configId}`, `…/config/{configId}/…` */
export const connectionParams = integrationParams.extend({ configId: entityId });
/** `…/config/{configId}/event-mappings/{mappingId}` */
export const eventMappingParams = connectionParams.extend({ mappingId: entityId });
/** `…/event/{eventId}/integration-event/{integrationEventId}/field-mappings` */
export const fieldMappingParams = integrationParams.extend({
  eventId: entityId,
  integrationEventId: entityId,
});
/** GET/POST `…/auth?multiple=true` (spec 1 §7 "On24 adds ?multiple=true"): more than one connection per source. */
export const authQuery = z.object({ multiple: z.enum(["true", "false"]).optional() });

const credentialValue = z.string({ error: "must be text" }).max(1000, "must be at most 1,000 characters");

/** POST `…/auth`: the source's credential fields (spec 1 §3); which are required depends on `{src}`. */
export const connectionBody = z.strictObject(
  Object.fromEntries(credentialFieldNames.map((name) => [name, credentialValue.optional()])) as Record<
    (typeof credentialFieldNames)[number],
    z.ZodOptional<typeof credentialValue>
  >,
);
export type ConnectionBody = z.infer<typeof connectionBody>;

/** PUT `…/auth` "with the connection id" (spec 1 §7); a secret left out or sent back masked is kept. */
export const connectionUpdateBody = connectionBody.extend({ id: entityId });
export type ConnectionUpdateBody = z.infer<typeof connectionUpdateBody>;

/** Spec 1 §3 "Integration connection: id, is_connected, connection_settings"; secrets come masked. */
export const integrationConnection = z
  .object({
    id: z.string(),
    source,
    is_connected: z.boolean(),
    connection_settings: z.record(z.string(), z.string()).describe("Credential fields; secrets masked."),
    last_error: z.string().nullable().describe("Why the last check failed; null when it passed."),
    checked_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "IntegrationConnection" });
export type IntegrationConnection = z.infer<typeof integrationConnection>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD");

/** GET `…/events`: which connection (default: the organization's only one) and which range. */
export const externalEventsQuery = z.object({
  configId: entityId.optional(),
  from: isoDay.optional().describe("Default: 12 months back."),
  to: isoDay.optional().describe("Default: 18 months ahead."),
});

/** An event on the outside platform, as the wizard lists it. */
export const externalEvent = z
  .object({
    id: z.string(),
    name: z.string(),
    starts_at: z.string().nullable().describe("ISO 8601 with offset; null when the platform gave none."),
    ends_at: z.string().nullable(),
    time_zone: z.string().nullable().describe("IANA name."),
  })
  .meta({ id: "ExternalEvent" });
export type ExternalEvent = z.infer<typeof externalEvent>;

export const externalEventList = z.object({ events: z.array(externalEvent), from: isoDay, to: isoDay });

/** Spec 1 §3 "Event mapping: external_event_id and lennd_event_id (the product event)". */
export const eventMapping = z
  .object({
    id: z.string(),
    config_id: z.string(),
    external_event_id: z.string(),
    external_event_name: z.string(),
    foyer_event_id: z.string().nullable().describe("Null: the next sync creates a new event."),
    selected: z.boolean().describe("Whether the next sync imports it (`selectedExternalEventIds`)."),
    last_synced_at: z.string().nullable(),
  })
  .meta({ id: "EventMapping" });
export type EventMapping = z.infer<typeof eventMapping>;

const namedEvent = z.object({ id: z.string(), name: z.string() });

/** Spec 1 §3 "Mapping payload: {product}_events and integration_events (each with id and name), and mappings." */
export const eventMappingPayload = z.object({
  foyer_events: z.array(namedEvent),
  integration_events: z.array(externalEvent),
  mappings: z.array(eventMapping),
});
export type EventMappingPayload = z.infer<typeof eventMappingPayload>;

const idList = z.array(entityId).max(10_000, "lists at most 10,000 events");

/** PUT `…/config/{configId}/event-mappings` (spec 1 §7 "PUT body selectedExternalEventIds and externalEventMappings"). */
export const eventMappingsBody = z.object({
  selectedExternalEventIds: idList,
  externalEventMappings: z
    .array(z.object({ external_event_id: entityId, foyer_event_id: entityId.nullable() }))
    .max(10_000, "lists at most 10,000 events"),
});
export type EventMappingsBody = z.infer<typeof eventMappingsBody>;

/** One field a sync would change on a Foyer event. */
export const syncChange = z.object({
  field: z.enum(["name", "dateFrom", "dateTo", "timezone"]),
  from: z.string().nullable(),
  to: z.string(),
});

/** POST `…/config/{configId}/preview` (issue 24 "Dry run"): what a sync of the body's choice would write. */
export const syncPreview = z.object({
  events: z.array(
    z.object({
      external_event_id: z.string(),
      name: z.string(),
      action: z.enum(["create", "update", "unchanged"]),
      foyer_event_id: z.string().nullable(),
      changes: z.array(syncChange),
      speakers: z.object({
        create: z.number().int(),
        update: z.number().int(),
        unchanged: z.number().int(),
        without_email: z.number().int(),
      }),
      problem: z.string().nullable().describe("Why this event can't be imported as it is (no dates, …)."),
    }),
  ),
});
export type SyncPreview = z.infer<typeof syncPreview>;

/** POST `…/config/{configId}/sync` (spec 1 §7 "answer gives job_id"). */
export const syncStarted = z.object({ job_id: z.string(), jobId: z.string() });

export const syncCounts = z.object({
  eventsCreated: z.number().int(),
  eventsUpdated: z.number().int(),
  speakersCreated: z.number().int(),
  speakersUpdated: z.number().int(),
});
export type SyncCounts = z.infer<typeof syncCounts>;

/** GET `…/config/{configId}/log` (spec 2 §6 `sbViewIntegrationsLog`): one sync each. */
export const syncLogEntry = z
  .object({
    id: z.string(),
    job_id: z.string(),
    status: z.enum(["running", "completed", "error"]),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    started_by: z.string().describe("The member's name."),
    counts: syncCounts,
    event_ids: z.array(z.string()),
    message: z.string().nullable().describe("What failed and what was kept."),
    problems: z.array(z.string()).describe("Events left out and why (an event without dates, …)."),
  })
  .meta({ id: "SyncLogEntry" });
export type SyncLogEntry = z.infer<typeof syncLogEntry>;

/** GET/PUT `/integrations/org/{orgId}/settings` (spec 1 §9; issue 24 "an organization setting lists Cvent and Swoogo too"). */
export const integrationSettings = z.object({
  listAllSources: z.boolean(),
  sandbox: z.boolean().describe("True when the sources' addresses are Foyer's stand-in servers."),
  sandboxCredentials: z
    .partialRecord(source, z.record(z.string(), z.string()))
    .optional()
    .describe("With `sandbox`: the stand-ins' demo keys per source, to try the wizard with."),
});
export type IntegrationSettings = z.infer<typeof integrationSettings>;
export const integrationSettingsBody = z.object({ listAllSources: z.boolean() });

/** GET `/events/{eventId}/integrations`: what is mapped to the event (its settings/integrations page). */
export const eventIntegration = z.object({
  source,
  config_id: z.string(),
  mapping_id: z.string(),
  external_event_id: z.string(),
  external_event_name: z.string(),
  last_synced_at: z.string().nullable(),
});
export type EventIntegration = z.infer<typeof eventIntegration>;

/** The Foyer fields a sync may write for a mapped event (the field-mappings call). */
export const syncedFields = ["name", "dates", "timezone", "speakers"] as const;
export const fieldMappings = z.object({
  fields: z.array(
    z.object({
      foyer_field: z.enum(syncedFields),
      source_field: z.string().describe("The platform's field, e.g. ON24 `description`."),
      enabled: z.boolean(),
    }),
  ),
});
export type FieldMappings = z.infer<typeof fieldMappings>;
export const fieldMappingsBody = z.object({
  fields: z
    .array(z.object({ foyer_field: z.enum(syncedFields), enabled: z.boolean() }))
    .max(syncedFields.length),
});
