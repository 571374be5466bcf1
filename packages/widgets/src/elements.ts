/**
 * `@foyer/widgets/elements`: the widgets as custom elements for pages that bundle their own code
 * (the script-tag loader `embed/foyer.js` defines the same elements without a bundler).
 * @example
 * import { defineFoyerElements } from "@foyer/widgets/elements";
 * defineFoyerElements();
 * // <foyer-submission-form event-slug="foyer-summit-2027" form-id="5a8e…"></foyer-submission-form>
 */
import { mount } from "./elements/mount-named.js";
import { defineWidgetElements } from "./elements/widget-element.js";

export type { WidgetEntry, WidgetName } from "./elements/widget-table.js";
export { commonAttributes, widgetTable } from "./elements/widget-table.js";

export interface DefineFoyerElementsOptions {
  /**
   * Where to define the elements.
   * @default customElements
   * @example defineFoyerElements({ registry: iframe.contentWindow.customElements })
   */
  registry?: CustomElementRegistry;
}

/**
 * Defines `foyer-intake-form`, `foyer-submission-form`, `foyer-application-form`,
 * `foyer-followup-form`, `foyer-import-wizard`, `foyer-record-picker`, `foyer-portal` and
 * `foyer-agenda`. Idempotent: an element that is already defined (by this call, another
 * bundle or the script-tag loader) is left as it is.
 */
export function defineFoyerElements(options: DefineFoyerElementsOptions = {}): void {
  defineWidgetElements(mount, options.registry);
}
