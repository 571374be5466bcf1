import "./time-zone.css";
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { groupedTimeZones, knownTimeZones, timeZoneLabel, timeZoneOption } from "./time-zone-options.js";

export interface TimeZonePickerProps {
  /** The text box's id, for a `<label htmlFor>`. */
  id: string;
  /** The chosen zone ("Europe/Berlin"); "" for none (with `emptyLabel`). */
  value: string;
  onChange(zone: string): void;
  /**
   * The text of an empty choice, e.g. "The participant's own time zone"; without it a zone must be chosen.
   * @default undefined
   */
  emptyLabel?: string;
  invalid?: boolean;
  /** Ids of the hint or error the text box is described by. */
  describedBy?: string | undefined;
  disabled?: boolean;
}

const EMPTY = "";

/**
 * A searchable time-zone picker (issue 20 item 1: not a 400-item native select): a combobox whose
 * list groups the zones by region, each with its offset from UTC today. Typing filters by zone,
 * city, region or offset ("tokyo", "new york", "+5:30"); ArrowUp/ArrowDown move, Enter chooses,
 * Escape closes and keeps the zone chosen before.
 */
export function TimeZonePicker({
  id,
  value,
  onChange,
  emptyLabel,
  invalid,
  describedBy,
  disabled,
}: TimeZonePickerProps) {
  const [now] = useState(() => new Date());
  const options = useMemo(
    () => knownTimeZones([value]).map((zone) => timeZoneOption(zone, now)),
    [value, now],
  );
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const groups = useMemo(() => groupedTimeZones(options, query), [options, query]);
  const flat = useMemo(() => {
    const zones = groups.flatMap((group) => group.options.map((option) => option.zone));
    return emptyLabel !== undefined && query === "" ? [EMPTY, ...zones] : zones;
  }, [groups, emptyLabel, query]);
  const [active, setActive] = useState<string | null>(null);
  const listId = `${id}-list`;
  const optionId = (zone: string) => `${id}-option-${zone === EMPTY ? "none" : zone.replaceAll("/", "--")}`;

  useEffect(() => {
    if (!open || active === null) return;
    const element = document.getElementById(optionId(active));
    element?.scrollIntoView?.({ block: "nearest" });
  });

  const show = (first: string | null) => {
    setOpen(true);
    setActive(first);
  };
  const close = () => {
    setOpen(false);
    setQuery("");
    setActive(null);
  };
  const choose = (zone: string) => {
    onChange(zone);
    close();
  };
  const move = (step: number) => {
    if (flat.length === 0) return;
    const at = active === null ? -1 : flat.indexOf(active);
    const next =
      at < 0 ? (step > 0 ? 0 : flat.length - 1) : Math.min(Math.max(at + step, 0), flat.length - 1);
    setActive(flat[next] ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        if (!open) show(flat.includes(value) ? value : (flat[0] ?? null));
        else move(event.key === "ArrowDown" ? 1 : -1);
        return;
      case "Home":
      case "End":
        if (!open) return;
        event.preventDefault();
        setActive((event.key === "Home" ? flat[0] : flat[flat.length - 1]) ?? null);
        return;
      case "Enter":
        if (!open) return;
        // Choosing, not submitting the form around it.
        event.preventDefault();
        if (active !== null) choose(active);
        return;
      case "Escape":
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
    }
  };

  const shown = open ? query : value === EMPTY ? (emptyLabel ?? "") : timeZoneLabel(value, now);
  const emptyChosen = value === EMPTY;

  return (
    <div className="tz-picker">
      <input
        id={id}
        className="foyer-input tz-picker__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active !== null ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        placeholder={open ? "Search by city, region or offset" : undefined}
        disabled={disabled}
        value={shown}
        // Typing replaces the chosen zone's text: a search starts from what is typed.
        onFocus={(event) => event.target.select()}
        onChange={(event) => {
          const typed = event.target.value;
          const text = !open && typed.startsWith(shown) ? typed.slice(shown.length) : typed;
          setQuery(text);
          setOpen(true);
          const first = groupedTimeZones(options, text)[0]?.options[0]?.zone ?? null;
          setActive(first);
        }}
        onClick={() => (open ? undefined : show(flat.includes(value) ? value : (flat[0] ?? null)))}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {open ? (
        <div className="tz-picker__popup">
          {flat.length === 0 ? (
            <p className="tz-picker__empty" role="status">
              No time zone matches “{query}”.
            </p>
          ) : null}
          <div className="tz-picker__list" id={listId} role="listbox" aria-label="Time zones">
            {emptyLabel !== undefined && query === "" ? (
              <ZoneOption
                id={optionId(EMPTY)}
                selected={emptyChosen}
                active={active === EMPTY}
                onChoose={() => choose(EMPTY)}
              >
                <span className="tz-picker__city">{emptyLabel}</span>
              </ZoneOption>
            ) : null}
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside an ARIA listbox, not a form's fieldset.
              <div key={group.region} role="group" aria-labelledby={`${id}-region-${group.region}`}>
                <div className="tz-picker__region" id={`${id}-region-${group.region}`} role="presentation">
                  {group.region}
                </div>
                {group.options.map((option) => (
                  <ZoneOption
                    key={option.zone}
                    id={optionId(option.zone)}
                    selected={option.zone === value}
                    active={active === option.zone}
                    onChoose={() => choose(option.zone)}
                  >
                    <span className="tz-picker__city">{option.city}</span>
                    <span className="tz-picker__zone">{option.zone}</span>
                    <span className="tz-picker__offset">{option.offset}</span>
                  </ZoneOption>
                ))}
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function ZoneOption(props: {
  id: string;
  selected: boolean;
  active: boolean;
  onChoose(): void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the text box, which points here by aria-activedescendant.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the text box's keys choose (Enter); a click is the pointer's way.
    <div
      id={props.id}
      role="option"
      aria-selected={props.selected}
      className={`tz-picker__option${props.active ? " tz-picker__option--active" : ""}`}
      // Keeps the focus in the text box: its blur would close the list before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onChoose}
    >
      {props.children}
    </div>
  );
}
