import type { FieldValue, FormEventSummary, FormField } from "@foyer/domain";

/** The ids a field's parts point at one another with (label, help, error). */
export interface FieldIds {
  /** The main control; the label's `for` and the target of "focus the first invalid field". */
  input: string;
  label: string;
  help: string;
  error: string;
}

/** One file on its way to the server (spec 2 §5 "Upload": show progress, allow cancel). */
export interface UploadInProgress {
  key: string;
  name: string;
  size: number;
  /** 0..1 */
  progress: number;
  /** Set when the upload failed; the entry stays until dismissed. */
  error: string | null;
}

/** What a file, image or photo field can ask of the form's upload tracker. */
export interface UploadControls {
  uploads: readonly UploadInProgress[];
  /** Checks the chosen files and uploads them; each finished one is stored in the field. */
  start(files: readonly File[]): void;
  /** Aborts an upload in progress, or dismisses a failed one. */
  cancel(key: string): void;
  /** A message about files refused before upload (too big, too many, wrong type). */
  refused: string | null;
}

/** The props every field control receives. Controls are dumb: the value comes in, changes go out. */
export interface FieldProps {
  field: FormField;
  value: FieldValue | undefined;
  onChange(value: FieldValue): void;
  ids: FieldIds;
  /** The message shown beside the field, from the client's or the server's validation. */
  error: string | undefined;
  /** `aria-describedby`: the help and error ids that exist. */
  describedBy: string | undefined;
  disabled: boolean;
  /** The form's event (event days, calendars). */
  event: FormEventSummary;
  /** File, image and photo fields only. */
  uploads: UploadControls;
}

/** The ARIA attributes every single-control field puts on its control. */
export function controlAria(props: FieldProps) {
  return {
    id: props.ids.input,
    "aria-invalid": props.error ? true : undefined,
    "aria-required": props.field.required ? true : undefined,
    "aria-describedby": props.describedBy,
  } as const;
}
