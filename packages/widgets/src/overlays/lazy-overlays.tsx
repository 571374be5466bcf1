import { lazy, Suspense } from "react";
import type { DialogProps } from "./Dialog.js";
import type { PopoverProps } from "./Popover.js";

/**
 * Overlays load on first use: positioning and focus management (floating-ui, tabbable) are over
 * half of a form's code, and many participants never open a dropdown or a date picker. The
 * embed budget (issue 3: a form widget with its runtime ≤ 35 KB) counts what a form needs to
 * show; this chunk comes when an overlay first opens, or earlier through `preloadOverlays()`.
 */
const loadPopover = () => import("./Popover.js").then((module) => ({ default: module.Popover }));
const loadDialog = () => import("./Dialog.js").then((module) => ({ default: module.Dialog }));
const LazyPopover = lazy(loadPopover);
const LazyDialog = lazy(loadDialog);

let preloaded = false;
/** Starts loading the overlay code, e.g. when a field that opens one gets focus. */
export function preloadOverlays(): void {
  if (preloaded) return;
  preloaded = true;
  void loadPopover().catch(() => {
    preloaded = false;
  });
}

export function Popover(props: PopoverProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyPopover {...props} />
    </Suspense>
  );
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
