import { messages } from "@foyer/domain";
import { type Dispatch, useId } from "react";
import {
  type CloneWizardAction,
  type CloneWizardState,
  labelDay,
  pastDatesWarning,
} from "./clone-wizard-model.js";
import { DayLabels } from "./DayLabels.js";

export const optionsTitle = (name: string) => `Select clone options for ${name}`;
export const CLONE_EVERYTHING = "Clone everything";
export const SELECT_SPECIFIC = "Select specific content";
export const NEXT_SELECT_CONTENT = "Next: Select Content to Clone";
export const CLONE_EVENT = "Clone Event";

export interface CloneOptionsPageProps {
  state: CloneWizardState;
  dispatch: Dispatch<CloneWizardAction>;
  /** Loads the content lists again after they failed. */
  onRetryOptions(): void;
}

/**
 * The options page (spec 2 §2.1 "Options page (cloneOptions)"): the new event's name, what to
 * copy, the new dates with the source's 'Previously:' lines, and the day labels.
 */
export function CloneOptionsPage({ state, dispatch, onRetryOptions }: CloneOptionsPageProps) {
  const id = useId();
  const source = state.selectedEvent;
  if (!source) return null;
  const everything = state.contentType === "everything";
  const past = pastDatesWarning(state);
  const pastId = `${id}-past`;
  return (
    <div className="clone-page clone-options">
      {state.cloneError ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.cloneError}
        </p>
      ) : null}
      <div className="clone-options__grid">
        <div className="clone-options__column">
          <div className="foyer-field">
            <label className="foyer-field__label" htmlFor={`${id}-name`}>
              Event Name
            </label>
            <input
              id={`${id}-name`}
              className="foyer-input"
              value={state.newEventName}
              maxLength={200}
              required
              onChange={(event) => dispatch({ type: "nameChanged", name: event.target.value })}
              data-autofocus
            />
          </div>
          <fieldset className="clone-fieldset">
            <legend className="foyer-field__label">Content</legend>
            <label className="clone-choice">
              <input
                type="radio"
                name={`${id}-content`}
                checked={everything}
                onChange={() => dispatch({ type: "contentTypeChanged", contentType: "everything" })}
              />
              {CLONE_EVERYTHING}
            </label>
            <label className="clone-choice">
              <input
                type="radio"
                name={`${id}-content`}
                checked={!everything}
                onChange={() => dispatch({ type: "contentTypeChanged", contentType: "specific" })}
              />
              {SELECT_SPECIFIC}
            </label>
            {everything ? (
              <div className="clone-flags">
                <label className="clone-choice">
                  <input
                    type="checkbox"
                    checked={state.includeAllRecordData}
                    onChange={() => dispatch({ type: "includeAllRecordDataToggled" })}
                  />
                  Include all record data
                </label>
                {state.includeAllRecordData ? (
                  <>
                    <label className="clone-choice clone-choice--nested">
                      <input
                        type="checkbox"
                        checked={state.includeAllFormSubmissions}
                        onChange={() => dispatch({ type: "includeAllFormSubmissionsToggled" })}
                      />
                      Include all form submissions
                    </label>
                    <label className="clone-choice clone-choice--nested">
                      <input
                        type="checkbox"
                        checked={state.includeAllOrders}
                        onChange={() => dispatch({ type: "includeAllOrdersToggled" })}
                      />
                      Include all orders
                    </label>
                  </>
                ) : null}
              </div>
            ) : null}
          </fieldset>
          <DateField
            id={`${id}-start`}
            label="New Start Date"
            value={state.newEventStartDate}
            previously={source.date_from}
            warningId={past ? pastId : undefined}
            onChange={(date) => dispatch({ type: "startChanged", date })}
          />
          <DateField
            id={`${id}-end`}
            label="New End Date"
            value={state.newEventEndDate}
            previously={source.date_to}
            warningId={past ? pastId : undefined}
            onChange={(date) => dispatch({ type: "endChanged", date })}
          />
          {/* A warning, not a block: cloning an event into the past stays possible (issue 22). */}
          <p className="foyer-alert foyer-alert--warning clone-past" id={pastId} role="status" hidden={!past}>
            {past}
          </p>
          {state.eventOptions.status === "loading" ? (
            <p className="clone-hint" role="status">
              {messages.loading}
            </p>
          ) : state.eventOptions.status === "error" ? (
            <div className="foyer-alert foyer-alert--error" role="alert">
              {state.eventOptions.message}{" "}
              <button type="button" className="foyer-button foyer-button--ghost" onClick={onRetryOptions}>
                Try again
              </button>
            </div>
          ) : null}
        </div>
        <div className="clone-options__column">
          <DayLabels state={state} dispatch={dispatch} />
        </div>
      </div>
    </div>
  );
}

function DateField(props: {
  id: string;
  label: string;
  value: string;
  previously: string;
  /** The past-dates warning, read with the field while it shows. */
  warningId?: string | undefined;
  onChange(date: string): void;
}) {
  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        className="foyer-input"
        value={props.value}
        required
        aria-describedby={[`${props.id}-previously`, props.warningId].filter(Boolean).join(" ")}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p className="foyer-field__hint" id={`${props.id}-previously`}>
        Previously: {labelDay(props.previously)}
      </p>
    </div>
  );
}
