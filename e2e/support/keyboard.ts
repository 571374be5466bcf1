import { expect, type Page } from "@playwright/test";

/** What has keyboard focus, looking through shadow roots (STYLE 8: walk shadowRoot.activeElement). */
export interface Focused {
  tag: string;
  type: string;
  name: string;
  role: string;
  /** The custom element the focused node lives in, if any (e.g. FOYER-SUBMISSION-FORM). */
  widget: string;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    let widget = "";
    while (element?.shadowRoot?.activeElement) {
      widget = element.tagName;
      element = element.shadowRoot.activeElement;
    }
    if (!element) return { tag: "", type: "", name: "", role: "", widget };
    const root = element.getRootNode() as Document | ShadowRoot;
    const byIds = (ids: string | null) =>
      (ids ?? "")
        .split(/\s+/)
        .map((id) => (id ? root.getElementById(id)?.textContent?.trim() : ""))
        .filter(Boolean)
        .join(" ");
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute("aria-label") ||
      byIds(element.getAttribute("aria-labelledby")) ||
      (labels && labels.length > 0 ? (labels[0]?.textContent?.trim() ?? "") : "") ||
      (element.textContent ?? "").trim();
    return {
      tag: element.tagName,
      type: element.getAttribute("type") ?? "",
      name: name.replace(/\s+/g, " "),
      role: element.getAttribute("role") ?? "",
      widget,
    };
  });
}

/** Presses Tab until the focused control's accessible name matches; fails after `limit` presses. */
export async function tabTo(page: Page, name: RegExp, limit = 60): Promise<Focused> {
  for (let presses = 0; presses < limit; presses++) {
    const now = await focused(page);
    if (name.test(now.name)) return now;
    await page.keyboard.press("Tab");
  }
  const last = await focused(page);
  expect(last.name, `Tab never reached ${name}`).toMatch(name);
  return last;
}

/**
 * In the open search-and-pick dialog (spec 2 §4.7) named `dialogName`, with the keyboard only:
 * type the name's first word, wait for it among the results, ArrowDown to it, Enter to pick it.
 */
export async function pickWithKeyboard(page: Page, dialogName: string, name: string): Promise<void> {
  // The search bar has the focus: replace its term with the new one.
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(name.split(" ")[0] ?? name);
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog.getByRole("option", { name: new RegExp(name) })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("option", { name: new RegExp(name) })).toHaveAttribute(
    "aria-selected",
    "true",
  );
}
