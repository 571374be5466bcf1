/** A code chunk could not be loaded (spec 2 §4.8): usually a deploy replaced it, or the network dropped. */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError" as const;
  /** The area whose chunk failed, e.g. "auth". */
  readonly chunk: string;

  constructor(chunk: string, options?: ErrorOptions) {
    super(`Loading chunk ${chunk} failed`, options);
    this.chunk = chunk;
  }
}

/** Compares `name` too: another bundle's copy of the class fails `instanceof` (STYLE 4). */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return (
    error instanceof ChunkLoadError ||
    (typeof error === "object" && error !== null && (error as { name?: unknown }).name === "ChunkLoadError")
  );
}
