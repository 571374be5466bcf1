import { RecordPicker, type RecordPickerProps } from "../record-picker/RecordPicker.js";
import { recordPickerCss } from "../record-picker/record-picker.css.js";
import type { WidgetDefinition } from "../runtime/widget-definition.js";
import { type Mounters, mounterOf } from "./named-mount.js";
import type { WidgetOptionsMap } from "./widget-options.js";

/** The search-and-pick dialog (spec 2 §4.7): `foyer-record-picker event-id module-id mode`. */
export const recordPickerWidget: WidgetDefinition<
  { widget: "record-picker" } & WidgetOptionsMap["record-picker"],
  RecordPickerProps
> = {
  component: RecordPicker,
  css: [recordPickerCss],
  required: ["eventId"],
  props: (options) => ({
    eventId: options.eventId,
    mode: options.mode || undefined,
    moduleId: options.moduleId || undefined,
    max: options.max,
  }),
};

/** The record picker's mounter (its own chunk in the embed build). */
export const pickerMounters = {
  "record-picker": mounterOf(recordPickerWidget),
} as const satisfies Mounters;
