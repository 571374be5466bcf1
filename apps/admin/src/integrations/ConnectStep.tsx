import { type IntegrationConnection, integrationMessages, sourceInfo } from "@foyer/domain";
import type { IntegrationSettingsAnswer, IntegrationsApi } from "@foyer/sdk";
import { type Dispatch, useState } from "react";
import { FetchedList } from "../clone/FetchedList.js";
import { ConnectionForm } from "./ConnectionForm.js";
import { ConnectionList } from "./ConnectionList.js";
import type { IntegrationWizardAction, IntegrationWizardState } from "./integration-wizard-model.js";
import { RemoveConnectionDialog } from "./RemoveConnectionDialog.js";

export const ADD_CONNECTION = "Add a connection";
export const SANDBOX = "Sandbox";

/** The keys the sandbox stand-ins accept for a source, when the server names them. */
export function sandboxKeysOf(
  settings: IntegrationSettingsAnswer | null,
  source: keyof NonNullable<IntegrationSettingsAnswer["sandboxCredentials"]>,
): Record<string, string> | undefined {
  if (!settings?.sandbox) return undefined;
  const keys = settings.sandboxCredentials?.[source];
  return keys && typeof keys === "object" ? keys : undefined;
}

/** The sandbox's label (issue 24: "clearly labelled as a sandbox"). */
export function SandboxNote() {
  return (
    <p className="foyer-alert foyer-alert--warning integration-sandbox" role="note">
      <span className="integration-badge integration-badge--sandbox">{SANDBOX}</span>{" "}
      {integrationMessages.sandbox}
    </p>
  );
}

type FormMode = { open: false } | { open: true; editing: IntegrationConnection | null };

/**
 * Connect (spec 1 §2, §4, §5): the organization's connections to the chosen source, which one
 * to use, and the form that adds one or changes its keys.
 */
export function ConnectStep({
  orgId,
  api,
  state,
  dispatch,
}: {
  orgId: string;
  api: IntegrationsApi;
  state: IntegrationWizardState;
  dispatch: Dispatch<IntegrationWizardAction>;
}) {
  const source = state.source;
  const [form, setForm] = useState<FormMode>({ open: false });
  const [removing, setRemoving] = useState<IntegrationConnection | null>(null);
  // The list stays on screen while it reloads (after a connect or a removal), and so does the form.
  const ready = state.connections.status === "ready" ? state.connections.data : null;
  const [shown, setShown] = useState(ready);
  if (ready && ready !== shown) setShown(ready);
  const connections = ready ?? shown;
  // No connection yet: the form is the way forward.
  if (ready?.length === 0 && !form.open) setForm({ open: true, editing: null });
  if (!source) return null;
  const settings = state.settings.status === "ready" ? state.settings.data : null;
  const info = sourceInfo[source];

  return (
    <div className="integration-step" aria-busy={state.connections.status === "loading" || undefined}>
      {settings?.sandbox ? <SandboxNote /> : null}
      {connections === null || state.connections.status === "error" ? (
        <FetchedList fetch={state.connections} onRetry={() => dispatch({ type: "connectionsInvalidated" })}>
          {() => null}
        </FetchedList>
      ) : null}
      {connections && connections.length > 0 ? (
        <section aria-label={`Your ${info.label} connections`}>
          <h3 className="integration-step__title">Choose the connection to import from</h3>
          <ConnectionList
            source={source}
            connections={connections}
            choice={{
              selectedId: state.selectedConnectionId,
              onChoose: (connectionId) => dispatch({ type: "connectionChosen", connectionId }),
            }}
            onEdit={(connection) => setForm({ open: true, editing: connection })}
            onRemove={setRemoving}
          />
        </section>
      ) : connections ? (
        <p className="integration-note">
          Your organization has no {info.label} connection yet. Enter its API keys to connect.
        </p>
      ) : null}
      {connections === null ? null : form.open ? (
        <ConnectionForm
          key={form.editing ? form.editing.id : "new"}
          orgId={orgId}
          source={source}
          api={api}
          editing={form.editing}
          sandboxKeys={sandboxKeysOf(settings, source)}
          onSaved={(connection) => {
            setForm({ open: false });
            dispatch({ type: "connectionCreated", connection });
          }}
          onFailed={() => dispatch({ type: "connectionsInvalidated" })}
          onCancel={connections.length > 0 ? () => setForm({ open: false }) : undefined}
        />
      ) : (
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() => setForm({ open: true, editing: null })}
        >
          {ADD_CONNECTION}
        </button>
      )}
      {removing ? (
        <RemoveConnectionDialog
          orgId={orgId}
          source={source}
          api={api}
          connection={removing}
          onRemoved={(connectionId) => {
            setRemoving(null);
            dispatch({ type: "connectionRemoved", connectionId });
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
