/**
 * Constructable stylesheets shared by every widget on a page: one `CSSStyleSheet` per CSS text
 * (per document), counted, and dropped when the last shadow root that adopted it lets go.
 * Constructable sheets are allowed under `style-src 'self'`; `<style>` elements and `style`
 * attributes are not, so the runtime uses nothing else.
 */

interface SharedSheet {
  sheet: CSSStyleSheet;
  users: number;
}

const sheetsByDocument = new WeakMap<Document, Map<string, SharedSheet>>();

function sheetsOf(document: Document): Map<string, SharedSheet> {
  let sheets = sheetsByDocument.get(document);
  if (!sheets) {
    sheets = new Map();
    sheetsByDocument.set(document, sheets);
  }
  return sheets;
}

/** The shared sheet for `cssText` in `document`, created on first use. Pair with `releaseSheet`. */
export function acquireSheet(document: Document, cssText: string): CSSStyleSheet {
  const sheets = sheetsOf(document);
  const shared = sheets.get(cssText);
  if (shared) {
    shared.users++;
    return shared.sheet;
  }
  // A sheet can only be adopted in the document whose CSSStyleSheet constructed it (iframes).
  const Sheet = document.defaultView?.CSSStyleSheet ?? CSSStyleSheet;
  const sheet = new Sheet();
  sheet.replaceSync(cssText);
  sheets.set(cssText, { sheet, users: 1 });
  return sheet;
}

/** Gives back one use of a sheet from `acquireSheet`; the last use removes it from the cache. */
export function releaseSheet(document: Document, sheet: CSSStyleSheet): void {
  const sheets = sheetsOf(document);
  for (const [cssText, shared] of sheets) {
    if (shared.sheet !== sheet) continue;
    shared.users--;
    if (shared.users <= 0) sheets.delete(cssText);
    return;
  }
}

/** How many distinct sheets `document` holds for widgets now (diagnostics and tests). */
export function sharedSheetCount(document: Document): number {
  return sheetsOf(document).size;
}

/** Puts `sheets` last in `root`'s adopted sheets, keeping any the page adopted there itself. */
export function adoptSheets(root: ShadowRoot, sheets: readonly CSSStyleSheet[]): void {
  root.adoptedStyleSheets = [
    ...root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet)),
    ...sheets,
  ];
}

/** Removes `sheets` from `root`'s adopted sheets. */
export function unadoptSheets(root: ShadowRoot, sheets: readonly CSSStyleSheet[]): void {
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
}
