import { useSyncExternalStore } from "react";

/** The part of an SDK `Store<T>` a component reads: the value, and change notifications. */
export interface ReadableStore<T> {
  get(): T;
  subscribe(listener: (value: T) => void): () => void;
}

/**
 * Reads a framework-free SDK store (snackbar, toasts, errors, session, connection) and re-renders
 * on every change. The store owns its listeners; React unsubscribes on unmount.
 * @example const { current } = useStore(snackbar);
 */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore((onChange) => store.subscribe(() => onChange()), store.get, store.get);
}
