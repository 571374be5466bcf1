import type { RecordHit } from "@foyer/domain";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Avatar } from "../avatar/Avatar.js";
import { Dialog } from "../overlays/lazy-overlays.js";
import { CloseIcon } from "../runtime/CloseIcon.js";
import { useSignals } from "../runtime/signals.js";
import { LazyWidgetSignIn } from "../sign-in/LazyWidgetSignIn.js";
import { type RecordPickerModel, recordKey } from "./model.js";
import { pickerText } from "./picker-text.js";

export interface PickerDialogProps {
  model: RecordPickerModel;
  open: boolean;
  /** Save: the selected records, in the order they were picked. */
  onSave(records: RecordHit[]): void;
  /** Cancel, Escape or a press on the backdrop. */
  onCancel(): void;
}

/** What the option's second line says: a contact's email and company, an account's website. */
function secondLine(record: RecordHit): string {
  if (record.kind === "account") return record.website ?? "";
  return [record.email, record.company].filter(Boolean).join(" · ");
}

const buildingIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M4 2h9a1 1 0 0 1 1 1v5h2a1 1 0 0 1 1 1v9h-6v-4H9v4H3V3a1 1 0 0 1 1-1Zm2 3v2h2V5H6Zm4 0v2h2V5h-2ZM6 9v2h2V9H6Zm4 0v2h2V9h-2Z"
    />
  </svg>
);

/**
 * The search-and-pick dialog (spec 2 §2.3, §4.7): a search bar that is an ARIA combobox over a
 * listbox of results (focus stays in the search bar, `aria-activedescendant` points at the
 * option; ArrowDown/ArrowUp, and Home/End once an option is active, move; Enter selects or
 * discards), the selected records as removable chips, Cancel and Save. A modal dialog: focus
 * is trapped inside, Escape cancels, focus returns to what opened it.
 */
