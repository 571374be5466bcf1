import { ImportWizard, type ImportWizardProps } from "../import-wizard/ImportWizard.js";
import { importWizardCss } from "../import-wizard/import-wizard.css.js";
import type { WidgetDefinition } from "../runtime/widget-definition.js";
import { type Mounters, mounterOf } from "./named-mount.js";
import type { WidgetOptionsMap } from "./widget-options.js";

/** The record import wizard (spec 2 §2.2): `foyer-import-wizard event-id module-id`. */
export const importWizardWidget: WidgetDefinition<
  { widget: "import-wizard" } & WidgetOptionsMap["import-wizard"],
  ImportWizardProps
> = {
  component: ImportWizard,
  css: [importWizardCss],
  required: ["eventId", "moduleId"],
  props: (options) => ({ eventId: options.eventId, moduleId: options.moduleId, proTip: options.proTip }),
};

/** The import wizard's mounter (its own chunk in the embed build). */
export const importMounters = {
  "import-wizard": mounterOf(importWizardWidget),
} as const satisfies Mounters;
