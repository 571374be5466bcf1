/**
 * The named mount's machinery, with no widget in it: each embed chunk builds its `mount` from
 * this and its own widgets' mounters, so no chunk pulls in another chunk's widgets.
 */
import {
  type DefinitionOptions,
  mountDefinition,
  type WidgetDefinition,
} from "../runtime/widget-definition.js";
import type { FoyerMountOptions, WidgetHandle } from "./widget-options.js";
import { type WidgetName, widgetTable } from "./widget-table.js";

/** Mounts one named widget; `options.widget` is always that widget's name. */
export type Mounter = (host: HTMLElement, options: FoyerMountOptions) => WidgetHandle;
/** How each widget name mounts; a chunk holds the mounters of its own widgets. */
export type Mounters = Partial<Record<WidgetName, Mounter>>;

/** A named widget's definition as a mounter (its options narrowed to its own name). */
export function mounterOf<O extends DefinitionOptions, P extends object>(
  definition: WidgetDefinition<O, P>,
): Mounter {
  // The named mount hands each mounter only options whose `widget` is its own name.
  const own = (options: FoyerMountOptions) => options as unknown as O;
  return (host, options) => {
    const handle = mountDefinition(host, definition, own(options));
    return { update: (next) => handle.update(own(next)), unmount: () => handle.unmount() };
  };
}

/** Throws for a widget name the embed does not know, naming the ones it does. */
export function assertWidgetName(name: unknown): asserts name is WidgetName {
  if (typeof name === "string" && Object.hasOwn(widgetTable, name)) return;
  throw new Error(
    `Foyer: unknown widget ${JSON.stringify(name)}; use one of ${Object.keys(widgetTable).join(", ")}`,
  );
}

/**
 * `mount(host, options)` over the given mounters: mounts the widget `options.widget` on `host`.
 * `update` with another widget name replaces the widget.
 */
export function createNamedMount(mounters: Mounters) {
  const mountOne = (host: HTMLElement, options: FoyerMountOptions): WidgetHandle => {
    assertWidgetName(options.widget);
    const mountIt = mounters[options.widget];
    if (!mountIt) throw new Error(`Foyer: the widget "${options.widget}" is not in this bundle`);
    return mountIt(host, options);
  };
  return function mount(host: HTMLElement, options: FoyerMountOptions): WidgetHandle {
    let current = options;
    let handle = mountOne(host, options);
    return {
      update(next) {
        if (next.widget === current.widget) handle.update(next);
        else {
          handle.unmount();
          handle = mountOne(host, next);
        }
        current = next;
      },
      unmount() {
        handle.unmount();
      },
    };
  };
}
