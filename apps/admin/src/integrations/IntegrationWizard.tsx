import "./integrations.css";
import { integrationMessages, integrationWizardStepLabels, SYNC_POLL_INTERVAL_MS } from "@foyer/domain";
import { createIntegrationsApi, type IntegrationsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useEffect, useMemo, useReducer, useRef } from "react";
import { ModalFrame } from "../dialog/ModalFrame.js";
import { useDebounced } from "../list-kit/useDebounced.js";
import { eventDashboardPath } from "../orglight/org-paths.js";
import { ConnectStep } from "./ConnectStep.js";
import { ImportStep } from "./ImportStep.js";
import {
  canGoForward,
  failureText,
  initialWizardState,
  integrationWizardReducer,
  isImporting,
  jobVerdict,
  landingEventId,
  mappingsBodyOf,
} from "./integration-wizard-model.js";
import { PreviewStep } from "./PreviewStep.js";
import { SelectSourceStep } from "./SelectSourceStep.js";
import { serverMessageOr } from "./server-message.js";
import { WizardStepper } from "./WizardStepper.js";

export const WIZARD_TITLE = "Import from On24, Cvent or Swoogo";
/** The dry run waits for the choice to settle this long (issue 24 "Dry run"). */
export const PREVIEW_DELAY_MS = 400;

export interface IntegrationWizardProps {
  /** The organization whose connections and events these are. */
  orgId: string;
  /**
   * The modal closed. After a successful sync the user is on the first synced event's dashboard
   * by then (spec 1 §4), and `eventId` names it.
   */
  onClose(result: { eventId: string | null; synced: boolean }): void;
  /** The integration calls. @default createIntegrationsApi(sdk.http) */
  api?: IntegrationsApi;
}

/**
 * The integration import wizard (spec 1 §2 "four steps: Select Source, Connect, Preview, Import";
 * §4 its transitions): choose a platform, connect to it, choose which of its events to import
 * into which Foyer events with a dry run of what will change, then sync and follow the job every
 * second until it ends.
 * @example {importing ? <IntegrationWizard orgId={orgId} onClose={() => setImporting(false)} /> : null}
 */
