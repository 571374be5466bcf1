import { type FoyerMountOptions, optionsFromAttributes, type WidgetHandle } from "./widget-options.js";
import { commonAttributes, type WidgetName, widgetTable } from "./widget-table.js";

type Mount = (host: HTMLElement, options: FoyerMountOptions) => WidgetHandle;

/**
 * The class of one widget element: mounts on connect, updates when an observed attribute
 * changes, unmounts on disconnect. Unmounting waits a microtask so that moving the element
 * (disconnect + connect in one task) keeps the widget and what the participant typed.
 */
function widgetElementClass(widget: WidgetName, mount: Mount): CustomElementConstructor {
  return class FoyerWidgetElement extends HTMLElement {
    static observedAttributes = [...widgetTable[widget].attributes, ...commonAttributes];
    #handle: WidgetHandle | null = null;

    connectedCallback(): void {
      this.#handle ??= mount(this, optionsFromAttributes(this, widget));
    }

    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected || !this.#handle) return;
        this.#handle.unmount();
        this.#handle = null;
      });
    }

    attributeChangedCallback(): void {
      this.#handle?.update(optionsFromAttributes(this, widget));
    }
  };
}

/**
 * Defines every widget element of the table that is not defined yet (never redefines one, so a
 * second loader or bundle on the page is harmless).
 */
export function defineWidgetElements(mount: Mount, registry: CustomElementRegistry = customElements): void {
  for (const widget of Object.keys(widgetTable) as WidgetName[]) {
    const { tag } = widgetTable[widget];
    if (!registry.get(tag)) registry.define(tag, widgetElementClass(widget, mount));
  }
}
