import { createIdSource } from "./ids.js";
import { createStore, defaultTimers, type Store, type Timers } from "./store.js";

export type Severity = "info" | "warning" | "error" | "success";

export interface SnackbarAction {
  label: string;
  onAction: () => void;
}

export interface SnackbarInput {
  message: string;
  /** @default "info" */
  severity?: Severity;
  /**
   * Milliseconds before it hides by itself; `false` never hides it (spec 2 §4.3).
   * @default 3000
   */
  autoHideDuration?: number | false;
  /** A button; running it hides the snackbar. */
  action?: SnackbarAction;
}

export interface Snackbar {
  id: string;
  message: string;
  severity: Severity;
  autoHideDuration: number | false;
  action?: SnackbarAction;
}

/** `current` is on screen (`null` between two, during the gap); `queue` waits behind it. */
export interface SnackbarState {
  current: Snackbar | null;
  queue: readonly Snackbar[];
}

export interface SnackbarQueue extends Store<SnackbarState> {
  /** Appends a snackbar; it shows when those before it are done. Returns its id. */
  show(input: SnackbarInput): string;
  /** Hides the current snackbar, or, given an id, that one whether showing or waiting. */
  hide(id?: string): void;
  /** Runs the current snackbar's action and hides it. */
  runAction(): void;
}

export interface SnackbarQueueOptions {
  /** @default 3000 */
  defaultAutoHideMs?: number;
  /** Pause between one snackbar hiding and the next showing. @default 400 */
  gapMs?: number;
  timers?: Timers;
}

export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_GAP_MS = 400;

/** The snackbar queue of spec 2 §4.3: one at a time, auto-hide, a 400 ms gap between. */
export function createSnackbarQueue(options: SnackbarQueueOptions = {}): SnackbarQueue {
  const timers = options.timers ?? defaultTimers;
  const defaultAutoHideMs = options.defaultAutoHideMs ?? SNACKBAR_AUTO_HIDE_MS;
  const gapMs = options.gapMs ?? SNACKBAR_GAP_MS;
  const nextId = createIdSource("snackbar");
  const store = createStore<SnackbarState>({ current: null, queue: [] });
  let hideTimer: unknown = null;
  let gapTimer: unknown = null;

  const showNext = () => {
    gapTimer = null;
    const [next, ...rest] = store.get().queue;
    if (!next) return;
    store.set({ current: next, queue: rest });
    if (next.autoHideDuration !== false) {
      hideTimer = timers.setTimeout(() => hideCurrent(), next.autoHideDuration);
    }
  };

  const hideCurrent = () => {
    if (hideTimer !== null) timers.clearTimeout(hideTimer);
    hideTimer = null;
    const { current, queue } = store.get();
    if (!current) return;
    store.set({ current: null, queue });
    // The gap runs even with nothing queued: a snackbar shown right after still waits for it.
    gapTimer = timers.setTimeout(showNext, gapMs);
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    show(input) {
      const snackbar: Snackbar = {
        id: nextId(),
        message: input.message,
        severity: input.severity ?? "info",
        autoHideDuration: input.autoHideDuration ?? defaultAutoHideMs,
        ...(input.action ? { action: input.action } : {}),
      };
      const { current, queue } = store.get();
      store.set({ current, queue: [...queue, snackbar] });
      if (!current && gapTimer === null) showNext();
      return snackbar.id;
    },
    hide(id) {
      const { current, queue } = store.get();
      if (id === undefined || current?.id === id) {
        hideCurrent();
      } else if (queue.some((snackbar) => snackbar.id === id)) {
        store.set({ current, queue: queue.filter((snackbar) => snackbar.id !== id) });
      }
    },
    runAction() {
      const action = store.get().current?.action;
      try {
        action?.onAction();
      } finally {
        hideCurrent();
      }
    },
  };
}
