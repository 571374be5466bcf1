import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { ChunkLoadError } from "./chunk-load-error.js";

/**
 * `React.lazy` for an app area loaded on demand (spec 2 §4.8: chunks named portal, auth,
 * platform, ...). A failed import becomes a `ChunkLoadError` for the error boundary to show.
 * @example const AuthArea = lazyArea("auth", () => import("./auth/AuthArea.js"));
 */
export function lazyArea<P extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((error: unknown) => {
      throw new ChunkLoadError(chunk, { cause: error });
    }),
  );
}
