import {
  EVENTS_MONTHS_AHEAD,
  EVENTS_MONTHS_BACK,
  type EventMappingPayload,
  type ExternalEvent,
  type SyncPreview,
  sourceInfo,
} from "@foyer/domain";
import type { Dispatch } from "react";
import { FetchedList } from "../clone/FetchedList.js";
import { DryRun } from "./DryRun.js";
import {
  type IntegrationWizardAction,
  type IntegrationWizardState,
  selectedIds,
} from "./integration-wizard-model.js";

export const NEW_EVENT = "New event";
export const CHECKING = "Checking what the import will change...";
export const NOTHING_WRITTEN = "Nothing is written until you choose Import.";

/** An external event's dates in its own time zone, or a note that it has none. */
export function externalDates(event: ExternalEvent): string {
  if (!event.starts_at) return "No dates";
  const day = (iso: string) => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
    try {
      return new Date(iso).toLocaleDateString(undefined, {
        ...options,
        timeZone: event.time_zone ?? undefined,
      });
    } catch {
      return new Date(iso).toLocaleDateString(undefined, options);
    }
  };
  const start = day(event.starts_at);
  const end = event.ends_at ? day(event.ends_at) : start;
  return start === end ? start : `${start} – ${end}`;
}

/**
 * Preview (spec 1 §2, §4; issue 24 "Dry run"): the platform's events beside Foyer's. Each row is
 * imported or not, into a new event or an existing one; previously saved mappings come chosen,
 * and the dry run says per event what a sync would create or change.
 */
export function PreviewStep({
  state,
  dispatch,
}: {
  state: IntegrationWizardState;
  dispatch: Dispatch<IntegrationWizardAction>;
}) {
  const label = state.source ? sourceInfo[state.source].label : "";
  return (
    <div className="integration-step">
      {state.error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.error}
        </p>
      ) : null}
      <FetchedList fetch={state.mappings} onRetry={() => dispatch({ type: "mappingsInvalidated" })}>
        {(payload) =>
          payload.integration_events.length === 0 ? (
            <p className="integration-note" role="status">
              {label} has no events from {EVENTS_MONTHS_BACK} months ago to {EVENTS_MONTHS_AHEAD} months
              ahead.
            </p>
          ) : (
            <EventTable state={state} dispatch={dispatch} payload={payload} label={label} />
          )
        }
      </FetchedList>
    </div>
  );
}

function EventTable({
  state,
  dispatch,
  payload,
  label,
}: {
  state: IntegrationWizardState;
  dispatch: Dispatch<IntegrationWizardAction>;
  payload: EventMappingPayload;
  label: string;
}) {
  const chosen = selectedIds(state).length;
  const importable = payload.integration_events.filter((event) => !state.problems[event.id]).length;
  const results = new Map(
    (state.preview.status === "ready" ? state.preview.data.events : []).map((event) => [
      event.external_event_id,
      event,
    ]),
  );
  const foyerNames = new Map(payload.foyer_events.map((event) => [event.id, event.name]));
  return (
    <>
      <p className="integration-note" role="status">
        {chosen === 0
          ? "Choose the events to import."
          : state.preview.status === "loading"
            ? CHECKING
            : state.preview.status === "error"
              ? state.preview.message
              : `${chosen} of ${payload.integration_events.length} events chosen. ${NOTHING_WRITTEN}`}
      </p>
      <div className="integration-table-wrap">
        <table className="admin-table integration-table">
          <caption className="foyer-visually-hidden">Events on {label}</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Import every event"
                  checked={chosen > 0 && chosen === importable}
                  ref={(box) => {
                    if (box) box.indeterminate = chosen > 0 && chosen < importable;
                  }}
                  onChange={(event) => dispatch({ type: "allToggled", selected: event.target.checked })}
                />
              </th>
              <th scope="col">Event on {label}</th>
              <th scope="col">Import into</th>
              <th scope="col">What the import will do</th>
            </tr>
          </thead>
          <tbody>
            {payload.integration_events.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                state={state}
                dispatch={dispatch}
                foyerEvents={payload.foyer_events}
                result={results.get(event.id)}
                foyerNames={foyerNames}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function EventRow({
  event,
  state,
  dispatch,
  foyerEvents,
  result,
  foyerNames,
}: {
  event: ExternalEvent;
  state: IntegrationWizardState;
  dispatch: Dispatch<IntegrationWizardAction>;
  foyerEvents: EventMappingPayload["foyer_events"];
  result: SyncPreview["events"][number] | undefined;
  foyerNames: Map<string, string>;
}) {
  const choice = state.choices[event.id] ?? { selected: false, foyerEventId: null };
  const problem = state.problems[event.id];
  return (
    <tr data-disabled={problem ? true : undefined}>
      <td>
        <input
          type="checkbox"
          aria-label={`Import ${event.name}`}
          checked={choice.selected && !problem}
          disabled={Boolean(problem)}
          onChange={() => dispatch({ type: "rowToggled", externalEventId: event.id })}
        />
      </td>
      <td>
        <span className="admin-table__name">{event.name}</span>
        <span className="integration-table__sub">
          {externalDates(event)} · ID {event.id}
        </span>
      </td>
      <td>
        <select
          className="foyer-input integration-table__select"
          aria-label={`Foyer event for ${event.name}`}
          value={choice.foyerEventId ?? ""}
          disabled={Boolean(problem)}
          onChange={(change) =>
            dispatch({
              type: "rowMapped",
              externalEventId: event.id,
              foyerEventId: change.target.value || null,
            })
          }
        >
          <option value="">{NEW_EVENT}</option>
          {foyerEvents.map((foyer) => (
            <option key={foyer.id} value={foyer.id}>
              {foyer.name}
            </option>
          ))}
        </select>
      </td>
      <td>
        {problem ? (
          <p className="integration-problem">{problem}</p>
        ) : !choice.selected ? (
          <span className="integration-table__sub">Not imported</span>
        ) : result ? (
          <DryRun
            event={result}
            foyerName={choice.foyerEventId ? (foyerNames.get(choice.foyerEventId) ?? null) : null}
          />
        ) : state.preview.status === "loading" ? (
          <span className="integration-table__sub">Checking...</span>
        ) : null}
      </td>
    </tr>
  );
}
