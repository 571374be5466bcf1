import {
  type ImportFieldGroup,
  mappingText,
  selectAllFields,
  selectNoFields,
  toggleFieldIn,
} from "@foyer/domain";
import { useId, useMemo, useRef, useState } from "react";
import { Dialog } from "../overlays/lazy-overlays.js";
import { FieldMark, WizardButton } from "./WizardControls.js";
import { wizardText } from "./wizard-text.js";

export interface MoreFieldsDialogProps {
  group: ImportFieldGroup;
  /** Cancel, Escape or a press outside: nothing changes. */
  onCancel(): void;
  /** Done: the group with the fields chosen here. */
  onDone(group: ImportFieldGroup): void;
}

/**
 * The 'choose more group fields' modal (spec 2 §2.2, 715x528): All/None, 'Search fields', the
 * fields with checkboxes, the Selected list, Done and Cancel. Choices apply the mapping rules as
 * they are made (Full Name versus First/Last, required fields stay, unsupported ones cannot be
 * chosen) and reach the mapping page only on Done. A modal dialog: focus is trapped inside and
 * returns to the 'More {group} fields...' link; Escape cancels.
 */
export function MoreFieldsDialog({ group, onCancel, onDone }: MoreFieldsDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState(group);
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement | null>(null);
  const visible = useMemo(() => {
    const words = query.trim().toLowerCase();
    return words ? draft.fields.filter((field) => field.name.toLowerCase().includes(words)) : draft.fields;
  }, [draft, query]);
  const selected = draft.fields.filter((field) => field.enabled);

  return (
    <Dialog open onClose={onCancel} title={wizardText.chooseMoreFields(group.name)} initialFocus={search}>
      <div className="foyer-iw-more" part="more-fields">
        <div className="foyer-iw-more__tools">
          <input
            ref={search}
            type="search"
            className="foyer-iw-input foyer-iw-more__search"
            part="input search"
            aria-label={wizardText.searchFields}
            placeholder={wizardText.searchFields}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <button
            type="button"
            className="foyer-iw-link"
            part="link"
            onClick={() => setDraft(selectAllFields(draft))}
          >
            {wizardText.all}
          </button>
          <button
            type="button"
            className="foyer-iw-link"
            part="link"
            onClick={() => setDraft(selectNoFields(draft))}
          >
            {wizardText.none}
          </button>
        </div>
        <div className="foyer-iw-more__columns">
          <fieldset className="foyer-iw-more__list">
            <legend className="foyer-iw-hidden">{group.name}</legend>
            {visible.length === 0 ? <p className="foyer-iw-muted">{wizardText.noFieldMatches}</p> : null}
            {visible.map((field) => {
              const locked = !field.supported || (field.required && field.enabled);
              return (
                <div className="foyer-iw-check" key={field.id}>
                  <input
                    id={`${id}-${field.id}`}
                    type="checkbox"
                    className="foyer-iw-checkbox"
                    checked={field.enabled}
                    disabled={locked}
                    aria-describedby={field.supported ? undefined : `${id}-${field.id}-note`}
                    onChange={() => setDraft(toggleFieldIn(draft, field.id))}
                  />
                  <label htmlFor={`${id}-${field.id}`}>
                    {field.name}
                    <FieldMark field={field} />
                  </label>
                  {field.supported ? null : (
                    <span className="foyer-iw-field__note" id={`${id}-${field.id}-note`}>
                      {mappingText.unsupported(field.name)}
                    </span>
                  )}
                </div>
              );
            })}
          </fieldset>
          <section className="foyer-iw-more__selected" aria-labelledby={`${id}-selected`}>
            <h3 className="foyer-iw-more__heading" id={`${id}-selected`}>
              {wizardText.selected}
            </h3>
            <ul className="foyer-iw-chips">
              {selected.map((field) => (
                <li className="foyer-iw-chip" key={field.id}>
                  {field.name}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="foyer-iw-actions">
          <WizardButton name="cancel" onClick={onCancel}>
            {wizardText.cancel}
          </WizardButton>
          <WizardButton name="done" primary onClick={() => onDone(draft)}>
            {wizardText.done}
          </WizardButton>
        </div>
      </div>
    </Dialog>
  );
}
