/*
 * Fetching ahead (issue 24 "Speed"): while events are written, the speakers of the next ones are
 * already on their way. Memory holds at most `ahead` events' speakers, however many events there are.
 */

export interface Fetched<T, R> {
  item: T;
  /** Settles to what `fetch` gave for the item, in the items' order. */
  result: Promise<R>;
}

/**
 * The items of `source` in order, each with `fetch(item)` started before it is handed out: up to
 * `ahead` items are read ahead, with at most `concurrency` fetches running at once (a platform's
 * rate limits see a few calls at a time, while the writer never waits for a whole batch's calls).
 * A failed fetch rejects its own `result` only, when the caller gets to it.
 */
export async function* fetchAhead<T, R>(
  source: AsyncIterable<T>,
  fetch: (item: T) => Promise<R>,
  options: { ahead: number; concurrency: number },
): AsyncGenerator<Fetched<T, R>> {
  const queue: Fetched<T, R>[] = [];
  let running = 0;
  const waiting: (() => void)[] = [];
  const limited = async (item: T): Promise<R> => {
    while (running >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await fetch(item);
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
  let failure: { error: unknown } | null = null;
  try {
    for await (const item of source) {
      const result = limited(item);
      // Not unhandled while it waits its turn; the caller awaits the same promise.
      result.catch(() => undefined);
      queue.push({ item, result });
      while (queue.length > options.ahead) yield queue.shift() as Fetched<T, R>;
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
