import { type FormEvent, type ReactNode, useId, useState } from "react";
import { SaveBar, useSaveForm } from "./useSaveForm.js";

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

export interface ChoiceListFormProps<T extends string> {
  /** The group's name, read by screen readers. */
  legend: string;
  options: readonly Choice<T>[];
  /** The values saved now. */
  saved: readonly T[];
  canWrite: boolean;
  /** Saves the values chosen, in the options' order. */
  onSave(values: T[]): Promise<void>;
  /** More actions beside Save (e.g. "Give access now"); given the values chosen and whether unsaved. */
  extra?: (values: T[], dirty: boolean) => ReactNode;
  /** @default "Save" */
  saveLabel?: string;
}

/**
 * A list of checkboxes saved together (a portal's sections, editable profile fields, filter
 * roles): keyboard-usable native checkboxes in a fieldset, Save enabled once something changed.
 */
export function ChoiceListForm<T extends string>({
  legend,
  options,
  saved,
  canWrite,
  onSave,
  extra,
  saveLabel = "Save",
}: ChoiceListFormProps<T>) {
  const id = useId();
  const form = useSaveForm();
  const { busy } = form;
  const [chosen, setChosen] = useState<ReadonlySet<T>>(() => new Set(saved));
  const values = options.map((option) => option.value).filter((value) => chosen.has(value));
  const dirty = values.length !== saved.length || values.some((value) => !saved.includes(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !dirty) return;
    await form.save(() => onSave(values));
  };

  return (
    <form className="config-choice" onSubmit={submit} aria-busy={busy || undefined}>
      <fieldset className="config-choice__set" disabled={!canWrite || busy}>
        <legend className="config-choice__legend">{legend}</legend>
        {options.map((option) => (
          <label key={option.value} className="config-choice__item">
            <input
              type="checkbox"
              checked={chosen.has(option.value)}
              aria-describedby={option.hint ? `${id}-${option.value}` : undefined}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.currentTarget.checked) next.add(option.value);
                else next.delete(option.value);
                setChosen(next);
                form.setDone(false);
              }}
            />
            <span>
              {option.label}
              {option.hint ? (
                <span className="config-choice__hint" id={`${id}-${option.value}`}>
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <SaveBar state={form} dirty={dirty} canWrite={canWrite} label={saveLabel}>
        {extra?.(values, dirty)}
      </SaveBar>
    </form>
  );
}
