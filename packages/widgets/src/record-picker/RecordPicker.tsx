import { createRecordSearchApi } from "@foyer/sdk";
import { useEffect, useRef, useState } from "react";
import { preloadOverlays } from "../overlays/lazy-overlays.js";
import { sdkKey } from "../runtime/sdk-key.js";
import { useWidget } from "../runtime/widget-context.js";
import { widgetSession } from "../sign-in/widget-session.js";
import { createRecordPickerModel } from "./model.js";
import { isRecordPickerMode, type RecordPickerMode, type RecordSelection } from "./modes.js";
import { PickerDialog } from "./PickerDialog.js";
import { pickerText } from "./picker-text.js";

/** The record picker's props (spec 2 §4.7 "Account and contact search dialog"). */
export interface RecordPickerProps {
  /** The event whose accounts and contacts are searched. */
  eventId: string;
  /**
   * speaker and people list contacts; sponsor and exhibitor list that module's accounts.
   * @default "people"
   */
  mode?: string | undefined;
  /** The module the picked records are for; handed back in `foyer:select`. */
  moduleId?: string | undefined;
  /** The most records that can be picked; unlimited when absent. */
  max?: number | undefined;
}

/**
 * A button named after the mode ('Add Speakers') that opens the search-and-pick dialog. Save
 * emits `foyer:select` with the picked records and Cancel (or Escape) `foyer:close`; either way
 * the dialog closes and starts afresh next time. Opening on a button, not on mount, keeps the
 * widget from pulling focus into the host page on its own.
 * @example mountWidget(host, { component: RecordPicker, props: { eventId, mode: "speaker" }, css: [recordPickerCss] })
 */
export function RecordPicker(props: RecordPickerProps) {
  const { sdk, emit } = useWidget();
  const mode = props.mode || "people";
  const valid = isRecordPickerMode(mode);
  useEffect(() => {
    if (!valid) emit("foyer:error", { message: pickerText.unknownMode(mode) });
  }, [valid, mode, emit]);
  if (!valid) {
    return (
      <p className="foyer-widget-error" role="alert">
        {pickerText.unknownMode(mode)}
      </p>
    );
  }
  // Another event, mode, limit or API is another picker, started afresh.
  return (
    <PickerView key={`${props.eventId}|${mode}|${props.max ?? ""}|${sdkKey(sdk)}`} {...props} mode={mode} />
  );
}

function PickerView(props: RecordPickerProps & { mode: RecordPickerMode }) {
  const widget = useWidget();
  const latest = useRef({ widget, moduleId: props.moduleId });
  latest.current = { widget, moduleId: props.moduleId };
  const [model] = useState(() =>
    createRecordPickerModel({
      api: createRecordSearchApi(widget.sdk.http),
      eventId: props.eventId,
      mode: props.mode,
      max: props.max,
      session: widgetSession(widget.sdk),
    }),
  );
  const [open, setOpen] = useState(false);

  useEffect(() => {
    latest.current.widget.emit("foyer:ready", { mode: props.mode });
    return model.dispose;
  }, [model, props.mode]);
  useEffect(() => model.watchSession(), [model]);

  const close = () => {
    setOpen(false);
    model.reset();
  };

  return (
    <div className="foyer-rp-host" part="record-picker-host" data-theme={widget.theme}>
      <button
        type="button"
        className="foyer-rp-button foyer-rp-button--primary"
        part="button trigger"
        aria-haspopup="dialog"
        onClick={() => {
          model.checkSession();
          setOpen(true);
        }}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
      >
        {pickerText.title[props.mode]}
      </button>
      <PickerDialog
        model={model}
        open={open}
        onSave={(records) => {
          const { widget: current, moduleId } = latest.current;
          const detail: RecordSelection = { mode: props.mode, moduleId: moduleId || null, records };
          current.emit("foyer:select", detail);
          close();
        }}
        onCancel={() => {
          latest.current.widget.emit("foyer:close", { mode: props.mode });
          close();
        }}
      />
    </div>
  );
}
