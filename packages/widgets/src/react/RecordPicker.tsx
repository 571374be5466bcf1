import { pickerMounters } from "../elements/record-picker-widget.js";
import type { RecordPickerOptions } from "../elements/widget-options.js";
import type { WidgetHostProps } from "./FormWidgets.js";
import { useWidgetMount } from "./useWidgetMount.js";

export interface RecordPickerProps extends RecordPickerOptions, WidgetHostProps {}

/**
 * The search-and-pick dialog (spec 2 §4.7) in its own shadow root: a button named after the mode
 * ('Add Speakers') that opens a dialog to search the event's contacts or accounts and pick some.
 * @example <RecordPicker eventId={eventId} mode="speaker" onSelect={({ records }) => add(records)} />
 */
export function RecordPicker({ className, ...options }: RecordPickerProps) {
  const host = useWidgetMount(pickerMounters["record-picker"], { widget: "record-picker", ...options });
  return <div ref={host} className={className} data-foyer-widget="record-picker" />;
}
