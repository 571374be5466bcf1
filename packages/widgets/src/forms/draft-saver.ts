/** spec-free choice: long enough to let typing settle, short enough that a closed tab loses little. */
export const DRAFT_SAVE_DELAY_MS = 800;

export interface DraftSaverDeps {
  /** Whether a save may go out now (not in preview, not signed out of a sign-in form…). */
  canSave(): boolean;
  /** One save of the current values; resolves false when it failed (the values stay unsaved). */
  save(): Promise<boolean>;
  /** @default DRAFT_SAVE_DELAY_MS */
  delayMs?: number;
}

export interface DraftSaver {
  /** Values changed: save after the delay, restarting it on every change. */
  schedule(): void;
  /** Save now if anything is unsaved; resolves when the values are saved or a save failed. */
  flush(): Promise<void>;
  /** Waits for a save in flight without starting one. */
  settle(): Promise<void>;
  /** Forget unsaved changes (they are about to be sent another way, or belong to no one). */
  markClean(): void;
  /** Cancels the timer; nothing is saved afterwards. */
  dispose(): void;
}

/**
 * Debounced, single-flight draft saving: at most one request at a time (so a new draft is
 * created once, not twice), and whatever changed during a save goes out right after it.
 */
export function createDraftSaver({
  canSave,
  save,
  delayMs = DRAFT_SAVE_DELAY_MS,
}: DraftSaverDeps): DraftSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let dirty = false;
  let disposed = false;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const flush = (): Promise<void> => {
    cancelTimer();
    if (running) return running;
    if (disposed || !dirty || !canSave()) return Promise.resolve();
    running = (async () => {
      try {
        while (dirty && !disposed && canSave()) {
          dirty = false;
          if (!(await save())) {
            dirty = true;
            break;
          }
        }
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    schedule() {
      if (disposed) return;
      dirty = true;
      cancelTimer();
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, delayMs);
    },
    flush,
    settle: () => running ?? Promise.resolve(),
    markClean() {
      dirty = false;
      cancelTimer();
    },
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
}
