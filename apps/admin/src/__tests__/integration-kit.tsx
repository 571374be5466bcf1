import type {
  EventMappingPayload,
  IntegrationConnection,
  IntegrationSource,
  SyncPreview,
} from "@foyer/domain";
import type { IntegrationSettingsAnswer, IntegrationsApi, SyncJobProgress } from "@foyer/sdk";
import { AppShell } from "@foyer/widgets/react";
import { render, screen } from "@testing-library/react";
import { vi } from "vitest";
import { IntegrationWizard } from "../integrations/IntegrationWizard.js";
import { adminUser, fakeApi, storeSession } from "./fake-api.js";
import { ok } from "./signed-in-app.js";

/** Fixtures and a fake API for the integration importer's tests (issue 24). */

export const connection = (
  id: string,
  overrides: Partial<IntegrationConnection> = {},
): IntegrationConnection => ({
  id,
  source: "on24",
  is_connected: true,
  connection_settings: { accessTokenKey: `key-${id}`, accessTokenSecret: "••••••••", clientId: "10" },
  last_error: null,
  checked_at: "2026-11-20T10:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

export const external = (
  id: string,
  name: string,
  startsAt: string | null = "2027-01-10T15:00:00+01:00",
) => ({
  id,
  name,
  starts_at: startsAt,
  ends_at: startsAt,
  time_zone: "Europe/Berlin",
});

export const mappingPayload: EventMappingPayload = {
  foyer_events: [{ id: "ev-1", name: "Foyer Summit 2027" }],
  integration_events: [
    external("901", "Product Webinar"),
    external("902", "Partner Summit"),
    external("903", "Dateless Webinar", null),
  ],
  mappings: [
    {
      id: "m-1",
      config_id: "c-1",
      external_event_id: "902",
      external_event_name: "Partner Summit",
      foyer_event_id: "ev-1",
      selected: true,
      last_synced_at: null,
    },
  ],
};

/** The dry run of whatever is chosen: new events created, mapped ones updated, 903 refused. */
export function dryRunOf(body: {
  externalEventMappings: { external_event_id: string; foyer_event_id: string | null }[];
}): SyncPreview {
  return {
    events: body.externalEventMappings.map(({ external_event_id: id, foyer_event_id: foyerId }) => ({
      external_event_id: id,
      name: id,
      action: foyerId ? "update" : "create",
      foyer_event_id: foyerId,
      changes: foyerId ? [{ field: "name", from: "Foyer Summit 2027", to: "Partner Summit" }] : [],
      speakers: { create: 2, update: foyerId ? 1 : 0, unchanged: 0, without_email: 1 },
      problem: id === "903" ? "This event has no dates on On24: it can't be imported." : null,
    })),
  };
}

export const job = (status: string, extra: Partial<SyncJobProgress["payload"]> = {}): SyncJobProgress => ({
  status: status as SyncJobProgress["status"],
  payload: {
    progress: 0.4,
    remainingSeconds: 65,
    latestOperation: "Importing speakers of Product Webinar",
    ...extra,
  },
});

export type FakeIntegrationsApi = IntegrationsApi & {
  [K in keyof IntegrationsApi]: ReturnType<typeof vi.fn>;
};

/** A fake of every integration call, answering like the server would for one organization. */
export function fakeIntegrationsApi(
  options: {
    settings?: IntegrationSettingsAnswer;
    connections?: IntegrationConnection[];
    jobs?: SyncJobProgress[];
  } = {},
): FakeIntegrationsApi {
  let connections = options.connections ?? [connection("c-1")];
  const jobs = options.jobs ?? [job("completed", { eventIds: ["ev-9"] })];
  let polled = 0;
  return {
    settings: vi.fn(async () => options.settings ?? { listAllSources: false, sandbox: false }),
    saveSettings: vi.fn(async (_orgId: string, body: { listAllSources: boolean }) => ({
      sandbox: false,
      ...body,
    })),
    connections: vi.fn(async (_src: IntegrationSource) => connections),
    connect: vi.fn(async (src: IntegrationSource) => {
      const created = connection(`c-${connections.length + 1}`, { source: src });
      connections = [...connections, created];
      return created;
    }),
    updateConnection: vi.fn(async () => connection("c-1")),
    removeConnection: vi.fn(async (_src: IntegrationSource, _orgId: string, configId: string) => {
      connections = connections.filter((item) => item.id !== configId);
    }),
    externalEvents: vi.fn(async () => ({ events: [], from: "2025-11-27", to: "2028-05-27" })),
    eventMappings: vi.fn(async () => []),
    connectionMappings: vi.fn(async () => mappingPayload),
    saveMappings: vi.fn(async () => mappingPayload),
    removeMapping: vi.fn(async () => undefined),
    preview: vi.fn(async (_src, _orgId, _configId, body) => dryRunOf(body)),
    sync: vi.fn(async () => ({ job_id: "j-1", jobId: "j-1" })),
    fieldMappings: vi.fn(async () => ({ fields: [] })),
    saveFieldMappings: vi.fn(async () => ({ fields: [] })),
    syncLog: vi.fn(async () => []),
    eventIntegrations: vi.fn(async () => []),
    progress: vi.fn(async () => jobs[Math.min(polled++, jobs.length - 1)] as SyncJobProgress),
  } as FakeIntegrationsApi;
}

/** The wizard alone, over `api`, in the app's shell (toasts, the error store, navigation). */
export function renderWizard(api: IntegrationsApi) {
  history.replaceState(null, "", "/org-light/org-1/settings/integrations");
  const fake = fakeApi({ "GET /user/me": ok(adminUser) });
  storeSession(fake.storage, adminUser.id);
  const navigate = vi.fn();
  const onClose = vi.fn();
  render(
    <AppShell services={fake.services} navigate={navigate}>
      <IntegrationWizard orgId="org-1" onClose={onClose} api={api} />
    </AppShell>,
  );
  return { navigate, onClose, services: fake.services };
}

export const wizard = (step: string) =>
  screen.findByRole("dialog", { name: `Import from On24, Cvent or Swoogo: ${step}` });

/** The messages registered in the error store (spec 1 §8 "Errors are collected in a list"). */
export const registered = (services: ReturnType<typeof renderWizard>["services"]) =>
  services.errors.get().errors.flatMap((error) => error.messages);

export const toasts = (services: ReturnType<typeof renderWizard>["services"]) =>
  services.toasts.get().toasts.map((toast) => toast.message);
