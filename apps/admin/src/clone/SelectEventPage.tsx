import { cloneMessages } from "@foyer/domain";
import type { Dispatch } from "react";
import { CollapseHeading } from "./CollapseHeading.js";
import {
  type CloneWizardAction,
  type CloneWizardState,
  dateRangeLabel,
  eventYearGroups,
} from "./clone-wizard-model.js";
import { FetchedList } from "./FetchedList.js";

export const SELECT_EVENT_TITLE = "Choose an event to clone";
export const SEARCH_EVENTS = "Search events";

export interface SelectEventPageProps {
  state: CloneWizardState;
  dispatch: Dispatch<CloneWizardAction>;
  onRetry(): void;
}

/**
 * The event picker (spec 2 §2.1 "Event picker (selectEvent)"): a search box, events by year under
 * collapsible 'YYYY Events' headers, each row its name, 'MMM D YYYY - MMM D YYYY' and SELECT.
 */
export function SelectEventPage({ state, dispatch, onRetry }: SelectEventPageProps) {
  const { allUserEvents: events } = state;
  return (
    <div className="clone-page">
      <div className="clone-search">
        <input
          type="search"
          className="foyer-input"
          aria-label={SEARCH_EVENTS}
          placeholder={SEARCH_EVENTS}
          value={state.eventsFilter}
          onChange={(event) => dispatch({ type: "filterChanged", filter: event.target.value })}
          data-autofocus
        />
      </div>
      <div className="clone-list" aria-busy={events.status === "loading" || undefined}>
        <FetchedList fetch={events} onRetry={onRetry}>
          {() => <EventGroups state={state} dispatch={dispatch} />}
        </FetchedList>
      </div>
    </div>
  );
}

function EventGroups({ state, dispatch }: Pick<SelectEventPageProps, "state" | "dispatch">) {
  if (state.allUserEvents.status !== "ready") return null;
  const all = state.allUserEvents.data;
  const groups = eventYearGroups(all, state.eventsFilter);
  if (groups.length === 0) {
    return (
      <p className="clone-empty" role="status">
        {all.length === 0 ? cloneMessages.noEvents : cloneMessages.noMatches}
      </p>
    );
  }
  return (
    <>
      {groups.map((group) => {
        const open = !state.collapsedYears.includes(group.year);
        const listId = `clone-year-${group.year}`;
        return (
          <section key={group.year} className="clone-year">
            <CollapseHeading
              title={group.title}
              open={open}
              controls={listId}
              onToggle={() => dispatch({ type: "yearToggled", year: group.year })}
            />
            {open ? (
              <ul className="clone-events" id={listId}>
                {group.events.map((event) => (
                  <li key={event.id} className="clone-event">
                    <span className="clone-event__name">
                      {event.name}
                      {state.isFoyerAdmin && event.org_id !== state.orgId ? (
                        <span className="clone-event__org"> · {event.org_name}</span>
                      ) : null}
                    </span>
                    <span className="clone-event__dates">{dateRangeLabel(event)}</span>
                    <button
                      type="button"
                      className="foyer-button foyer-button--secondary clone-event__select"
                      aria-label={`Select ${event.name}`}
                      onClick={() => dispatch({ type: "eventSelected", event })}
                    >
                      SELECT
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
