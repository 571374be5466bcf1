import type { WidgetSdk } from "@foyer/sdk";
import { baseCss, darkThemeCss } from "./base.css.js";
import { acquireSdk, releaseSdk, resolveApiBase } from "./shared-sdk.js";
import { acquireSheet, adoptSheets, releaseSheet, unadoptSheets } from "./stylesheets.js";
import type { WidgetContextValue, WidgetTheme } from "./widget-context.js";
import { dispatchWidgetEvent, type WidgetCallbacks } from "./widget-events.js";

/** How a widget is hosted: API, theme, styles and callbacks (everything but its own props). */
export interface WidgetSettings extends WidgetCallbacks {
  /**
   * The API base URL.
   * @default the embed loader's origin + `/api`; elsewhere `location.origin + "/api"`
   * @example { api: "https://events.example.org/api" }
   */
  api?: string | undefined;
  /**
   * Light or dark theme (docs/embedding.md "Theming").
   * @default "light"
   * @example { theme: "dark" }
   */
  theme?: WidgetTheme | undefined;
  /**
   * The widget's own CSS texts (from `*.css.ts` modules), adopted after the base sheet.
   * @default []
   * @example { css: [formWidgetCss] }
   */
  css?: readonly string[] | undefined;
  /**
   * An SDK to use instead of the page's shared one for `api` (a host app that has its own).
   * @default the page's SDK for `api`, created on first use
   */
  sdk?: WidgetSdk | undefined;
}

/** The shadow root side of a mounted widget, ready for a renderer (`createRoot` or a React portal). */
export interface WidgetHost {
  readonly host: HTMLElement;
  readonly shadowRoot: ShadowRoot;
  /** Where the widget renders (`part="root"`). */
  readonly container: HTMLElement;
  /** The value for `WidgetContext.Provider`; a new object after a theme or API change. */
  readonly context: WidgetContextValue;
  /** Applies new settings; returns whether `context` changed (the renderer should re-render). */
  update(settings: WidgetSettings): boolean;
  /** Removes every node, sheet and SDK use this host took. Idempotent. */
  release(): void;
}

// What to call to take the current widget off each host (its whole unmount, not just `release`).
const attached = new WeakMap<HTMLElement, () => void>();

/** Whether `host` holds a widget now. */
export function hasWidget(host: HTMLElement): boolean {
  return attached.has(host);
}

function openShadowRoot(host: HTMLElement): ShadowRoot {
  if (host.shadowRoot) return host.shadowRoot;
  try {
    return host.attachShadow({ mode: "open" });
  } catch (error) {
    throw new Error(
      `Foyer widgets need an element that can hold an open shadow root; <${host.localName}> cannot (or already has a closed one)`,
      { cause: error },
    );
  }
}

/**
 * Prepares `host` for a widget: an open shadow root (reused if present), the shared stylesheets,
 * a container and an overlay root inside it, and the SDK. A host that already holds a widget
 * has it unmounted first, so mounting twice on one element replaces the widget. `detach` is what
 * a later mount on the same host calls to unmount this one.
 * @default detach: the host's `release`
 */
export function attachWidgetHost(
  host: HTMLElement,
  settings: WidgetSettings,
  detach?: () => void,
): WidgetHost {
  attached.get(host)?.();
  const document = host.ownerDocument;
  const shadowRoot = openShadowRoot(host);
  const container = document.createElement("div");
  container.className = "foyer-root";
  container.setAttribute("part", "root");
  // Overlays portal here: inside the shadow root (ARCHITECTURE "overlays"), after the content.
  const portalRoot = document.createElement("div");
  portalRoot.className = "foyer-portal";
  portalRoot.setAttribute("part", "portal");
  shadowRoot.replaceChildren(container, portalRoot);

  let current: WidgetSettings = settings;
  let sheets: CSSStyleSheet[] = [];
  let sdk: WidgetSdk;
  let ownsSdk = false;
  let released = false;

  const sheetTexts = (next: WidgetSettings) => [
    baseCss,
    ...(next.theme === "dark" ? [darkThemeCss] : []),
    ...(next.css ?? []),
  ];
  const applySheets = (texts: string[]) => {
    const next = texts.map((text) => acquireSheet(document, text));
    unadoptSheets(shadowRoot, sheets);
    for (const sheet of sheets) releaseSheet(document, sheet);
    sheets = next;
    adoptSheets(shadowRoot, sheets);
  };
  const takeSdk = (next: WidgetSettings) => {
    if (next.sdk) return { sdk: next.sdk, owned: false };
    return { sdk: acquireSdk(resolveApiBase(next.api)), owned: true };
  };
  const giveBackSdk = () => {
    if (ownsSdk) releaseSdk(sdk);
  };

  const emit: WidgetContextValue["emit"] = (name, detail) => {
    // A request that finishes after unmount must not speak for a widget that is gone.
    if (!released) dispatchWidgetEvent(host, name, detail, current);
  };
  const contextFor = (theme: WidgetTheme): WidgetContextValue => ({
    host,
    shadowRoot,
    portalRoot,
    sdk,
    theme,
    emit,
  });

  ({ sdk, owned: ownsSdk } = takeSdk(settings));
  applySheets(sheetTexts(settings));
  container.dataset.theme = settings.theme ?? "light";

  let context = contextFor(settings.theme ?? "light");
  const widgetHost: WidgetHost = {
    host,
    shadowRoot,
    container,
    get context() {
      return context;
    },
    update(next) {
      if (released) return false;
      const previous = current;
      current = next;
      const texts = sheetTexts(next);
      const oldTexts = sheetTexts(previous);
      if (texts.length !== oldTexts.length || texts.some((text, index) => text !== oldTexts[index])) {
        applySheets(texts);
      }
      const apiChanged =
        next.sdk !== previous.sdk || (!next.sdk && resolveApiBase(next.api) !== resolveApiBase(previous.api));
      const themeChanged = (next.theme ?? "light") !== (previous.theme ?? "light");
      if (!apiChanged && !themeChanged) return false;
      if (apiChanged) {
        giveBackSdk();
        ({ sdk, owned: ownsSdk } = takeSdk(next));
      }
      container.dataset.theme = next.theme ?? "light";
      context = contextFor(next.theme ?? "light");
      return true;
    },
    release() {
      if (released) return;
      released = true;
      shadowRoot.replaceChildren();
      unadoptSheets(shadowRoot, sheets);
      for (const sheet of sheets) releaseSheet(document, sheet);
      sheets = [];
      giveBackSdk();
      if (attached.get(host) === detachThis) attached.delete(host);
    },
  };
  const detachThis = detach ?? (() => widgetHost.release());
  attached.set(host, detachThis);
  return widgetHost;
}
