/**
 * Every widget the embed knows, by the name `Foyer.mount` takes: its custom element, the
 * attributes it reads (ARCHITECTURE "Public surface") and the lazy chunk that holds it. Plain
 * data with no imports: the script-tag loader is built from it and must stay tiny.
 */
export const widgetTable = {
  "intake-form": {
    tag: "foyer-intake-form",
    chunk: "forms",
    attributes: ["event-slug", "intake-id", "submission-id", "step-id"],
  },
  "submission-form": {
    tag: "foyer-submission-form",
    chunk: "forms",
    attributes: ["event-slug", "form-id", "submission-id", "step-id"],
  },
  "application-form": {
    tag: "foyer-application-form",
    chunk: "forms",
    attributes: ["form-slug", "form-id", "submission-id", "step-id"],
  },
  "followup-form": {
    tag: "foyer-followup-form",
    chunk: "forms",
    // `preview` is a boolean attribute: the follow-up form's /preview route (spec 1 §2 "Forms").
    attributes: ["form-slug", "form-id", "submission-id", "step-id", "preview"],
  },
  "import-wizard": {
    tag: "foyer-import-wizard",
    chunk: "import",
    attributes: ["event-id", "module-id"],
  },
  // `mode` (speaker, sponsor, exhibitor, people) is the picker's own (spec 2 §4.7 "Modes").
  "record-picker": {
    tag: "foyer-record-picker",
    chunk: "picker",
    attributes: ["event-id", "module-id", "mode"],
  },
  // The participant portal (issue 6); `location` is "memory" (the default) or "hash".
  portal: {
    tag: "foyer-portal",
    chunk: "portal",
    attributes: ["portal-slug", "portal-id", "location"],
  },
  // The published schedule of an event (issue 25 item 5), read from its public export.
  agenda: {
    tag: "foyer-agenda",
    chunk: "agenda",
    attributes: ["event-slug"],
  },
} as const satisfies Record<string, WidgetEntry>;

export interface WidgetEntry {
  /** The custom element's name. */
  tag: `foyer-${string}`;
  /** The lazy chunk of the embed build that holds the widget. */
  chunk: WidgetChunk;
  /** The attributes it reads, besides `api` and `theme`. */
  attributes: readonly string[];
}

/** The embed build's widget chunks (the four forms share one; the other widgets have their own). */
export type WidgetChunk = "forms" | "import" | "picker" | "portal" | "agenda";

export type WidgetName = keyof typeof widgetTable;

/** Attributes every widget element reads. */
export const commonAttributes = ["api", "theme"] as const;

/** Attributes whose presence means `true`. */
export const booleanAttributes: ReadonlySet<string> = new Set(["preview"]);

/** `event-slug` → `eventSlug`: attribute names become option (and React prop) names. */
export function optionName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The entry of a widget name, or null for a name the embed does not know. */
export function widgetEntry(name: unknown): WidgetEntry | null {
  return typeof name === "string" && Object.hasOwn(widgetTable, name)
    ? widgetTable[name as WidgetName]
    : null;
}
