import "./integrations.css";
import {
  type IntegrationConnection,
  type IntegrationSource,
  integrationMessages,
  integrationSources,
  messages,
  sourceInfo,
} from "@foyer/domain";
import type { IntegrationSettingsAnswer } from "@foyer/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Toggle } from "../eventlight/forms/editor-inputs.js";
import { useOrg } from "../orglight/org-context.js";
import { ConnectionForm } from "./ConnectionForm.js";
import { ConnectionList } from "./ConnectionList.js";
import { SandboxNote, sandboxKeysOf } from "./ConnectStep.js";
import { IntegrationWizard } from "./IntegrationWizard.js";
import { connectionsKey, integrationsKey, settingsKey } from "./integration-queries.js";
import { RemoveConnectionDialog } from "./RemoveConnectionDialog.js";
import { SyncLog } from "./SyncLog.js";
import { useIntegrationsApi } from "./useIntegrationsApi.js";

export const INTEGRATIONS_TITLE = "Integrations";
export const ADD_INTEGRATION = "Add a connection";
export const LIST_ALL_SOURCES = "List Cvent and Swoogo in the source picker";

/**
 * /org-light/{orgId}/settings/integrations (spec 1 §2 "settings with … integrations"): the
 * organization's connections to each platform with their state, the wizard that adds one and
 * imports events, and whether the source picker lists Cvent and Swoogo (spec 1 §9).
 */
export function OrgIntegrationsPage() {
  const { orgId } = useOrg();
  const api = useIntegrationsApi();
  const queryClient = useQueryClient();
  const [wizard, setWizard] = useState(false);
  const settings = useQuery({
    queryKey: settingsKey(orgId),
    queryFn: () => api.settings(orgId),
    meta: { errorMessage: integrationMessages.settingsFailed },
  });
  const saveSettings = useMutation({
    mutationFn: (listAllSources: boolean) => api.saveSettings(orgId, { listAllSources }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(orgId), saved),
    meta: { errorMessage: integrationMessages.settingsFailed },
  });
  const loaded = settings.data ?? null;

  return (
    <section className="event-page" aria-labelledby="org-integrations-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="org-integrations-title">
          {INTEGRATIONS_TITLE}
        </h1>
        <p className="admin-section__lead">
          Bring events and their speakers from On24, Cvent and Swoogo into Foyer. Each connection holds the
          API keys of one account on the platform.
        </p>
      </header>
      {loaded?.sandbox ? <SandboxNote /> : null}
      <div className="admin-panel event-card">
        <button type="button" className="foyer-button foyer-button--primary" onClick={() => setWizard(true)}>
          {ADD_INTEGRATION}
        </button>
        {settings.status === "error" ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {integrationMessages.settingsFailed}
          </p>
        ) : (
          <Toggle
            label={LIST_ALL_SOURCES}
            checked={loaded?.listAllSources ?? false}
            disabled={!loaded || saveSettings.isPending}
            onChange={(checked) => saveSettings.mutate(checked)}
            hint="Only On24 is listed unless this is on."
          />
        )}
      </div>
      {integrationSources.map((source) => (
        <SourceConnections key={source} orgId={orgId} source={source} settings={loaded} />
      ))}
      {wizard ? (
        <IntegrationWizard
          orgId={orgId}
          onClose={() => {
            setWizard(false);
            void queryClient.invalidateQueries({ queryKey: integrationsKey(orgId) });
          }}
        />
      ) : null}
    </section>
  );
}

/** One platform's connections, with their keys changed or removed in place. */
function SourceConnections({
  orgId,
  source,
  settings,
}: {
  orgId: string;
  source: IntegrationSource;
  settings: IntegrationSettingsAnswer | null;
}) {
  const api = useIntegrationsApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<IntegrationConnection | null>(null);
  const [removing, setRemoving] = useState<IntegrationConnection | null>(null);
  const connections = useQuery({
    queryKey: connectionsKey(orgId, source),
    queryFn: () => api.connections(source, orgId),
    meta: { errorMessage: integrationMessages.connectionsFailed },
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: connectionsKey(orgId, source) });
  const { label } = sourceInfo[source];
  const titleId = `integrations-${source}`;

  return (
    <section className="admin-panel event-card" aria-labelledby={titleId}>
      <h2 className="event-card__title" id={titleId}>
        {label}
      </h2>
      {connections.status === "pending" ? (
        <p className="integration-note" role="status">
          {messages.loading}
        </p>
      ) : connections.status === "error" ? (
        <div role="alert">
          <p className="integration-connection__error">{integrationMessages.connectionsFailed}</p>
          <button type="button" className="foyer-button foyer-button--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      ) : connections.data.length === 0 ? (
        <p className="integration-note">No {label} connection.</p>
      ) : (
        <ConnectionList
          source={source}
          connections={connections.data}
          onEdit={setEditing}
          onRemove={setRemoving}
          extra={(connection) => <SyncLog orgId={orgId} source={source} connection={connection} />}
        />
      )}
      {editing ? (
        <ConnectionForm
          key={editing.id}
          orgId={orgId}
          source={source}
          api={api}
          editing={editing}
          sandboxKeys={sandboxKeysOf(settings, source)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onFailed={reload}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <RemoveConnectionDialog
          orgId={orgId}
          source={source}
          api={api}
          connection={removing}
          onRemoved={() => {
            setRemoving(null);
            void queryClient.invalidateQueries({ queryKey: integrationsKey(orgId) });
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
