import { useLayoutEffect } from "react";
import { acquireSheet, adoptPartSheet, releaseSheet } from "./stylesheets.js";
import { useWidget } from "./widget-context.js";

/**
 * Adopts `cssText` in the widget's shadow root while the calling component is mounted. Parts
 * that load on demand (dropdowns, date pickers, uploads, overlays, sign-in, the confirmation)
 * bring their styles in their own chunk instead of every form's first download (issue 3: a form
 * widget with its runtime ≤ 35 KB). Adopted before paint, so the part never shows unstyled.
 * @example useWidgetCss(selectFieldCss);
 */
export function useWidgetCss(cssText: string): void {
  const { shadowRoot } = useWidget();
  useLayoutEffect(() => {
    const document = shadowRoot.ownerDocument;
    const sheet = acquireSheet(document, cssText);
    const unadopt = adoptPartSheet(shadowRoot, sheet);
    return () => {
      unadopt();
      releaseSheet(document, sheet);
    };
  }, [shadowRoot, cssText]);
}