export function PickerDialog({ model, open, onSave, onCancel }: PickerDialogProps) {
  useSignals();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const mode = model.mode.value;
  const state = model.state.value;
  const results = model.results.value;
  const active = model.activeIndex.value;
  const selected = model.selectedRecords.value;
  const full = model.full.value;
  const expanded = results.length > 0;
  // No session to search with: the inline sign-in takes the search's place (issue 7, embedded).
  const signingIn = state === "signIn";
  const wasSigningIn = useRef(signingIn);

  useEffect(() => {
    // After the sign-in, the search bar takes the focus the sign-in had.
    if (wasSigningIn.current && !signingIn) input.current?.focus();
    wasSigningIn.current = signingIn;
  }, [signingIn]);

  useEffect(() => {
    if (active < 0) return;
    const option = list.current?.children[active];
    if (option && typeof option.scrollIntoView === "function") option.scrollIntoView({ block: "nearest" });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    const navigating = active >= 0;
    const moves: Record<string, "next" | "previous" | "first" | "last"> = {
      ArrowDown: "next",
      ArrowUp: "previous",
      // Home and End move the caret until the user is in the list.
      ...(navigating ? { Home: "first" as const, End: "last" as const } : {}),
    };
    const move = moves[key];
    if (move && expanded) {
      event.preventDefault();
      model.moveActive(move);
    } else if (key === "Enter" && model.toggleActive()) {
      event.preventDefault();
    }
  };

  return (
    <Dialog open={open} onClose={onCancel} title={pickerText.title[mode]} initialFocus={input}>
      <div className="foyer-rp" part="record-picker" data-state={state}>
        {signingIn ? (
          <LazyWidgetSignIn
            notice={model.signInReason.value === "ended" ? pickerText.sessionEnded : pickerText.signIn}
            loading={pickerText.loading}
          />
        ) : null}
        <div className="foyer-rp__search" hidden={signingIn}>
          <input
            ref={input}
            type="text"
            className="foyer-rp__input"
            part="input search"
            role="combobox"
            aria-label={pickerText.searchLabel[mode]}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={active >= 0 && expanded ? optionId(active) : undefined}
            aria-describedby={`${id}-status`}
            placeholder={pickerText.placeholder[model.kind.value]}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={model.term.value}
            onChange={(event) => model.setTerm(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          {model.term.value ? (
            <button
              type="button"
              className="foyer-rp__clear"
              part="button button-clear"
              aria-label={pickerText.clear}
              onClick={() => {
                model.clean();
                input.current?.focus();
              }}
            >
              <CloseIcon size={16} />
            </button>
          ) : null}
        </div>
        <p className="foyer-rp__status" id={`${id}-status`} role="status" part="status" hidden={signingIn}>
          {model.statusText.value}
        </p>
        {state === "error" ? (
          <div className="foyer-rp__error" role="alert" part="error">
            <span>{pickerText.failed}</span>
            <button
              type="button"
              className="foyer-rp-button"
              part="button button-retry"
              onClick={model.retry}
            >
              {pickerText.retry}
            </button>
          </div>
        ) : null}
        <ul
          ref={list}
          id={listId}
          className="foyer-rp__results"
          part="listbox"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of an APG combobox.
          role="listbox"
          aria-label={pickerText.title[mode]}
          aria-multiselectable="true"
          hidden={!expanded}
          // Pressing an option must not take focus off the search bar (aria-activedescendant).
          onMouseDown={(event) => event.preventDefault()}
        >
          {results.map((record, index) => {
            const isSelected = model.isSelected(record);
            const blocked = full && !isSelected;
            return (
              // biome-ignore lint/a11y: options are pointed at with aria-activedescendant, never focused; the search bar handles the keys (APG).
              <li
                key={recordKey(record)}
                id={optionId(index)}
                className="foyer-rp-option"
                part="option"
                // biome-ignore lint/a11y: an option of the listbox above (APG).
                role="option"
                aria-selected={isSelected}
                aria-disabled={blocked ? true : undefined}
                data-active={index === active ? "" : undefined}
                onClick={() => {
                  model.setActive(index);
                  model.toggle(record);
                }}
              >
                <Avatar
                  id={record.id}
                  text={record.name}
                  photoUrl={record.kind === "contact" ? record.photoUrl : null}
                  square={record.kind === "account"}
                  icon={record.kind === "account" ? buildingIcon : undefined}
                />
                <span className="foyer-rp-option__text">
                  <span className="foyer-rp-option__name">{record.name}</span>
                  <span className="foyer-rp-option__detail">{secondLine(record)}</span>
                </span>
                <svg
                  className="foyer-rp-option__check"
                  viewBox="0 0 20 20"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    fill="currentColor"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  />
                </svg>
              </li>
            );
          })}
        </ul>
        <section
          className="foyer-rp__selected"
          aria-labelledby={`${id}-selected`}
          part="selected"
          hidden={signingIn}
        >
          <h3 className="foyer-rp__count" id={`${id}-selected`}>
            {pickerText.selected(selected.length)}
            {model.max !== null ? <span className="foyer-rp__max"> {pickerText.max(model.max)}</span> : null}
          </h3>
          {selected.length > 0 ? (
            <ul className="foyer-rp__chips">
              {selected.map((record) => (
                <li className="foyer-rp-chip" part="chip" key={recordKey(record)}>
                  <Avatar
                    id={record.id}
                    text={record.name}
                    photoUrl={record.kind === "contact" ? record.photoUrl : null}
                    square={record.kind === "account"}
                    size="tiny"
                  />
                  <span className="foyer-rp-chip__name">{record.name}</span>
                  <button
                    type="button"
                    className="foyer-rp-chip__remove"
                    part="button chip-remove"
                    aria-label={pickerText.remove(record.name)}
                    onClick={() => {
                      model.discard(record);
                      // The chip leaves with its button: focus goes back to the search bar.
                      input.current?.focus();
                    }}
                  >
                    <CloseIcon size={12} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <div className="foyer-dialog__actions">
          <button type="button" className="foyer-rp-button" part="button button-cancel" onClick={onCancel}>
            {pickerText.cancel}
          </button>
          <button
            type="button"
            className="foyer-rp-button foyer-rp-button--primary"
            part="button button-primary button-save"
            disabled={selected.length === 0}
            onClick={() => onSave(model.selectedRecords.peek())}
          >
            {pickerText.save}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
