import type { FieldIds } from "../fields/field-props.js";
import type { FocusRequest } from "./model.js";

/** The element that has focus, looking through shadow roots (STYLE 8). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Moves focus where the model asked. Only while focus is in the widget (or nowhere): an answer
 * that arrives while the participant is elsewhere on the host page must not pull them back.
 */
export function applyFocus(
  container: HTMLElement,
  request: FocusRequest,
  ids: (fieldId: string) => FieldIds,
): void {
  const rootNode = container.getRootNode() as Document | ShadowRoot;
  const active = deepActiveElement(rootNode);
  const ownerBody = container.ownerDocument.body;
  const idle = active === null || active === ownerBody || active === (rootNode as ShadowRoot).host;
  if (!idle && !container.contains(active)) return;
  const selector =
    request.target === "field" ? `[id="${ids(request.fieldId).input}"]` : `[data-focus="${request.target}"]`;
  const target = container.querySelector<HTMLElement>(selector);
  target?.focus();
}