export function IntegrationWizard({ orgId, onClose, api: givenApi }: IntegrationWizardProps) {
  const { services, navigate } = useApp();
  const api = useMemo(() => givenApi ?? createIntegrationsApi(services.sdk.http), [givenApi, services.sdk]);
  const [state, dispatch] = useReducer(integrationWizardReducer, undefined, initialWizardState);
  const closing = useRef(onClose);
  closing.current = onClose;
  const { source, selectedConnectionId: configId, connectionsRequest, mappingsRequest } = state;

  // The organization's settings: which sources the picker lists, and whether this is the sandbox.
  useEffect(() => {
    let live = true;
    api.settings(orgId).then(
      (settings) => live && dispatch({ type: "settingsReceived", settings }),
      (error: unknown) => {
        if (!live) return;
        services.errors.register(integrationMessages.settingsFailed);
        dispatch({
          type: "settingsFailed",
          message: serverMessageOr(error, integrationMessages.settingsFailed),
        });
      },
    );
    return () => {
      live = false;
    };
  }, [api, orgId, services]);

  useEffect(() => {
    if (!source || connectionsRequest === 0) return;
    let live = true;
    api.connections(source, orgId).then(
      (connections) => live && dispatch({ type: "connectionsReceived", connections }),
      () => {
        if (!live) return;
        services.errors.register(integrationMessages.connectionsFailed);
        dispatch({ type: "connectionsFailed", message: integrationMessages.connectionsFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [api, orgId, source, connectionsRequest, services]);

  useEffect(() => {
    if (!source || !configId || mappingsRequest === 0) return;
    let live = true;
    api.connectionMappings(source, orgId, configId).then(
      (payload) => live && dispatch({ type: "mappingsReceived", payload }),
      () => {
        if (!live) return;
        services.errors.register(integrationMessages.mappingsFailed);
        dispatch({ type: "mappingsFailed", message: integrationMessages.mappingsFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [api, orgId, source, configId, mappingsRequest, services]);

  // Issue 24 "Dry run": whenever the choice settles, what a sync of it would write.
  const onPreview = state.step === "preview" && state.mappings.status === "ready" && !isImporting(state);
  const choice = useDebounced(onPreview ? JSON.stringify(mappingsBodyOf(state)) : "", PREVIEW_DELAY_MS);
  useEffect(() => {
    if (!choice || !source || !configId) return;
    const body = JSON.parse(choice) as ReturnType<typeof mappingsBodyOf>;
    if (body.selectedExternalEventIds.length === 0) return;
    let live = true;
    dispatch({ type: "previewRequested" });
    api.preview(source, orgId, configId, body).then(
      (preview) => live && dispatch({ type: "previewReceived", preview }),
      (error: unknown) =>
        live && dispatch({ type: "previewFailed", message: serverMessageOr(error, PREVIEW_FAILED) }),
    );
    return () => {
      live = false;
    };
  }, [api, orgId, source, configId, choice]);

  // Spec 1 §4, §9: the job is polled every second while pending or processing.
  const jobId = state.sync.phase === "running" ? state.sync.jobId : null;
  useEffect(() => {
    if (!jobId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const failed = (detail: string | null | undefined) => {
      // Spec 1 §4 "Status error registers an error and counts as failure" (§8's words).
      services.errors.register(integrationMessages.syncingFailed);
      dispatch({ type: "syncFailed", message: failureText(integrationMessages.syncFailed, detail) });
    };
    const check = async () => {
      try {
        const job = await api.progress(jobId);
        if (!live) return;
        const verdict = jobVerdict(job.status);
        if (verdict === "running") {
          dispatch({ type: "jobProgressed", job });
          timer = setTimeout(check, SYNC_POLL_INTERVAL_MS);
        } else if (verdict === "failed") failed(job.payload.error);
        else dispatch({ type: "syncSucceeded", job });
      } catch (error) {
        if (live) failed(serverMessageOr(error, ""));
      }
    };
    timer = setTimeout(check, SYNC_POLL_INTERVAL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, jobId, services]);

  // The modal closes; after a sync, on the first synced event's dashboard (spec 1 §4).
  const landing = landingEventId(state);
  const synced = state.sync.phase === "succeeded";
  useEffect(() => {
    if (!state.closed) return;
    if (landing) navigate(eventDashboardPath(landing));
    closing.current({ eventId: landing, synced });
  }, [state.closed, landing, synced, navigate]);

  /** Spec 1 §4 forward from preview: save the mappings, then start the sync. */
  const runImport = async () => {
    if (!source || !configId) return;
    const body = mappingsBodyOf(state);
    try {
      await api.saveMappings(source, orgId, configId, body);
    } catch (error) {
      services.errors.register(integrationMessages.saveMappingsFailed);
      dispatch({
        type: "saveFailed",
        message: failureText(integrationMessages.saveMappingsFailed, serverMessageOr(error, "")),
      });
      return;
    }
    dispatch({ type: "mappingsSaved" });
    try {
      const started = await api.sync(source, orgId, configId);
      dispatch({ type: "syncQueued", jobId: started.jobId || started.job_id });
    } catch (error) {
      const message = failureText(integrationMessages.syncFailed, serverMessageOr(error, ""));
      services.errors.register(message);
      dispatch({ type: "syncFailed", message });
    }
  };

  const next = () => {
    if (!canGoForward(state)) return;
    dispatch({ type: "next" });
    if (state.step === "preview") void runImport();
  };

  const busy = isImporting(state);
  const step = state.step;
  const forwardLabel =
    step === "preview" ? "Import" : step === "import" ? (landing ? "Go to the event" : "Done") : "Next";
  const footer = (
    <>
      <button
        type="button"
        className="foyer-button foyer-button--secondary"
        disabled={busy}
        onClick={() => dispatch({ type: "back" })}
      >
        Back
      </button>
      <button
        type="button"
        className="foyer-button foyer-button--primary"
        disabled={!canGoForward(state)}
        onClick={next}
      >
        {forwardLabel}
      </button>
    </>
  );

  return (
    <ModalFrame
      className="admin-modal--integrations"
      title={`${WIZARD_TITLE}: ${integrationWizardStepLabels[step]}`}
      // The picker's first source takes focus once the settings that list the sources arrive.
      pageKey={step === "select-source" && state.settings.status === "loading" ? "loading" : step}
      busy={busy}
      onClose={() => dispatch({ type: "close" })}
      footer={footer}
    >
      <WizardStepper current={step} />
      {step === "select-source" ? (
        <SelectSourceStep state={state} dispatch={dispatch} />
      ) : step === "connect" ? (
        <ConnectStep orgId={orgId} api={api} state={state} dispatch={dispatch} />
      ) : step === "preview" ? (
        <PreviewStep state={state} dispatch={dispatch} />
      ) : (
        <ImportStep state={state} />
      )}
    </ModalFrame>
  );
}

export const PREVIEW_FAILED = "The dry run could not be made; the import itself may still work.";
