import type { WholeTableInput, WholeTableOptions, WholeTableOutcome } from "./reader/whole-table.js";
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

/**
 * A small table read whole, every row up to `maxRows` (`reader/whole-table.ts`), for pages that
 * check rows themselves (the organization's events import). Its reader loads on first use.
 */
export async function readWholeTable(
  input: WholeTableInput,
  options: WholeTableOptions,
): Promise<WholeTableOutcome> {
  const { readWholeTable: read } = await import("./reader/whole-table.js");
  return read(input, options);
}

/** Starts loading the reader (a failure is retried on first real use). */
export function preloadReader(): void {
  reader().catch(() => undefined);
}

/** The file picker's `accept`: the reader's `ACCEPTED_FILE_TYPES`, without loading the reader. */
export { ACCEPTED_FILE_TYPES as ACCEPT } from "./reader-port.js";
