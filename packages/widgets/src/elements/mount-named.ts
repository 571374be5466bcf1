/**
 * The npm entries' named mount: every widget, mounted at once (the script-tag loader instead loads
 * each widget's chunk, whose `mount` holds only that chunk's widgets).
 */
import { agendaMounters } from "./agenda-widget.js";
import { formMounters } from "./form-widgets.js";
import { importMounters } from "./import-widget.js";
import { createNamedMount } from "./named-mount.js";
import { portalMounters } from "./portal-widget.js";
import { pickerMounters } from "./record-picker-widget.js";
import type { FoyerMountOptions, WidgetHandle } from "./widget-options.js";

export { agendaMounters } from "./agenda-widget.js";
export { formMounters } from "./form-widgets.js";
export { importMounters } from "./import-widget.js";
export type { Mounter, Mounters } from "./named-mount.js";
export { assertWidgetName, createNamedMount } from "./named-mount.js";
export { portalMounters } from "./portal-widget.js";
export { pickerMounters } from "./record-picker-widget.js";

/**
 * Mounts any widget by name, at once (the npm entries; the script-tag loader loads chunks first).
 * @example mount(el, { widget: "submission-form", eventSlug: "foyer-summit-2027", formId: "5a8e…" })
 */
export const mount: (host: HTMLElement, options: FoyerMountOptions) => WidgetHandle = createNamedMount({
  ...formMounters,
  ...importMounters,
  ...pickerMounters,
  ...portalMounters,
  ...agendaMounters,
});
