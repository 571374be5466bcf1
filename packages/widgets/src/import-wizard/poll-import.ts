import type { ImportStatus } from "@foyer/domain";
import { type ImportApi, isNetworkError } from "@foyer/sdk";

/** Spec 2 §4.2, §9: "status is polled (500 ms between polls, first wait 500 ms)". */
export const POLL_INTERVAL_MS = 500;

/**
 * Status calls in a row that may fail to reach the server before polling gives up: the import goes
 * on on the server, and a moment without a connection should not lose sight of it.
 */
export const MAX_MISSED_POLLS = 5;

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts (the timer is cleared). */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Polls an import until it has finished: the first status after 500 ms, then one every 500 ms
 * after the previous answer (never two requests at once). `onStatus` hears every answer; the
 * promise resolves with the last one and rejects when `signal` aborts, the server refuses, or it
 * cannot be reached MAX_MISSED_POLLS times in a row.
 */
export async function pollImport(
  api: Pick<ImportApi, "status">,
  moduleId: string,
  importId: string,
  options: { signal: AbortSignal; onStatus?(status: ImportStatus): void },
): Promise<ImportStatus> {
  let missed = 0;
  for (;;) {
    await wait(POLL_INTERVAL_MS, options.signal);
    let status: ImportStatus;
    try {
      status = await api.status(moduleId, importId, { signal: options.signal });
    } catch (error) {
      if (options.signal.aborted || !isNetworkError(error) || ++missed >= MAX_MISSED_POLLS) throw error;
      continue;
    }
    missed = 0;
    if (options.signal.aborted) throw options.signal.reason;
    options.onStatus?.(status);
    if (status.finished) return status;
  }
}
