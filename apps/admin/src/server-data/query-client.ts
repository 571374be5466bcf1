import { isHttpError, isSessionExpiredError } from "@foyer/sdk";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { type AccessGate, isForbidden } from "./access-gate.js";

/** What a query or mutation tells the one error handler about itself (`meta`). */
export interface ServerDataMeta extends Record<string, unknown> {
  /**
   * What the error store and its snackbar say when this fails (spec 2 §8): every failed load
   * that has one, and the mutations whose failure no form shows (an export).
   */
  errorMessage?: string;
  /**
   * A 403 here is an answer the screen shows itself (a picker that may not list evaluators),
   * not the area's permission-gated screen.
   * @default true
   */
  gate?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ServerDataMeta;
    mutationMeta: ServerDataMeta;
  }
}

export interface ServerErrorHandlers {
  gate: AccessGate;
  /** The session ended: true when the user was sent to sign in again. */
  leaveWithoutSession(): boolean;
  /** Registers a failure in the error store (which shows the snackbar). */
  report(message: string): void;
}

/**
 * The one place a failed request is triaged: an ended session signs in again, a 403 becomes the
 * area's access gate, a 404 of a load is the page's own "does not exist", and any other failed load is
 * reported with its `meta.errorMessage` (a mutation's form usually says it itself, and has none).
 */
export function onServerError(
  error: unknown,
  meta: ServerDataMeta | undefined,
  handlers: ServerErrorHandlers,
  kind: "query" | "mutation" = "query",
): void {
  if (isSessionExpiredError(error) && handlers.leaveWithoutSession()) return;
  if (isForbidden(error)) {
    // Outside an area (the platform pages) nobody gates: the failure is reported as any other.
    if (meta?.gate === false || handlers.gate.deny(error)) return;
  } else if (kind === "query" && isNotFound(error)) return;
  if (meta?.errorMessage) handlers.report(meta.errorMessage);
}

const isNotFound = (error: unknown) => isHttpError(error) && error.status === 404;

/**
 * The admin's cache of server data (STYLE 15). A request is not retried and a focused window
 * does not load again: a failure is shown at once, as the pages always did.
 */
export function createAdminQueryClient(handlers: ServerErrorHandlers): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onServerError(error, query.meta, handlers),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onServerError(error, mutation.meta, handlers, "mutation"),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
