import { isHttpError } from "@foyer/sdk";

/** A 403: the server refused the user this data or this action (spec 2 §6). */
export const isForbidden = (error: unknown): boolean => isHttpError(error) && error.status === 403;

/**
 * Where a 403 goes: the area on screen (event, organization) listens while it is mounted and
 * gives way to its permission-gated screen. Kept apart from React so that the query client's
 * error handler can reach it, and swapped in tests like any manager.
 */
export interface AccessGate {
  /** Hands a refusal to the listening area; false when no area listens (the platform pages). */
  deny(error: unknown): boolean;
  /** Listens for refusals; returns the cleanup. */
  subscribe(listener: (error: unknown) => void): () => void;
}

export function createAccessGate(): AccessGate {
  const listeners = new Set<(error: unknown) => void>();
  return {
    deny(error) {
      for (const listener of listeners) listener(error);
      return listeners.size > 0;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
