import type {
  EventMappingPayload,
  EventMappingsBody,
  IntegrationConnection,
  IntegrationSource,
  IntegrationWizardStep,
  SyncCounts,
  SyncPreview,
} from "@foyer/domain";
import { isJobRunning } from "@foyer/domain";
import type { IntegrationSettingsAnswer, SyncJobProgress } from "@foyer/sdk";
import type { Fetch } from "../clone/clone-wizard-model.js";

/*
 * The integration import wizard's state and transitions (spec 1 §4 "Integration wizard:
 * select-source, connect, preview, import"), as a reducer over plain data: the steps dispatch,
 * IntegrationWizard runs the calls. Nothing here mutates its input.
 */

/** One external event's row on Preview: imported or not, into a new event (null) or an existing one. */
export interface RowChoice {
  selected: boolean;
  foyerEventId: string | null;
}

/** Where the import stands once Preview has gone forward. */
export type SyncState =
  | { phase: "idle" }
  | { phase: "saving" }
  | { phase: "starting" }
  | {
      phase: "running";
      jobId: string;
      progress: number;
      remainingSeconds: number | null;
      latestOperation: string;
      counts: SyncCounts | null;
    }
  | { phase: "succeeded"; eventIds: string[]; counts: SyncCounts | null; problems: string[] };

export interface IntegrationWizardState {
  step: IntegrationWizardStep;
  /** The modal is to close (Back from select-source, forward from import, the close button). */
  closed: boolean;
  settings: Fetch<IntegrationSettingsAnswer>;
  source: IntegrationSource | null;
  selectedConnectionId: string | null;
  connections: Fetch<IntegrationConnection[]>;
  /** Counts the requests for the connections: each increase asks again. */
  connectionsRequest: number;
  mappings: Fetch<EventMappingPayload>;
  /** Counts the requests for the connection's event mappings. */
  mappingsRequest: number;
  /** Per external event id. */
  choices: Record<string, RowChoice>;
  /** Why an external event cannot be imported (the dry run said so): its row is disabled. */
  problems: Record<string, string>;
  /** The last dry run of the current choice. */
  preview: Fetch<SyncPreview>;
  sync: SyncState;
  /** Why the last save or sync failed, shown on Preview. */
  error: string | null;
}

export type IntegrationWizardAction =
  | { type: "settingsReceived"; settings: IntegrationSettingsAnswer }
  | { type: "settingsFailed"; message: string }
  | { type: "sourceChosen"; source: IntegrationSource }
  | { type: "connectionsReceived"; connections: IntegrationConnection[] }
  | { type: "connectionsFailed"; message: string }
  | { type: "connectionsInvalidated" }
  | { type: "connectionCreated"; connection: IntegrationConnection }
  | { type: "connectionChosen"; connectionId: string }
  | { type: "connectionRemoved"; connectionId: string }
  | { type: "mappingsReceived"; payload: EventMappingPayload }
  | { type: "mappingsFailed"; message: string }
  | { type: "mappingsInvalidated" }
  | { type: "rowToggled"; externalEventId: string }
  | { type: "allToggled"; selected: boolean }
  | { type: "rowMapped"; externalEventId: string; foyerEventId: string | null }
  | { type: "previewRequested" }
  | { type: "previewReceived"; preview: SyncPreview }
  | { type: "previewFailed"; message: string }
  | { type: "next" }
  | { type: "back" }
  | { type: "close" }
  | { type: "mappingsSaved" }
  | { type: "saveFailed"; message: string }
  | { type: "syncQueued"; jobId: string }
  | { type: "jobProgressed"; job: SyncJobProgress }
  | { type: "syncFailed"; message: string }
  | { type: "syncSucceeded"; job: SyncJobProgress };

export function initialWizardState(): IntegrationWizardState {
  return {
    step: "select-source",
    closed: false,
    settings: { status: "loading" },
    source: null,
    selectedConnectionId: null,
    connections: { status: "idle" },
    connectionsRequest: 0,
    mappings: { status: "idle" },
    mappingsRequest: 0,
    choices: {},
    problems: {},
    preview: { status: "idle" },
    sync: { phase: "idle" },
    error: null,
  };
}

/** The save, the sync's start or its job is under way: the modal cannot be left or moved. */
export const isImporting = (state: IntegrationWizardState): boolean =>
  state.sync.phase === "saving" || state.sync.phase === "starting" || state.sync.phase === "running";

const loadConnections = (state: IntegrationWizardState): IntegrationWizardState => ({
  ...state,
  connections: { status: "loading" },
  connectionsRequest: state.connectionsRequest + 1,
});

const loadMappings = (state: IntegrationWizardState): IntegrationWizardState => ({
  ...state,
  mappings: { status: "loading" },
  mappingsRequest: state.mappingsRequest + 1,
  preview: { status: "idle" },
});

