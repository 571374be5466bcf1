import { importMounters } from "../elements/import-widget.js";
import type { ImportWizardOptions } from "../elements/widget-options.js";
import type { WidgetHostProps } from "./FormWidgets.js";
import { useWidgetMount } from "./useWidgetMount.js";

export interface ImportWizardProps extends ImportWizardOptions, WidgetHostProps {}

/**
 * The record import wizard (spec 2 §2.2) in its own shadow root: a CSV, Excel file or pasted
 * table into a contacts, accounts or custom-records module.
 * @example <ImportWizard eventId={eventId} moduleId={moduleId} onImportComplete={() => reload()} onClose={close} />
 */
export function ImportWizard({ className, ...options }: ImportWizardProps) {
  const host = useWidgetMount(importMounters["import-wizard"], { widget: "import-wizard", ...options });
  return <div ref={host} className={className} data-foyer-widget="import-wizard" />;
}
