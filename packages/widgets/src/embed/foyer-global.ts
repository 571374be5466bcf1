import type { FoyerMountOptions, WidgetHandle } from "../elements/widget-options.js";

/** A command queued by the snippet before the loader arrived: `["mount", element, options]`. */
export type QueuedCommand = readonly unknown[];

/** `window.Foyer` once the loader is here. */
export interface FoyerGlobal {
  /** The embed's version. */
  version: string;
  /**
   * Mounts a widget on `element` (replacing one that `Foyer.mount` put there before).
   * @example Foyer.mount(document.getElementById("cfp"), { widget: "submission-form", eventSlug: "foyer-summit-2027", formId: "5a8e…" })
   */
  mount(element: HTMLElement, options: FoyerMountOptions): WidgetHandle;
  /** Unmounts what `Foyer.mount` put on `element` (for mounts made from the queue, whose handle nobody got). */
  unmount(element: HTMLElement): void;
  /** How many widgets are mounted on the page now, elements included (tests and diagnostics). */
  mounted(): number;
  /** The queue, drained: a command pushed now (say by an old reference to the stub's `mount`) runs at once. */
  q: { push(...commands: QueuedCommand[]): number };
}

/** What may sit at `window.Foyer` before the loader: the snippet's stub with its queue. */
export interface FoyerStub {
  q?: QueuedCommand[] | FoyerGlobal["q"];
  version?: unknown;
}

type Mount = (host: HTMLElement, options: FoyerMountOptions) => WidgetHandle;

/** Wraps `mount` so that live widgets are counted (`Foyer.mounted()`). */
export function countMounts(mount: Mount): { mount: Mount; mounted(): number } {
  let live = 0;
  return {
    mounted: () => live,
    mount(host, options) {
      const handle = mount(host, options);
      let counted = true;
      live++;
      return {
        update: (next) => handle.update(next),
        unmount() {
          handle.unmount();
          if (counted) live--;
          counted = false;
        },
      };
    },
  };
}

/**
 * Turns `target.Foyer` (the window's) into the real API, in place so a reference the page kept
 * to the snippet's stub works too, and runs the commands the snippet queued in order; a command
 * that throws is logged and the others still run. A page with two loaders keeps the first one's.
 */
export function installFoyerGlobal(
  target: { Foyer?: FoyerStub | FoyerGlobal },
  counted: { mount: Mount; mounted(): number },
  version: string,
): FoyerGlobal {
  const existing = target.Foyer;
  if (existing && typeof existing.version === "string") return existing as FoyerGlobal;
  const handles = new WeakMap<HTMLElement, WidgetHandle>();
  const run = ([command, ...args]: QueuedCommand) => {
    try {
      if (command === "mount") api.mount(args[0] as HTMLElement, args[1] as FoyerMountOptions);
      else if (command === "unmount") api.unmount(args[0] as HTMLElement);
      else throw new Error(`unknown command ${JSON.stringify(command)}`);
    } catch (error) {
      console.error("Foyer: a queued command failed", error);
    }
  };
  const api: FoyerGlobal = {
    version,
    mount(element, options) {
      handles.get(element)?.unmount();
      const handle = counted.mount(element, options);
      handles.set(element, handle);
      return {
        update: (next) => handle.update(next),
        unmount() {
          handle.unmount();
          if (handles.get(element) === handle) handles.delete(element);
        },
      };
    },
    unmount(element) {
      handles.get(element)?.unmount();
      handles.delete(element);
    },
    mounted: counted.mounted,
    q: {
      push(...commands) {
        for (const command of commands) run(command);
        return 0;
      },
    },
  };
  const stub = (existing ?? {}) as FoyerStub;
  const queued = Array.isArray(stub.q) ? stub.q : [];
  const foyer = Object.assign(stub, api);
  target.Foyer = foyer;
  for (const command of queued) run(command);
  return foyer;
}
