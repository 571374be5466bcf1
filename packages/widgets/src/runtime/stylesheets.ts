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

// Sheets that parts of a widget adopted for themselves (`adoptPartSheet`), with their use counts.
const partSheetsByRoot = new WeakMap<ShadowRoot, Map<CSSStyleSheet, number>>();

function partSheetsOf(root: ShadowRoot): Map<CSSStyleSheet, number> {
  let parts = partSheetsByRoot.get(root);
  if (!parts) {
    parts = new Map();
    partSheetsByRoot.set(root, parts);
  }
  return parts;
}

/**
 * Puts `sheets` in `root`'s adopted sheets after any the page adopted there itself, and before
 * the sheets of lazily loaded parts (which refine the widget's own styles).
 */
export function adoptSheets(root: ShadowRoot, sheets: readonly CSSStyleSheet[]): void {
  const parts = [...partSheetsOf(root).keys()].filter((sheet) => !sheets.includes(sheet));
  root.adoptedStyleSheets = [
    ...root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet) && !parts.includes(sheet)),
    ...sheets,
    ...parts,
  ];
}

/** Removes `sheets` from `root`'s adopted sheets. */
export function unadoptSheets(root: ShadowRoot, sheets: readonly CSSStyleSheet[]): void {
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
}

/**
 * Adopts `sheet` last in `root` for one part of a widget (a dropdown, a date picker, an overlay,
 * loaded with its own styles); parts sharing a sheet share one adoption, and a sheet the widget
 * or the page adopted already is left to them. Returns the release.
 */
export function adoptPartSheet(root: ShadowRoot, sheet: CSSStyleSheet): () => void {
  const parts = partSheetsOf(root);
  const uses = parts.get(sheet);
  if (uses !== undefined) parts.set(sheet, uses + 1);
  else if (root.adoptedStyleSheets.includes(sheet)) return () => {};
  else {
    parts.set(sheet, 1);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (parts.get(sheet) ?? 1) - 1;
    if (left > 0) {
      parts.set(sheet, left);
      return;
    }
    parts.delete(sheet);
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}
