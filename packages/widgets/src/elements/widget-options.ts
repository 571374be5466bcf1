import type { WidgetSdk } from "@foyer/sdk";
import type { RecordPickerMode } from "../record-picker/modes.js";
import type { WidgetTheme } from "../runtime/widget-context.js";
import type { WidgetCallbacks } from "../runtime/widget-events.js";
import {
  booleanAttributes,
  commonAttributes,
  optionName,
  type WidgetName,
  widgetTable,
} from "./widget-table.js";

/** Options every widget takes (`Foyer.mount`, the React components). */
export interface CommonWidgetOptions extends WidgetCallbacks {
  /**
   * The API base URL.
   * @default the embed loader's origin + `/api` (script tag); `location.origin + "/api"` otherwise
   * @example api: "https://events.example.org/api"
   */
  api?: string | undefined;
  /**
   * @default "light"
   * @example theme: "dark"
   */
  theme?: WidgetTheme | undefined;
  /**
   * An SDK to share with your app instead of the page's own for `api` (npm entries only; the
   * script-tag embed always makes its own).
   * @default the page's SDK for `api`, created on first use
   */
  sdk?: WidgetSdk | undefined;
}

/** Options of the four participant forms (spec 1 §2 "Forms"). */
export interface FormOptions extends CommonWidgetOptions {
  /**
   * Opens an existing submission (e.g. to continue a draft).
   * @example submissionId: "0b6f…"
   */
  submissionId?: string | undefined;
  /**
   * Opens the form at this step.
   * @example stepId: "details"
   */
  stepId?: string | undefined;
  /** Called when the participant moves to another step (e.g. to put it in the URL). */
  onStepChange?: ((stepId: string) => void) | undefined;
  /** Called once a new submission exists (e.g. to put its id in the URL). */
  onSubmissionCreated?: ((submissionId: string) => void) | undefined;
}

export interface IntakeFormOptions extends FormOptions {
  /** @example eventSlug: "foyer-summit-2027" */
  eventSlug: string;
  /** @example intakeId: "7c1b2f4e-3d5a-4e8b-9f0c-1a2b3c4d5e6f" */
  intakeId: string;
}

export interface SubmissionFormOptions extends FormOptions {
  /** @example eventSlug: "foyer-summit-2027" */
  eventSlug: string;
  /** @example formId: "5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e" */
  formId: string;
}

export interface ApplicationFormOptions extends FormOptions {
  formSlug: string;
  formId: string;
}

export interface FollowupFormOptions extends FormOptions {
  formSlug: string;
  formId: string;
  /**
   * Shows the form without saving anything (the /preview route).
   * @default false
   */
  preview?: boolean | undefined;
}

/**
 * Options of the record import wizard (spec 2 §2.2): CSV, Excel or pasted rows into a module of
 * an event. Emits `foyer:import-complete` with the counters and `import_id` once records are
 * written, and `foyer:close` on Done or the close button.
 */
export interface ImportWizardOptions extends CommonWidgetOptions {
  /** @example eventId: "3f2a9c1e-…" */
  eventId: string;
  /** The contacts, sponsors, exhibitors or custom-records module. @example moduleId: "8b1d…" */
  moduleId: string;
  /**
   * The import file page's Pro Tip (npm hosts; not an attribute); `false` shows none.
   * @default a tip about starting from the sample CSV
   * @example proTip: "Export your list from the CRM as CSV first."
   */
  proTip?: string | false | undefined;
}

/**
 * Options of the record picker (spec 2 §4.7 "Account and contact search dialog"): a button that
 * opens the search-and-pick dialog. Emits `foyer:select` with `{ mode, moduleId, records }` on
 * Save and `foyer:close` on Cancel.
 */
export interface RecordPickerOptions extends CommonWidgetOptions {
  /** @example eventId: "3f2a9c1e-…" */
  eventId: string;
  /**
   * What to pick: `speaker` and `people` search contacts, `sponsor` and `exhibitor` that module's
   * accounts.
   * @default "people"
   * @example mode: "speaker"
   */
  mode?: RecordPickerMode | undefined;
  /** The module the picked records are for, handed back in `foyer:select`. @example moduleId: "8b1d…" */
  moduleId?: string | undefined;
  /**
   * The most records that can be picked (npm hosts; not an attribute).
   * @default no limit
   * @example max: 1
   */
  max?: number | undefined;
}

/**
 * Options of the participant portal (spec 1 §2 "Portal"): the portal's pages with its sign-in,
 * for speakers, sponsors, exhibitors and other participants. Emits `foyer:error` with
 * `{ message }` when something fails beside the page.
 */
export interface PortalOptions extends CommonWidgetOptions {
  /** @example portalSlug: "speakers" */
  portalSlug: string;
  /** @example portalId: "2459efa7-8b07-41e7-bc13-dad7b87f46d2" */
  portalId: string;
  /**
   * Where the portal keeps its path: `"memory"` leaves the page's URL alone; `"hash"` keeps it in
   * the page's hash (`#/portals/…`), so a reload, a bookmark and the back button keep their page.
   * @default "memory"
   */
  location?: "memory" | "hash" | undefined;
}

/**
 * Options of the agenda (issue 25 item 5): the latest published schedule of an event, by day,
 * with search, filters, session details, the event's or the viewer's time zone and
 * add-to-calendar links. Emits `foyer:ready` with `{ event, version, sessions }` once shown and
 * `foyer:error` with `{ message }` when the schedule cannot be shown (not published yet, or a
 * network or server failure).
 */
export interface AgendaOptions extends CommonWidgetOptions {
  /** @example eventSlug: "foyer-summit-2027" */
  eventSlug: string;
}

/** The options of each widget, by name. */
export interface WidgetOptionsMap {
  "intake-form": IntakeFormOptions;
  "submission-form": SubmissionFormOptions;
  "application-form": ApplicationFormOptions;
  "followup-form": FollowupFormOptions;
  "import-wizard": ImportWizardOptions;
  "record-picker": RecordPickerOptions;
  portal: PortalOptions;
  agenda: AgendaOptions;
}

/**
 * What `Foyer.mount(element, options)` takes: the widget's name and its options.
 * @example Foyer.mount(el, { widget: "submission-form", eventSlug: "foyer-summit-2027", formId: "5a8e…" })
 */
export type FoyerMountOptions = {
  [N in WidgetName]: { widget: N } & WidgetOptionsMap[N];
}[WidgetName];

/** What `Foyer.mount` returns. */
export interface WidgetHandle {
  /** Re-renders with new options (same widget name). */
  update(options: FoyerMountOptions): void;
  /** Removes the widget and everything it added. Idempotent. */
  unmount(): void;
}

/** Reads a widget element's attributes as mount options (`event-slug` → `eventSlug`). */
export function optionsFromAttributes(element: Element, widget: WidgetName): FoyerMountOptions {
  const options: Record<string, unknown> = { widget };
  for (const attribute of [...widgetTable[widget].attributes, ...commonAttributes]) {
    const value = element.getAttribute(attribute);
    if (value === null) continue;
    options[optionName(attribute)] = booleanAttributes.has(attribute) ? true : value;
  }
  return options as unknown as FoyerMountOptions;
}
