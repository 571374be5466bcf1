import { messages } from "@foyer/domain";
import { createIdSource } from "./ids.js";
import type { SnackbarQueue } from "./snackbar-queue.js";
import { createStore, defaultTimers, type Store, type Timers } from "./store.js";

/** One registered error: what the user was told, and what was thrown. */
export interface RegisteredError {
  id: string;
  messages: readonly string[];
  /** What was registered (the single input, or all of them when several). */
  error: unknown;
  /** When it was registered (ms since the epoch). */
  at: number;
}

export interface ErrorState {
  errors: readonly RegisteredError[];
}

/**
 * What `register` accepts: an `Error` (an `HttpError` carries the server's message), anything
 * with a string `message`, a string, or arrays of those. Anything else (a caught `unknown`) is
 * stored and shown as the generic "Oh no! Something went wrong, please try again.".
 */
export type ErrorInput = unknown;

export interface ErrorStore extends Store<ErrorState> {
  /**
   * Stores the error and shows a snackbar with the user messages joined by ", " (spec 2 §8).
   * Returns what was stored.
   */
  register(...inputs: ErrorInput[]): RegisteredError;
  /** Empties the list (spec 1 §8 "Errors are collected in a list that can be cleared"). */
  clear(): void;
  /** The registered errors, oldest first. */
  readonly errors: readonly RegisteredError[];
}

export interface ErrorStoreOptions {
  timers?: Pick<Timers, "now">;
}

/** The central error store of spec 2 §8. Without a snackbar it only collects. */
export function createErrorStore(
  snackbar?: Pick<SnackbarQueue, "show"> | null,
  options: ErrorStoreOptions = {},
): ErrorStore {
  const timers = options.timers ?? defaultTimers;
  const nextId = createIdSource("error");
  const store = createStore<ErrorState>({ errors: [] });

  return {
    get: store.get,
    subscribe: store.subscribe,
    get errors() {
      return store.get().errors;
    },
    register(...inputs) {
      const found = inputs.flatMap(userMessages);
      const registered: RegisteredError = {
        id: nextId(),
        messages: found.length > 0 ? found : [messages.errorPageText],
        error: inputs.length === 1 ? inputs[0] : inputs,
        at: timers.now(),
      };
      store.set({ errors: [...store.get().errors, registered] });
      snackbar?.show({ message: registered.messages.join(", "), severity: "error" });
      return registered;
    },
    clear() {
      if (store.get().errors.length > 0) store.set({ errors: [] });
    },
  };
}

function userMessages(input: unknown): string[] {
  if (typeof input === "string") return input.trim() ? [input] : [];
  if (Array.isArray(input)) return input.flatMap(userMessages);
  if (typeof input === "object" && input !== null) {
    const { message } = input as { message?: unknown };
    if (typeof message === "string" && message.trim()) return [message];
  }
  return [];
}
