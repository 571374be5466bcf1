import { type RefObject, useLayoutEffect, useRef } from "react";

interface Handle<O> {
  update(options: O): void;
  unmount(): void;
}

const sameOptions = (a: object, b: object) => {
  const keysA = Object.keys(a);
  return (
    keysA.length === Object.keys(b).length &&
    keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
};

/**
 * Mounts a widget on the returned ref's element for the component's lifetime and passes it new
 * options after each render that changed them. The widget has its own root in the shadow root,
 * so events inside it never reach the host app's React handlers twice. Its unmount waits a
 * microtask: a root cannot be unmounted while React is committing, and StrictMode's immediate
 * re-mount takes the same widget back.
 */
export function useWidgetMount<O extends object>(
  mount: (host: HTMLElement, options: O) => Handle<O>,
  options: O,
): RefObject<HTMLDivElement | null> {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const handleRef = useRef<Handle<O> | null>(null);
  const leaving = useRef<Handle<O> | null>(null);
  const latest = useRef(options);

  // Declared before the mount effect so that on the first commit it finds no widget yet.
  useLayoutEffect(() => {
    if (sameOptions(latest.current, options)) return;
    latest.current = options;
    handleRef.current?.update(options);
  });

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const handle = leaving.current ?? mount(host, latest.current);
    leaving.current = null;
    handleRef.current = handle;
    return () => {
      handleRef.current = null;
      leaving.current = handle;
      queueMicrotask(() => {
        if (leaving.current !== handle) return;
        leaving.current = null;
        handle.unmount();
      });
    };
  }, [mount]);

  return hostRef;
}
