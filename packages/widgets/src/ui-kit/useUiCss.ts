import { useContext, useLayoutEffect } from "react";
import { acquireSheet, adoptPartSheet, releaseSheet } from "../runtime/stylesheets.js";
import { WidgetContext } from "../runtime/widget-context.js";

// How many mounted components use each sheet adopted on a document (React host apps).
const documentUsers = new WeakMap<Document, Map<CSSStyleSheet, number>>();

function adoptInDocument(document: Document, sheet: CSSStyleSheet): () => void {
  if (!("adoptedStyleSheets" in document)) return () => {};
  let users = documentUsers.get(document);
  if (!users) {
    users = new Map();
    documentUsers.set(document, users);
  }
  const count = users.get(sheet) ?? 0;
  users.set(sheet, count + 1);
  if (count === 0) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    const left = (users.get(sheet) ?? 1) - 1;
    if (left > 0) return void users.set(sheet, left);
    users.delete(sheet);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/**
 * Adopts `cssText` while the calling component is mounted: in the widget's shadow root when it
 * renders inside a widget, else in the document (the React apps). The shared UI kit works in
 * both, so it cannot rely on `useWidgetCss` (which needs a widget) nor on `react.css` alone.
 * Constructable sheets only: CSP `style-src 'self'` refuses `<style>` and style attributes.
 * @example useUiCss(numberSelectorCss);
 */
export function useUiCss(cssText: string): void {
  const widget = useContext(WidgetContext);
  const shadowRoot = widget?.shadowRoot ?? null;
  useLayoutEffect(() => {
    const document = shadowRoot?.ownerDocument ?? globalThis.document;
    const sheet = acquireSheet(document, cssText);
    const unadopt = shadowRoot ? adoptPartSheet(shadowRoot, sheet) : adoptInDocument(document, sheet);
    return () => {
      unadopt();
      releaseSheet(document, sheet);
    };
  }, [shadowRoot, cssText]);
}
