import "./integrations.css";
import { type EventIntegration, sourceInfo } from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EventLink } from "../eventlight/EventLink.js";
import { useEvent } from "../eventlight/event-context.js";
import { eventPath } from "../eventlight/event-paths.js";
import { FailedPanel, LoadingPanel } from "../eventlight/PagePanels.js";
import { ConfirmDialog } from "../list-kit/ConfirmDialog.js";
import { orgPath } from "../orglight/org-paths.js";
import { eventKey, meKey } from "../server-data/query-keys.js";
import { whenText } from "./connection-text.js";
import { FieldMappingsForm } from "./FieldMappingsForm.js";
import { serverMessageOr } from "./server-message.js";
import { useIntegrationsApi } from "./useIntegrationsApi.js";

export const EVENT_INTEGRATIONS_TITLE = "Integrations";
export const EVENT_INTEGRATIONS_FAILED = "The event's integrations could not be loaded";
export const MAPPING_REMOVED = "The mapping was removed. The event and its speakers stay.";
export const REMOVE_MAPPING = "Remove mapping";

/**
 * /event-light/{eventId}/settings/integrations (spec 1 §2 "settings: … integrations"): what is
 * mapped to the event from On24, Cvent or Swoogo, which of its fields a sync writes, and the
 * mapping's removal.
 */
export function EventIntegrationsPage() {
  const { eventId } = useEvent();
  const { services } = useApp();
  const api = useIntegrationsApi();
  const mapped = useQuery({
    queryKey: eventKey(eventId, "integrations"),
    queryFn: () => api.eventIntegrations(eventId),
  });
  // The event's organization names the integration calls' path; the frame has loaded this list.
  const events = useQuery({ queryKey: meKey("events"), queryFn: () => services.sdk.api.user.events() });
  const orgId = events.data?.find((event) => event.id === eventId)?.org_id ?? null;

  if (mapped.status === "pending") return <LoadingPanel text="Loading..." />;
  if (mapped.status === "error") {
    return (
      <div className="event-page">
        <FailedPanel
          error={mapped.error}
          message={EVENT_INTEGRATIONS_FAILED}
          onRetry={() => void mapped.refetch()}
          backHref={eventPath(eventId, "dashboard")}
          backLabel="Back to the dashboard"
        />
      </div>
    );
  }
  return (
    <section className="event-page" aria-labelledby="event-integrations-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="event-integrations-title">
          {EVENT_INTEGRATIONS_TITLE}
        </h1>
        <p className="admin-section__lead">
          Events on On24, Cvent or Swoogo that sync into this event, and what each sync may change.
        </p>
      </header>
      {mapped.data.length === 0 ? (
        <div className="admin-panel event-card">
          <p className="integration-note">Nothing from On24, Cvent or Swoogo is mapped to this event.</p>
          {orgId ? (
            <EventLink
              className="foyer-button foyer-button--secondary"
              href={orgPath(orgId, "settings/integrations")}
            >
              Import from the organization's integrations
            </EventLink>
          ) : null}
        </div>
      ) : (
        mapped.data.map((mapping) => (
          <MappingCard key={mapping.mapping_id} eventId={eventId} orgId={orgId} mapping={mapping} />
        ))
      )}
    </section>
  );
}

function MappingCard({
  eventId,
  orgId,
  mapping,
}: {
  eventId: string;
  orgId: string | null;
  mapping: EventIntegration;
}) {
  const { services } = useApp();
  const api = useIntegrationsApi();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<{ busy: boolean; error: string | null } | null>(null);
  const { label } = sourceInfo[mapping.source];
  const titleId = `mapping-${mapping.mapping_id}`;

  const remove = async () => {
    if (!orgId) return;
    setRemoving({ busy: true, error: null });
    try {
      await api.removeMapping(mapping.source, orgId, mapping.config_id, mapping.mapping_id);
      services.toasts.show({ message: MAPPING_REMOVED, severity: "success" });
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: eventKey(eventId, "integrations") });
    } catch (error) {
      setRemoving({ busy: false, error: serverMessageOr(error, "The mapping could not be removed.") });
    }
  };

  return (
    <section className="admin-panel event-card" aria-labelledby={titleId}>
      <h2 className="event-card__title" id={titleId}>
        {label}: {mapping.external_event_name}
      </h2>
      <p className="event-card__lead">
        {label} event ID {mapping.external_event_id}. Last synced: {whenText(mapping.last_synced_at)}.
      </p>
      {orgId ? <FieldMappingsForm eventId={eventId} orgId={orgId} mapping={mapping} /> : null}
      <button
        type="button"
        className="foyer-button foyer-button--secondary"
        disabled={!orgId}
        onClick={() => setRemoving({ busy: false, error: null })}
      >
        {REMOVE_MAPPING}
      </button>
      {removing ? (
        <ConfirmDialog
          title="Remove this mapping?"
          confirmLabel={REMOVE_MAPPING}
          busyLabel="Removing..."
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        >
          <p>
            Syncs of <strong>{mapping.external_event_name}</strong> will no longer change this event. The
            event and its speakers stay as they are.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
