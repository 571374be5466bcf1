import type { EventMappingPayload, IntegrationConnection } from "@foyer/domain";
import type { SyncJobProgress } from "@foyer/sdk";
import { describe, expect, it } from "vitest";
import {
  canGoForward,
  type IntegrationWizardAction,
  type IntegrationWizardState,
  initialWizardState,
  integrationWizardReducer,
  jobVerdict,
  landingEventId,
  mappingsBodyOf,
} from "../integrations/integration-wizard-model.js";

/*
 * Spec 1 §4 "Integration wizard: select-source, connect, preview, import", transition by
 * transition, and "Sync job: status pending or processing is polled every second; any other
 * status ends polling. Status error registers an error and counts as failure".
 */

const run = (state: IntegrationWizardState, ...actions: IntegrationWizardAction[]) =>
  actions.reduce(integrationWizardReducer, state);

const connection = (id: string, is_connected = true): IntegrationConnection => ({
  id,
  source: "on24",
  is_connected,
  connection_settings: { accessTokenKey: "key", accessTokenSecret: "••••••••", clientId: id },
  last_error: is_connected ? null : "ON24 refused these keys",
  checked_at: null,
  created_at: "2026-11-20T10:00:00.000Z",
});

const external = (id: string, name: string) => ({
  id,
  name,
  starts_at: "2027-01-10T15:00:00+01:00",
  ends_at: "2027-01-10T16:00:00+01:00",
  time_zone: "Europe/Berlin",
});

const payload: EventMappingPayload = {
  foyer_events: [{ id: "ev-1", name: "Foyer Summit 2027" }],
  integration_events: [external("901", "Webinar One"), external("902", "Webinar Two")],
  mappings: [
    {
      id: "m-1",
      config_id: "c-1",
      external_event_id: "902",
      external_event_name: "Webinar Two",
      foyer_event_id: "ev-1",
      selected: true,
      last_synced_at: null,
    },
  ],
};

const job = (status: string, extra: Partial<SyncJobProgress["payload"]> = {}): SyncJobProgress => ({
  status: status as SyncJobProgress["status"],
  payload: { progress: 0.5, remainingSeconds: 3, latestOperation: "Importing speakers", ...extra },
});

/** A wizard on Connect with two connections, c-1 chosen. */
function onConnect(): IntegrationWizardState {
  return run(
    initialWizardState(),
    { type: "settingsReceived", settings: { listAllSources: false, sandbox: false } },
    { type: "sourceChosen", source: "on24" },
    { type: "next" },
    { type: "connectionsReceived", connections: [connection("c-1"), connection("c-2")] },
    { type: "connectionChosen", connectionId: "c-1" },
  );
}

/** A wizard on Preview with its mappings loaded. */
const onPreview = () => run(onConnect(), { type: "next" }, { type: "mappingsReceived", payload });

/** A wizard on Import with its sync running. */
const running = () =>
  run(onPreview(), { type: "next" }, { type: "mappingsSaved" }, { type: "syncQueued", jobId: "j-1" });

describe("forward from select-source", () => {
  it("needs a chosen source: without one nothing happens", () => {
    const start = initialWizardState();
    expect(canGoForward(start)).toBe(false);
    expect(run(start, { type: "next" })).toBe(start);
  });

  it("clears the selected connection, loads connections and moves to connect", () => {
    const back = run(onConnect(), { type: "back" });
    expect(back.step).toBe("select-source");
    expect(back.selectedConnectionId).toBe("c-1");
    const next = run(back, { type: "next" });
    expect(next.step).toBe("connect");
    expect(next.selectedConnectionId).toBeNull();
    expect(next.connections).toEqual({ status: "loading" });
    expect(next.connectionsRequest).toBe(back.connectionsRequest + 1);
  });
});

