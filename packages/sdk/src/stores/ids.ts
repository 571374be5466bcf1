/** A per-store counter id: readable in tests, unique within the store. */
export function createIdSource(prefix: string): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}
