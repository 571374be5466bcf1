import { createIdSource } from "./ids.js";
import type { Severity } from "./snackbar-queue.js";
import { createStore, defaultTimers, type Store, type Timers } from "./store.js";

export interface ToastInput {
  message: string;
  /** @default "info" */
  severity?: Severity;
  /**
   * Milliseconds before the toast hides by itself; `false` keeps it until hidden.
   * @default 6000
   */
  duration?: number | false;
}

export interface Toast {
  id: string;
  message: string;
  severity: Severity;
  duration: number | false;
}

/** `toasts` are all known toasts; `showing` the ids on screen (a hidden toast may still be animating out). */
export interface ToastState {
  toasts: readonly Toast[];
  showing: readonly string[];
}

export interface ToastStore extends Store<ToastState> {
  /** Adds and shows a toast; returns its id. */
  show(input: ToastInput): string;
  /** Stops showing it (it stays in `toasts` until removed). */
  hide(id: string): void;
  /** Forgets it. */
  remove(id: string): void;
}

export interface ToastStoreOptions {
  /** @default 6000 */
  defaultDurationMs?: number;
  timers?: Timers;
}

export const TOAST_DURATION_MS = 6000;

/** Toasts of spec 2 §4.3: a list of toasts and a list of showing ids; default hide 6000 ms. */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const timers = options.timers ?? defaultTimers;
  const defaultDurationMs = options.defaultDurationMs ?? TOAST_DURATION_MS;
  const nextId = createIdSource("toast");
  const store = createStore<ToastState>({ toasts: [], showing: [] });
  const hideTimers = new Map<string, unknown>();

  const stopTimer = (id: string) => {
    const timer = hideTimers.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    hideTimers.delete(id);
  };

  const hide = (id: string) => {
    stopTimer(id);
    const { toasts, showing } = store.get();
    if (!showing.includes(id)) return;
    store.set({ toasts, showing: showing.filter((shown) => shown !== id) });
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    show(input) {
      const toast: Toast = {
        id: nextId(),
        message: input.message,
        severity: input.severity ?? "info",
        duration: input.duration ?? defaultDurationMs,
      };
      const { toasts, showing } = store.get();
      store.set({ toasts: [...toasts, toast], showing: [...showing, toast.id] });
      if (toast.duration !== false) {
        hideTimers.set(
          toast.id,
          timers.setTimeout(() => hide(toast.id), toast.duration),
        );
      }
      return toast.id;
    },
    hide,
    remove(id) {
      stopTimer(id);
      const { toasts, showing } = store.get();
      if (!toasts.some((toast) => toast.id === id)) return;
      store.set({
        toasts: toasts.filter((toast) => toast.id !== id),
        showing: showing.filter((shown) => shown !== id),
      });
    },
  };
}