describe("connect", () => {
  it("one working connection is chosen for the user; several wait for a choice; an invalid one cannot be", () => {
    const start = run(initialWizardState(), { type: "sourceChosen", source: "on24" }, { type: "next" });
    const one = run(start, {
      type: "connectionsReceived",
      connections: [connection("c-1"), connection("c-bad", false)],
    });
    expect(one.selectedConnectionId).toBe("c-1");
    const two = run(start, {
      type: "connectionsReceived",
      connections: [connection("c-1"), connection("c-2")],
    });
    expect(two.selectedConnectionId).toBeNull();
    expect(canGoForward(two)).toBe(false);
    const bad = run(two, {
      type: "connectionsReceived",
      connections: [connection("c-1"), connection("c-2", false)],
    });
    expect(canGoForward(run(bad, { type: "connectionChosen", connectionId: "c-2" }))).toBe(false);
  });

  it("a created connection is chosen and the list loads again; a removed chosen one is unchosen", () => {
    const created = run(onConnect(), { type: "connectionCreated", connection: connection("c-3") });
    expect(created.selectedConnectionId).toBe("c-3");
    expect(created.connections.status).toBe("loading");
    const removed = run(onConnect(), { type: "connectionRemoved", connectionId: "c-1" });
    expect(removed.selectedConnectionId).toBeNull();
    expect(removed.connectionsRequest).toBe(onConnect().connectionsRequest + 1);
  });

  it("forward moves to preview and loads the event mappings", () => {
    const before = onConnect();
    const next = run(before, { type: "next" });
    expect(next.step).toBe("preview");
    expect(next.mappings).toEqual({ status: "loading" });
    expect(next.mappingsRequest).toBe(before.mappingsRequest + 1);
  });

  it("back returns to select-source", () => {
    expect(run(onConnect(), { type: "back" }).step).toBe("select-source");
  });
});

describe("preview", () => {
  it("a saved mapping the user left unticked keeps its Foyer event but is not chosen", () => {
    const unticked = {
      ...payload,
      mappings: payload.mappings.map((mapping) => ({ ...mapping, selected: false })),
    };
    const state = run(onConnect(), { type: "next" }, { type: "mappingsReceived", payload: unticked });
    expect(state.choices["902"]).toEqual({ selected: false, foyerEventId: "ev-1" });
  });

  it("previously saved mappings come chosen, into the event they were mapped to", () => {
    const state = onPreview();
    expect(state.choices).toEqual({
      "901": { selected: false, foyerEventId: null },
      "902": { selected: true, foyerEventId: "ev-1" },
    });
    expect(mappingsBodyOf(state)).toEqual({
      selectedExternalEventIds: ["902"],
      externalEventMappings: [{ external_event_id: "902", foyer_event_id: "ev-1" }],
    });
  });

  it("each row is chosen or not, into a new event or an existing one", () => {
    const state = run(
      onPreview(),
      { type: "rowToggled", externalEventId: "901" },
      { type: "rowMapped", externalEventId: "902", foyerEventId: null },
    );
    expect(mappingsBodyOf(state).externalEventMappings).toEqual([
      { external_event_id: "901", foyer_event_id: null },
      { external_event_id: "902", foyer_event_id: null },
    ]);
    expect(
      mappingsBodyOf(run(state, { type: "allToggled", selected: false })).selectedExternalEventIds,
    ).toEqual([]);
  });

  it("an event the dry run cannot import is taken out of the choice and its row disabled", () => {
    const state = run(onPreview(), { type: "allToggled", selected: true });
    const refused = run(state, {
      type: "previewReceived",
      preview: {
        events: [
          {
            external_event_id: "901",
            name: "Webinar One",
            action: "create",
            foyer_event_id: null,
            changes: [],
            speakers: { create: 0, update: 0, unchanged: 0, without_email: 0 },
            problem: "This event has no dates on ON24.",
          },
        ],
      },
    });
    expect(refused.problems).toEqual({ "901": "This event has no dates on ON24." });
    expect(mappingsBodyOf(refused).selectedExternalEventIds).toEqual(["902"]);
    expect(run(refused, { type: "rowToggled", externalEventId: "901" })).toBe(refused);
    expect(run(refused, { type: "allToggled", selected: true }).choices["901"]?.selected).toBe(false);
  });

  it("forward needs the mappings and a chosen event", () => {
    expect(canGoForward(run(onConnect(), { type: "next" }))).toBe(false);
    expect(canGoForward(run(onPreview(), { type: "allToggled", selected: false }))).toBe(false);
    expect(canGoForward(onPreview())).toBe(true);
  });

  it("forward saves the event mappings, moves to import and starts a sync", () => {
    const saving = run(onPreview(), { type: "next" });
    expect(saving.step).toBe("import");
    expect(saving.sync).toEqual({ phase: "saving" });
    const starting = run(saving, { type: "mappingsSaved" });
    expect(starting.sync).toEqual({ phase: "starting" });
    expect(running().sync).toMatchObject({ phase: "running", jobId: "j-1", progress: 0 });
  });

  it("a failed save returns to preview with the choice as it was", () => {
    const failed = run(
      onPreview(),
      { type: "rowToggled", externalEventId: "901" },
      { type: "next" },
      { type: "saveFailed", message: "There was an issue saving event mappings" },
    );
    expect(failed.step).toBe("preview");
    expect(failed.error).toBe("There was an issue saving event mappings");
    expect(failed.choices["901"]?.selected).toBe(true);
    expect(failed.mappings.status).toBe("ready");
  });

  it("back returns to connect", () => {
    expect(run(onPreview(), { type: "back" }).step).toBe("connect");
  });
});

