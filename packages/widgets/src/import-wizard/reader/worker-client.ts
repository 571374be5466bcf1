/**
 * The page's side of the read worker: starting it, request/reply by id, and reading in the page
 * when no worker can run (issue 4 "the page stays responsive").
 *
 * How the worker starts, by where the widget runs:
 * - Admin and portal apps, a React host's own Vite build, Vite dev: the worker script is on the
 *   page's origin, so it starts directly from its URL. The apps' CSP (`script-src 'self'`, which
 *   `worker-src` falls back to) allows that.
 * - The script-tag embed: its files come from the Foyer origin (`/embed/`), the page is on the
 *   organizer's origin, and browsers refuse `new Worker(url)` across origins. The page starts a
 *   same-origin `blob:` module worker whose only line `import()`s the real worker script (served
 *   with `Access-Control-Allow-Origin: *`, as module imports need). The blob worker inherits the
 *   page's CSP, so it needs the page to allow `blob:` workers (`worker-src blob:`, or `blob:` in
 *   `script-src`) besides the Foyer origin in `script-src`, which the embed needs anyway.
 * - Anything else — the page's CSP refuses `blob:` (as the strict example site does), the script
 *   fails to load, no `Worker` at all: the same handler runs in the page, in slices of 256 KB
 *   of text (5,000 rows of a sheet) with a macrotask between them, so tasks stay short and progress
 *   moves. A workbook itself is read in one go (read-excel-file cannot pause), so a large .xlsx
 *   blocks the page for a moment there; allowing `blob:` workers avoids that.
 */
import { READ_MESSAGES } from "./messages.js";
import type { ReaderReply, ReaderRequest, ReadReplyOutcome } from "./protocol.js";
import type { ReadSource } from "./read-core.js";
import type { ExtraColumn } from "./rows-csv.js";

/** How long a worker may take to say "ready" before the page reads without it. */
export const WORKER_START_TIMEOUT_MS = 15_000;

/**
 * The built worker script's URL. Vite bundles a worker (in the apps and in the embed build) only
 * where it sees `new Worker(new URL("./x.ts", import.meta.url), { type: "module" })`, and rewrites
 * that URL to the built file. The class below only shadows `Worker` to receive that URL, so the
 * page can choose how to start the worker; it starts nothing. (Without Vite — tests, tsup — the
 * URL points at the source file, and a worker that fails to load falls back to the page.)
 */
export function readWorkerUrl(): URL {
  class Worker {
    constructor(
      readonly url: URL,
      readonly options: WorkerOptions,
    ) {}
  }
  return new Worker(new URL("./read-worker.ts", import.meta.url), { type: "module" }).url;
}

/** A started worker and what to release once it has loaded (or failed to). */
export interface StartedWorker {
  worker: Worker;
  release(): void;
}

/** Starts the read worker as described at the top of this file; throws when the browser refuses. */
export function startReadWorker(url: URL = readWorkerUrl()): StartedWorker {
  if (typeof Worker !== "function") throw new Error("Workers are not supported here");
  if (url.origin === globalThis.location?.origin) {
    return { worker: new Worker(url, { type: "module" }), release: () => {} };
  }
  const bootstrap =
    `import(${JSON.stringify(url.href)}).catch((error) => ` +
    `postMessage({ type: "unavailable", reason: String(error) }));`;
  const blobUrl = URL.createObjectURL(new Blob([bootstrap], { type: "text/javascript" }));
  try {
    return { worker: new Worker(blobUrl, { type: "module" }), release: () => URL.revokeObjectURL(blobUrl) };
  } catch (error) {
    URL.revokeObjectURL(blobUrl);
    throw error;
  }
}

/** Either place the handler runs: a worker, or the page. */
interface ReaderPort {
  send(request: ReaderRequest): void;
  close(): void;
}

/**
 * The handler in the page, yielding a macrotask between slices so input and painting go first.
 * Its code (papaparse and the reader's core) loads only when it is needed: the wizard's own chunk
 * stays small, since the worker is what normally runs it.
 */
function inPagePort(onReply: (reply: ReaderReply) => void): ReaderPort {
  let closed = false;
  const between = () =>
    new Promise<void>((resolve, reject) => {
      setTimeout(() => (closed ? reject(new Error("The reader was closed")) : resolve()), 0);
    });
  const handler = import("./protocol.js").then(({ createReaderHandler }) =>
    createReaderHandler((reply) => {
      if (!closed) onReply(reply);
    }, between),
  );
  return {
    send(request) {
      handler.then(
        (handle) => {
          if (!closed) setTimeout(() => void handle(request), 0);
        },
        () => onReply({ type: "failed", id: request.id, message: READ_MESSAGES.failed }),
      );
    },
    close() {
      closed = true;
    },
  };
}

