import "./filters.css";
import {
  describeFilter,
  filterMessages,
  filterOperatorLabels,
  filterOperatorsFor,
  MAX_FILTER_VALUE_LENGTH,
  MAX_RECORD_FILTERS,
  type RecordFilter,
  type RecordFilterField,
  type RecordFilterOperator,
  recordFilter,
  TAG_FILTER_FIELD,
  valueOperators,
} from "@foyer/domain";
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

/** A tag a tag filter can pick (the event's tags). */
export interface FilterTag {
  id: string;
  name: string;
}

export interface FilterBarProps {
  /** What the list can be filtered by: its columns, its own fields, and "Tags" when it has them. */
  fields: readonly RecordFilterField[];
  /** The filters in force (every one must hold). */
  filters: readonly RecordFilter[];
  /** A filter was added or removed, or all were cleared. */
  onChange(filters: RecordFilter[]): void;
  /** The tags a tag filter picks from; their names label the chips. @default [] */
  tags?: readonly FilterTag[] | undefined;
  /**
   * What the list holds, for the controls' names.
   * @example noun="contacts" // "Add a filter to contacts"
   */
  noun: string;
  /** More actions after "Clear filters" (the people lists' "Save as segment"). */
  children?: ReactNode;
}

/** The words of a filter, for its chip and its remove button. */
export function filterText(
  filter: RecordFilter,
  fields: readonly RecordFilterField[],
  tags: readonly FilterTag[] = [],
): string {
  const field = fields.find((item) => item.id === filter.field);
  const tagName =
    filter.field === TAG_FILTER_FIELD ? tags.find((tag) => tag.id === filter.value)?.name : undefined;
  return describeFilter(filter, field?.name ?? filter.field, tagName);
}

/**
 * Issue 7 "filters": a "Filters" button that opens a small builder (field, operator, value), the
 * filters in force as removable chips, and "Clear filters". It holds no filters itself: the page
 * keeps them (in the address, so a reload or Back keeps them too).
 */
export function FilterBar({ fields, filters, onChange, tags = [], noun, children }: FilterBarProps) {
  const builderId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const remove = (index: number) => {
    onChange(filters.filter((_, at) => at !== index));
    opener.current?.focus();
  };

  return (
    <div className="record-filters">
      <div className="record-filters__bar">
        <button
          ref={opener}
          type="button"
          className="foyer-button foyer-button--secondary record-filters__toggle"
          aria-expanded={open}
          aria-controls={open ? builderId : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          Filters
          {/* The chips list says how many; the button keeps one name. */}
          {filters.length > 0 ? (
            <span className="record-filters__count" aria-hidden="true">
              {filters.length}
            </span>
          ) : null}
        </button>
        {filters.length > 0 ? (
          <ul className="record-filters__chips" aria-label="Filters in force">
            {filters.map((filter, index) => {
              const text = filterText(filter, fields, tags);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: two equal filters are one chip each, told apart by place.
                <li key={`${index}-${text}`} className="record-filters__chip">
                  <span>{text}</span>
                  <button
                    type="button"
                    className="record-filters__remove"
                    aria-label={`Remove filter: ${text}`}
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {filters.length > 0 ? (
          <button
            type="button"
            className="foyer-button foyer-button--ghost record-filters__clear"
            onClick={() => {
              onChange([]);
              opener.current?.focus();
            }}
          >
            Clear filters
          </button>
        ) : null}
        {children}
      </div>
      {open ? (
        <FilterBuilder
          id={builderId}
          fields={fields}
          tags={tags}
          noun={noun}
          full={filters.length >= MAX_RECORD_FILTERS}
          onAdd={(filter) => {
            onChange([...filters, filter]);
            close();
          }}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}

interface FilterBuilderProps {
  id: string;
  fields: readonly RecordFilterField[];
  tags: readonly FilterTag[];
  noun: string;
  /** The list holds as many filters as it may. */
  full: boolean;
  onAdd(filter: RecordFilter): void;
  onCancel(): void;
}

/** The builder: pick a field, an operator and (for the operators that compare) a value. */
function FilterBuilder({ id, fields, tags, noun, full, onAdd, onCancel }: FilterBuilderProps) {
  const ids = { field: useId(), op: useId(), value: useId(), error: useId() };
  const [fieldId, setFieldId] = useState(fields[0]?.id ?? "");
  const field = fields.find((item) => item.id === fieldId) ?? fields[0];
  const operators = field ? filterOperatorsFor(field) : [];
  const [chosenOp, setOp] = useState<RecordFilterOperator>("contains");
  // A field that does not take the chosen operator (tags and "contains") falls back to its first.
  const op = operators.includes(chosenOp) ? chosenOp : (operators[0] ?? "is");
  const [text, setText] = useState("");
  const [tagId, setTagId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const isTag = field?.kind === "tag";
  const needsValue = valueOperators.includes(op);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!field || full) return;
    const value = isTag ? tagId || (tags[0]?.id ?? "") : text;
    const parsed = recordFilter.safeParse(
      needsValue ? { field: field.id, op, value } : { field: field.id, op },
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? filterMessages.valueNeeded);
      return;
    }
    const { value: kept } = parsed.data;
    onAdd(needsValue ? { field: field.id, op, value: (kept ?? "").trim() } : { field: field.id, op });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <form
      id={id}
      className="record-filters__builder"
      aria-label={`Add a filter to ${noun}`}
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.field}>
          Field
        </label>
        <select
          id={ids.field}
          className="foyer-input"
          value={field?.id ?? ""}
          // biome-ignore lint/a11y/noAutofocus: the builder opens on request; its first control takes focus.
          autoFocus
          onChange={(event) => {
            setFieldId(event.target.value);
            setError(null);
          }}
        >
          {fields.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.op}>
          Operator
        </label>
        <select
          id={ids.op}
          className="foyer-input"
          value={op}
          onChange={(event) => {
            setOp(event.target.value as RecordFilterOperator);
            setError(null);
          }}
        >
          {operators.map((item) => (
            <option key={item} value={item}>
              {filterOperatorLabels[item]}
            </option>
          ))}
        </select>
      </div>
      {needsValue ? (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={ids.value}>
            Value
          </label>
          {isTag ? (
            tags.length === 0 ? (
              <p id={ids.value} className="foyer-field__hint">
                This event has no tags yet.
              </p>
            ) : (
              <select
                id={ids.value}
                className="foyer-input"
                value={tagId || tags[0]?.id}
                onChange={(event) => setTagId(event.target.value)}
              >
                {tags.map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {tag.name}
                  </option>
                ))}
              </select>
            )
          ) : (
            <input
              id={ids.value}
              className="foyer-input"
              type="text"
              value={text}
              maxLength={MAX_FILTER_VALUE_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
          )}
        </div>
      ) : null}
      <div className="record-filters__actions">
        <button
          type="submit"
          className="foyer-button foyer-button--primary"
          disabled={full || (isTag && needsValue && tags.length === 0)}
        >
          Add filter
        </button>
        <button type="button" className="foyer-button foyer-button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {error || full ? (
        <p id={ids.error} className="foyer-field__error record-filters__error" role="alert">
          {full ? filterMessages.tooMany : error}
        </p>
      ) : null}
    </form>
  );
}

/** A filtered list with nothing in it: what happened, and the way back to the whole list. */
export function FilteredEmpty({ noun, onClear }: { noun: string; onClear(): void }) {
  return (
    <div className="admin-panel admin-panel--center admin-empty">
      <h2 className="admin-empty__title">No {noun} match these filters</h2>
      <p className="admin-empty__text">Every filter must hold: remove one, or clear them all.</p>
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
