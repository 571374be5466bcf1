import { type CloneOption, type CloneOptionGroup, noContentText } from "@foyer/domain";
import { type Dispatch, useEffect, useId, useRef } from "react";
import { CollapseHeading } from "./CollapseHeading.js";
import {
  type CloneWizardAction,
  type CloneWizardState,
  groupSelection,
  isExcluded,
} from "./clone-wizard-model.js";
import { FetchedList } from "./FetchedList.js";

export const contentTitle = (name: string) => `Select content to clone from: ${name}`;

export interface SelectContentPageProps {
  state: CloneWizardState;
  dispatch: Dispatch<CloneWizardAction>;
  onRetryOptions(): void;
}

/**
 * The content page (spec 2 §2.1 "Content selection (selectContent)"): one collapsible group per
 * content type with a select-all box; a parent row takes its related rows along; a module may
 * bring all its records. An empty group says 'There are no available {title} to copy.'
 */
export function SelectContentPage({ state, dispatch, onRetryOptions }: SelectContentPageProps) {
  const options = state.eventOptions;
  return (
    <div className="clone-page">
      {state.cloneError ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.cloneError}
        </p>
      ) : null}
      <div className="clone-list clone-content">
        <FetchedList fetch={options} onRetry={onRetryOptions}>
          {(data) =>
            data.groups.length === 0 ? (
              <p className="clone-empty">{noContentText("content")}</p>
            ) : (
              data.groups.map((group) => (
                <ContentGroup key={group.key} group={group} state={state} dispatch={dispatch} />
              ))
            )
          }
        </FetchedList>
      </div>
    </div>
  );
}

function Checkbox(props: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange(): void;
  className?: string;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = Boolean(props.indeterminate);
  }, [props.indeterminate]);
  return (
    <label className={props.className ?? "clone-choice"}>
      <input
        ref={box}
        type="checkbox"
        checked={props.checked}
        aria-checked={props.indeterminate ? "mixed" : props.checked}
        onChange={props.onChange}
      />
      <span>{props.label}</span>
    </label>
  );
}

function ContentGroup({
  group,
  state,
  dispatch,
}: {
  group: CloneOptionGroup;
  state: CloneWizardState;
  dispatch: Dispatch<CloneWizardAction>;
}) {
  const listId = useId();
  const open = !state.collapsedGroups.includes(group.key);
  const selection = groupSelection(state, group);
  return (
    <section className="clone-group-section">
      <div className="clone-group-section__head">
        <CollapseHeading
          title={group.title}
          open={open}
          controls={listId}
          onToggle={() => dispatch({ type: "groupCollapsed", key: group.key })}
        />
        {group.items.length > 0 ? (
          <Checkbox
            className="clone-choice clone-choice--all"
            label={`Select all ${group.title}`}
            checked={selection === "all"}
            indeterminate={selection === "some"}
            onChange={() => dispatch({ type: "groupToggled", group })}
          />
        ) : null}
      </div>
      {open ? (
        <div id={listId}>
          {group.items.length === 0 ? (
            <p className="clone-empty clone-empty--group">{noContentText(group.title)}</p>
          ) : (
            <ul className="clone-items">
              {group.items.map((item) => (
                <ContentRow key={item.id} item={item} state={state} dispatch={dispatch} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}

function ContentRow({
  item,
  state,
  dispatch,
}: {
  item: CloneOption;
  state: CloneWizardState;
  dispatch: Dispatch<CloneWizardAction>;
}) {
  const included = !isExcluded(state, item);
  const records = item.recordCount ?? 0;
  return (
    <li className="clone-item">
      <div className="clone-item__row">
        <Checkbox
          label={item.name}
          checked={included}
          onChange={() => dispatch({ type: "itemToggled", item })}
        />
        {item.type === "modules" && included ? (
          <Checkbox
            className="clone-choice clone-choice--records"
            label={`Include all records (${records.toLocaleString("en-US")})`}
            checked={state.includeAllRecords.includes(item.id)}
            onChange={() => dispatch({ type: "recordsToggled", moduleId: item.id })}
          />
        ) : item.type === "modules" && item.isDefault ? (
          <span className="clone-hint">Every event has it: it is created empty.</span>
        ) : null}
      </div>
      {item.related.length > 0 ? (
        <ul className="clone-items clone-items--related">
          {item.related.map((related) => (
            <ContentRow key={related.id} item={related} state={state} dispatch={dispatch} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