/**
 * A worker port that replays its requests in the page when the worker cannot start (refused,
 * script failed to load, no "ready" in time). After "ready", a worker error fails what is pending.
 */
function workerPort(
  onReply: (reply: ReaderReply) => void,
  onBroken: () => void,
  start: () => StartedWorker,
): ReaderPort {
  let started: StartedWorker;
  try {
    started = start();
  } catch {
    return inPagePort(onReply);
  }
  const { worker } = started;
  let ready = false;
  let closed = false;
  let inPage: ReaderPort | null = null;
  const waiting: ReaderRequest[] = [];
  const settle = () => {
    clearTimeout(timer);
    started.release();
  };
  const fallBack = () => {
    if (ready || inPage || closed) return;
    settle();
    worker.terminate();
    inPage = inPagePort(onReply);
    for (const request of waiting.splice(0)) inPage.send(request);
  };
  const timer = setTimeout(fallBack, WORKER_START_TIMEOUT_MS);
  worker.onmessage = (event: MessageEvent<ReaderReply>) => {
    const reply = event.data;
    if (reply.type === "unavailable") return fallBack();
    if (reply.type !== "ready") return onReply(reply);
    if (inPage) return;
    ready = true;
    settle();
    for (const request of waiting.splice(0)) worker.postMessage(request);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (ready) onBroken();
    else fallBack();
  };
  worker.onmessageerror = () => onBroken();
  return {
    send(request) {
      if (inPage) inPage.send(request);
      else if (ready) worker.postMessage(request);
      else waiting.push(request);
    },
    close() {
      if (closed) return;
      closed = true;
      settle();
      worker.terminate();
      inPage?.close();
    },
  };
}

/** `Omit` for each member of a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A request before it has an id. */
type NewRequest = DistributiveOmit<ReaderRequest, "id">;

interface Pending {
  resolve(reply: ReaderReply): void;
  reject(reason: unknown): void;
  onProgress?: (fraction: number) => void;
}

export interface ReaderClientOptions {
  /** @default startReadWorker */
  startWorker?: () => StartedWorker;
}

/** One file's reader: a read, then any number of rows-CSV requests, then `close()`. */
export class ReaderClient {
  readonly #pending = new Map<number, Pending>();
  readonly #port: ReaderPort;
  #nextId = 1;
  #closed = false;

  constructor(options: ReaderClientOptions = {}) {
    this.#port = workerPort(
      (reply) => this.#receive(reply),
      () => this.#failAll(),
      options.startWorker ?? (() => startReadWorker()),
    );
  }

  #receive(reply: ReaderReply): void {
    if (!("id" in reply)) return;
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    if (reply.type === "progress") {
      pending.onProgress?.(reply.fraction);
      return;
    }
    this.#pending.delete(reply.id);
    pending.resolve(reply);
  }

  #failAll(): void {
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      pending.resolve({ type: "failed", id, message: READ_MESSAGES.failed });
    }
  }

  #request(request: NewRequest, onProgress?: (fraction: number) => void): Promise<ReaderReply> {
    if (this.#closed) return Promise.reject(new DOMException("The reader was closed", "AbortError"));
    const id = this.#nextId++;
    return new Promise<ReaderReply>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, ...(onProgress ? { onProgress } : {}) });
      this.#port.send({ ...request, id } as ReaderRequest);
    });
  }

  async read(source: ReadSource, onProgress?: (fraction: number) => void): Promise<ReadReplyOutcome> {
    const reply = await this.#request({ type: "read", source }, onProgress);
    if (reply.type === "read") return reply.outcome;
    return { ok: false, message: reply.type === "failed" ? reply.message : READ_MESSAGES.failed };
  }

  async rowsCsv(rows: readonly number[], extra?: ExtraColumn): Promise<Blob> {
    const reply = await this.#request({ type: "rows-csv", rows: [...rows], ...(extra ? { extra } : {}) });
    if (reply.type === "rows-csv") return reply.csv;
    throw new Error(reply.type === "failed" ? reply.message : READ_MESSAGES.failed);
  }

  /** Ends the worker; what is pending rejects with an AbortError. Idempotent. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#port.close();
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      pending.reject(new DOMException("The reader was closed", "AbortError"));
    }
  }
}
