import type { EventIntegration, FieldMappings } from "@foyer/domain";
import type { SyncedField } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { eventKey } from "../server-data/query-keys.js";
import { serverMessageOr } from "./server-message.js";
import { useIntegrationsApi } from "./useIntegrationsApi.js";

export const FIELD_MAPPINGS_SAVED = "The fields this event takes from its syncs have been saved.";
export const SAVE_FIELD_MAPPINGS = "Save fields";

export const syncedFieldLabels: Record<SyncedField, string> = {
  name: "Event name",
  dates: "Dates",
  timezone: "Time zone",
  speakers: "Speakers",
};

/**
 * Which Foyer fields a sync of this mapping writes (spec 1 §7 "Field mappings at …/event/{eventId}/
 * integration-event/{integrationEventId}/field-mappings"): a checkbox per field, saved together.
 */
export function FieldMappingsForm({
  eventId,
  orgId,
  mapping,
}: {
  eventId: string;
  orgId: string;
  mapping: EventIntegration;
}) {
  const api = useIntegrationsApi();
  const key = eventKey(eventId, "integrations", mapping.mapping_id, "fields");
  const fields = useQuery({
    queryKey: key,
    queryFn: () => api.fieldMappings(mapping.source, orgId, eventId, mapping.external_event_id),
  });
  if (fields.status === "pending") return <p className="integration-note">Loading...</p>;
  if (fields.status === "error") {
    return (
      <p className="integration-connection__error" role="alert">
        {serverMessageOr(fields.error, "The synced fields could not be loaded.")}
      </p>
    );
  }
  return (
    <FieldChecks
      key={JSON.stringify(fields.data)}
      eventId={eventId}
      orgId={orgId}
      mapping={mapping}
      loaded={fields.data}
    />
  );
}

function FieldChecks({
  eventId,
  orgId,
  mapping,
  loaded,
}: {
  eventId: string;
  orgId: string;
  mapping: EventIntegration;
  loaded: FieldMappings;
}) {
  const { services } = useApp();
  const api = useIntegrationsApi();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(
    () => new Map(loaded.fields.map((field) => [field.foyer_field, field.enabled])),
  );
  const save = useMutation({
    mutationFn: () =>
      api.saveFieldMappings(mapping.source, orgId, eventId, mapping.external_event_id, {
        fields: loaded.fields.map((field) => ({
          foyer_field: field.foyer_field,
          enabled: enabled.get(field.foyer_field) ?? field.enabled,
        })),
      }),
    onSuccess: (saved) => {
      services.toasts.show({ message: FIELD_MAPPINGS_SAVED, severity: "success" });
      queryClient.setQueryData(eventKey(eventId, "integrations", mapping.mapping_id, "fields"), saved);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  return (
    <form
      className="integration-fields"
      onSubmit={submit}
      aria-label={`Fields synced from ${mapping.external_event_name}`}
    >
      <fieldset className="integration-sources">
        <legend className="integration-sources__legend">What each sync updates</legend>
        {loaded.fields.map((field) => (
          <label key={field.foyer_field} className="integration-connection__choice">
            <input
              type="checkbox"
              checked={enabled.get(field.foyer_field) ?? field.enabled}
              onChange={(change) =>
                setEnabled((now) => new Map(now).set(field.foyer_field, change.target.checked))
              }
            />
            <span>
              {syncedFieldLabels[field.foyer_field]}{" "}
              <span className="integration-connection__meta">from {field.source_field}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {save.status === "error" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {serverMessageOr(save.error, "The fields could not be saved.")}
        </p>
      ) : null}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={save.isPending}>
        {save.isPending ? "Saving..." : SAVE_FIELD_MAPPINGS}
      </button>
    </form>
  );
}
