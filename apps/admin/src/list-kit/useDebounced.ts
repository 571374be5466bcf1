import { useEffect, useState } from "react";

/** Typing pauses this long before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/** `value`, once it has stayed the same for `delay` ms (a search box sends one call per pause). */
export function useDebounced<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
