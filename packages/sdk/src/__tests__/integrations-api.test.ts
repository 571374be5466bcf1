import type { EventMappingPayload, IntegrationConnection, SyncPreview } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createIntegrationsApi } from "../api/integrations.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server } = createTestSdk(routes);
  return { integrations: createIntegrationsApi(sdk.http), server };
}

const connection: IntegrationConnection = {
  id: "c-1",
  source: "on24",
  is_connected: true,
  connection_settings: { accessTokenKey: "key", accessTokenSecret: "••••••••", clientId: "10" },
  last_error: null,
  checked_at: "2026-11-20T10:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
};
const payload: EventMappingPayload = {
  foyer_events: [{ id: "ev-1", name: "Foyer Summit 2027" }],
  integration_events: [
    { id: "901", name: "Webinar", starts_at: null, ends_at: null, time_zone: "Europe/Berlin" },
  ],
  mappings: [],
};
const ok = (body: unknown) => () => jsonResponse(200, { payload: body });

describe("connections (spec 1 §7 GET, POST, PUT, DELETE …/auth)", () => {
  it("On24 adds ?multiple=true to GET and POST; the other sources do not", async () => {
    const { integrations, server } = setup({
      "GET /api/integrations/on24/org/o-1/auth": ok([connection]),
      "GET /api/integrations/cvent-crm/org/o-1/auth": ok([]),
      "POST /api/integrations/on24/org/o-1/auth": ok(connection),
    });
    await expect(integrations.connections("on24", "o-1")).resolves.toEqual([connection]);
    await integrations.connections("cvent-crm", "o-1");
    const body = { accessTokenKey: "key", accessTokenSecret: "secret", clientId: "10" };
    await expect(integrations.connect("on24", "o-1", body)).resolves.toEqual(connection);
    expect(server.calls[0]?.url.searchParams.get("multiple")).toBe("true");
    expect(server.calls[1]?.url.searchParams.has("multiple")).toBe(false);
    expect(server.calls[2]?.url.searchParams.get("multiple")).toBe("true");
    expect(server.calls[2]?.body).toEqual(body);
  });

  it("a refused connection stays an HTTP error carrying the server's message and details", async () => {
    const { integrations } = setup({
      "POST /api/integrations/swoogo-crm/org/o-1/auth": () =>
        jsonResponse(422, {
          statusCode: 422,
          code: "UNPROCESSABLE",
          message: "Swoogo refused these keys",
          details: [{ path: "consumerKey", message: "is not known" }],
        }),
    });
    const failure = await integrations
      .connect("swoogo-crm", "o-1", { consumerKey: "k", consumerSecret: "s" })
      .catch((error: unknown) => error);
    expect(isHttpError(failure) && [failure.status, failure.message, failure.details.length]).toEqual([
      422,
      "Swoogo refused these keys",
      1,
    ]);
  });

  it("PUT sends the id with the fields; DELETE ends at …/auth/{configId}", async () => {
    const { integrations, server } = setup({
      "PUT /api/integrations/on24/org/o-1/auth": ok(connection),
      "DELETE /api/integrations/on24/org/o-1/auth/c%201": () => new Response(null, { status: 204 }),
    });
    await integrations.updateConnection("on24", "o-1", { id: "c-1", clientId: "11" });
    await expect(integrations.removeConnection("on24", "o-1", "c 1")).resolves.toBeUndefined();
    expect(server.calls[0]?.body).toEqual({ id: "c-1", clientId: "11" });
    expect(server.calls[1]?.url.pathname).toBe("/api/integrations/on24/org/o-1/auth/c%201");
  });
});

describe("events and event mappings", () => {
  it("externalEvents sends configId, from and to only when given", async () => {
    const list = { events: [], from: "2025-11-01", to: "2028-05-01" };
    const { integrations, server } = setup({ "GET /api/integrations/on24/org/o-1/events": ok(list) });
    await expect(integrations.externalEvents("on24", "o-1")).resolves.toEqual(list);
    await integrations.externalEvents("on24", "o-1", { configId: "c-1", from: "2026-01-01" });
    expect(server.calls[0]?.url.searchParams.has("configId")).toBe(false);
    expect(server.calls[1]?.url.searchParams.get("configId")).toBe("c-1");
    expect(server.calls[1]?.url.searchParams.get("from")).toBe("2026-01-01");
    expect(server.calls[1]?.url.searchParams.has("to")).toBe(false);
  });

  it("reads the organization's and a connection's mappings, saves them by PUT, removes one", async () => {
    const base = "/api/integrations/on24/org/o-1";
    const { integrations, server } = setup({
      [`GET ${base}/event-mappings`]: ok([]),
      [`GET ${base}/config/c-1/event-mappings`]: ok(payload),
      [`PUT ${base}/config/c-1/event-mappings`]: ok(payload),
      [`DELETE ${base}/config/c-1/event-mappings/m-1`]: () => new Response(null, { status: 204 }),
    });
    await expect(integrations.eventMappings("on24", "o-1")).resolves.toEqual([]);
    await expect(integrations.connectionMappings("on24", "o-1", "c-1")).resolves.toEqual(payload);
    const body = {
      selectedExternalEventIds: ["901"],
      externalEventMappings: [{ external_event_id: "901", foyer_event_id: null }],
    };
    await expect(integrations.saveMappings("on24", "o-1", "c-1", body)).resolves.toEqual(payload);
    await integrations.removeMapping("on24", "o-1", "c-1", "m-1");
    expect(server.calls[2]?.body).toEqual(body);
    expect(server.calls.map((call) => call.method)).toEqual(["GET", "GET", "PUT", "DELETE"]);
  });
});

