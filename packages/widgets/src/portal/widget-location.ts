import { useSyncExternalStore } from "react";
import { memoryLocation } from "wouter/memory-location";

/** Where the `<foyer-portal>` widget keeps its path (the `location` attribute). */
export type PortalLocationMode = "memory" | "hash";

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** A wouter location for the widget's `Router`: its hooks, and how links are written. */
export interface WidgetLocation {
  hook: () => [string, Navigate];
  searchHook: () => string;
  navigate: Navigate;
  /** Turns a route path into a link's `href` (hash mode: `#/portals/…`). */
  hrefs?: (href: string) => string;
}

/** The hash's path and query: `#/portals/a/b/messages?thread=1` → ["/portals/a/b/messages", "thread=1"]. */
function readHash(): [string, string] {
  const raw = location.hash.replace(/^#\/?/, "");
  const cut = raw.indexOf("?");
  const path = `/${cut === -1 ? raw : raw.slice(0, cut)}`;
  return [path, cut === -1 ? "" : raw.slice(cut + 1)];
}

const subscribeToHash = (listener: () => void) => {
  addEventListener("hashchange", listener);
  return () => removeEventListener("hashchange", listener);
};

/**
 * The portal's path in the host page's hash, query included (`#/portals/…/messages?thread=…`):
 * reloads, bookmarks and the back button work, and the page's own path and query are never
 * touched (wouter's hash location would write the portal's query into the page's).
 */
function hashLocation(start: string): WidgetLocation {
  const navigate: Navigate = (to, { replace = false } = {}) => {
    const url = new URL(location.href);
    url.hash = to;
    if (url.href === location.href) return;
    history[replace ? "replaceState" : "pushState"](history.state, "", url.href);
    dispatchEvent(new HashChangeEvent("hashchange"));
  };
  if (start !== readHash()[0]) navigate(start, { replace: true });
  return {
    hook: () => [useSyncExternalStore(subscribeToHash, () => readHash()[0]), navigate],
    searchHook: () => useSyncExternalStore(subscribeToHash, () => readHash()[1]),
    navigate,
    hrefs: (href) => `#${href}`,
  };
}

/**
 * The widget's location, starting at `start` (hash mode keeps a path of this portal already in
 * the hash, so a reload stays on its page): in memory, the host page's URL and history are left
 * alone, and links are written by `memoryHref` (the same page in the portal app, so that opening
 * one in a new tab lands somewhere real; a plain click still stays in the widget); in the hash, as
 * above.
 * @example widgetLocation("hash", "/portals/speakers/2459…", (path) => path.startsWith(home))
 */
export function widgetLocation(
  mode: PortalLocationMode,
  start: string,
  isOwn: (path: string) => boolean,
  memoryHref?: (path: string) => string,
): WidgetLocation {
  if (mode === "hash") return hashLocation(isOwn(readHash()[0]) ? readHash()[0] : start);
  const memory = memoryLocation({ path: start });
  return {
    hook: memory.hook,
    searchHook: memory.searchHook,
    navigate: memory.navigate,
    ...(memoryHref ? { hrefs: memoryHref } : {}),
  };
}
