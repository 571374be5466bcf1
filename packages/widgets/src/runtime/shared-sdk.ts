import { createMemoryStorage, createWidgetSdk, type WidgetSdk } from "@foyer/sdk";

interface SharedSdk {
  sdk: WidgetSdk;
  users: number;
}

// One SDK per API per page: widgets on the same API share tokens, refresh lock and session.
const sdks = new Map<string, SharedSdk>();

/**
 * The absolute API base URL for `api`, without a trailing slash.
 * @default `${location.origin}/api` (the embed loader passes its own origin + `/api` instead)
 */
export function resolveApiBase(api: string | undefined): string {
  const here = typeof location === "undefined" ? "http://localhost/" : location.href;
  return new URL(api ?? "/api", here).href.replace(/\/+$/, "");
}

function pageStorage(): Storage {
  try {
    // Reading the property throws where storage is disabled (sandboxed iframes, privacy modes).
    if (typeof localStorage !== "undefined" && localStorage !== null) return localStorage;
  } catch {
    // Fall through to memory.
  }
  return createMemoryStorage();
}

/** The prefix of every key a widget keeps in the host page's storage when its API is elsewhere. */
export const STORAGE_PREFIX = "foyer:";

/**
 * The page's SDK for `apiBase`, created on first use. On another origin than the page, keys get
 * the `foyer:` prefix so the page's own `access_token` (say) is never read or overwritten.
 */
export function acquireSdk(apiBase: string): WidgetSdk {
  const shared = sdks.get(apiBase);
  if (shared) {
    shared.users++;
    return shared.sdk;
  }
  const crossOrigin = typeof location === "undefined" || new URL(apiBase).origin !== location.origin;
  const sdk = createWidgetSdk({
    baseUrl: apiBase,
    storage: pageStorage(),
    storageKeyPrefix: crossOrigin ? STORAGE_PREFIX : "",
  });
  sdks.set(apiBase, { sdk, users: 1 });
  return sdk;
}

/** Gives back one use of an SDK from `acquireSdk`; the last user closes it. */
export function releaseSdk(sdk: WidgetSdk): void {
  for (const [apiBase, shared] of sdks) {
    if (shared.sdk !== sdk) continue;
    shared.users = Math.max(0, shared.users - 1);
    if (shared.users === 0) {
      sdk.close();
      sdks.delete(apiBase);
    }
    return;
  }
}

/** How many widgets use each API's SDK now (diagnostics and tests). */
export function sdkUsers(): ReadonlyMap<string, number> {
  return new Map([...sdks].map(([apiBase, shared]) => [apiBase, shared.users]));
}