describe("import and the sync job", () => {
  it("pending and processing keep polling; error is a failure; any other final status a success", () => {
    expect(jobVerdict("pending")).toBe("running");
    expect(jobVerdict("processing")).toBe("running");
    expect(jobVerdict("error")).toBe("failed");
    expect(jobVerdict("completed")).toBe("succeeded");
    expect(jobVerdict("cancelled")).toBe("succeeded");
  });

  it("progress, the latest operation, counts and the time left follow the job", () => {
    const counts = { eventsCreated: 1, eventsUpdated: 0, speakersCreated: 4, speakersUpdated: 0 };
    const state = run(running(), { type: "jobProgressed", job: job("processing", { counts }) });
    expect(state.sync).toEqual({
      phase: "running",
      jobId: "j-1",
      progress: 0.5,
      remainingSeconds: 3,
      latestOperation: "Importing speakers",
      counts,
    });
  });

  it("while it runs the modal can be neither left nor moved", () => {
    const state = running();
    expect(run(state, { type: "back" })).toBe(state);
    expect(run(state, { type: "close" })).toBe(state);
    expect(run(state, { type: "next" })).toBe(state);
  });

  it("a failed sync returns to preview and reloads the mappings", () => {
    const before = running();
    const failed = run(before, { type: "syncFailed", message: "There was an issue syncing events" });
    expect(failed.step).toBe("preview");
    expect(failed.error).toBe("There was an issue syncing events");
    expect(failed.mappings).toEqual({ status: "loading" });
    expect(failed.mappingsRequest).toBe(before.mappingsRequest + 1);
    expect(failed.sync).toEqual({ phase: "idle" });
  });

  it("success names the first synced event; forward closes the modal there", () => {
    const done = run(running(), {
      type: "syncSucceeded",
      job: job("completed", { eventIds: ["ev-9", "ev-1"] }),
    });
    expect(done.sync).toEqual({ phase: "succeeded", eventIds: ["ev-9", "ev-1"], counts: null, problems: [] });
    expect(canGoForward(done)).toBe(true);
    const closed = run(done, { type: "next" });
    expect(closed.closed).toBe(true);
    expect(landingEventId(closed)).toBe("ev-9");
  });

  it("the events a sync left out are kept with the outcome", () => {
    const done = run(running(), {
      type: "syncSucceeded",
      job: job("completed", { eventIds: ["ev-9"], problems: ["Dateless Webinar: no dates on On24"] }),
    });
    expect(done.sync).toMatchObject({ problems: ["Dateless Webinar: no dates on On24"] });
  });

  it("a job payload without eventIds is still a success, with nowhere to go", () => {
    const done = run(running(), { type: "syncSucceeded", job: job("completed") });
    expect(landingEventId(done)).toBeNull();
  });

  it("back from import returns to preview, where the mappings load as the sync left them", () => {
    const done = run(running(), { type: "syncSucceeded", job: job("completed", { eventIds: ["ev-9"] }) });
    const back = run(done, { type: "back" });
    expect(back.step).toBe("preview");
    expect(back.mappings.status).toBe("loading");
  });
});

describe("back from select-source and the close button", () => {
  it("back from select-source closes the modal", () => {
    expect(run(initialWizardState(), { type: "back" }).closed).toBe(true);
  });

  it("close closes from any step that is not importing", () => {
    expect(run(onPreview(), { type: "close" }).closed).toBe(true);
    expect(landingEventId(run(onPreview(), { type: "close" }))).toBeNull();
  });
});
