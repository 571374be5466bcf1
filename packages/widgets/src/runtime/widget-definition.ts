import type { WidgetSdk } from "@foyer/sdk";
import type { ComponentType } from "react";
import { type MountedWidget, mountWidget } from "./mount-widget.js";
import type { WidgetTheme } from "./widget-context.js";
import { dispatchWidgetEvent, pickCallbacks, type WidgetCallbacks } from "./widget-events.js";

/** The options shape every named widget shares (api, theme, callbacks). */
export interface DefinitionOptions extends WidgetCallbacks {
  widget: string;
  api?: string | undefined;
  theme?: WidgetTheme | undefined;
  /** An SDK to use instead of the page's shared one (npm hosts that have their own). */
  sdk?: WidgetSdk | undefined;
}

/**
 * How a named widget (`"submission-form"`) becomes a component: which one, its CSS, and how its
 * mount options become props. Shared by `Foyer.mount`, the custom elements, the React components
 * and the embed chunks, so the four stay the same widget.
 */
export interface WidgetDefinition<O extends DefinitionOptions, P extends object> {
  component: ComponentType<P>;
  /** CSS texts adopted after the base sheet. */
  css: readonly string[];
  /** Options without which the widget cannot render (their kebab-case names are the attributes). */
  required: ReadonlyArray<keyof O & string>;
  props(options: O): P;
}

/** A named widget's settings for the runtime: API, theme (anything but "dark" is light), callbacks. */
export function settingsOf(options: DefinitionOptions, css: readonly string[]) {
  return {
    ...pickCallbacks(options),
    api: options.api || undefined,
    theme: options.theme === "dark" ? ("dark" as const) : ("light" as const),
    sdk: options.sdk,
    css,
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The message for missing options, naming both spellings since either the attribute or the
 * option was forgotten.
 */
export function missingOptionsMessage(widget: string, missing: readonly string[]): string {
  const names = missing.map((name) => `${name} (attribute ${kebab(name)})`).join(", ");
  return `Foyer ${widget}: missing ${names}`;
}

/** What mounting a named widget returns (same as `Foyer.mount`'s handle). */
export interface DefinitionHandle<O> {
  update(options: O): void;
  unmount(): void;
}

/**
 * Mounts a named widget on `host`. Until its required options are all there it renders nothing
 * and reports which are missing with `foyer:error` (once per distinct set).
 */
export function mountDefinition<O extends DefinitionOptions, P extends object>(
  host: HTMLElement,
  definition: WidgetDefinition<O, P>,
  options: O,
): DefinitionHandle<O> {
  let mounted: MountedWidget<P> | null = null;
  let reported = "";
  const apply = (next: O) => {
    const settings = settingsOf(next, definition.css);
    const missing = definition.required.filter((name) => !next[name]);
    if (missing.length > 0) {
      mounted?.unmount();
      mounted = null;
      const message = missingOptionsMessage(next.widget, missing);
      if (message !== reported) dispatchWidgetEvent(host, "foyer:error", { message }, settings);
      reported = message;
      return;
    }
    reported = "";
    const props = definition.props(next);
    if (mounted) mounted.update(props, settings);
    else mounted = mountWidget(host, { component: definition.component, props, ...settings });
  };
  apply(options);
  return {
    update: apply,
    unmount() {
      mounted?.unmount();
      mounted = null;
    },
  };
}
