import type { ChunkLoader, WidgetModule } from "../elements/lazy-mount.js";
import type { WidgetChunk } from "../elements/widget-table.js";
import { ChunkLoadError } from "../loader/chunk-load-error.js";

/** Spec 2 §4.8: "Script load timeout is 120 s." */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The files of each chunk: its entry first, then the shared chunks it imports (fetched in parallel). */
export type ChunkFiles = Readonly<Record<WidgetChunk, readonly string[]>>;

export interface ChunkLoaderOptions {
  /** The loader's own URL; chunk files are resolved against it. */
  base: string;
  files: ChunkFiles;
  /** @default (url) => import(url) */
  importModule?: (url: string) => Promise<unknown>;
  /** @default CHUNK_TIMEOUT_MS */
  timeoutMs?: number;
}

/**
 * Loads a widget chunk once per page, with all its files requested together (no waterfall). A
 * chunk that fails or takes longer than the timeout becomes a `ChunkLoadError` ("Loading chunk
 * forms failed") and is tried again on the next mount.
 */
export function createChunkLoader(options: ChunkLoaderOptions): ChunkLoader {
  const importModule = options.importModule ?? ((url: string) => import(/* @vite-ignore */ url));
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  const loading = new Map<WidgetChunk, Promise<WidgetModule>>();
  return (chunk) => {
    let promise = loading.get(chunk);
    if (!promise) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
      });
      const files = options.files[chunk].map((file) => importModule(new URL(file, options.base).href));
      promise = Promise.race([Promise.all(files), timeout])
        .then(([module]) => module as WidgetModule)
        .catch((error: unknown) => {
          loading.delete(chunk);
          throw new ChunkLoadError(chunk, { cause: error });
        })
        .finally(() => clearTimeout(timer));
      loading.set(chunk, promise);
    }
    return promise;
  };
}
