import { useRef } from "react";
import { Popover } from "../overlays/lazy-overlays.js";
import { CalendarGrid } from "./CalendarGrid.js";

export interface DatePickerProps {
  open: boolean;
  /** The button that opened it; focus returns there. */
  anchor: HTMLElement | null;
  selected: string | null;
  onSelect(day: string): void;
  onClose(): void;
}

/** The calendar popover of date and datetime fields; the text input beside it also takes YYYY-MM-DD. */
export function DatePicker({ open, anchor, selected, onSelect, onClose }: DatePickerProps) {
  const activeCell = useRef<HTMLElement | null>(null);
  return (
    <Popover
      open={open}
      anchor={anchor}
      onClose={onClose}
      label="Choose date"
      initialFocus={activeCell}
      className="foyer-popover--calendar"
    >
      <CalendarGrid
        selected={selected}
        activeCellRef={activeCell}
        onSelect={(day) => {
          onSelect(day);
          onClose();
          anchor?.focus();
        }}
      />
    </Popover>
  );
}
