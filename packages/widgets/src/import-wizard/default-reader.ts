import type { ImportReader } from "./reader-port.js";

/**
 * The real reader, loaded on first use: its parsers (papaparse, the xlsx reader) and worker stay
 * out of the wizard's first download. `preloadReader()` starts loading it early (on mount).
 */
const load = () => import("./reader/index.js");

let loading: ReturnType<typeof load> | null = null;
const reader = () => {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

export const defaultReader: ImportReader = {
  openImportFile: async (file, options) => (await reader()).openImportFile(file, options),
  openPastedTable: async (text, hasHeaders, options) =>
    (await reader()).openPastedTable(text, hasHeaders, options),
};

/** Starts loading the reader (a failure is retried on first real use). */
export function preloadReader(): void {
  reader().catch(() => undefined);
}

/** The file picker's `accept`: the reader's `ACCEPTED_FILE_TYPES`, without loading the reader. */
export { ACCEPTED_FILE_TYPES as ACCEPT } from "./reader-port.js";
