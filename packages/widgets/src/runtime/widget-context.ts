import type { WidgetSdk } from "@foyer/sdk";
import { createContext, useContext } from "react";

/** The events a widget emits on its host element (ARCHITECTURE "Public surface"). */
export type WidgetEventName =
  | "foyer:ready"
  | "foyer:submit"
  | "foyer:error"
  | "foyer:close"
  | "foyer:import-complete"
  | "foyer:select";

export type WidgetTheme = "light" | "dark";

/**
 * What every widget component can reach: where it lives, how to talk to the API, and how to
 * tell the host page what happened. Provided by the runtime's mount (`mountWidget`).
 */
export interface WidgetContextValue {
  /** The element the widget is mounted on (custom element or any host element). */
  host: HTMLElement;
  /** The open shadow root everything renders into. */
  shadowRoot: ShadowRoot;
  /** Overlays (dropdowns, date pickers, dialogs) portal here: inside the shadow root, never `document.body`. */
  portalRoot: HTMLElement;
  sdk: WidgetSdk;
  theme: WidgetTheme;
  /** Dispatches a bubbling, composed CustomEvent on the host and calls the matching callback. */
  emit(name: WidgetEventName, detail?: unknown): void;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The widget's context; throws when a widget component is rendered outside `mountWidget`. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value)
    throw new Error("Foyer widget components must be rendered by mountWidget (no WidgetContext found)");
  return value;
}