/** The connection chosen, if it is listed. */
export function selectedConnection(state: IntegrationWizardState): IntegrationConnection | null {
  if (state.connections.status !== "ready") return null;
  return state.connections.data.find((item) => item.id === state.selectedConnectionId) ?? null;
}

/** Spec 1 §4 forward from select-source "needs a chosen source"; from connect a working connection. */
export function canGoForward(state: IntegrationWizardState): boolean {
  switch (state.step) {
    case "select-source":
      return state.source !== null;
    case "connect":
      return selectedConnection(state)?.is_connected === true;
    case "preview":
      return state.mappings.status === "ready" && selectedIds(state).length > 0 && !isImporting(state);
    case "import":
      return state.sync.phase === "succeeded";
  }
}

/** The external events chosen for import, without those the dry run refused. */
export function selectedIds(state: Pick<IntegrationWizardState, "choices" | "problems">): string[] {
  return Object.entries(state.choices)
    .filter(([id, choice]) => choice.selected && !state.problems[id])
    .map(([id]) => id);
}

/** Spec 1 §7 "PUT body selectedExternalEventIds and externalEventMappings": the current choice. */
export function mappingsBodyOf(
  state: Pick<IntegrationWizardState, "choices" | "problems">,
): EventMappingsBody {
  const ids = selectedIds(state);
  return {
    selectedExternalEventIds: ids,
    externalEventMappings: ids.map((id) => ({
      external_event_id: id,
      foyer_event_id: state.choices[id]?.foyerEventId ?? null,
    })),
  };
}

/** Previously saved mappings come preselected, with the Foyer event they go to. */
function choicesOf(payload: EventMappingPayload): Record<string, RowChoice> {
  const mapped = new Map(payload.mappings.map((mapping) => [mapping.external_event_id, mapping]));
  return Object.fromEntries(
    payload.integration_events.map((event) => {
      const mapping = mapped.get(event.id);
      // A mapping the user unticked last time is kept (with its Foyer event) but not chosen.
      const chosen = mapping?.selected === true;
      return [event.id, { selected: chosen, foyerEventId: mapping?.foyer_event_id ?? null }];
    }),
  );
}

/** A sync job's events, counts and left-out events; each is optional in the job payload (a clone's has none). */
function jobOutcome(job: SyncJobProgress): {
  eventIds: string[];
  counts: SyncCounts | null;
  problems: string[];
} {
  const { eventIds = [], counts = null, problems = [] } = job.payload;
  return { eventIds, counts, problems };
}

function forward(state: IntegrationWizardState): IntegrationWizardState {
  if (!canGoForward(state)) return state;
  switch (state.step) {
    case "select-source":
      // Spec 1 §4: "it clears the selected connection, loads connections and moves to connect".
      return loadConnections({ ...state, step: "connect", selectedConnectionId: null });
    case "connect":
      // Spec 1 §4: "Forward from connect moves to preview and loads the event mappings."
      return loadMappings({ ...state, step: "preview", choices: {}, problems: {}, error: null });
    case "preview":
      // Spec 1 §4: "saves the event mappings, moves to import, starts a sync and polls the job".
      return { ...state, step: "import", sync: { phase: "saving" }, error: null };
    case "import":
      // Spec 1 §4: "Forward from import closes the modal."
      return { ...state, closed: true };
  }
}

function backward(state: IntegrationWizardState): IntegrationWizardState {
  if (isImporting(state)) return state;
  switch (state.step) {
    case "select-source":
      return { ...state, closed: true };
    case "connect":
      return { ...state, step: "select-source" };
    case "preview":
      return { ...state, step: "connect", error: null };
    case "import":
      // The import wrote mappings: Preview shows them as they now are.
      return loadMappings({ ...state, step: "preview", sync: { phase: "idle" } });
  }
}

