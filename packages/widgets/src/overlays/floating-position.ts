import { type CSSProperties, useLayoutEffect } from "react";

/**
 * Writes floating-ui's position onto the element through the CSSOM. Host pages run CSP
 * `style-src 'self'`, which refuses `style` attributes in markup but not `el.style.setProperty`.
 */
export function useFloatingPosition(element: HTMLElement | null, styles: CSSProperties): void {
  useLayoutEffect(() => {
    if (!element) return;
    for (const [name, value] of Object.entries(styles) as [string, string | number | undefined][]) {
      const property = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      if (value === undefined) element.style.removeProperty(property);
      else element.style.setProperty(property, typeof value === "number" ? `${value}px` : value);
    }
  }, [element, styles]);
}
