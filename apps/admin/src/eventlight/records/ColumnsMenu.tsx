import "./record-list-tools.css";
import { MAX_LAYOUT_COLUMNS, type RecordColumn } from "@foyer/domain";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

export interface ColumnsMenuProps {
  /** Every field of the module, in its own order (the list's `columns`). */
  columns: readonly RecordColumn[];
  /** The starred fields' keys, in column order. */
  starred: readonly string[];
  /** New starred keys: a field starred (it goes last), unstarred, or moved. */
  onChange(starred: string[]): void;
}

/** Which control keeps focus after a change re-renders the list. */
type FocusTarget = { key: string; control: "star" | "up" | "down" };

/**
 * The "Columns" popover (issue 7 item 1, spec 2 "Module layout: starred_fields … order"): every
 * field of the module with a star toggle; starred fields are the table's columns, in the order
 * the Move up and Move down buttons give them. A non-modal dialog: Escape or a press outside
 * closes it and focus goes back to its button; each change is announced.
 */
export function ColumnsMenu({ columns, starred, onChange }: ColumnsMenuProps) {
  const panelId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const byKey = new Map(columns.map((column) => [column.id, column]));
  const shown = starred.flatMap((key) => byKey.get(key) ?? []);
  const hidden = columns.filter((column) => !starred.includes(column.id));
  const full = shown.length >= MAX_LAYOUT_COLUMNS;

  const close = (refocus: boolean) => {
    setOpen(false);
    setStatus("");
    if (refocus) button.current?.focus();
  };

  // A press anywhere outside closes it; the listener lives only while it is open.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // Opening moves focus into the panel; a change keeps it on the control that made it.
  useEffect(() => {
    const within = panel.current;
    if (!open || !within) return;
    if (!focus) {
      within.querySelector<HTMLElement>("button:not(:disabled)")?.focus();
      return;
    }
    const find = (control: FocusTarget["control"]) =>
      [...within.querySelectorAll<HTMLButtonElement>(`[data-control="${control}"]:not(:disabled)`)].find(
        (element) => element.dataset.key === focus.key,
      );
    const other = focus.control === "up" ? "down" : focus.control === "down" ? "up" : "star";
    (find(focus.control) ?? find(other) ?? find("star"))?.focus();
  }, [open, focus]);

  const names = (key: string) => byKey.get(key)?.name ?? key;
  const change = (next: string[], target: FocusTarget, said: string) => {
    onChange(next);
    setFocus(target);
    setStatus(said);
  };
  const toggle = (key: string) => {
    if (starred.includes(key)) {
      const next = starred.filter((other) => other !== key);
      change(next, { key, control: "star" }, `${names(key)} hidden.`);
    } else {
      const next = [...starred, key];
      change(next, { key, control: "star" }, `${names(key)} shown, column ${next.length} of ${next.length}.`);
    }
  };
  const move = (key: string, by: -1 | 1) => {
    const from = starred.indexOf(key);
    const to = from + by;
    if (from < 0 || to < 0 || to >= starred.length) return;
    const next = [...starred];
    next.splice(from, 1);
    next.splice(to, 0, key);
    const said = `${names(key)} moved to column ${to + 1} of ${next.length}.`;
    change(next, { key, control: by < 0 ? "up" : "down" }, said);
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close(true);
  };

  return (
    <div className="records-columns" ref={root}>
      <button
        ref={button}
        type="button"
        className="foyer-button foyer-button--secondary event-button--small"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) return close(false);
          setFocus(null);
          setOpen(true);
        }}
      >
        Columns
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          className="records-columns__panel"
          role="dialog"
          aria-labelledby={headingId}
          onKeyDown={onPanelKeyDown}
        >
          <h2 className="records-columns__title" id={headingId}>
            Columns
          </h2>
          <p className="records-columns__hint">Star the fields to show; the arrows set their order.</p>
          <ul className="records-columns__list" aria-label="Shown columns">
            {shown.map((column, index) => (
              <li key={column.id} className="records-columns__item">
                <StarButton
                  column={column}
                  starred
                  // The table needs one column at least.
                  disabled={shown.length <= 1}
                  onToggle={() => toggle(column.id)}
                />
                <span className="records-columns__name">{column.name}</span>
                <button
                  type="button"
                  className="event-icon-button"
                  data-key={column.id}
                  data-control="up"
                  aria-label={`Move ${column.name} up`}
                  disabled={index === 0}
                  onClick={() => move(column.id, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="event-icon-button"
                  data-key={column.id}
                  data-control="down"
                  aria-label={`Move ${column.name} down`}
                  disabled={index === shown.length - 1}
                  onClick={() => move(column.id, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </li>
            ))}
          </ul>
          {hidden.length > 0 ? (
            <>
              <h3 className="records-columns__group">Other fields</h3>
              <ul className="records-columns__list" aria-label="Other fields">
                {hidden.map((column) => (
                  <li key={column.id} className="records-columns__item">
                    <StarButton
                      column={column}
                      starred={false}
                      disabled={full}
                      onToggle={() => toggle(column.id)}
                    />
                    <span className="records-columns__name">{column.name}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {full ? (
            <p className="records-columns__hint">A layout shows at most {MAX_LAYOUT_COLUMNS} columns.</p>
          ) : null}
          <p className="foyer-visually-hidden" role="status">
            {status}
          </p>
          <div className="records-columns__foot">
            <button
              type="button"
              className="foyer-button foyer-button--ghost event-button--small"
              onClick={() => close(true)}
            >
              Done
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function StarButton({
  column,
  starred,
  disabled,
  onToggle,
}: {
  column: RecordColumn;
  starred: boolean;
  disabled: boolean;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      className="records-columns__star"
      data-key={column.id}
      data-control="star"
      aria-pressed={starred}
      aria-label={`Star ${column.name}`}
      disabled={disabled}
      onClick={onToggle}
    >
      <span aria-hidden="true">{starred ? "★" : "☆"}</span>
    </button>
  );
}
