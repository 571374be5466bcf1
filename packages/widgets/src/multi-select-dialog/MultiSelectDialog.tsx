import { useId, useMemo, useState } from "react";
import { ModalFrame } from "../ui-kit/ModalFrame.js";
import { useUiCss } from "../ui-kit/useUiCss.js";
import { multiSelectDialogCss } from "./multi-select-dialog.css.js";
import { chosenInOrder, filterOptions, type MultiSelectOption } from "./multi-select-rules.js";

export interface MultiSelectDialogText {
  /** @default "Select All" */
  selectAll: string;
  /** @default "Remove All" */
  removeAll: string;
  /** @default "Cancel" */
  cancel: string;
  /** @default "Save" */
  save: string;
  /** The search box's accessible name and placeholder. @default "Search" */
  search: string;
  /** Shown when the search matches nothing. @default "Nothing matches your search." */
  noMatches: string;
}

/** Spec 2 §2.3 "Multi-select dialog: Select All, Remove All, Cancel, Save". */
export const multiSelectDialogText: MultiSelectDialogText = {
  selectAll: "Select All",
  removeAll: "Remove All",
  cancel: "Cancel",
  save: "Save",
  search: "Search",
  noMatches: "Nothing matches your search.",
};

export interface MultiSelectDialogProps {
  /** Heading, also the dialog's accessible name. */
  title: string;
  /** A sentence under the heading. */
  description?: string | undefined;
  /** What can be chosen, in the order shown. */
  options: readonly MultiSelectOption[];
  /** The values ticked when the dialog opens. @default [] */
  selected?: readonly string[] | undefined;
  /** Show a search box that filters the options by label. @default false */
  searchable?: boolean | undefined;
  /** Other wording. @default multiSelectDialogText */
  text?: Partial<MultiSelectDialogText> | undefined;
  /**
   * Save: the chosen values, in the options' order.
   * @example onSave={(days) => { setDays(days); close(); }}
   */
  onSave(values: string[]): void;
  /** Cancel, Escape and a press on the backdrop: the choice made here is dropped. */
  onCancel(): void;
}

/**
 * A modal list of checkboxes with Select All, Remove All, Cancel and Save (spec 2 §2.3). Render
 * it while it is open; it starts from `selected` each time. With a search, Select All and
 * Remove All act on the options shown.
 * @example {open && <MultiSelectDialog title="Days" options={days} selected={chosen} onSave={save} onCancel={close} />}
 */
export function MultiSelectDialog({
  title,
  description,
  options,
  selected = [],
  searchable = false,
  text,
  onSave,
  onCancel,
}: MultiSelectDialogProps) {
  useUiCss(multiSelectDialogCss);
  const words = { ...multiSelectDialogText, ...text };
  const listId = useId();
  const [chosen, setChosen] = useState(() => new Set(selected));
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterOptions(options, query), [options, query]);

  const setAll = (on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const option of shown) {
        if (on) next.add(option.value);
        else next.delete(option.value);
      }
      return next;
    });
  const toggle = (value: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });

  return (
    <ModalFrame title={title} description={description} onDismiss={onCancel} className="foyer-multi-select">
      {searchable ? (
        <input
          className="foyer-multi-select__search"
          type="search"
          aria-label={words.search}
          aria-controls={listId}
          placeholder={words.search}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      ) : null}
      <div className="foyer-multi-select__bulk">
        <button type="button" className="foyer-ui-button foyer-ui-button--link" onClick={() => setAll(true)}>
          {words.selectAll}
        </button>
        <button type="button" className="foyer-ui-button foyer-ui-button--link" onClick={() => setAll(false)}>
          {words.removeAll}
        </button>
      </div>
      <ul className="foyer-multi-select__list" id={listId} aria-label={title}>
        {shown.map((option) => (
          <li key={option.value}>
            <label className="foyer-multi-select__option">
              <input
                type="checkbox"
                checked={chosen.has(option.value)}
                onChange={() => toggle(option.value)}
              />
              {option.label}
            </label>
          </li>
        ))}
        {shown.length === 0 ? <li className="foyer-multi-select__empty">{words.noMatches}</li> : null}
      </ul>
      <div className="foyer-ui-modal__actions">
        <button type="button" className="foyer-ui-button" onClick={onCancel}>
          {words.cancel}
        </button>
        <button
          type="button"
          className="foyer-ui-button foyer-ui-button--primary"
          onClick={() => onSave(chosenInOrder(options, chosen))}
        >
          {words.save}
        </button>
      </div>
    </ModalFrame>
  );
}