describe("the dry run, the sync and its job", () => {
  it("preview posts the choice; sync answers the job; progress reads eventIds and counts", async () => {
    const preview: SyncPreview = {
      events: [
        {
          external_event_id: "901",
          name: "Webinar",
          action: "create",
          foyer_event_id: null,
          changes: [],
          speakers: { create: 2, update: 0, unchanged: 0, without_email: 1 },
          problem: null,
        },
      ],
    };
    const job = {
      status: "completed",
      payload: {
        progress: 1,
        remainingSeconds: 0,
        latestOperation: "Done",
        eventIds: ["ev-9"],
        counts: { eventsCreated: 1, eventsUpdated: 0, speakersCreated: 2, speakersUpdated: 0 },
      },
    };
    const { integrations, server } = setup({
      "POST /api/integrations/on24/org/o-1/config/c-1/preview": ok(preview),
      "POST /api/integrations/on24/org/o-1/config/c-1/sync": () =>
        jsonResponse(202, { payload: { job_id: "j-1", jobId: "j-1" } }),
      "GET /api/jobs/progress/j-1": ok(job),
    });
    const body = { selectedExternalEventIds: ["901"], externalEventMappings: [] };
    await expect(integrations.preview("on24", "o-1", "c-1", body)).resolves.toEqual(preview);
    await expect(integrations.sync("on24", "o-1", "c-1")).resolves.toEqual({ job_id: "j-1", jobId: "j-1" });
    const progress = await integrations.progress("j-1");
    expect(progress.payload.eventIds).toEqual(["ev-9"]);
    expect(progress.payload.counts?.speakersCreated).toBe(2);
    expect(server.calls[0]?.body).toEqual(body);
  });

  it("a sync already running is a 409 with the server's message", async () => {
    const { integrations } = setup({
      "POST /api/integrations/on24/org/o-1/config/c-1/sync": () =>
        jsonResponse(409, { statusCode: 409, code: "CONFLICT", message: "A sync is already running." }),
    });
    const failure = await integrations.sync("on24", "o-1", "c-1").catch((error: unknown) => error);
    expect(isHttpError(failure) && failure.status).toBe(409);
  });
});

describe("field mappings, the sync log, settings and the event's integrations", () => {
  it("reads and saves an event's field mappings at …/event/{eventId}/integration-event/{id}/field-mappings", async () => {
    const path = "/api/integrations/cvent-crm/org/o-1/event/ev-1/integration-event/x%2F1/field-mappings";
    const fields = { fields: [{ foyer_field: "name" as const, source_field: "title", enabled: true }] };
    const { integrations, server } = setup({ [`GET ${path}`]: ok(fields), [`PUT ${path}`]: ok(fields) });
    await expect(integrations.fieldMappings("cvent-crm", "o-1", "ev-1", "x/1")).resolves.toEqual(fields);
    await integrations.saveFieldMappings("cvent-crm", "o-1", "ev-1", "x/1", {
      fields: [{ foyer_field: "name", enabled: false }],
    });
    expect(server.calls[1]?.body).toEqual({ fields: [{ foyer_field: "name", enabled: false }] });
  });

  it("the log, the organization's settings (PUT listAllSources) and the event's mappings", async () => {
    const settings = {
      listAllSources: false,
      sandbox: true,
      sandboxCredentials: { on24: { clientId: "1" } },
    };
    const { integrations, server } = setup({
      "GET /api/integrations/on24/org/o-1/config/c-1/log": ok([]),
      "GET /api/integrations/org/o-1/settings": ok(settings),
      "PUT /api/integrations/org/o-1/settings": ok({ ...settings, listAllSources: true }),
      "GET /api/events/ev-1/integrations": ok([]),
    });
    await expect(integrations.syncLog("on24", "o-1", "c-1")).resolves.toEqual([]);
    await expect(integrations.settings("o-1")).resolves.toEqual(settings);
    const saved = await integrations.saveSettings("o-1", { listAllSources: true });
    expect(saved.listAllSources).toBe(true);
    await expect(integrations.eventIntegrations("ev-1")).resolves.toEqual([]);
    expect(server.calls[2]?.body).toEqual({ listAllSources: true });
  });
});
