import { dispatchWidgetEvent } from "../runtime/widget-events.js";
import type { FoyerMountOptions, WidgetHandle } from "./widget-options.js";
import { type WidgetChunk, widgetEntry, widgetTable } from "./widget-table.js";

/** What a widget chunk exports: the mount of the widgets it holds. */
export interface WidgetModule {
  mount(host: HTMLElement, options: FoyerMountOptions): WidgetHandle;
}

/** Loads a chunk: at once (npm entries) or by a dynamic import (the script-tag loader). */
export type ChunkLoader = (chunk: WidgetChunk) => WidgetModule | Promise<WidgetModule>;

export interface LazyMountOptions {
  load: ChunkLoader;
  /**
   * Fills in options the caller left out (the loader's `api`).
   * @default options unchanged
   */
  defaults?: (options: FoyerMountOptions) => FoyerMountOptions;
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown }).then === "function";

/**
 * `Foyer.mount` over chunks that may still have to load: returns a handle at once; the widget
 * appears when its chunk is here, unless the handle was unmounted first. A chunk that fails to
 * load is reported with `foyer:error` on the host.
 */
export function createLazyMount({ load, defaults = (options) => options }: LazyMountOptions) {
  return function mount(host: HTMLElement, options: FoyerMountOptions): WidgetHandle {
    const entry = widgetEntry(options.widget);
    if (!entry) {
      throw new Error(
        `Foyer: unknown widget ${JSON.stringify(options.widget)}; use one of ${Object.keys(widgetTable).join(", ")}`,
      );
    }
    let current = defaults(options);
    let live: WidgetHandle | null = null;
    let gone = false;
    const start = (module: WidgetModule) => {
      if (!gone) live = module.mount(host, current);
    };
    const loaded = load(entry.chunk);
    if (isPromise(loaded)) {
      loaded.then(start, (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!gone) dispatchWidgetEvent(host, "foyer:error", { message }, current);
      });
    } else {
      start(loaded);
    }
    return {
      update(next) {
        current = defaults(next);
        live?.update(current);
      },
      unmount() {
        gone = true;
        live?.unmount();
        live = null;
      },
    };
  };
}
