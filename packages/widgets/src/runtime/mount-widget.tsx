import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { WidgetErrorBoundary } from "./WidgetErrorBoundary.js";
import { WidgetContext } from "./widget-context.js";
import { attachWidgetHost, type WidgetSettings } from "./widget-host.js";

/** Options of `mountWidget`: the component, its props, and how it is hosted. */
export interface MountWidgetOptions<P extends object> extends WidgetSettings {
  /** The widget component; it reaches the host through `useWidget()`. */
  component: ComponentType<P>;
  /** The component's props. */
  props: P;
}

/** A widget mounted by `mountWidget`. */
export interface MountedWidget<P extends object> {
  /**
   * Renders the widget with new props and, when given, new settings (theme, API, callbacks,
   * CSS). Settings replace the previous ones as a whole.
   */
  update(props: P, settings?: WidgetSettings): void;
  /** Unmounts the widget and removes everything it added: nodes, sheets, listeners. Idempotent. */
  unmount(): void;
}

/**
 * Mounts a widget component into `host`'s open shadow root (created if needed), with the shared
 * constructable stylesheets, an SDK for `api`, and `emit()` dispatching bubbling, composed
 * events on `host`.
 * @example
 * const widget = mountWidget(element, { component: FormWidget, props, css: [formWidgetCss], theme: "dark" });
 * widget.unmount();
 */
export function mountWidget<P extends object>(
  host: HTMLElement,
  options: MountWidgetOptions<P>,
): MountedWidget<P> {
  const { component: Widget, props: initialProps, ...settings } = options;
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    widgetHost.release();
  };
  const widgetHost = attachWidgetHost(host, settings, unmount);
  const root = createRoot(widgetHost.container);
  let props = initialProps;
  const render = () => {
    const context = widgetHost.context;
    root.render(
      <WidgetContext.Provider value={context}>
        <WidgetErrorBoundary emit={context.emit}>
          <Widget {...props} />
        </WidgetErrorBoundary>
      </WidgetContext.Provider>,
    );
  };
  render();
  return {
    update(nextProps, nextSettings) {
      if (!mounted) return;
      props = nextProps;
      if (nextSettings) widgetHost.update(nextSettings);
      render();
    },
    unmount,
  };
}
