import type { Submission } from "@foyer/domain";
import type { RecordSelection } from "../record-picker/modes.js";
import type { WidgetEventName } from "./widget-context.js";

/**
 * The `detail` of each event a widget dispatches on its host (docs/embedding.md "Events").
 * Events without a detail carry `null`, as `CustomEvent` does.
 */
export interface WidgetEventDetails {
  /** The widget has loaded what it needs and is interactive. */
  "foyer:ready": Record<string, unknown> | null;
  /** A submission was sent (or saved as final). */
  "foyer:submit": { submission: Submission };
  /** Something failed; `message` is the text the widget shows. */
  "foyer:error": { message: string };
  /** The participant closed or left the widget. */
  "foyer:close": Record<string, unknown> | null;
  /** Records were picked and saved (record picker). */
  "foyer:select": RecordSelection;
  /** An import finished (import wizard, later issue). */
  "foyer:import-complete": Record<string, unknown> | null;
}

/**
 * Callbacks matching the events, for hosts that prefer them to listeners. Each is called with the
 * event's `detail` right after the event is dispatched.
 */
export interface WidgetCallbacks {
  /** @example onReady: () => spinner.remove() */
  onReady?: (detail: WidgetEventDetails["foyer:ready"]) => void;
  /** @example onSubmit: ({ submission }) => console.log(submission.id) */
  onSubmit?: (detail: WidgetEventDetails["foyer:submit"]) => void;
  /** @example onError: ({ message }) => report(message) */
  onError?: (detail: WidgetEventDetails["foyer:error"]) => void;
  /** @example onClose: () => dialog.close() */
  onClose?: (detail: WidgetEventDetails["foyer:close"]) => void;
  /** @example onSelect: ({ mode, records }) => addPeople(records) */
  onSelect?: (detail: WidgetEventDetails["foyer:select"]) => void;
  /** @example onImportComplete: (detail) => refresh() */
  onImportComplete?: (detail: WidgetEventDetails["foyer:import-complete"]) => void;
}

/** Which callback answers which event. */
export const callbackOfEvent = {
  "foyer:ready": "onReady",
  "foyer:submit": "onSubmit",
  "foyer:error": "onError",
  "foyer:close": "onClose",
  "foyer:select": "onSelect",
  "foyer:import-complete": "onImportComplete",
} as const satisfies Record<WidgetEventName, keyof WidgetCallbacks>;

/** Picks the callbacks out of `options` (a mount call's options, a component's props). */
export function pickCallbacks(options: WidgetCallbacks): WidgetCallbacks {
  const callbacks: Record<string, unknown> = {};
  for (const name of Object.values(callbackOfEvent)) if (options[name]) callbacks[name] = options[name];
  return callbacks as WidgetCallbacks;
}

/**
 * Dispatches `name` on `host` as a bubbling, composed `CustomEvent` (so listeners outside any
 * enclosing shadow roots hear it), then calls the matching callback with the same detail.
 */
export function dispatchWidgetEvent(
  host: HTMLElement,
  name: WidgetEventName,
  detail: unknown,
  callbacks: WidgetCallbacks,
): void {
  const event = new CustomEvent(name, { bubbles: true, composed: true, detail });
  host.dispatchEvent(event);
  const callback = callbacks[callbackOfEvent[name]] as ((detail: unknown) => void) | undefined;
  callback?.(event.detail);
}
