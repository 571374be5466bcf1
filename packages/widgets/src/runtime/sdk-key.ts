import type { WidgetSdk } from "@foyer/sdk";

const keys = new WeakMap<WidgetSdk, number>();
let count = 0;

/** A number per SDK instance, for React keys: a widget given another SDK (another API) starts afresh. */
export function sdkKey(sdk: WidgetSdk): number {
  let key = keys.get(sdk);
  if (key === undefined) {
    key = ++count;
    keys.set(sdk, key);
  }
  return key;
}
