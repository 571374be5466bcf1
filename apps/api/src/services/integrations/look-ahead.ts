/*
 * Fetching ahead (issue 24 "Speed"): while one event is written, the speakers of the next few are
 * already on their way. Memory holds at most `ahead` events' speakers, however many events there are.
 */

export interface Fetched<T, R> {
  item: T;
  /** Settles to what `fetch` gave for the item, in the items' order. */
  result: Promise<R>;
}

/**
 * The items of `source` in order, each with `fetch(item)` started up to `ahead` items before it is
 * handed out. A failed fetch rejects its own `result` only, when the caller gets to it.
 */
export async function* fetchAhead<T, R>(
  source: AsyncIterable<T>,
  fetch: (item: T) => Promise<R>,
  ahead: number,
): AsyncGenerator<Fetched<T, R>> {
  const queue: Fetched<T, R>[] = [];
  let failure: { error: unknown } | null = null;
  try {
    for await (const item of source) {
      const result = fetch(item);
      // Not unhandled while it waits its turn; the caller awaits the same promise.
      result.catch(() => undefined);
      queue.push({ item, result });
      while (queue.length > ahead) yield queue.shift() as Fetched<T, R>;
    }
  } catch (error) {
    // What was listed before the source failed is still handed out, then the failure.
    failure = { error };
  }
  while (queue.length > 0) yield queue.shift() as Fetched<T, R>;
  if (failure) throw failure.error;
}

/** The items of the pages, one at a time. */
export async function* eachOf<T>(pages: AsyncIterable<readonly T[]>): AsyncGenerator<T> {
  for await (const page of pages) yield* page;
}

/** Every page of `pages`, joined. */
export async function collect<T>(pages: AsyncIterable<readonly T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}