export function integrationWizardReducer(
  state: IntegrationWizardState,
  action: IntegrationWizardAction,
): IntegrationWizardState {
  switch (action.type) {
    case "settingsReceived":
      return { ...state, settings: { status: "ready", data: action.settings } };
    case "settingsFailed":
      return { ...state, settings: { status: "error", message: action.message } };
    case "sourceChosen":
      return state.step === "select-source" ? { ...state, source: action.source } : state;
    case "connectionsReceived": {
      const { connections } = action;
      const kept = connections.some((item) => item.id === state.selectedConnectionId);
      const working = connections.filter((item) => item.is_connected);
      // One working connection is the obvious choice; several wait for the user's.
      const only = working.length === 1 ? (working[0]?.id ?? null) : null;
      return {
        ...state,
        connections: { status: "ready", data: connections },
        selectedConnectionId: kept ? state.selectedConnectionId : only,
      };
    }
    case "connectionsFailed":
      return { ...state, connections: { status: "error", message: action.message } };
    case "connectionsInvalidated":
      return loadConnections(state);
    case "connectionCreated":
      return loadConnections({
        ...state,
        selectedConnectionId: action.connection.is_connected
          ? action.connection.id
          : state.selectedConnectionId,
      });
    case "connectionChosen":
      return { ...state, selectedConnectionId: action.connectionId };
    case "connectionRemoved":
      return loadConnections({
        ...state,
        selectedConnectionId:
          state.selectedConnectionId === action.connectionId ? null : state.selectedConnectionId,
      });
    case "mappingsReceived":
      return {
        ...state,
        mappings: { status: "ready", data: action.payload },
        choices: choicesOf(action.payload),
        problems: {},
      };
    case "mappingsFailed":
      return { ...state, mappings: { status: "error", message: action.message } };
    case "mappingsInvalidated":
      return loadMappings(state);
    case "rowToggled": {
      const choice = state.choices[action.externalEventId];
      if (!choice || state.problems[action.externalEventId]) return state;
      return {
        ...state,
        choices: { ...state.choices, [action.externalEventId]: { ...choice, selected: !choice.selected } },
      };
    }
    case "allToggled":
      return {
        ...state,
        choices: Object.fromEntries(
          Object.entries(state.choices).map(([id, choice]) => [
            id,
            { ...choice, selected: action.selected && !state.problems[id] },
          ]),
        ),
      };
    case "rowMapped": {
      const choice = state.choices[action.externalEventId];
      if (!choice) return state;
      return {
        ...state,
        choices: {
          ...state.choices,
          [action.externalEventId]: { ...choice, foyerEventId: action.foyerEventId },
        },
      };
    }
    case "previewRequested":
      return { ...state, preview: { status: "loading" } };
    case "previewReceived": {
      // Issue 24 "Dry run": an event the sync could not import (no dates, …) is taken out of the choice.
      const refused = action.preview.events.filter((event) => event.problem);
      if (refused.length === 0) return { ...state, preview: { status: "ready", data: action.preview } };
      const problems = { ...state.problems };
      const choices = { ...state.choices };
      for (const event of refused) {
        problems[event.external_event_id] = event.problem ?? "";
        const choice = choices[event.external_event_id];
        if (choice) choices[event.external_event_id] = { ...choice, selected: false };
      }
      return { ...state, preview: { status: "ready", data: action.preview }, problems, choices };
    }
    case "previewFailed":
      return { ...state, preview: { status: "error", message: action.message } };
    case "next":
      return forward(state);
    case "back":
      return backward(state);
    case "close":
      return isImporting(state) ? state : { ...state, closed: true };
    case "mappingsSaved":
      return state.sync.phase === "saving" ? { ...state, sync: { phase: "starting" } } : state;
    case "saveFailed":
      // The mappings were not saved: Preview keeps the user's choice as it was.
      return { ...state, step: "preview", sync: { phase: "idle" }, error: action.message };
    case "syncQueued":
      return {
        ...state,
        sync: {
          phase: "running",
          jobId: action.jobId,
          progress: 0,
          remainingSeconds: null,
          latestOperation: "",
          counts: null,
        },
      };
    case "jobProgressed":
      if (state.sync.phase !== "running") return state;
      return {
        ...state,
        sync: {
          ...state.sync,
          progress: action.job.payload.progress,
          remainingSeconds: action.job.payload.remainingSeconds,
          latestOperation: action.job.payload.latestOperation,
          counts: action.job.payload.counts ?? state.sync.counts,
        },
      };
    case "syncFailed":
      // Spec 1 §4: "If the sync fails it returns to preview and reloads the mappings."
      return loadMappings({ ...state, step: "preview", sync: { phase: "idle" }, error: action.message });
    case "syncSucceeded":
      return { ...state, sync: { phase: "succeeded", ...jobOutcome(action.job) } };
  }
}

/** Where the user goes when the modal closes: the first synced event's dashboard (spec 1 §4), else nowhere. */
export function landingEventId(state: IntegrationWizardState): string | null {
  return state.sync.phase === "succeeded" ? (state.sync.eventIds[0] ?? null) : null;
}

/** What Preview says above the table after a failed save or sync (spec 1 §8). */
export function failureText(lead: string, detail: string | null | undefined): string {
  const reason = detail?.trim();
  return reason && reason !== lead ? `${lead}: ${reason}` : lead;
}

/**
 * Spec 1 §4 "Sync job: status pending or processing is polled every second; any other status ends
 * polling. Status error registers an error and counts as failure; any other final status counts
 * as success."
 */
export function jobVerdict(status: string): "running" | "failed" | "succeeded" {
  if (isJobRunning(status)) return "running";
  return status === "error" ? "failed" : "succeeded";
}
