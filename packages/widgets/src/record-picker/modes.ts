import type { RecordHit } from "@foyer/domain";

/**
 * The search-and-pick dialog's modes (spec 2 §4.7): "Exhibitors and sponsors map to account
 * search; speakers and people map to contact search."
 */
export const recordPickerModes = ["speaker", "sponsor", "exhibitor", "people"] as const;

export type RecordPickerMode = (typeof recordPickerModes)[number];

/** Which kind of record a mode lists, and (accounts) which module's. */
export const modeTargets: Record<
  RecordPickerMode,
  { kind: "contact"; moduleSlug?: undefined } | { kind: "account"; moduleSlug: string }
> = {
  speaker: { kind: "contact" },
  people: { kind: "contact" },
  sponsor: { kind: "account", moduleSlug: "sponsors" },
  exhibitor: { kind: "account", moduleSlug: "exhibitors" },
};

export function isRecordPickerMode(value: unknown): value is RecordPickerMode {
  return typeof value === "string" && (recordPickerModes as readonly string[]).includes(value);
}

/** `foyer:select`'s detail: the mode, the module the picker was opened for, the picked records. */
export interface RecordSelection {
  mode: RecordPickerMode;
  /** The `moduleId` option (`module-id` attribute), or null. */
  moduleId: string | null;
  /** In the order they were picked; each has `kind` "contact" or "account". */
  records: RecordHit[];
}
