import { useEffect, useRef } from "react";

/**
 * Calls `run` every `ms` while the page is shown, and at once when it is shown again after being
 * hidden (another tab, a minimised window): news arrives without a reload, and a hidden page
 * asks the server nothing.
 * @example useEvery(threads.refresh, 30_000);
 */
export function useEvery(run: () => void, ms: number): void {
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      timer ??= setInterval(() => runRef.current(), ms);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") return stop();
      runRef.current();
      start();
    };
    if (document.visibilityState !== "hidden") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ms]);
}
