/**
 * Moves focus to `selector` in `container` once the inline sign-in has gone, where the sign-in
 * had it: only while focus is in the widget or nowhere (the removed form leaves it on the body).
 * A sign-in elsewhere (another widget, another tab) must not pull the user back from the page.
 */
export function focusAfterSignIn(container: HTMLElement | null, selector: string): void {
  if (!container) return;
  // From the document down (STYLE 8): a shadow root alone cannot tell "nowhere" from "elsewhere".
  // Walked here, not with the forms' helper: sharing it would split a chunk off the forms' download.
  let active = container.ownerDocument.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const rootNode = container.getRootNode();
  const idle =
    active === null ||
    active === container.ownerDocument.body ||
    (rootNode instanceof ShadowRoot && active === rootNode.host) ||
    container.contains(active);
  if (idle) container.querySelector<HTMLElement>(selector)?.focus();
}
