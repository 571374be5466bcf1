import type { FieldType } from "@foyer/domain";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { BooleanField, EventDaysField, RadioListField } from "./ChoiceFields.js";
import { FieldFrame, type FieldLayout } from "./FieldFrame.js";
import { type FieldGroup, loadFieldGroup } from "./field-chunks.js";
import type { FieldProps } from "./field-props.js";
import { NumberField } from "./NumberField.js";
import { PhoneField } from "./PhoneField.js";
import { TextField } from "./TextField.js";
import { TimeField } from "./TimeField.js";

type Control = (props: FieldProps) => ReactNode;

function lazyControl(group: FieldGroup, name: string): Control {
  const Lazy = lazy(async () => {
    const module = (await loadFieldGroup(group)) as Record<string, ComponentType<FieldProps>>;
    const Control = module[name];
    if (!Control) throw new Error(`Foyer: the ${group} chunk has no ${name}`);
    return { default: Control };
  });
  return (props: FieldProps) => (
    <Suspense fallback={<span className="foyer-input foyer-input--loading" part="input" aria-busy="true" />}>
      <Lazy {...props} />
    </Suspense>
  );
}

const SelectField = lazyControl("choices", "SelectField");
const DateField = lazyControl("dates", "DateField");
const DateTimeField = lazyControl("dates", "DateTimeField");
const FileField = lazyControl("uploads", "FileField");
const PhotoField = lazyControl("uploads", "PhotoField");

/** Each field type of spec 2 §3 "Form field types" that forms offer, and how it is labelled. */
const controls: Record<FieldType, { Control: Control; layout: FieldLayout; sayRequired?: boolean }> = {
  text: { Control: TextField, layout: "control" },
  textarea: { Control: TextField, layout: "control" },
  email: { Control: TextField, layout: "control" },
  number: { Control: NumberField, layout: "control" },
  currency: { Control: NumberField, layout: "control" },
  percent: { Control: NumberField, layout: "control" },
  date: { Control: DateField, layout: "control" },
  time: { Control: TimeField, layout: "control" },
  datetime: { Control: DateTimeField, layout: "named" },
  toggle: { Control: BooleanField, layout: "inline" },
  checkbox: { Control: BooleanField, layout: "inline" },
  radioList: { Control: RadioListField, layout: "named" },
  dropdown: { Control: SelectField, layout: "named" },
  countries: { Control: SelectField, layout: "named" },
  usPhone: { Control: PhoneField, layout: "control" },
  eventDays: { Control: EventDaysField, layout: "named", sayRequired: true },
  file: { Control: FileField, layout: "control" },
  image: { Control: FileField, layout: "control" },
  photo: { Control: PhotoField, layout: "control" },
};

/** One field: its frame (label, required mark, help, error) around the control for its type. */
export function FieldControl(props: FieldProps) {
  const entry = controls[props.field.type] as (typeof controls)[FieldType] | undefined;
  // A type this build does not know (a newer server) is left out rather than guessed at.
  if (!entry) return null;
  const { Control, layout, sayRequired } = entry;
  return (
    <FieldFrame
      field={props.field}
      ids={props.ids}
      error={props.error}
      layout={layout}
      sayRequired={sayRequired}
    >
      <Control {...props} />
    </FieldFrame>
  );
}
