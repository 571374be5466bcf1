import { useMutation } from "@tanstack/react-query";
import type { ServerDataMeta } from "./query-client.js";

/**
 * Runs one server write as a mutation, so that its failure meets the query client's one error
 * handler (a 403 gives the area to its access gate, an ended session signs in again) while the
 * caller still shows its own sentence for any other failure. For the writes of a page that has
 * several small ones (a chip added, a row saved); a write with its own cache work is a `useMutation`.
 * @example const write = useServerWrite(); const tag = await write(() => api.addToRecord(key, id));
 */
export function useServerWrite(meta?: ServerDataMeta): <T>(write: () => Promise<T>) => Promise<T> {
  const { mutateAsync } = useMutation({ mutationFn: (write: () => Promise<unknown>) => write(), meta });
  return mutateAsync as <T>(write: () => Promise<T>) => Promise<T>;
}
